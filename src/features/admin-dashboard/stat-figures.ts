/** The texts of the Admin Dashboard's five stat cards (back-office §2). */
import type { AdminFigures } from "../../domain/analytics.ts";
import { formatRupees } from "../../domain/format.ts";

export type StatCard = {
  id: "total-sales" | "flight-sales" | "package-sales" | "available-tickets" | "total-customers";
  label: string;
  value: string;
  /** A line under the value. */
  detail: string;
  /** The fixed trend text of the specification ('+12.5%'): not computed from any data. */
  fixedTrend: string | null;
};

const plural = (n: number, one: string, many = `${one}s`) =>
  `${n.toLocaleString("en-PK")} ${n === 1 ? one : many}`;

/**
 * The five stat cards. The trend percentages are fixed text in the specification (+12.5, +8.2,
 * +15.3, +5.7 on Total Sales, Flight Sales, Package Sales and Total Customers); they are shown
 * labelled as fixed, never as a measured change.
 */
export function statCards(f: AdminFigures): StatCard[] {
  return [
    {
      id: "total-sales",
      label: "Total Sales",
      value: formatRupees(f.totalSales),
      detail: "Approved bookings of every kind",
      fixedTrend: "+12.5%",
    },
    {
      id: "flight-sales",
      label: "Flight Sales",
      value: formatRupees(f.flightSales + f.directFlightSales),
      detail: `Portal ${formatRupees(f.flightSales)} · Website ${formatRupees(f.directFlightSales)}`,
      fixedTrend: "+8.2%",
    },
    {
      id: "package-sales",
      label: "Package Sales",
      value: formatRupees(f.packageSales + f.directPackageSales),
      detail: `Portal ${formatRupees(f.packageSales)} · Website ${formatRupees(f.directPackageSales)}`,
      fixedTrend: "+15.3%",
    },
    {
      id: "available-tickets",
      label: "Available Tickets",
      value: f.totalAvailableSeats.toLocaleString("en-PK"),
      // Seats customers can book today (active, not departed, seats left): src/domain/bookable.ts.
      detail: `${plural(f.totalAvailableSeats, "seat")} customers can book on ${plural(f.availableFlightTickets, "flight")}`,
      fixedTrend: null,
    },
    {
      id: "total-customers",
      label: "Total Customers",
      value: f.totalCustomers.toLocaleString("en-PK"),
      detail: "Registered customer accounts",
      fixedTrend: "+5.7%",
    },
  ];
}
