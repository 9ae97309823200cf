/**
 * Toasts: a title, a message and a duration (default 5 s; success 3 s, error 4 s, booking errors
 * 5 s), removed after a 400 ms exit animation. `<Toaster />` (ui/toaster.tsx) shows them.
 */
import { useSyncExternalStore } from "react";

export type ToastKind = "success" | "error" | "warning" | "info";
export type Toast = {
  id: number;
  kind: ToastKind;
  title: string;
  message: string;
  duration: number;
  leaving: boolean;
};

export const TOAST_DEFAULT_MS = 5000;
export const TOAST_EXIT_MS = 400;
export const TOAST_MS = {
  success: 3000,
  error: 4000,
  booking: 5000,
  info: 4000,
  warning: 5000,
  flightDetail: 8000,
};
export const TOAST_TITLES: Record<ToastKind, string> = {
  success: "Success!",
  error: "Error!",
  warning: "Warning",
  info: "Information",
};

let toasts: Toast[] = [];
let nextId = 1;
const listeners = new Set<() => void>();
const timers = new Map<number, ReturnType<typeof setTimeout>>();

function emit(next: Toast[]): void {
  toasts = next;
  for (const l of listeners) l();
}

export function showToast(t: {
  kind: ToastKind;
  message: string;
  title?: string;
  duration?: number;
}): number {
  const id = nextId++;
  const duration = t.duration ?? TOAST_DEFAULT_MS;
  emit([
    ...toasts,
    {
      id,
      kind: t.kind,
      title: t.title ?? TOAST_TITLES[t.kind],
      message: t.message,
      duration,
      leaving: false,
    },
  ]);
  if (duration > 0)
    timers.set(
      id,
      setTimeout(() => dismissToast(id), duration),
    );
  return id;
}

/** Starts the exit animation, then removes the toast 400 ms later. */
export function dismissToast(id: number): void {
  const timer = timers.get(id);
  if (timer) clearTimeout(timer);
  timers.delete(id);
  if (!toasts.some((t) => t.id === id && !t.leaving)) return;
  emit(toasts.map((t) => (t.id === id ? { ...t, leaving: true } : t)));
  setTimeout(() => emit(toasts.filter((t) => t.id !== id)), TOAST_EXIT_MS);
}

type Options = { title?: string; duration?: number };

export const toast = {
  success: (message: string, o: Options = {}) =>
    showToast({ kind: "success", message, duration: TOAST_MS.success, ...o }),
  error: (message: string, o: Options = {}) =>
    showToast({ kind: "error", message, duration: TOAST_MS.error, ...o }),
  warning: (message: string, o: Options = {}) =>
    showToast({ kind: "warning", message, duration: TOAST_MS.warning, ...o }),
  info: (message: string, o: Options = {}) =>
    showToast({ kind: "info", message, duration: TOAST_MS.info, ...o }),
};

export function useToasts(): Toast[] {
  return useSyncExternalStore(
    (cb) => {
      listeners.add(cb);
      return () => listeners.delete(cb);
    },
    () => toasts,
    () => toasts,
  );
}
