// The window of a long list's rows near the viewport (@tanstack/react-virtual against the window's
// scroll), and the rendering of a list through it: the rows with spacers above and below them.
import { defaultRangeExtractor, measureElement, useWindowVirtualizer } from "@tanstack/react-virtual";
import {
  type FocusEvent,
  type ReactNode,
  type RefObject,
  useCallback,
  useLayoutEffect,
  useRef,
  useState,
} from "react";
import { VIRTUALIZE_ABOVE, windowParts } from "../data-list-model.ts";

/** The estimated height of a row before it is measured: full table, compact table, card. */
export const ESTIMATE = { table: 57, compact: 45, cards: 200 } as const;
/** Rows rendered beyond each edge of the viewport. */
const OVERSCAN = 5;

export type RowWindow = {
  /** null: render every row (a short list); otherwise the items and spacers to render, in order. */
  parts: ReturnType<typeof windowParts> | null;
  /** The ref of a rendered row (it carries `data-index`): measures its real height. */
  measure: (el: HTMLElement | null) => void;
  /** On the list element: remembers the focused row, which then stays rendered. */
  onFocus: (e: FocusEvent<HTMLElement>) => void;
  onBlur: (e: FocusEvent<HTMLElement>) => void;
};

/**
 * The window of a long list's rows near the viewport, against the window's scroll. `listRef` is the
 * element the rows are the children of (its top is where row 0 starts: the scroll margin); a list
 * longer than `above` rows is windowed.
 */
export function useRowWindow(
  listRef: RefObject<HTMLElement | null>,
  count: number,
  keyOf: (index: number) => string,
  estimate: number,
  above: number = VIRTUALIZE_ABOVE,
): RowWindow {
  const virtual = count > above;
  // The list's offset from the top of the page, followed as the page above it changes.
  const [margin, setMargin] = useState(0);
  useLayoutEffect(() => {
    if (!virtual) return;
    const track = () => {
      const el = listRef.current;
      if (!el) return;
      const top = el.getBoundingClientRect().top + window.scrollY;
      setMargin((m) => (Math.abs(m - top) < 1 ? m : top));
    };
    track();
    const observer = new ResizeObserver(track);
    observer.observe(document.body);
    window.addEventListener("resize", track);
    return () => {
      observer.disconnect();
      window.removeEventListener("resize", track);
    };
  }, [virtual, listRef]);

  const focused = useRef<number | null>(null);
  // Rows not measured yet are estimated at the mean of those measured so far (a search brings
  // rows never rendered: a close estimate spares a second layout pass to correct the window).
  const sizes = useRef({ sum: 0, n: 0 });
  const virtualizer = useWindowVirtualizer<HTMLElement>({
    count,
    enabled: virtual,
    estimateSize: () => (sizes.current.n > 0 ? sizes.current.sum / sizes.current.n : estimate),
    overscan: OVERSCAN,
    scrollMargin: margin,
    getItemKey: keyOf,
    initialRect:
      typeof window === "undefined" ? undefined : { width: window.innerWidth, height: window.innerHeight },
    // A row's ref asks for its size as it mounts (no ResizeObserver entry yet): reading it then
    // would force a layout in the middle of React's commit, on every keystroke in the search.
    // The size known so far is kept instead; the ResizeObserver, which starts observing the row
    // at that moment, reports its real size after the frame's layout (without forcing one).
    // An element not laid out (a test DOM) measures 0: keep the estimate then.
    measureElement: (el, entry, instance) => {
      if (!entry) return instance.measurementsCache[instance.indexFromElement(el)]?.size ?? estimate;
      const size = measureElement(el, entry, instance);
      if (!size) return estimate;
      if (sizes.current.n < 500) sizes.current = { sum: sizes.current.sum + size, n: sizes.current.n + 1 };
      return size;
    },
    rangeExtractor: (range) => {
      const indexes = defaultRangeExtractor(range);
      const f = focused.current;
      if (f !== null && f < range.count && !indexes.includes(f)) {
        indexes.push(f);
        indexes.sort((a, b) => a - b);
      }
      return indexes;
    },
  });

  const onFocus = useCallback((e: FocusEvent<HTMLElement>) => {
    const row = (e.target as HTMLElement).closest<HTMLElement>("[data-index]");
    focused.current = row ? Number(row.dataset.index) : null;
  }, []);
  const onBlur = useCallback((e: FocusEvent<HTMLElement>) => {
    if (!e.currentTarget.contains(e.relatedTarget as Node | null)) focused.current = null;
  }, []);

  const parts = virtual
    ? windowParts(virtualizer.getVirtualItems(), margin, margin + virtualizer.getTotalSize())
    : null;
  return { parts, measure: virtualizer.measureElement, onFocus, onBlur };
}

/** A list's children in order: every row of a short list, or the window's rows and its spacers. */
export function renderWindow<T>(
  win: RowWindow,
  rows: readonly T[],
  item: (row: T, index: number) => ReactNode,
  spacer: (key: string, size: number) => ReactNode,
): ReactNode[] {
  if (!win.parts) return rows.map((row, index) => item(row, index));
  return win.parts.map((p) => (p.kind === "item" ? item(rows[p.index]!, p.index) : spacer(p.key, p.size)));
}
