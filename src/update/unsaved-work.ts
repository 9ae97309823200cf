/**
 * "This page has unsaved work": one registry for the whole page. Whatever must not be thrown away
 * by a reload takes a hold and releases it when done: an edited form, an open dialog (ui/modal.tsx,
 * ui/form/use-form.ts through `useHoldUpdate`), a write being sent (`holdUpdate("write")` around it).
 * A new version of the app (update.ts) reloads the page only while nothing is held; otherwise it shows
 * the update banner and reloads as soon as the last hold is released.
 *
 * Plain module state, no React: the outbox and other non-UI code can call `holdUpdate` too.
 */

type Hold = { readonly reason: string };

const holds = new Set<Hold>();
const listeners = new Set<() => void>();
let notifyQueued = false;

/**
 * Listeners hear of a change once per microtask: a dialog that closes while the next one opens (the
 * same React commit) releases and holds in one go, and nobody sees the page free in between.
 */
function changed(): void {
  if (notifyQueued) return;
  notifyQueued = true;
  queueMicrotask(() => {
    notifyQueued = false;
    for (const listener of [...listeners]) listener();
  });
}

/**
 * Marks work in progress that a reload would lose (`reason` is for debugging: "form", "dialog",
 * "write"...). Returns the release function; calling it more than once is harmless.
 */
export function holdUpdate(reason = "work"): () => void {
  const hold: Hold = { reason };
  holds.add(hold);
  changed();
  return () => {
    if (holds.delete(hold)) changed();
  };
}

/** Whether anything on the page is held (a reload now would lose work). */
export function hasUnsavedWork(): boolean {
  return holds.size > 0;
}

/** The reasons of the current holds (for tests and debugging). */
export function unsavedWorkReasons(): string[] {
  return [...holds].map((h) => h.reason);
}

/** Calls `listener` after the set of holds has changed. Returns the unsubscribe function. */
export function subscribeUnsavedWork(listener: () => void): () => void {
  listeners.add(listener);
  return () => {
    listeners.delete(listener);
  };
}
