/**
 * Production mode (docs/ARCHITECTURE.md §6.1): what a start with NODE_ENV=production (or
 * SAFAR_ENV=production) refuses, each with what to do instead. The environment is checked before the
 * data is touched; the database once it is open, on PGlite and PostgreSQL alike.
 */
import { existsSync } from "node:fs";
import { and, count, eq, inArray, or, sql } from "drizzle-orm";
import { email, newPassword } from "../src/domain/auth.ts";
import { validate } from "../src/domain/validation.ts";
import { dataDirOf, JWT_SECRET_MISSING, jwtSecretFile } from "./config.ts";
import type { Db } from "./db/client.ts";
import { users } from "./db/schema.ts";
import { DEMO_EMAILS, DEMO_PASSWORD } from "./db/seed/index.ts";
import { verifyPassword } from "./services/passwords.ts";

/** What the environment alone makes a production start refuse. */
export function environmentRefusals(env: NodeJS.ProcessEnv): string[] {
  const reasons: string[] = [];
  if (env.SEED === "demo") {
    reasons.push(
      "SEED=demo is refused in production: every demo account has the password printed in the README. " +
        "Unset SEED (production seeds nothing)",
    );
  }
  if (env.SCRYPT_N_FOR_TESTS) {
    reasons.push(
      "SCRYPT_N_FOR_TESTS is a test setting that weakens every new password hash: unset it in production",
    );
  }
  if (env.JWT_SECRET) {
    if (env.JWT_SECRET.length < 32) reasons.push("JWT_SECRET must be at least 32 characters");
  } else {
    const file = jwtSecretFile(dataDirOf(env));
    if (!existsSync(file)) reasons.push(JWT_SECRET_MISSING(file));
  }
  const adminEmail = env.ADMIN_EMAIL || undefined;
  const adminPassword = env.ADMIN_PASSWORD || undefined;
  if (Boolean(adminEmail) !== Boolean(adminPassword)) {
    reasons.push("ADMIN_EMAIL and ADMIN_PASSWORD go together: set both, or neither once an admin exists");
  }
  if (adminEmail && !validate(email, adminEmail).ok)
    reasons.push("ADMIN_EMAIL is not a valid e-mail address");
  if (adminPassword) {
    // The registration form's rules: the first admin's password is no weaker than a customer's.
    const policy = validate(newPassword, adminPassword);
    if (!policy.ok) reasons.push(`ADMIN_PASSWORD: ${policy.message}`);
    else if (adminPassword === DEMO_PASSWORD) {
      reasons.push("ADMIN_PASSWORD is the demo password printed in the README: choose another");
    }
  }
  return reasons;
}

/**
 * Accounts that still sign in with the demo password: those of the demo's e-mails, and any whose
 * stored hash another account shares (hashPassword salts every hash apart; only the demo seed
 * gives many accounts one hash). Each distinct hash is checked once, so a database that was a demo
 * costs one password check and one that never was costs none.
 */
export async function demoPasswordRefusal(db: Db): Promise<string | undefined> {
  const shared = db
    .select({ hash: users.passwordHash })
    .from(users)
    .groupBy(users.passwordHash)
    .having(sql`count(*) > 1`);
  const rows = await db
    .select({ email: users.email, hash: users.passwordHash })
    .from(users)
    .where(or(inArray(users.email, [...DEMO_EMAILS]), inArray(users.passwordHash, shared)));
  const byHash = new Map<string, string[]>();
  for (const r of rows) byHash.set(r.hash, [...(byHash.get(r.hash) ?? []), r.email]);
  const found: string[] = [];
  for (const [hash, accounts] of byHash) {
    if (await verifyPassword(DEMO_PASSWORD, hash)) found.push(...accounts);
  }
  if (found.length === 0) return undefined;
  found.sort();
  const named =
    found.length > 3 ? `${found.slice(0, 3).join(", ")} and ${found.length - 3} more` : found.join(", ");
  return (
    `${found.length === 1 ? "An account signs" : `${found.length} accounts sign`} in with the demo password ` +
    `printed in the README (${named}): start once without production mode to change their passwords or ` +
    "delete them, or use a fresh database"
  );
}

/** No active admin (after ADMIN_EMAIL/ADMIN_PASSWORD had their chance to create one). */
export async function adminRefusal(db: Db, adminEmail: string | undefined): Promise<string | undefined> {
  const [row] = await db
    .select({ n: count() })
    .from(users)
    .where(and(eq(users.role, "admin"), eq(users.isApproved, true), eq(users.isBlocked, false)));
  if ((row?.n ?? 0) > 0) return undefined;
  return adminEmail
    ? `ADMIN_EMAIL ${adminEmail} belongs to an account that is not an active admin, and no other admin ` +
        "exists: set ADMIN_EMAIL to a new address"
    : "No admin account exists: set ADMIN_EMAIL and ADMIN_PASSWORD to create the first one";
}
