/**
 * The figures of the chosen period: flight, package and GDS sales; the GDS, flight and package
 * bookings by status; the website sales overview; booking types; the top 5 destinations; the top 4
 * booking sources; the 5 newest bookings.
 */
import { MapPin, Network, Package, Plane, Share2 } from "lucide-react";
import type { DirectAnalytics } from "../../../domain/direct-analytics.ts";
import { formatCurrency, formatRupees } from "../../../domain/format.ts";
import { EmptyState } from "../../../ui/empty-state.tsx";
import { StatusCounts } from "../../../ui/status-counts.tsx";
import { count, percent, STATUS_WORDS } from "../model.ts";
import { FigureCard, Panel, ShareRows } from "./parts.tsx";
import { RecentBookings } from "./recent-bookings.tsx";

export function PeriodFigures({ figures: f }: { figures: DirectAnalytics }) {
  const [home, ...others] = f.gdsSales;
  const icon = (Icon: typeof Plane) => <Icon className="size-4 text-primary" aria-hidden="true" />;
  const maxDestination = f.topDestinations[0]?.count ?? 0;
  const maxSource = f.topSources[0]?.count ?? 0;
  return (
    <div className="space-y-4">
      <ul className="grid grid-cols-1 gap-4 sm:grid-cols-2 lg:grid-cols-3" aria-label="Sales">
        <FigureCard
          id="flight-sales"
          level="h2"
          label="Flight Sales"
          value={formatRupees(f.flightSales)}
          icon={Plane}
          tone="bg-info/10 text-info"
        >
          <p className="text-base-content/70 text-xs">Confirmed website flight bookings</p>
        </FigureCard>
        <FigureCard
          id="package-sales"
          level="h2"
          label="Package Sales"
          value={formatRupees(f.packageSales)}
          icon={Package}
          tone="bg-secondary/10 text-secondary"
        >
          <p className="text-base-content/70 text-xs">Confirmed website package bookings</p>
        </FigureCard>
        <FigureCard
          id="gds-sales"
          level="h2"
          label="GDS Sales"
          value={formatCurrency(home?.amount ?? 0, home?.currency ?? "PKR")}
          icon={Network}
          tone="bg-primary/10 text-primary"
          className="sm:col-span-2 lg:col-span-1"
        >
          {others.length > 0 && (
            <ul className="flex flex-wrap gap-x-3 gap-y-1 text-sm" aria-label="GDS sales in other currencies">
              {others.map((c) => (
                <li key={c.currency} className="font-semibold tabular-nums" data-currency={c.currency}>
                  {formatCurrency(c.amount, c.currency)}
                </li>
              ))}
            </ul>
          )}
          <p className="text-base-content/70 text-xs">
            Confirmed GDS bookings, each currency on its own (not converted)
          </p>
        </FigureCard>
      </ul>

      <div className="grid grid-cols-1 gap-4 md:grid-cols-3">
        <StatusCounts
          title="GDS Status"
          icon={icon(Network)}
          approved={f.gdsStatus.approved}
          pending={f.gdsStatus.pending}
          cancelled={f.gdsStatus.cancelled}
          labels={STATUS_WORDS}
          testId="gds-status"
        />
        <StatusCounts
          title="Flight Bookings"
          icon={icon(Plane)}
          approved={f.flightStatus.approved}
          pending={f.flightStatus.pending}
          cancelled={f.flightStatus.cancelled}
          labels={STATUS_WORDS}
          testId="flight-status"
        />
        <StatusCounts
          title="Package Bookings"
          icon={icon(Package)}
          approved={f.packageStatus.approved}
          pending={f.packageStatus.pending}
          cancelled={f.packageStatus.cancelled}
          labels={STATUS_WORDS}
          testId="package-status"
        />
      </div>

      <div className="grid grid-cols-1 gap-4 md:grid-cols-2 xl:grid-cols-4">
        <Panel title="Website Sales Overview" id="website-sales">
          <div>
            <p className="font-bold text-2xl tabular-nums" data-testid="website-sales-total">
              {formatRupees(f.websiteSales)}
            </p>
            <p className="text-base-content/70 text-xs">Total of confirmed website bookings</p>
          </div>
          <ShareRows
            max={f.websiteSales}
            rows={[
              {
                key: "flight",
                label: "Flight",
                value: formatRupees(f.flightSales),
                n: f.flightSales,
                bar: "progress-info",
              },
              {
                key: "package",
                label: "Package",
                value: formatRupees(f.packageSales),
                n: f.packageSales,
                bar: "progress-secondary",
              },
            ]}
          />
        </Panel>

        <Panel title="Booking Types" id="booking-types">
          <div>
            <p className="font-bold text-2xl tabular-nums" data-testid="booking-types-total">
              {count(f.bookingTypes.total)}
            </p>
            <p className="text-base-content/70 text-xs">All bookings of the period</p>
          </div>
          <ShareRows
            max={f.bookingTypes.total}
            rows={[
              {
                key: "flight",
                label: "Flight",
                value: `${count(f.bookingTypes.flight)} · ${percent(f.bookingTypes.flight, f.bookingTypes.total)}`,
                n: f.bookingTypes.flight,
                bar: "progress-info",
              },
              {
                key: "package",
                label: "Package",
                value: `${count(f.bookingTypes.package)} · ${percent(f.bookingTypes.package, f.bookingTypes.total)}`,
                n: f.bookingTypes.package,
                bar: "progress-secondary",
              },
            ]}
          />
          <p className="text-base-content/70 text-xs">Flights include GDS tickets</p>
        </Panel>

        <Panel title="Top Destinations" id="top-destinations">
          <p className="-mt-2 grow-0 text-base-content/70 text-xs">Website bookings per destination</p>
          {f.topDestinations.length === 0 ? (
            <EmptyState icon={MapPin} title="No destinations available" />
          ) : (
            <ShareRows
              ordered
              max={maxDestination}
              testId="destination-rows"
              rows={f.topDestinations.map((d) => ({
                key: d.destination,
                label: d.destination,
                value: count(d.count),
                n: d.count,
              }))}
            />
          )}
        </Panel>

        <Panel title="Booking Sources" id="booking-sources">
          <p className="-mt-2 grow-0 text-base-content/70 text-xs">Bookings per source</p>
          {f.topSources.length === 0 ? (
            <EmptyState icon={Share2} title="No source data available" />
          ) : (
            <ShareRows
              max={maxSource}
              testId="source-rows"
              rows={f.topSources.map((s) => ({
                key: s.source,
                label: s.source,
                value: count(s.count),
                n: s.count,
                bar: "progress-accent",
              }))}
            />
          )}
        </Panel>
      </div>

      <RecentBookings bookings={f.recentBookings} />
    </div>
  );
}
