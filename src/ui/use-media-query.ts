/** Whether a CSS media query matches, kept current. */
import { useSyncExternalStore } from "react";

export const DESKTOP_QUERY = "(min-width: 1024px)";

export function useMediaQuery(query: string): boolean {
  return useSyncExternalStore(
    (cb) => {
      if (typeof matchMedia !== "function") return () => {};
      const mq = matchMedia(query);
      mq.addEventListener("change", cb);
      return () => mq.removeEventListener("change", cb);
    },
    () => typeof matchMedia === "function" && matchMedia(query).matches,
    () => false,
  );
}
