/**
 * A modal dialog: `role="dialog"`, `aria-modal`, labelled by its title. Escape and a click on the
 * backdrop close it; focus stays inside while it is open and goes back where it was on close.
 * A bottom sheet on phones (its body scrolls), a centred box from 640 px. Dialogs can stack
 * (a confirmation over a form): only the top one answers Escape and holds focus. While one is open
 * the app's update waits (no reload under it).
 */
import { X } from "lucide-react";
import { type ReactNode, type RefObject, useEffect, useId, useRef } from "react";
import { createPortal } from "react-dom";
import { ModalBody } from "./modal-body.tsx";
import { UpdateNotice } from "./update-banner.tsx";
import { useHoldUpdate } from "./use-hold-update.ts";

export { DismissButton, SubmitButton } from "./modal-buttons.tsx";

export type ModalSize = "sm" | "md" | "lg" | "xl";

const SIZES: Record<ModalSize, string> = {
  sm: "sm:max-w-sm",
  md: "sm:max-w-lg",
  lg: "sm:max-w-2xl",
  xl: "sm:max-w-4xl",
};

const FOCUSABLE = [
  "a[href]",
  "button:not([disabled])",
  "input:not([disabled]):not([type='hidden'])",
  "select:not([disabled])",
  "textarea:not([disabled])",
  "summary",
  "[tabindex]:not([tabindex='-1'])",
  "[contenteditable='true']",
].join(",");

/** The elements Tab can reach inside `root`, in order. */
export function focusableIn(root: HTMLElement): HTMLElement[] {
  return [...root.querySelectorAll<HTMLElement>(FOCUSABLE)].filter(
    (el) => !el.closest("[hidden],[inert]") && el.getAttribute("aria-hidden") !== "true",
  );
}

/**
 * The page under an open dialog does not scroll: a class on the body (src/styles.css). Not daisyUI's
 * `modal-open`, whose `:root:has()` rule sets a custom property on the root, which every element
 * inherits, and not a class on the root, whose overflow restyles every element too: opening a dialog
 * restyled the whole page (~200 ms of one task at 6× CPU, docs/PERFORMANCE.md, "Start-up on a slow
 * phone"). The body's class restyles the body alone. `modal-shown` is the open look.
 */
const SCROLL_LOCK = "modal-scroll-lock";

/** The open dialogs, innermost last. */
const stack: symbol[] = [];

/**
 * Where focus goes back to as a dialog closes, held until the commit's effects have run: a dialog
 * that opens in the same commit (the loaded booking form taking its loading frame's place, "Booking
 * Confirmed!" taking the form's) takes it over and keeps focus, and focus does not visit the page
 * in between. Given back at once, it focused Book Now under the dialog for a moment (a screen
 * reader announced it) and forced a style and layout in the middle of the dialog's commit.
 */
let handOver: HTMLElement | null = null;

