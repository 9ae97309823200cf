// Signing out from the user menu or the profile: this device's copy is wiped by src/db/sign-out.ts,
// loaded only when needed (with the count of unsent changes the menu asks about first).
import { clearSession, type SessionUser } from "../../api/session.ts";

/**
 * How long sign-out waits for the server before signing out locally anyway. The browser hands the
 * answer over only once it has carried out its Clear-Site-Data, which took over 4 s on a busy
 * machine: a shorter wait would sign out before the wipe (src/db/sign-out.ts).
 */
export const LOGOUT_TIMEOUT_MS = 15_000;

/** The user's writes not sent yet (queued, sending, paused or failed); 0 without a mirror. */
export async function countUnsent(userId: string): Promise<number> {
  try {
    const { unsentCount } = await import("../../db/outbox-users.ts");
    return await unsentCount(userId);
  } catch {
    return 0;
  }
}

/**
 * Signs this device out (src/db/sign-out.ts, loaded when needed; `tellServer` answering `false`
 * keeps the user signed in); without the mirror's code, the server is told and the session cleared
 * all the same. True once signed out.
 */
export async function signOut(
  user: SessionUser,
  tellServer: (headers: Record<string, string>) => Promise<unknown>,
): Promise<boolean> {
  let signOutHere: typeof import("../../db/sign-out.ts").signOutHere;
  try {
    ({ signOutHere } = await import("../../db/sign-out.ts"));
  } catch {
    if ((await tellServer({}).catch(() => undefined)) === false) return false;
    await clearSession("signout");
    return true;
  }
  return signOutHere(user, tellServer);
}
