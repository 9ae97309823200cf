// A dialog's body: it scrolls when its content is taller than the dialog, and is then a tab stop.
import { type ReactNode, useEffect, useRef, useState } from "react";

/**
 * The dialog's body. When its content is taller than the dialog it scrolls, and it is then a tab
 * stop (a focus ring, arrow keys and Page Down scroll it), so a keyboard user can read it all.
 */
export function ModalBody({ children }: { children: ReactNode }) {
  const ref = useRef<HTMLDivElement>(null);
  const [scrollable, setScrollable] = useState(false);
  useEffect(() => {
    const el = ref.current;
    if (!el) return;
    const check = () => setScrollable(el.scrollHeight > el.clientHeight + 1);
    const observer = new ResizeObserver(check);
    observer.observe(el);
    // The observer's first report (right after the dialog's first layout) makes the first check:
    // reading the sizes here would force that layout in the middle of the dialog's commit.
    for (const child of Array.from(el.children)) observer.observe(child);
    return () => observer.disconnect();
  }, []);
  return (
    <div
      ref={ref}
      className="min-h-0 flex-1 overflow-y-auto overscroll-contain px-5 py-4 focus-visible:outline-2 focus-visible:outline-primary focus-visible:-outline-offset-2"
      data-testid="modal-body"
      tabIndex={scrollable ? 0 : undefined}
    >
      {children}
    </div>
  );
}
