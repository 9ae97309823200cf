/**
 * Web Push's VAPID keys (docs/ARCHITECTURE.md §13.3): VAPID_PUBLIC_KEY and VAPID_PRIVATE_KEY, or a
 * pair generated once and kept in DATA_DIR/vapid-keys.json (mode 0600). Browsers' subscriptions are
 * bound to the public key, so it must not change: every process uses the same pair, and production
 * never generates one (as JWT_SECRET, docs/ARCHITECTURE.md §6.1): without the variables or a kept
 * pair, push is off there and the start says so.
 */
import { existsSync, mkdirSync, readFileSync, writeFileSync } from "node:fs";
import { join } from "node:path";
import webpush from "web-push";
import type { AppConfig } from "./http/env.ts";

type Keys = { publicKey: string; privateKey: string };

export function vapidKeysFile(dataDir: string): string {
  return join(dataDir, "vapid-keys.json");
}

/** The push settings, or undefined (push off) in production without keys. */
export function pushConfig(
  env: NodeJS.ProcessEnv,
  dataDir: string,
  production: boolean,
): AppConfig["push"] | undefined {
  const subject = env.VAPID_SUBJECT || `mailto:${env.ADMIN_EMAIL || "admin@safar.pk"}`;
  if (!/^(mailto:|https:\/\/)/.test(subject)) {
    throw new Error(`VAPID_SUBJECT must be a mailto: or https: URL (got '${subject}')`);
  }
  const pub = env.VAPID_PUBLIC_KEY;
  const priv = env.VAPID_PRIVATE_KEY;
  if (pub || priv) {
    if (!pub || !priv) throw new Error("VAPID_PUBLIC_KEY and VAPID_PRIVATE_KEY must be set together");
    return { publicKey: pub, privateKey: priv, subject };
  }
  const file = vapidKeysFile(dataDir);
  if (!existsSync(file)) {
    if (production) return undefined;
    mkdirSync(dataDir, { recursive: true, mode: 0o700 });
    try {
      // 'wx': two first starts at once keep one pair, the first one written.
      writeFileSync(file, JSON.stringify(webpush.generateVAPIDKeys()), { mode: 0o600, flag: "wx" });
    } catch (err) {
      if ((err as NodeJS.ErrnoException).code !== "EEXIST") throw err;
    }
  }
  const kept = JSON.parse(readFileSync(file, "utf8")) as Partial<Keys>;
  if (!kept.publicKey || !kept.privateKey) throw new Error(`${file} must hold publicKey and privateKey`);
  return { publicKey: kept.publicKey, privateKey: kept.privateKey, subject };
}

/** SMTP_URL and MAIL_FROM: both, or no e-mail at all. */
export function mailConfig(env: NodeJS.ProcessEnv): AppConfig["mail"] | undefined {
  if (!env.SMTP_URL) return undefined;
  if (!/^smtps?:\/\//.test(env.SMTP_URL)) throw new Error("SMTP_URL must be an smtp:// or smtps:// URL");
  if (!env.MAIL_FROM)
    throw new Error("MAIL_FROM must be set with SMTP_URL (for example 'Safar <bookings@agency.pk>')");
  return { url: env.SMTP_URL, from: env.MAIL_FROM };
}

/**
 * APP_URL, the origin users open the app at (docs/ARCHITECTURE.md §13.4), so e-mails can link to
 * the notice: an http(s) origin alone (no path, query, fragment or credentials), or undefined.
 */
export function appUrlConfig(env: NodeJS.ProcessEnv): string | undefined {
  const raw = env.APP_URL;
  if (!raw) return undefined;
  const problem = `APP_URL must be an http:// or https:// origin, e.g. https://safar.example.pk (got '${raw}')`;
  let url: URL;
  try {
    url = new URL(raw);
  } catch {
    throw new Error(problem);
  }
  const bare = url.pathname === "/" && !url.search && !url.hash && !url.username && !url.password;
  if (!/^https?:$/.test(url.protocol) || !bare || !/^https?:\/\/[^/]+\/?$/i.test(raw))
    throw new Error(problem);
  return url.origin;
}
