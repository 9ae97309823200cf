/**
 * An airline's logo and its name. The logo carries the IATA code, so the code is not written again
 * beside it; in `compact` (the flights table, whose Flight column starts with the code too) the
 * name is only a tooltip and for screen readers, unless the airline has no logo of its own.
 */
import { airlineCode, airlineLogo } from "../../../domain/airlines.ts";
import { shownStatus } from "../../../domain/bookings.ts";
import { karachiDate } from "../../../domain/format.ts";

export function AirlineBadge({ name, compact = false }: { name: string; compact?: boolean }) {
  const code = airlineCode(name);
  return (
    <span className="flex min-w-0 items-center gap-2" title={compact ? name : undefined}>
      <img src={airlineLogo(name)} alt="" width={32} height={32} className="size-8 shrink-0 rounded-md" />
      {compact ? (
        <span className={code ? "sr-only" : "truncate text-sm leading-tight"}>
          {name || "Unknown airline"}
        </span>
      ) : (
        <span className="truncate font-medium leading-tight">{name || "Unknown airline"}</span>
      )}
    </span>
  );
}

export function StatusBadge({ status, className = "" }: { status: string; className?: string }) {
  const tone =
    {
      active: "badge-success",
      approved: "badge-success",
      sold: "badge-neutral",
      delayed: "badge-warning",
      departed: "badge-neutral",
      pending: "badge-warning",
      cancelled: "badge-error",
    }[status] ?? "badge-ghost";
  // Soft badges only where their text keeps AA contrast in both themes; the others are solid.
  const soft = status === "active" || status === "approved" || status === "cancelled";
  return (
    <span
      className={`badge badge-sm whitespace-nowrap capitalize ${soft ? "badge-soft" : ""} ${tone} ${className}`}
    >
      {status}
    </span>
  );
}

/** A flight's status as the lists show it: 'Departed' once its date has passed (Karachi), else the stored one. */
export function FlightStatusBadge({ f }: { f: { status: string; departureDate: string } }) {
  return <StatusBadge status={shownStatus(f, karachiDate())} />;
}
