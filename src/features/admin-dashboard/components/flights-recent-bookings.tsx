/** Flights Analytics' 5 newest flight bookings: flight, customer, passengers, date, status, amount. */
import { Ticket } from "lucide-react";
import { formatDate, formatRupees } from "../../../domain/format.ts";
import { EmptyState } from "../../../ui/empty-state.tsx";
import type { FlightsPanelData } from "../../../workers/analytics-client.ts";
import { activityTone, BADGE_CLASS } from "../activity-badge.ts";
import { TitledCard } from "./titled-card.tsx";

const STATUS_LABEL = { approved: "Approved", pending: "Pending", cancelled: "Cancelled" } as const;

export function FlightsRecentBookings({ data }: { data: FlightsPanelData }) {
  return (
    <TitledCard id="flights-recent-title" title="Recent Bookings" gap="gap-2">
      {data.recentBookings.length === 0 ? (
        <EmptyState icon={Ticket} title="No bookings yet" />
      ) : (
        <ul className="divide-y divide-base-300" data-testid="flights-recent-bookings">
          {data.recentBookings.map((b) => (
            <li key={b.id} className="flex flex-wrap items-center justify-between gap-x-4 gap-y-1 py-3">
              <div className="min-w-0">
                <p className="font-medium">
                  {b.flightNumber ?? "Unknown Flight"}
                  <span className="font-normal text-base-content/75"> · {b.userName ?? "Unknown User"}</span>
                </p>
                <p className="text-base-content/70 text-xs">
                  {b.passengers} {b.passengers === 1 ? "passenger" : "passengers"} ·{" "}
                  <time dateTime={b.createdAt}>{formatDate(b.createdAt)}</time>
                </p>
              </div>
              <div className="flex items-center gap-3">
                <span className={`badge badge-sm ${BADGE_CLASS[activityTone(b.status)]}`}>
                  {STATUS_LABEL[b.status]}
                </span>
                <span className="font-semibold tabular-nums">{formatRupees(b.amount)}</span>
              </div>
            </li>
          ))}
        </ul>
      )}
    </TitledCard>
  );
}
