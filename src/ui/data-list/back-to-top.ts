// A new search, filter or sort starts the list again from its top: when that top was scrolled past,
// it comes back into view.
import { type RefObject, useEffect, useLayoutEffect, useRef } from "react";

/**
 * Whether the window is scrolled away from its top, kept from its scroll events (read when they
 * fire, when the layout is clean) so that a render can ask without forcing a layout.
 */
function useWindowScrolled(): RefObject<boolean> {
  const scrolled = useRef(false);
  useEffect(() => {
    const update = () => {
      scrolled.current = window.scrollY > 0;
    };
    update();
    window.addEventListener("scroll", update, { passive: true });
    return () => window.removeEventListener("scroll", update);
  }, []);
  return scrolled;
}

/**
 * Brings the list's top back into view (below the sticky top bar: the container's scroll-mt, taller
 * on phones with the search) when `viewKey` changes and the top was scrolled past.
 */
export function useBackToTop(containerRef: RefObject<HTMLElement | null>, viewKey: string): void {
  const lastViewKey = useRef(viewKey);
  const scrolled = useWindowScrolled();
  useLayoutEffect(() => {
    if (lastViewKey.current === viewKey) return;
    lastViewKey.current = viewKey;
    const el = containerRef.current;
    // At the page's top nothing is scrolled past, and no layout is forced on a keystroke (reading
    // window.scrollY here would force one: the scroll events keep `scrolled` instead).
    if (el && scrolled.current && el.getBoundingClientRect().top < 0) el.scrollIntoView({ block: "start" });
  }, [viewKey, scrolled, containerRef]);
}
