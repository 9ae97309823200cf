/** Rendering My Dashboard's figures in two tasks: the cards first, the sections below a frame later. */
import { startTransition, useEffect, useState } from "react";
import { afterNextPaint } from "../../../ui/layout/after-first-paint.ts";

/**
 * True from the frame after `ready` turned true: the cards render (and paint) first, the sections
 * below them after, in a transition (React renders it in slices: set from a timer, it would be one
 * render of every section, 30–47 ms at 6× CPU).
 */
export function useFrameAfter(ready: boolean): boolean {
  const [after, setAfter] = useState(false);
  useEffect(() => {
    if (!ready || after) return;
    return afterNextPaint(() => startTransition(() => setAfter(true)));
  }, [ready, after]);
  return after;
}
