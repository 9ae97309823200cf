/**
 * The figures of the chosen period: flight, package and GDS sales; the GDS, flight and package
 * bookings by status; the website sales overview; booking types; the top 5 destinations; the top 4
 * booking sources; the 5 newest bookings.
 */
import { MapPin, Network, Package, Plane, Share2 } from "lucide-react";
import type { DirectAnalytics } from "../../../domain/direct-analytics.ts";
import { formatRupees } from "../../../domain/format.ts";
import { StatusCounts } from "../../../ui/status-counts.tsx";
import { count, percent, STATUS_WORDS } from "../model.ts";
import { RankingPanel } from "./ranking-panel.tsx";
import { RecentBookings } from "./recent-bookings.tsx";
import { SalesCards } from "./sales-cards.tsx";
import { SplitPanel } from "./split-panel.tsx";

const STATUS_CARDS = [
  { title: "GDS Status", icon: Network, key: "gdsStatus", testId: "gds-status" },
  { title: "Flight Bookings", icon: Plane, key: "flightStatus", testId: "flight-status" },
  { title: "Package Bookings", icon: Package, key: "packageStatus", testId: "package-status" },
] as const;

export function PeriodFigures({ figures: f }: { figures: DirectAnalytics }) {
  const types = f.bookingTypes;
  const share = (n: number) => `${count(n)} · ${percent(n, types.total)}`;
  return (
    <div className="space-y-4">
      <SalesCards figures={f} />

      <div className="grid grid-cols-1 gap-4 md:grid-cols-3">
        {STATUS_CARDS.map(({ title, icon: Icon, key, testId }) => (
          <StatusCounts
            key={key}
            title={title}
            icon={<Icon className="size-4 text-primary" aria-hidden="true" />}
            approved={f[key].approved}
            pending={f[key].pending}
            cancelled={f[key].cancelled}
            labels={STATUS_WORDS}
            testId={testId}
          />
        ))}
      </div>

      <div className="grid grid-cols-1 gap-4 md:grid-cols-2 xl:grid-cols-4">
        <SplitPanel
          title="Website Sales Overview"
          id="website-sales"
          total={formatRupees(f.websiteSales)}
          caption="Total of confirmed website bookings"
          max={f.websiteSales}
          flight={{ value: formatRupees(f.flightSales), n: f.flightSales }}
          pkg={{ value: formatRupees(f.packageSales), n: f.packageSales }}
        />
        <SplitPanel
          title="Booking Types"
          id="booking-types"
          total={count(types.total)}
          caption="All bookings of the period"
          max={types.total}
          flight={{ value: share(types.flight), n: types.flight }}
          pkg={{ value: share(types.package), n: types.package }}
        >
          <p className="text-base-content/70 text-xs">Flights include GDS tickets</p>
        </SplitPanel>
        <RankingPanel
          title="Top Destinations"
          id="top-destinations"
          caption="Website bookings per destination"
          empty={{ icon: MapPin, title: "No destinations available" }}
          entries={f.topDestinations.map((d) => ({ name: d.destination, count: d.count }))}
          ordered
          testId="destination-rows"
        />
        <RankingPanel
          title="Booking Sources"
          id="booking-sources"
          caption="Bookings per source"
          empty={{ icon: Share2, title: "No source data available" }}
          entries={f.topSources.map((s) => ({ name: s.source, count: s.count }))}
          bar="progress-accent"
          testId="source-rows"
        />
      </div>

      <RecentBookings bookings={f.recentBookings} />
    </div>
  );
}
