/**
 * The cells of the direct package bookings shared by the table and the cards: the package
 * with its passengers, and who booked.
 */
import { formatDate } from "../../../domain/format.ts";
import { packageText } from "../../../domain/package-text.ts";
import type { DirectPackageBooking } from "../direct-view.ts";

export function passengersText(n: number): string {
  return `${n} passenger${n === 1 ? "" : "s"}`;
}

/** `className` caps the width in the table (the long parts are cut with an ellipsis). */
export function PackageCell({ b, className = "" }: { b: DirectPackageBooking; className?: string }) {
  const p = b.packageDetails ?? {};
  return (
    <span className={`flex min-w-0 flex-col leading-tight ${className}`}>
      <span className="truncate font-medium">{(p.name && packageText(p.name)) || "Unknown Package"}</span>
      <span className="truncate text-base-content/70 text-xs">
        {[(p.destination && packageText(p.destination)) || "Unknown Destination", p.duration]
          .filter(Boolean)
          .join(" · ")}
      </span>
      {p.departureDate && (
        <span className="text-base-content/70 text-xs">
          {formatDate(p.departureDate)}
          {p.returnDate ? ` – ${formatDate(p.returnDate)}` : ""}
        </span>
      )}
    </span>
  );
}

export function CustomerCell({ b, className = "" }: { b: DirectPackageBooking; className?: string }) {
  return (
    <span className={`flex min-w-0 flex-col leading-tight ${className}`}>
      <span className="truncate font-medium">{b.customerName || "Unknown User"}</span>
      <span className="truncate text-base-content/70 text-xs">{b.customerEmail || "No email"}</span>
    </span>
  );
}
