/**
 * Package Analytics on My Packages: total bookings, total spent (approved only), the bookings per
 * status and per package type, and up to 3 upcoming approved trips, soonest first. A failed load
 * with nothing saved shows the red box instead.
 */
import { CalendarClock, CalendarDays, ClipboardList, Landmark, Mountain, Users, Wallet } from "lucide-react";
import type { ReactNode } from "react";
import type { BookingStatus } from "../../../domain/bookings.ts";
import { formatRupees } from "../../../domain/format.ts";
import { packageText } from "../../../domain/package-text.ts";
import { ErrorBox } from "../../../ui/error-box.tsx";
import { bookingPackage, departsInText, type PackageAnalytics, STATUS_LABELS } from "../analytics.ts";
import { dateRange } from "./package-bits.tsx";

const STATUS_DOT: Record<BookingStatus, string> = {
  pending: "bg-warning",
  approved: "bg-success",
  cancelled: "bg-error",
};

function Stat({
  icon,
  label,
  value,
  note,
  testId,
}: {
  icon: ReactNode;
  label: string;
  value: ReactNode;
  note?: string;
  testId: string;
}) {
  // Phones: a slim full-width row (label left, figure right), so any amount fits on one line.
  return (
    <div className="flex min-w-0 flex-col gap-1 rounded-box border border-base-300 bg-base-100 p-4 max-sm:col-span-2 max-sm:grid max-sm:grid-cols-[minmax(0,1fr)_auto] max-sm:items-center max-sm:gap-x-3 max-sm:py-3">
      <p className="flex items-center gap-2 text-base-content/75 text-sm max-sm:col-start-1">
        {icon}
        {label}
      </p>
      <p
        className="break-words font-bold text-2xl tabular-nums leading-tight max-sm:col-start-2 max-sm:row-span-2 max-sm:row-start-1 max-sm:whitespace-nowrap max-sm:text-right"
        data-testid={testId}
      >
        {value}
      </p>
      {note && <p className="text-base-content/75 text-xs max-sm:col-start-1">{note}</p>}
    </div>
  );
}

function Breakdown({
  title,
  items,
}: {
  title: string;
  items: { key: string; label: string; count: number; marker: ReactNode; testId: string }[];
}) {
  return (
    <div className="flex min-w-0 flex-col gap-2 rounded-box border border-base-300 bg-base-100 p-4">
      <h3 className="text-base-content/75 text-sm">{title}</h3>
      <ul className="flex flex-col gap-1.5">
        {items.map((i) => (
          <li key={i.key} className="flex items-center justify-between gap-3 text-sm">
            <span className="flex min-w-0 items-center gap-2">
              {i.marker}
              {i.label}
            </span>
            <span className="font-semibold tabular-nums" data-testid={i.testId}>
              {i.count}
            </span>
          </li>
        ))}
      </ul>
    </div>
  );
}

export function PackageAnalyticsPanel({
  analytics,
  today,
  loading,
  error,
  onRetry,
}: {
  analytics: PackageAnalytics;
  today: string;
  loading: boolean;
  /** A failed load with nothing saved: the red box replaces the figures. */
  error: string | null;
  onRetry: () => void;
}) {
  const { statusCounts: s, typeCounts: t } = analytics;
  return (
    <section
      aria-labelledby="package-analytics"
      className="flex flex-col gap-3"
      data-testid="package-analytics"
    >
      <h2 id="package-analytics" className="font-semibold text-lg">
        Package Analytics
      </h2>
      {error ? (
        <ErrorBox message={error} onRetry={onRetry} />
      ) : loading ? (
        <div className="skeleton-group grid grid-cols-2 gap-3 lg:grid-cols-4" aria-hidden="true">
          {[0, 1, 2, 3].map((i) => (
            <div key={i} className="skeleton h-28 rounded-box" />
          ))}
        </div>
      ) : (
        <>
          <div className="grid grid-cols-2 gap-3 lg:grid-cols-4">
            <Stat
              icon={<ClipboardList className="size-4" aria-hidden="true" />}
              label="Total Bookings"
              value={analytics.totalBookings}
              note={`${s.approved} approved`}
              testId="stat-total-bookings"
            />
            <Stat
              icon={<Wallet className="size-4" aria-hidden="true" />}
              label="Total Spent"
              value={formatRupees(analytics.totalSpent).replace(" ", "\u00A0")}
              note="Approved bookings"
              testId="stat-total-spent"
            />
            <Breakdown
              title="Booking Status"
              items={(["pending", "approved", "cancelled"] as const).map((k) => ({
                key: k,
                label: STATUS_LABELS[k],
                count: s[k],
                marker: (
                  <span className={`size-2.5 shrink-0 rounded-full ${STATUS_DOT[k]}`} aria-hidden="true" />
                ),
                testId: `status-count-${k}`,
              }))}
            />
            <Breakdown
              title="Package Types"
              items={[
                {
                  key: "umrah",
                  label: "Umrah",
                  count: t.umrah,
                  marker: <Landmark className="size-4 shrink-0 text-primary" aria-hidden="true" />,
                  testId: "type-count-umrah",
                },
                {
                  key: "tour",
                  label: "Tour",
                  count: t.tour,
                  marker: <Mountain className="size-4 shrink-0 text-secondary" aria-hidden="true" />,
                  testId: "type-count-tour",
                },
              ]}
            />
          </div>
          <div className="rounded-box border border-base-300 bg-base-100 p-4" data-testid="upcoming-trips">
            <h3 className="mb-3 flex items-center gap-2 font-semibold">
              <CalendarClock className="size-4" aria-hidden="true" />
              Upcoming Trips
            </h3>
            {analytics.upcoming.length === 0 ? (
              <p className="text-base-content/75 text-sm">
                No upcoming approved trips. Approved bookings with a departure ahead show here.
              </p>
            ) : (
              <ol className="grid gap-3 md:grid-cols-3">
                {analytics.upcoming.map((b) => {
                  const p = bookingPackage(b);
                  return (
                    <li
                      key={b._id}
                      className="flex min-w-0 flex-col gap-1 rounded-box bg-base-200 p-3"
                      data-testid="upcoming-trip"
                    >
                      <span className="badge badge-soft badge-success badge-sm w-fit font-medium">
                        {departsInText(p.departureDate, today)}
                      </span>
                      <span className="break-words font-semibold">{packageText(p.name)}</span>
                      <span className="flex items-center gap-1.5 text-base-content/75 text-sm">
                        <CalendarDays className="size-3.5 shrink-0" aria-hidden="true" />
                        {dateRange(p.departureDate, p.returnDate)}
                      </span>
                      <span className="flex items-center gap-1.5 text-base-content/75 text-sm">
                        <Users className="size-3.5 shrink-0" aria-hidden="true" />
                        {b.participantCount} participant{b.participantCount === 1 ? "" : "s"} · {b.bookingId}
                      </span>
                    </li>
                  );
                })}
              </ol>
            )}
          </div>
        </>
      )}
    </section>
  );
}
