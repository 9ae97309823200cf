/** A boolean remembered in localStorage ('true' / 'false'); survives reloads, shared by tabs. */
import { useCallback, useSyncExternalStore } from "react";

const listeners = new Map<string, Set<() => void>>();
/** Where the value lives when storage is disabled (private mode, blocked cookies). */
const memory = new Map<string, boolean>();

function read(key: string, fallback: boolean): boolean {
  try {
    const v = localStorage.getItem(key);
    return v === null ? (memory.get(key) ?? fallback) : v === "true";
  } catch {
    return memory.get(key) ?? fallback;
  }
}

export function useStoredFlag(key: string, fallback = false): [boolean, (next: boolean) => void] {
  const value = useSyncExternalStore(
    (cb) => {
      let set = listeners.get(key);
      if (!set) {
        set = new Set();
        listeners.set(key, set);
      }
      set.add(cb);
      const onStorage = (e: StorageEvent) => {
        if (e.key === key) cb();
      };
      window.addEventListener("storage", onStorage);
      return () => {
        set.delete(cb);
        window.removeEventListener("storage", onStorage);
      };
    },
    () => read(key, fallback),
    () => fallback,
  );
  const setValue = useCallback(
    (next: boolean) => {
      memory.set(key, next);
      try {
        localStorage.setItem(key, String(next));
      } catch {
        // storage disabled: the choice lasts for this page only
      }
      for (const l of listeners.get(key) ?? []) l();
    },
    [key],
  );
  return [value, setValue];
}
