/**
 * The shared buttons: Book Now, the action buttons (each with its icon and a busy state) and the
 * icon buttons of list rows (with an accessible name and a tooltip).
 */
import {
  Ban,
  Check,
  CircleX,
  ClipboardList,
  Download,
  Eye,
  type LucideIcon,
  Pencil,
  Plus,
  Printer,
  RefreshCw,
  Send,
  Ticket,
  Trash2,
  Upload,
  X,
} from "lucide-react";
import { type ButtonHTMLAttributes, createContext, type ReactNode, useContext, useTransition } from "react";
import type { FlightAvailability, PackageAvailability } from "../domain/bookings.ts";

/** Touch targets: 44 px below lg, daisyUI's size on desktops. */
const TOUCH = "max-lg:min-h-11";

function BusySpinner() {
  return <span className="loading loading-spinner loading-sm" aria-hidden="true" />;
}

/** What the button says when the flight or package cannot be booked (it is disabled then). */
const NOT_BOOKABLE: Record<Exclude<FlightAvailability | PackageAvailability, "bookable">, string> = {
  departed: "Departed",
  delayed: "Delayed",
  "sold-out": "Sold Out",
  cancelled: "Cancelled",
};

/**
 * What a screen starts when Book Now is about to be pressed (a pointer over it, its focus, a touch):
 * the download of its booking dialog (ui/booking/lazy-dialog.tsx).
 */
export const BookIntent = createContext<(() => void) | null>(null);

/**
 * Book Now while `availability` is 'bookable'; otherwise disabled, saying why. The press shows at
 * once (the button spins) and the dialog renders behind it as a transition, so a slow phone paints
 * the press before the dialog's work (docs/PERFORMANCE.md).
 */
export function BookNowButton({
  availability,
  onClick,
  busy = false,
  className = "",
}: {
  availability: FlightAvailability | PackageAvailability;
  onClick: () => void;
  busy?: boolean;
  className?: string;
}) {
  const available = availability === "bookable";
  const [opening, startOpening] = useTransition();
  const prepare = useContext(BookIntent) ?? undefined;
  const spinning = busy || opening;
  return (
    <button
      type="button"
      className={`btn ${available ? `btn-primary ${BUSY_LOOK.primary}` : "btn-disabled"} ${TOUCH} ${className}`}
      onClick={() => startOpening(onClick)}
      onPointerEnter={prepare}
      onFocus={prepare}
      onTouchStart={prepare}
      disabled={!available || busy}
      aria-busy={spinning || undefined}
      data-testid="book-now"
    >
      {spinning ? <BusySpinner /> : <Ticket className="size-4" aria-hidden="true" />}
      {availability === "bookable" ? "Book Now" : NOT_BOOKABLE[availability]}
    </button>
  );
}

export type ActionVariant =
  | "cancel"
  | "delete"
  | "approve"
  | "refresh"
  | "import"
  | "export"
  | "create"
  | "submit"
  | "close";

/**
 * A busy button is disabled (no double submits) but keeps its colours: daisyUI's grey disabled
 * look would read as "not allowed" rather than "working".
 */
export const BUSY_LOOK = {
  primary: "aria-busy:bg-primary aria-busy:text-primary-content",
  error: "aria-busy:bg-error aria-busy:text-error-content",
  success: "aria-busy:bg-success aria-busy:text-success-content",
  plain: "aria-busy:bg-transparent aria-busy:text-base-content/80",
} as const;

const GHOST = "btn-ghost border-base-300";

export const ACTION_BUTTONS: Record<ActionVariant, { label: string; icon: LucideIcon; className: string }> = {
  cancel: { label: "Cancel", icon: CircleX, className: `${GHOST} ${BUSY_LOOK.plain}` },
  delete: { label: "Delete", icon: Trash2, className: `btn-error ${BUSY_LOOK.error}` },
  approve: { label: "Approve", icon: Check, className: `btn-success ${BUSY_LOOK.success}` },
  refresh: { label: "Refresh", icon: RefreshCw, className: `${GHOST} ${BUSY_LOOK.plain}` },
  import: { label: "Import", icon: Upload, className: `btn-outline ${BUSY_LOOK.plain}` },
  export: { label: "Export", icon: Download, className: `btn-outline ${BUSY_LOOK.plain}` },
  create: { label: "Create", icon: Plus, className: `btn-primary ${BUSY_LOOK.primary}` },
  submit: { label: "Submit", icon: Send, className: `btn-primary ${BUSY_LOOK.primary}` },
  close: { label: "Close", icon: X, className: `${GHOST} ${BUSY_LOOK.plain}` },
};

type NativeButton = Omit<ButtonHTMLAttributes<HTMLButtonElement>, "children">;

/**
 * An action button: its label (default per variant), icon and colour. While `busy` it is disabled,
 * shows a spinner (Refresh spins its own icon) and `aria-busy`; `busyLabel` replaces the label then.
 */
export function ActionButton({
  variant,
  label,
  busyLabel,
  busy = false,
  size,
  className = "",
  type = "button",
  disabled,
  children,
  ...rest
}: NativeButton & {
  variant: ActionVariant;
  label?: string;
  busyLabel?: string;
  busy?: boolean;
  size?: "sm" | "md";
  /** Replaces the label (e.g. with a count). */
  children?: ReactNode;
}) {
  const spec = ACTION_BUTTONS[variant];
  const Icon = spec.icon;
  const icon =
    variant === "refresh" ? (
      <Icon className={`size-4 ${busy ? "animate-spin" : ""}`} aria-hidden="true" />
    ) : busy ? (
      <BusySpinner />
    ) : (
      <Icon className="size-4" aria-hidden="true" />
    );
  return (
    <button
      type={type}
      className={`btn ${spec.className} ${size === "sm" ? "btn-sm" : ""} ${TOUCH} ${className}`}
      disabled={disabled || busy}
      aria-busy={busy || undefined}
      data-variant={variant}
      {...rest}
    >
      {icon}
      {busy && busyLabel ? busyLabel : (children ?? label ?? spec.label)}
    </button>
  );
}

export type IconAction = "view" | "print" | "delete" | "edit" | "approve" | "cancel" | "manifest";

export const ICON_BUTTONS: Record<IconAction, { icon: LucideIcon; className: string }> = {
  view: { icon: Eye, className: "text-info" },
  print: { icon: Printer, className: "" },
  delete: { icon: Trash2, className: "text-error" },
  edit: { icon: Pencil, className: "text-primary" },
  approve: { icon: Check, className: "text-success" },
  cancel: { icon: Ban, className: "text-error" },
  manifest: { icon: ClipboardList, className: "" },
};

/** A square icon button for list rows: `label` is its accessible name and its tooltip. */
export function IconButton({
  icon,
  label,
  onClick,
  disabled = false,
  busy = false,
  className = "",
}: {
  icon: IconAction;
  label: string;
  onClick: () => void;
  disabled?: boolean;
  busy?: boolean;
  className?: string;
}) {
  const spec = ICON_BUTTONS[icon];
  const Icon = spec.icon;
  return (
    <span className={`tooltip ${className}`} data-tip={label}>
      <button
        type="button"
        className={`btn btn-ghost btn-sm btn-square ${disabled ? "" : spec.className} max-lg:size-11`}
        onClick={onClick}
        disabled={disabled || busy}
        aria-label={label}
        aria-busy={busy || undefined}
        data-action={icon}
      >
        {busy ? <BusySpinner /> : <Icon className="size-4" aria-hidden="true" />}
      </button>
    </span>
  );
}
