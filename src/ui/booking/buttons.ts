/**
 * Which buttons a booking shows (pure): the actions the lifecycle table gives `actor` on it now
 * (docs/ARCHITECTURE.md §10), plus view and print, in one order on every screen; and the screen's
 * handlers bound to one booking.
 */
import {
  type Actor,
  actionsFor,
  type BookingAction,
  type BookingKind,
  type BookingStatus,
} from "../../domain/lifecycle.ts";

/** What a screen can offer on a booking: the lifecycle's actions and the two that read it. */
export type BookingButton = Exclude<BookingAction, "expire"> | "view" | "print";

export type BookingHandlers = Partial<Record<BookingButton, () => void>>;

/** What a list screen does on a booking it is told (`onApprove(b)`, …): as many as it offers. */
export type RowHandlers<B> = Partial<
  Record<"onApprove" | "onCancel" | "onView" | "onPrint" | "onDelete", (b: B) => void>
>;

const HANDLER_OF: readonly [BookingButton, keyof RowHandlers<unknown>][] = [
  ["approve", "onApprove"],
  ["cancel", "onCancel"],
  ["view", "onView"],
  ["print", "onPrint"],
  ["delete", "onDelete"],
];

/** The screen's handlers bound to booking `b`, as the buttons' `on`. */
export function handlersFor<B>(actions: RowHandlers<B>, b: B): BookingHandlers {
  const on: BookingHandlers = {};
  for (const [button, name] of HANDLER_OF) {
    const run = actions[name];
    if (run) on[button] = () => run(b);
  }
  return on;
}

/** A status change or delete under way (as the screens name it), as the button that spins for it. */
export const BUTTON_OF_WRITE = { approved: "approve", cancelled: "cancel", deleted: "delete" } as const;

/** The order the buttons stand in, on every screen. */
const ORDER: readonly BookingButton[] = ["approve", "cancel", "markPaid", "view", "print", "delete"];

/** The buttons `actor` gets on this booking now, in their order. */
export function shownButtons(
  kind: BookingKind,
  status: BookingStatus,
  actor: Actor,
  on: BookingHandlers,
): BookingButton[] {
  const allowed = new Set<BookingButton>([
    "view",
    "print",
    ...(actionsFor(kind, status, actor) as BookingButton[]),
  ]);
  return ORDER.filter((a) => allowed.has(a) && on[a] !== undefined);
}
