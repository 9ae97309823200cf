/**
 * Whether the browser says it is online (`navigator.onLine`, kept current by the online/offline
 * events) and since when: the time of the last `online` event, or of this page's start. The
 * screens read it through `useOnline` (src/ui/use-online.ts); the mirror's hooks read `since` to
 * tell a pull that got no answer while the connection was down from one that got none since.
 */

export type Connection = { online: boolean; since: number };

const listeners = new Set<() => void>();

function read(): boolean {
  return typeof navigator === "undefined" || navigator.onLine !== false;
}

let current: Connection = { online: read(), since: Date.now() };

/** Takes in a change; true when there was one. */
function refresh(): boolean {
  const online = read();
  if (online === current.online) return false;
  // Back online: the failures recorded until now were the connection's, not the server's.
  current = { online, since: online ? Date.now() : current.since };
  return true;
}

function update(): void {
  if (refresh()) notify();
}

if (typeof window !== "undefined" && typeof window.addEventListener === "function") {
  window.addEventListener("online", update);
  window.addEventListener("offline", update);
}

export function subscribeConnection(listener: () => void): () => void {
  listeners.add(listener);
  return () => listeners.delete(listener);
}

/** The connection now (the same object until it changes, as useSyncExternalStore needs). */
export function getConnection(): Connection {
  // A change no event has reported yet is taken in here: the browser sets navigator.onLine before
  // it fires `online` (and a test may stub it). Once taken in, that event finds nothing new, so
  // the listeners are told after this render (never during it): a component that did not render
  // meanwhile (the top bar's 'Offline' badge) would otherwise keep the old state for good.
  if (refresh()) queueMicrotask(notify);
  return current;
}

function notify(): void {
  for (const l of listeners) l();
}

export function isOnline(): boolean {
  return read();
}
