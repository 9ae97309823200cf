// The top bar's height, kept current as the bar wraps or unwraps: the toasts (src/ui/toaster.tsx)
// stack just under the bar, never over its controls (the theme toggle, the user menu). Without a top
// bar (sign-in) it is 0. Measured by a ResizeObserver (its reports come after layout, so nothing
// forces one) and handed to the toaster alone: written on the root element as a CSS variable, every
// element of the page inherited it and was restyled, with a forced layout, in the first render's
// task (docs/PERFORMANCE.md). It is written on the toaster's own element, not through React state: a
// store read by a component is rendered at once, in a task of its own (React never defers it), at the
// first paint and at every wrap of the bar, for a number only CSS reads.
import { type RefObject, useEffect, useLayoutEffect } from "react";

let height = 0;
const listeners = new Set<() => void>();

function setHeight(next: number): void {
  if (next === height) return;
  height = next;
  for (const l of listeners) l();
}

function subscribe(listener: () => void): () => void {
  listeners.add(listener);
  return () => listeners.delete(listener);
}

export function useTopBarHeight(bar: RefObject<HTMLElement | null>): void {
  useEffect(() => {
    const el = bar.current;
    if (!el) return;
    const watch = new ResizeObserver(([entry]) => {
      setHeight(entry?.borderBoxSize?.[0]?.blockSize ?? el.offsetHeight);
    });
    watch.observe(el, { box: "border-box" });
    return () => {
      watch.disconnect();
      setHeight(0);
    };
  }, [bar]);
}

/** Keeps `--top-bar-height` on the element: the top bar's height in px (0 without one). */
export function useTopBarOffsetVar(target: RefObject<HTMLElement | null>): void {
  useLayoutEffect(() => {
    const el = target.current;
    if (!el) return;
    const write = () => el.style.setProperty("--top-bar-height", `${height}px`);
    write();
    return subscribe(write);
  }, [target]);
}
