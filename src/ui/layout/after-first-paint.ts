/**
 * What a screen shows once the app has painted: parts that need more code (the offline mirror's,
 * say) render after the first paint, so their chunks start downloading only once the page is on
 * screen and the first paint never waits for them. After that first paint, every later mount (a
 * navigation) renders them at once.
 */
import { useEffect, useState } from "react";

let painted = false;

/** Hidden tabs run no animation frames: the app counts as painted after this long anyway. */
const HIDDEN_TAB_FALLBACK_MS = 250;

export function useAfterFirstPaint(): boolean {
  const [ready, setReady] = useState(painted);
  useEffect(() => {
    if (ready) return;
    let timer = 0;
    const done = () => {
      painted = true;
      setReady(true);
    };
    const frame = requestAnimationFrame(() => {
      clearTimeout(timer);
      timer = window.setTimeout(done, 0);
    });
    timer = window.setTimeout(done, HIDDEN_TAB_FALLBACK_MS);
    return () => {
      cancelAnimationFrame(frame);
      clearTimeout(timer);
    };
  }, [ready]);
  return ready;
}
