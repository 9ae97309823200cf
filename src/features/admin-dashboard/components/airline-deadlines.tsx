/**
 * Airline Deadlines: the flights whose name-submission or ticketing deadline falls in the next 72
 * hours (and a names deadline passed with names still unsent), from the mirror, each with its
 * unsent and pending names and a link to its manifest (docs/ARCHITECTURE.md §4.8).
 */
import { Link } from "@tanstack/react-router";
import { CalendarClock } from "lucide-react";
import type { FlightRow } from "../../../db/schema.ts";
import { DUE_SOON_HOURS, type DueDeadline } from "../../../domain/deadlines.ts";
import { formatDate, formatDateTime } from "../../../domain/format.ts";
import { TitledCard } from "./titled-card.tsx";

const KIND = { names: "Names due", ticketing: "Ticketing due" } as const;

const names = (n: number, what: string) => `${n} ${n === 1 ? "name" : "names"} ${what}`;

function Row({ d }: { d: DueDeadline<FlightRow> }) {
  const f = d.flight;
  return (
    <li
      className="flex flex-wrap items-start justify-between gap-x-4 gap-y-1 py-2.5"
      data-testid="deadline-row"
    >
      <div className="min-w-0">
        <Link
          to="/admin/flights/$flightId/manifest"
          params={{ flightId: f._id }}
          className="link link-hover font-semibold"
        >
          {f.flightNumber} · {f.departure} → {f.destination} · {formatDate(f.departureDate)}
        </Link>
        <p className="text-base-content/80 text-sm">
          {KIND[d.kind]} {formatDateTime(d.dueAt)}
          {d.overdue && <span className="badge badge-error badge-sm ml-2">Overdue</span>}
        </p>
      </div>
      <p className="text-sm">
        <span className={d.unsentNames > 0 ? "font-semibold" : ""}>
          {d.unsentNames > 0 ? names(d.unsentNames, "not sent") : "All names sent"}
        </span>
        {d.pendingNames > 0 && (
          <span className="text-base-content/70"> · {names(d.pendingNames, "pending")}</span>
        )}
      </p>
    </li>
  );
}

export function AirlineDeadlines({ deadlines }: { deadlines: DueDeadline<FlightRow>[] }) {
  return (
    <TitledCard id="airline-deadlines-title" title="Airline Deadlines" gap="gap-2">
      {deadlines.length === 0 ? (
        <p className="flex items-center gap-2 text-base-content/70 text-sm">
          <CalendarClock className="size-4" aria-hidden="true" />
          No name submission or ticketing deadline in the next {DUE_SOON_HOURS} hours.
        </p>
      ) : (
        <ul className="divide-y divide-base-300" data-testid="airline-deadlines">
          {deadlines.map((d) => (
            <Row key={`${d.flight._id}-${d.kind}`} d={d} />
          ))}
        </ul>
      )}
    </TitledCard>
  );
}
