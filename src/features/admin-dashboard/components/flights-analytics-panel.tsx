/**
 * Flights Analytics, from the mirror's flight bookings and flights through the
 * analytics worker: Daily Sales, Today Tickets, Total Bookings (daily, weekly, monthly, yearly),
 * Total Revenue, Weekly / Monthly / Yearly Sales; the Booking Status panel; the top 5 destinations
 * by number of flights; the 5 newest bookings; 'Manage Flights' and 'Manage Bookings'; and first, the
 * airline deadlines of the next 72 hours.
 */
import { ClipboardList, Plane } from "lucide-react";
import { formatDateTime } from "../../../domain/format.ts";
import { ErrorBox } from "../../../ui/error-box.tsx";
import { StatusCounts } from "../../../ui/status-counts.tsx";
import { useFlightsPanel } from "../flights-panel.ts";
import { AirlineDeadlines } from "./airline-deadlines.tsx";
import { FlightsFigures } from "./flights-figures.tsx";
import { FlightsRecentBookings } from "./flights-recent-bookings.tsx";
import { QuickActions } from "./quick-actions.tsx";
import { TopDestinations } from "./top-destinations.tsx";

export function FlightsAnalyticsPanel() {
  const { data, error, lastSyncedAt, retry, deadlines } = useFlightsPanel();
  return (
    <section className="space-y-4" aria-labelledby="flights-analytics-title" data-testid="flights-analytics">
      <div className="flex flex-wrap items-end justify-between gap-2">
        <h2 id="flights-analytics-title" className="font-bold text-xl tracking-tight">
          Flights Analytics
        </h2>
        {lastSyncedAt && data && (
          <p className="text-base-content/70 text-sm">
            From this device's saved bookings, as of {formatDateTime(lastSyncedAt)}
          </p>
        )}
      </div>
      {error ? (
        <ErrorBox message={error} onRetry={retry} />
      ) : !data ? (
        <div className="skeleton h-40 w-full" aria-hidden="true" data-testid="flights-analytics-loading" />
      ) : (
        <>
          {deadlines && <AirlineDeadlines deadlines={deadlines} />}
          <FlightsFigures data={data} />

          <div className="grid grid-cols-1 gap-4 lg:grid-cols-3">
            <StatusCounts
              title="Booking Status"
              icon={<Plane className="size-4 text-primary" aria-hidden="true" />}
              approved={data.approved}
              pending={data.pending}
              cancelled={data.cancelled}
              testId="flights-booking-status"
              level="h3"
            />
            <TopDestinations data={data} />
            <QuickActions
              title="Quick Actions"
              level="h3"
              actions={[
                { to: "/admin/flights", label: "Manage Flights", icon: Plane },
                { to: "/admin/flights/bookings", label: "Manage Bookings", icon: ClipboardList },
              ]}
            />
          </div>

          <FlightsRecentBookings data={data} />
        </>
      )}
    </section>
  );
}
