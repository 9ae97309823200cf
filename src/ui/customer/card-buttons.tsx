/**
 * Buttons of the customer's cards: Details (booking cards and the package card) and a pending
 * booking's Mark as Paid.
 */
import { Eye, type LucideIcon } from "lucide-react";

/** A card's Details button; `srLabel` ends the accessible name ('Details of booking SF-…'). */
export function DetailsButton({
  onClick,
  icon: Icon = Eye,
  small = true,
  srLabel,
  testId,
}: {
  onClick: () => void;
  icon?: LucideIcon;
  small?: boolean;
  srLabel?: string;
  testId?: string;
}) {
  return (
    <button
      type="button"
      className={`btn ${small ? "btn-sm " : ""}btn-ghost border-base-300 max-lg:min-h-11`}
      onClick={onClick}
      data-testid={testId}
    >
      <Icon className="size-4" aria-hidden="true" />
      Details{srLabel && <span className="sr-only"> {srLabel}</span>}
    </button>
  );
}

/** A pending booking's Mark as Paid (`className` places it in the card). */
export function MarkPaidButton({
  onClick,
  icon: Icon,
  className,
}: {
  onClick: () => void;
  icon: LucideIcon;
  className: string;
}) {
  return (
    <button
      type="button"
      className={`btn btn-primary btn-sm ${className} max-lg:min-h-11`}
      onClick={onClick}
      data-testid="mark-paid"
    >
      <Icon className="size-4" aria-hidden="true" />
      Mark as Paid
    </button>
  );
}
