/**
 * Web Push on this browser (docs/ARCHITECTURE.md §13.6): turning it on (asked only from a button
 * the user pressed: the permission prompt never appears on its own), off, and off at sign-out.
 * Straight to the server, never queued: a subscription is only useful online.
 *
 * "On" means this browser has a subscription and the server was given it for the user signed in
 * now (localStorage `push`: `<userId> <endpoint>`): a subscription left from someone else on a
 * shared desk, or one the server never got, reads as off.
 */
import { api } from "./client.ts";
import { type Outcome, request } from "./outcome.ts";

export type PushState =
  /** This browser cannot (no service worker or Push API, or not a secure context). */
  | "unsupported"
  /** The user (or the browser's policy) blocked notifications for the site. */
  | "denied"
  | "off"
  | "on";

const FLAG = "push";

export const PUSH_TEXT = {
  denied:
    "Notifications are blocked for Safar in this browser. Allow them in the site's settings, then try again.",
  unsupported: "This browser cannot show notifications from Safar.",
  failed: "Could not turn on notifications. Please try again.",
  offFailed: "Could not turn off notifications. Please try again.",
} as const;

export function pushSupported(): boolean {
  return (
    typeof window !== "undefined" &&
    window.isSecureContext &&
    "serviceWorker" in navigator &&
    "PushManager" in window &&
    "Notification" in window
  );
}

async function registration(): Promise<ServiceWorkerRegistration | null> {
  if (!pushSupported()) return null;
  return (await navigator.serviceWorker.getRegistration()) ?? null;
}

function readFlag(): { userId: string; endpoint: string } | null {
  try {
    const [userId, endpoint] = (localStorage.getItem(FLAG) ?? "").split(" ");
    return userId && endpoint ? { userId, endpoint } : null;
  } catch {
    return null;
  }
}

function writeFlag(value: string | null): void {
  try {
    if (value === null) localStorage.removeItem(FLAG);
    else localStorage.setItem(FLAG, value);
  } catch {
    // storage unavailable: the state reads as off next time
  }
}

/** Whether push is on for `userId` on this browser. */
export async function pushState(userId: string): Promise<PushState> {
  if (!pushSupported()) return "unsupported";
  if (Notification.permission === "denied") return "denied";
  const sub = await (await registration())?.pushManager.getSubscription();
  const flag = readFlag();
  return sub && flag?.userId === userId && flag.endpoint === sub.endpoint ? "on" : "off";
}

/** base64url → bytes (the VAPID public key, as PushManager.subscribe takes it). */
function base64UrlBytes(text: string): Uint8Array<ArrayBuffer> {
  const b64 = text
    .replace(/-/g, "+")
    .replace(/_/g, "/")
    .padEnd(Math.ceil(text.length / 4) * 4, "=");
  const raw = atob(b64);
  const out = new Uint8Array(new ArrayBuffer(raw.length));
  for (let i = 0; i < raw.length; i++) out[i] = raw.charCodeAt(i);
  return out;
}

/** The body of POST /push/subscriptions: the browser's `toJSON()`, as the contract types it. */
function subscriptionBody(sub: PushSubscription) {
  const json = sub.toJSON();
  return {
    endpoint: sub.endpoint,
    keys: { p256dh: json.keys?.p256dh ?? "", auth: json.keys?.auth ?? "" },
    expirationTime: sub.expirationTime,
  };
}

const sameBytes = (a: ArrayBuffer | null | undefined, b: Uint8Array) =>
  !!a && a.byteLength === b.byteLength && new Uint8Array(a).every((v, i) => v === b[i]);

/**
 * Turns push on for `userId`: asks for the permission (call it from a click), subscribes with the
 * server's key (a subscription made with another key is replaced) and gives it to the server.
 */
export async function enablePush(userId: string): Promise<Outcome<true>> {
  const fail = (message: string, status = 0): Outcome<true> => ({ ok: false, status, message, errors: {} });
  if (!pushSupported()) return fail(PUSH_TEXT.unsupported);
  const reg = await registration();
  if (!reg) return fail(PUSH_TEXT.unsupported);
  const permission = await Notification.requestPermission();
  if (permission !== "granted") return fail(PUSH_TEXT.denied);
  const key = await request(
    () => api.GET("/push/public-key"),
    "Notifications are not available on this server.",
    (data) => data.publicKey,
  );
  if (!key.ok) return key;
  try {
    const wanted = base64UrlBytes(key.data);
    let sub = await reg.pushManager.getSubscription();
    if (sub && !sameBytes(sub.options.applicationServerKey, wanted)) {
      await sub.unsubscribe();
      sub = null;
    }
    sub ??= await reg.pushManager.subscribe({ userVisibleOnly: true, applicationServerKey: wanted });
    const body = subscriptionBody(sub);
    const saved = await request(
      () => api.POST("/push/subscriptions", { body }),
      PUSH_TEXT.failed,
      () => true as const,
    );
    if (saved.ok) writeFlag(`${userId} ${sub.endpoint}`);
    return saved;
  } catch (err) {
    console.error("Push subscription failed", err);
    return fail(PUSH_TEXT.failed);
  }
}

/** Turns push off: the server forgets the subscription, then the browser drops it. */
export async function disablePush(): Promise<Outcome<true>> {
  const sub = await (await registration())?.pushManager.getSubscription();
  if (!sub) {
    writeFlag(null);
    return { ok: true, data: true };
  }
  const gone = await request(
    () => api.DELETE("/push/subscriptions", { body: { endpoint: sub.endpoint } }),
    PUSH_TEXT.offFailed,
    () => true as const,
  );
  // Unknown to the server (404: another session's, or already gone) is off all the same.
  if (!gone.ok && gone.status !== 404) return gone;
  await sub.unsubscribe().catch(() => false);
  writeFlag(null);
  return { ok: true, data: true };
}

/**
 * At sign-out, before the session ends: the server is told (bounded; the session's end removes
 * the subscription there anyway) and the browser drops it, so the next person on this browser
 * hears nothing of the last one's bookings.
 */
export async function pushSignedOut(waitMs = 3000): Promise<void> {
  const sub = await (await registration().catch(() => null))?.pushManager.getSubscription().catch(() => null);
  writeFlag(null);
  if (!sub) return;
  await Promise.race([
    api.DELETE("/push/subscriptions", { body: { endpoint: sub.endpoint } }).catch(() => undefined),
    new Promise((resolve) => setTimeout(resolve, waitMs)),
  ]);
  await sub.unsubscribe().catch(() => false);
}

/**
 * Once per session, after the app starts: a subscription this browser keeps for `userId` is given
 * to the server again, which binds it to the session signed in now (one from a session that
 * expired is skipped by the server, so it would otherwise read as on and never ring). One kept
 * for someone else, left by a session that ended without a sign-out, is dropped.
 */
export async function refreshPush(userId: string): Promise<void> {
  if (!pushSupported() || Notification.permission !== "granted") return;
  const sub = await (await registration())?.pushManager.getSubscription();
  const flag = readFlag();
  if (!sub) {
    if (flag) writeFlag(null);
    return;
  }
  if (flag?.userId !== userId || flag.endpoint !== sub.endpoint) {
    if (flag?.userId !== userId) {
      await sub.unsubscribe().catch(() => false);
      writeFlag(null);
    }
    return;
  }
  await api.POST("/push/subscriptions", { body: subscriptionBody(sub) }).catch(() => undefined);
}
