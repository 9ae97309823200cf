/**
 * A top-bar panel's way out: an outside click or Escape closes it, and Escape gives the focus back
 * to its button when the focus was in it. Dialogs it opens live in a portal: clicks there keep it
 * open, and while one is up, Escape is that dialog's.
 */
import { type RefObject, useEffect } from "react";

export function useDismiss(
  open: boolean,
  close: () => void,
  rootRef: RefObject<HTMLElement | null>,
  triggerRef: RefObject<HTMLElement | null>,
): void {
  useEffect(() => {
    if (!open) return;
    const onPointerDown = (e: PointerEvent) => {
      const t = e.target as Element | null;
      if (rootRef.current?.contains(t) || t?.closest?.("[role='dialog']")) return;
      close();
    };
    const onKeyDown = (e: KeyboardEvent) => {
      if (e.key !== "Escape" || document.querySelector("[role='dialog']")) return;
      const hadFocus = rootRef.current?.contains(document.activeElement);
      close();
      if (hadFocus) triggerRef.current?.focus();
    };
    document.addEventListener("pointerdown", onPointerDown);
    document.addEventListener("keydown", onKeyDown);
    return () => {
      document.removeEventListener("pointerdown", onPointerDown);
      document.removeEventListener("keydown", onKeyDown);
    };
  }, [open, close, rootRef, triggerRef]);
}
