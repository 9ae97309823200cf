/**
 * The cells of the direct flight bookings shared by the table and the cards: who booked (with the
 * reference and source), the flight or package booked, and when.
 */
import { Package, Plane } from "lucide-react";
import { formatDate, formatTime12 } from "../../../domain/format.ts";
import { packageText } from "../../../domain/package-text.ts";
import { bookingRef, type DirectBooking, flightRoute, flightTitle, packageOf } from "../direct-view.ts";
import { sourceLabel } from "./parts.tsx";

/** `className` caps the width in the table (the long parts are cut with an ellipsis). */
export function Customer({ b, className = "" }: { b: DirectBooking; className?: string }) {
  return (
    <span className={`flex min-w-0 flex-col leading-tight ${className}`}>
      <span className="truncate font-medium">{b.customerName || "Unknown User"}</span>
      <span className="truncate text-base-content/70 text-xs">{b.customerEmail || "No email"}</span>
      <span className="mt-0.5 font-mono text-base-content/70 text-xs">
        {bookingRef(b)} · {sourceLabel(b.source)}
      </span>
    </span>
  );
}

export function FlightCell({ b, className = "" }: { b: DirectBooking; className?: string }) {
  const box = `flex min-w-0 flex-col leading-tight ${className}`;
  if (b.bookingType === "package") {
    const p = packageOf(b);
    return (
      <span className={box}>
        <span className="flex items-center gap-1.5 font-medium">
          <Package className="size-3.5 shrink-0 text-secondary" aria-hidden="true" />
          <span className="truncate">{flightTitle(b)}</span>
        </span>
        <span className="truncate text-base-content/70 text-xs">
          Package · {p?.destination ? packageText(p.destination) : "Unknown Destination"}
        </span>
      </span>
    );
  }
  const f = b.flightDetails;
  return (
    <span className={box}>
      <span className="flex items-center gap-1.5">
        <Plane className="size-3.5 shrink-0 text-primary" aria-hidden="true" />
        <span className="whitespace-nowrap font-medium font-mono">{flightTitle(b)}</span>
        {f?.airline && <span className="truncate text-base-content/70 text-xs">{f.airline}</span>}
      </span>
      <span className="truncate text-sm">{flightRoute(b) || "—"}</span>
      {f?.departureDate && (
        <span className="text-base-content/70 text-xs">
          {formatDate(f.departureDate)}
          {f.departureTime ? ` · ${f.departureTime}` : ""}
        </span>
      )}
    </span>
  );
}

export function Booked({ at }: { at: string }) {
  return (
    <span className="flex flex-col whitespace-nowrap leading-tight">
      <span>{formatDate(at)}</span>
      <span className="text-base-content/70 text-xs">{formatTime12(at)}</span>
    </span>
  );
}