export function Modal({
  open,
  onClose,
  title,
  children,
  footer,
  size = "md",
  initialFocus,
  dismissible = true,
  description,
}: {
  open: boolean;
  onClose: () => void;
  title: ReactNode;
  children?: ReactNode;
  /** Buttons under the body (they stay visible while the body scrolls). */
  footer?: ReactNode;
  size?: ModalSize;
  /** What gets focus on open; by default the dialog itself (no keyboard pops up on phones). */
  initialFocus?: RefObject<HTMLElement | null>;
  /** false while something is running that must not be abandoned: Escape, backdrop and × do nothing. */
  dismissible?: boolean;
  /** A line under the title, read with it by screen readers. */
  description?: ReactNode;
}) {
  const titleId = useId();
  const descriptionId = useId();
  const panelRef = useRef<HTMLDivElement>(null);
  const pressStartedOnBackdrop = useRef<boolean | null>(null);
  const latest = useRef({ onClose, dismissible });
  latest.current = { onClose, dismissible };
  // An open dialog is a task under way (a form, a choice, a send): a new version of the app waits
  // for it to close instead of reloading under it (src/update/update.ts). Every dialog form is
  // covered here, whatever state it keeps.
  useHoldUpdate(open, "dialog");

  useEffect(() => {
    if (!open) return;
    const me = Symbol("modal");
    stack.push(me);
    document.body.classList.add(SCROLL_LOCK);
    const restoreTo =
      handOver ?? (document.activeElement instanceof HTMLElement ? document.activeElement : null);
    handOver = null;
    (initialFocus?.current ?? panelRef.current)?.focus({ preventScroll: true });

    const onKeyDown = (e: KeyboardEvent) => {
      if (stack.at(-1) !== me) return;
      if (e.key === "Escape") {
        if (e.defaultPrevented) return;
        e.preventDefault();
        if (latest.current.dismissible) latest.current.onClose();
      } else if (e.key === "Tab" && panelRef.current) {
        const items = focusableIn(panelRef.current);
        const first = items[0];
        const last = items.at(-1);
        const active = document.activeElement;
        if (!first || !last) {
          e.preventDefault();
          panelRef.current.focus();
        } else if (e.shiftKey && (active === first || active === panelRef.current)) {
          e.preventDefault();
          last.focus();
        } else if (!e.shiftKey && active === last) {
          e.preventDefault();
          first.focus();
        } else if (!panelRef.current.contains(active)) {
          e.preventDefault();
          first.focus();
        }
      }
    };
    document.addEventListener("keydown", onKeyDown);
    return () => {
      document.removeEventListener("keydown", onKeyDown);
      stack.splice(stack.indexOf(me), 1);
      if (stack.length === 0) document.body.classList.remove(SCROLL_LOCK);
      if (!restoreTo?.isConnected) return;
      handOver = restoreTo;
      queueMicrotask(() => {
        if (handOver !== restoreTo) return; // another dialog took it over
        handOver = null;
        if (restoreTo.isConnected) restoreTo.focus({ preventScroll: true });
      });
    };
  }, [open, initialFocus]);

  if (!open || typeof document === "undefined") return null;

  return createPortal(
    // biome-ignore lint/a11y/noStaticElementInteractions: the backdrop; keyboard users close with Escape or ×
    // biome-ignore lint/a11y/useKeyWithClickEvents: Escape is handled on the document
    <div
      className="modal modal-shown modal-bottom sm:modal-middle"
      data-testid="modal-backdrop"
      onMouseDown={(e) => {
        pressStartedOnBackdrop.current = e.target === e.currentTarget;
      }}
      onClick={(e) => {
        // Only a click that starts and ends on the backdrop closes (not a text selection dragged out).
        const started = pressStartedOnBackdrop.current;
        pressStartedOnBackdrop.current = null;
        if (e.target === e.currentTarget && started !== false && dismissible) onClose();
      }}
    >
      <div
        ref={panelRef}
        role="dialog"
        aria-modal="true"
        aria-labelledby={titleId}
        aria-describedby={description ? descriptionId : undefined}
        tabIndex={-1}
        className={`modal-box flex max-h-[92dvh] flex-col overflow-hidden p-0 outline-none sm:max-h-[85dvh] motion-safe:starting:translate-y-6 starting:opacity-0 ${SIZES[size]}`}
      >
        <header className="flex shrink-0 items-start gap-3 border-base-300 border-b px-5 py-4">
          <div className="min-w-0 flex-1">
            <h2 id={titleId} className="font-semibold text-lg leading-snug">
              {title}
            </h2>
            {description && (
              <p id={descriptionId} className="mt-0.5 text-base-content/70 text-sm">
                {description}
              </p>
            )}
          </div>
          <button
            type="button"
            className="btn btn-ghost btn-sm btn-circle -mt-1 -mr-2 max-sm:size-11"
            onClick={onClose}
            disabled={!dismissible}
            aria-label="Close dialog"
          >
            <X className="size-5" aria-hidden="true" />
          </button>
        </header>
        <UpdateNotice />
        <ModalBody>{children}</ModalBody>
        {footer && (
          <footer className="flex shrink-0 flex-wrap-reverse justify-end gap-2 border-base-300 border-t px-5 py-3 pb-[max(0.75rem,env(safe-area-inset-bottom))] max-sm:[&>*]:flex-1">
            {footer}
          </footer>
        )}
      </div>
    </div>,
    document.body,
  );
}
