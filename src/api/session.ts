/**
 * The session: the token (localStorage `token`) and the signed-in user (localStorage `user`),
 * restored on load. A stored user shows at once (the app works offline); GET /auth/me refreshes it
 * in the background. Without a stored user but with a token, the app waits for /auth/me (a spinner).
 */
import { useSyncExternalStore } from "react";
import type { components } from "./schema.gen.ts";

export type SessionUser = components["schemas"]["User"];
export type SessionStatus = "restoring" | "signed-in" | "signed-out";
export type Session = { status: SessionStatus; token: string | null; user: SessionUser | null };

export const TOKEN_KEY = "token";
export const USER_KEY = "user";

const listeners = new Set<() => void>();
let state: Session = { status: "restoring", token: null, user: null };
let ready: Promise<void> | null = null;
type ClearHook = (reason: "signout" | "expired", user: SessionUser | null) => void | Promise<void>;
const clearHooks = new Set<ClearHook>();

function emit(next: Session): void {
  state = next;
  for (const l of listeners) l();
}

function read(key: string): string | null {
  try {
    return localStorage.getItem(key);
  } catch {
    return null;
  }
}

function write(key: string, value: string | null): void {
  try {
    if (value === null) localStorage.removeItem(key);
    else localStorage.setItem(key, value);
  } catch {
    // private mode or full storage: the session lasts for this page
  }
}

function parseUser(raw: string | null): SessionUser | null {
  if (!raw) return null;
  try {
    const u = JSON.parse(raw) as SessionUser;
    return u &&
      typeof u === "object" &&
      typeof u._id === "string" &&
      (u.role === "admin" || u.role === "customer")
      ? u
      : null;
  } catch {
    return null;
  }
}

export function getSession(): Session {
  return state;
}

export function getToken(): string | null {
  return state.token ?? read(TOKEN_KEY);
}

export function subscribeSession(listener: () => void): () => void {
  listeners.add(listener);
  return () => listeners.delete(listener);
}

export function useSession(): Session {
  return useSyncExternalStore(subscribeSession, getSession, getSession);
}

/**
 * Restores the session once. `fetchMe` asks the server for the current user (null when the token
 * is refused); a network failure keeps the stored user.
 */
export function restoreSession(fetchMe: () => Promise<SessionUser | null | "offline">): Promise<void> {
  if (ready) return ready;
  ready = (async () => {
    const token = read(TOKEN_KEY);
    const user = parseUser(read(USER_KEY));
    if (!token) {
      write(USER_KEY, null);
      emit({ status: "signed-out", token: null, user: null });
      return;
    }
    if (user) {
      emit({ status: "signed-in", token, user });
      void fetchMe().then((fresh) => {
        if (fresh && fresh !== "offline" && getToken() === token) setUser(fresh);
      });
      return;
    }
    const fresh = await fetchMe();
    if (fresh && fresh !== "offline") {
      write(USER_KEY, JSON.stringify(fresh));
      emit({ status: "signed-in", token, user: fresh });
    } else {
      write(TOKEN_KEY, null);
      emit({ status: "signed-out", token: null, user: null });
    }
  })();
  return ready;
}

/** Resolves once the session is known (never rejects). */
export function sessionReady(): Promise<void> {
  return ready ?? Promise.resolve();
}

let freshSignIn = false;

/** True once after a sign-in made in this page (not a session restored at load). */
export function takeFreshSignIn(): boolean {
  const fresh = freshSignIn;
  freshSignIn = false;
  return fresh;
}

export function signIn(token: string, user: SessionUser): void {
  freshSignIn = true;
  setSignedOutNotice(null);
  write(TOKEN_KEY, token);
  write(USER_KEY, JSON.stringify(user));
  ready = Promise.resolve();
  emit({ status: "signed-in", token, user });
}

export function setUser(user: SessionUser): void {
  if (state.status !== "signed-in") return;
  const json = JSON.stringify(user);
  // The same account as shown (the usual answer of the refresh at start-up): nothing re-renders.
  if (state.user && json === JSON.stringify(state.user)) return;
  write(USER_KEY, json);
  emit({ ...state, user });
}

export function setToken(token: string): void {
  if (state.status !== "signed-in") return;
  write(TOKEN_KEY, token);
  emit({ ...state, token });
}

/** Things to wipe with the session (the local mirror registers itself here); `user`: whose it was. */
export function onSessionCleared(hook: ClearHook): () => void {
  clearHooks.add(hook);
  return () => clearHooks.delete(hook);
}

/** A clear no hook heard (the mirror's code had not loaded yet): kept for it to catch up on. */
let unheard: { reason: "signout" | "expired"; user: SessionUser | null } | null = null;

/** The last clear made before any hook was registered, once (null when none). */
export function takeUnheardClear(): typeof unheard {
  const u = unheard;
  unheard = null;
  return u;
}

/** Forgets the token and user; runs the clear hooks (e.g. wiping the local mirror). */
export async function clearSession(reason: "signout" | "expired" = "signout"): Promise<void> {
  const user = state.user ?? parseUser(read(USER_KEY));
  unheard = clearHooks.size === 0 ? { reason, user } : null;
  write(TOKEN_KEY, null);
  write(USER_KEY, null);
  ready = Promise.resolve();
  emit({ status: "signed-out", token: null, user: null });
  for (const h of clearHooks) {
    try {
      await h(reason, user);
    } catch {
      // a failing hook must not keep the user signed in
    }
  }
}

/**
 * Why the session ended when the server ended it (e.g. the idle timeout's message), for the sign-in
 * screen; null when there is nothing to tell (a sign-out of one's own, a new sign-in).
 */
const NOTICE_KEY = "safar.signedOutNotice";
/**
 * Kept in this tab's sessionStorage (a sentence, nothing personal), so the notice outlives the full
 * page load that may take the browser to /login when a 401 arrives while the app is still starting.
 */
let notice: string | null = readNotice();
const noticeListeners = new Set<() => void>();

function readNotice(): string | null {
  try {
    return sessionStorage.getItem(NOTICE_KEY);
  } catch {
    return null;
  }
}

export function setSignedOutNotice(message: string | null): void {
  notice = message;
  try {
    if (message === null) sessionStorage.removeItem(NOTICE_KEY);
    else sessionStorage.setItem(NOTICE_KEY, message);
  } catch {
    // no storage: the notice lasts for this page
  }
  for (const l of noticeListeners) l();
}

export function signedOutNotice(): string | null {
  return notice;
}

function subscribeNotice(listener: () => void): () => void {
  noticeListeners.add(listener);
  return () => noticeListeners.delete(listener);
}

export function useSignedOutNotice(): string | null {
  return useSyncExternalStore(subscribeNotice, signedOutNotice, signedOutNotice);
}

/** For tests: forget everything in memory. */
export function resetSessionForTests(): void {
  ready = null;
  unheard = null;
  clearHooks.clear();
  state = { status: "restoring", token: null, user: null };
}

/**
 * Another tab signed out (or in as someone else): follow it, so this tab never keeps syncing with
 * a token that is gone.
 */
export function watchOtherTabs(): () => void {
  const onStorage = (e: StorageEvent) => {
    if (e.key !== TOKEN_KEY && e.key !== null) return;
    const token = read(TOKEN_KEY);
    if (!token && state.status === "signed-in") void clearSession("signout");
    else if (token && token !== state.token) {
      const user = parseUser(read(USER_KEY));
      if (user) emit({ status: "signed-in", token, user });
    }
  };
  window.addEventListener("storage", onStorage);
  return () => window.removeEventListener("storage", onStorage);
}
