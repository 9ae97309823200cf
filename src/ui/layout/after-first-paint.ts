/**
 * What a screen shows once the app has painted: parts that need more code (the offline mirror's,
 * say) render after the first paint, so their chunks start downloading only once the page is on
 * screen and the first paint never waits for them. After that first paint, every later mount (a
 * navigation) renders them at once.
 */
import { type ComponentType, startTransition, useEffect, useState } from "react";

let painted = false;

/** Hidden tabs run no animation frames: what waits for a paint runs after this long anyway. */
const HIDDEN_TAB_FALLBACK_MS = 250;

/**
 * Runs `done` once, in a task of its own after the next frame has painted (or after 250 ms in a
 * hidden tab, which paints nothing). Returns the cancel.
 */
export function afterNextPaint(done: () => void): () => void {
  // Once only: the fallback may have run already when a late frame comes (a long task held the
  // frame back), and a caller that counts steps must not count two.
  let fired = false;
  const once = () => {
    if (fired) return;
    fired = true;
    done();
  };
  let timer = window.setTimeout(once, HIDDEN_TAB_FALLBACK_MS);
  const frame = requestAnimationFrame(() => {
    clearTimeout(timer);
    timer = window.setTimeout(once, 0);
  });
  return () => {
    cancelAnimationFrame(frame);
    clearTimeout(timer);
  };
}

/**
 * True once the app has painted. The render that follows is a transition: what waited for the
 * paint renders in slices React can interrupt, never in one task (an update from a timer is
 * otherwise rendered whole: at 6× CPU the phone's menu was a 4–11 ms render, the dashboard's
 * figures arriving through `useAfterPaintComponent` 25–28 ms; docs/PERFORMANCE.md). `wanted`
 * false: nothing is waited for and nothing renders again for it (say, a part shown at once here).
 */
export function useAfterFirstPaint(wanted = true): boolean {
  const [ready, setReady] = useState(painted);
  useEffect(() => {
    if (ready || !wanted) return;
    return afterNextPaint(() => {
      painted = true;
      startTransition(() => setReady(true));
    });
  }, [ready, wanted]);
  return ready;
}

/** Components loaded by `useAfterPaintComponent`, kept so a later mount renders at once. */
const loaded = new Map<() => Promise<unknown>, unknown>();

/**
 * A component whose code loads once the app has painted, with the load started from an effect (a
 * task of its own) instead of React's render as `lazy` does: the bundler's preload of the chunk's
 * imports (a link per file, each a request the main thread starts) and the chunk's evaluation then
 * never lengthen a render's task (docs/PERFORMANCE.md). Null until it has loaded; a load that
 * failed is thrown in the render, to the screen's error boundary, as `lazy` would. `load` must be
 * the same function on every render (declared at module level); nothing loads while `wanted` is
 * false.
 */
export function useAfterPaintComponent<P>(
  load: () => Promise<ComponentType<P>>,
  wanted = true,
): ComponentType<P> | null {
  const painted = useAfterFirstPaint();
  const [state, setState] = useState<{ component: ComponentType<P> | null; error?: unknown }>(() => ({
    component: (loaded.get(load) as ComponentType<P> | undefined) ?? null,
  }));
  useEffect(() => {
    if (!painted || !wanted || state.component) return;
    let live = true;
    // A task of its own for each: the effects of one commit run in one task, and the top bar's two
    // parts and a screen's figures mount in the same commit.
    const timer = window.setTimeout(() => {
      load().then(
        (component) => {
          loaded.set(load, component);
          // Its first render is a transition (sliced), like the paint's above.
          if (live) startTransition(() => setState({ component }));
        },
        (error: unknown) => {
          if (live) setState({ component: null, error });
        },
      );
    }, 0);
    return () => {
      live = false;
      clearTimeout(timer);
    };
  }, [painted, wanted, load, state.component]);
  if (state.error !== undefined) throw state.error;
  return state.component;
}
