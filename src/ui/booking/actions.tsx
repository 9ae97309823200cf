/**
 * A booking's buttons, read from the lifecycle table (docs/ARCHITECTURE.md §10): a booking shows
 * exactly the actions `actionsFor(kind, status, actor)` gives (approve, cancel, delete for an admin;
 * Mark as Paid for the customer who owns it), plus view and print when the screen offers them.
 * Three looks: icon buttons in list rows, small labelled buttons on cards, and the details dialog's
 * footer (Close, then the lifecycle's actions). The screen decides what a click does; cancel and
 * delete go through `useBookingConfirm` (./confirm.tsx) so they ask first everywhere.
 */
import { Ban, Check, Eye, type LucideIcon, Printer, Trash2, WalletCards, X } from "lucide-react";
import { Fragment, type ReactNode } from "react";
import { type Actor, actionsFor, type BookingKind, type BookingStatus } from "../../domain/lifecycle.ts";
import { BUSY_LOOK, IconButton } from "../buttons.tsx";
import { type BookingButton, type BookingHandlers, shownButtons } from "./buttons.ts";

export {
  type BookingButton,
  type BookingHandlers,
  BUTTON_OF_WRITE,
  handlersFor,
  type RowHandlers,
} from "./buttons.ts";

const VERB: Record<BookingButton, string> = {
  approve: "Approve",
  cancel: "Cancel",
  markPaid: "Mark as paid",
  view: "View",
  print: "Print",
  delete: "Delete",
};

const TEXT: Record<BookingButton, { text: string; icon: LucideIcon; className: string }> = {
  view: { text: "Details", icon: Eye, className: "btn-ghost border-base-300" },
  print: { text: "Print", icon: Printer, className: "btn-primary" },
  approve: { text: "Approve", icon: Check, className: `btn-success ${BUSY_LOOK.success}` },
  cancel: { text: "Cancel", icon: Ban, className: `btn-outline btn-error ${BUSY_LOOK.plain}` },
  markPaid: { text: "Mark as Paid", icon: WalletCards, className: `btn-primary ${BUSY_LOOK.primary}` },
  delete: { text: "Delete", icon: Trash2, className: "btn-ghost text-error" },
};

export type BookingActionsProps = {
  kind: BookingKind;
  status: BookingStatus;
  actor?: Actor;
  /** The booking's reference, for the buttons' accessible names ('Cancel booking PK-1'). */
  reference: string;
  /** What each offered button does; a button without a handler is not shown. */
  on: BookingHandlers;
  /** The action running on this booking (its button spins; the others that write wait). */
  busy?: BookingButton | null;
  /** Writes wait (an earlier change of this booking is still on its way). */
  locked?: boolean;
  /** Accessible names other than '<Verb> booking <reference>'. */
  labels?: Partial<Record<BookingButton, string>>;
  /** Something of the screen's own, placed before delete (e.g. an email link). */
  extra?: ReactNode;
};

const WRITES: ReadonlySet<BookingButton> = new Set(["approve", "cancel", "delete", "markPaid"]);

function labelOf(p: BookingActionsProps, a: BookingButton): string {
  return p.labels?.[a] ?? `${VERB[a]} booking ${p.reference}`;
}

/** The row and card buttons: icons with tooltips (`look="icon"`) or small labelled buttons. */
export function BookingActions(
  props: BookingActionsProps & { look?: "icon" | "button"; className?: string; tooltipLeft?: boolean },
) {
  const { kind, status, actor = "admin", on, busy = null, locked = false, extra, look = "icon" } = props;
  const shown = shownButtons(kind, status, actor, on);
  const items = shown.map((a) => {
    const disabled = WRITES.has(a) && (locked || busy !== null);
    if (look === "icon")
      return (
        <IconButton
          key={a}
          className={props.tooltipLeft ? "tooltip-left" : ""}
          icon={a === "markPaid" ? "approve" : a}
          label={labelOf(props, a)}
          onClick={() => on[a]?.()}
          busy={busy === a}
          disabled={disabled && busy !== a}
        />
      );
    const spec = TEXT[a];
    const Icon = spec.icon;
    return (
      <button
        key={a}
        type="button"
        className={`btn btn-sm ${spec.className} max-lg:min-h-11`}
        onClick={() => on[a]?.()}
        disabled={disabled}
        aria-busy={busy === a || undefined}
        aria-label={labelOf(props, a)}
        data-action={a}
      >
        {busy === a ? (
          <span className="loading loading-spinner loading-sm" aria-hidden="true" />
        ) : (
          <Icon className="size-4" aria-hidden="true" />
        )}
        {spec.text}
      </button>
    );
  });
  const deleteAt = shown.indexOf("delete");
  if (extra)
    items.splice(deleteAt === -1 ? items.length : deleteAt, 0, <Fragment key="extra">{extra}</Fragment>);
  return (
    <span
      className={props.className ?? "flex flex-nowrap items-center justify-end gap-0.5"}
      aria-busy={locked || busy !== null || undefined}
    >
      {items}
    </span>
  );
}

/**
 * The footer of a booking's details dialog: Close, then what the lifecycle allows (Cancel Booking,
 * Approve) and anything the screen adds (e.g. Print). On phones, beside actions, Close shows its
 * icon alone (its name stays 'Close').
 */
export function DetailsFooter({
  onClose,
  kind,
  status,
  actor = "admin",
  on = {},
  busy = null,
  locked = false,
  children,
}: {
  onClose: () => void;
  kind?: BookingKind;
  status?: BookingStatus;
  actor?: Actor;
  on?: Pick<BookingHandlers, "approve" | "cancel">;
  busy?: BookingButton | null;
  locked?: boolean;
  children?: ReactNode;
}) {
  const allowed = kind && status ? actionsFor(kind, status, actor) : [];
  const canCancel = allowed.includes("cancel") && on.cancel !== undefined;
  const canApprove = allowed.includes("approve") && on.approve !== undefined;
  const crowded = canCancel && canApprove;
  const spinner = <span className="loading loading-spinner loading-sm" aria-hidden="true" />;
  const waiting = locked || busy !== null;
  return (
    <>
      <button
        type="button"
        className={`btn btn-ghost border-base-300 max-lg:min-h-11 ${crowded ? "max-sm:!flex-none max-sm:w-11 max-sm:px-0" : ""}`}
        onClick={onClose}
        data-testid="details-close"
      >
        <X className="size-4" aria-hidden="true" />
        <span className={crowded ? "max-sm:sr-only" : ""}>Close</span>
      </button>
      {canCancel && (
        <button
          type="button"
          className={`btn btn-outline btn-error ${BUSY_LOOK.plain} max-lg:min-h-11`}
          onClick={on.cancel}
          disabled={waiting}
          aria-busy={busy === "cancel" || undefined}
          data-action="cancel"
        >
          {busy === "cancel" ? spinner : <Ban className="size-4" aria-hidden="true" />}
          Cancel Booking
        </button>
      )}
      {canApprove && (
        <button
          type="button"
          className={`btn btn-success ${BUSY_LOOK.success} max-lg:min-h-11`}
          onClick={on.approve}
          disabled={waiting}
          aria-busy={busy === "approve" || undefined}
          data-action="approve"
        >
          {busy === "approve" ? spinner : <Check className="size-4" aria-hidden="true" />}
          Approve
        </button>
      )}
      {children}
    </>
  );
}
