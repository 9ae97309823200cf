/**
 * Rendering My Dashboard's figures over several frames: the cards first, then each section below
 * them in a frame of its own.
 */
import { startTransition, useEffect, useState } from "react";
import { afterNextPaint } from "../../../ui/layout/after-first-paint.ts";

/**
 * How many frames have painted since `ready` turned true, counting to `steps` (0 until then): the
 * cards render (and paint) first, each section below them a frame later, in a transition (React
 * renders it in slices: set from a timer, it would be one render of every section, 30–47 ms at 6×
 * CPU). One section per frame keeps each frame's style and layout to that section's elements:
 * Sales Analytics and the recent bookings together were one task of ~250 elements' style and
 * ~400 layout objects (docs/PERFORMANCE.md).
 */
export function useFramesAfter(ready: boolean, steps: number): number {
  const [done, setDone] = useState(0);
  useEffect(() => {
    if (!ready || done >= steps) return;
    return afterNextPaint(() => startTransition(() => setDone((n) => Math.min(steps, n + 1))));
  }, [ready, done, steps]);
  return done;
}
