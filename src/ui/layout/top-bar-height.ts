// The top bar's height as the CSS variable --top-bar-height on the root element, kept current as
// the bar wraps or unwraps: the toasts (src/ui/toaster.tsx) stack just under the bar, never over its
// controls (the theme toggle, the user menu). Without a top bar (sign-in) the variable is unset.
import { type RefObject, useLayoutEffect } from "react";

export const TOP_BAR_HEIGHT_VAR = "--top-bar-height";

export function useTopBarHeight(bar: RefObject<HTMLElement | null>): void {
  useLayoutEffect(() => {
    const el = bar.current;
    if (!el) return;
    const root = document.documentElement.style;
    const set = () => root.setProperty(TOP_BAR_HEIGHT_VAR, `${el.getBoundingClientRect().height}px`);
    set();
    const watch = new ResizeObserver(set);
    watch.observe(el);
    return () => {
      watch.disconnect();
      root.removeProperty(TOP_BAR_HEIGHT_VAR);
    };
  }, [bar]);
}
