/** Rendering My Dashboard's figures in two tasks: the cards first, the sections below a frame later. */
import { startTransition, useEffect, useState } from "react";

/** Hidden tabs run no animation frames: the rest of the figures render after this long anyway. */
const HIDDEN_TAB_FALLBACK_MS = 250;

/**
 * True from the frame after `ready` turned true: the cards render (and paint) first, the sections
 * below them after, in a transition (React renders it in slices: set from a timer, it would be one
 * render of every section, 30–47 ms at 6× CPU).
 */
export function useFrameAfter(ready: boolean): boolean {
  const [after, setAfter] = useState(false);
  useEffect(() => {
    if (!ready || after) return;
    let timer = 0;
    const done = () => startTransition(() => setAfter(true));
    const frame = requestAnimationFrame(() => {
      clearTimeout(timer);
      timer = window.setTimeout(done, 0);
    });
    timer = window.setTimeout(done, HIDDEN_TAB_FALLBACK_MS);
    return () => {
      cancelAnimationFrame(frame);
      clearTimeout(timer);
    };
  }, [ready, after]);
  return after;
}
