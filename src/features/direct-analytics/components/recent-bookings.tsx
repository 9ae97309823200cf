/**
 * The 5 newest bookings of the period (every direct list): booking id, customer, passengers, date,
 * status and amount (a GDS booking in its own currency). A table from 768 px, cards below.
 */
import { Ticket } from "lucide-react";
import type { RecentDirectBooking } from "../../../domain/direct-analytics.ts";
import { formatCurrency, formatDate, formatRupees } from "../../../domain/format.ts";
import { EmptyState } from "../../../ui/empty-state.tsx";
import { plural } from "../model.ts";
import { Panel } from "./panel.tsx";
import { StatusWord } from "./status-word.tsx";

const KIND: Record<RecentDirectBooking["kind"], string> = {
  directFlight: "Website flight",
  directPackage: "Website package",
  gds: "GDS",
};

const amountOf = (b: RecentDirectBooking) =>
  b.kind === "gds" ? formatCurrency(b.amount, b.currency) : formatRupees(b.amount);

export function RecentBookings({ bookings }: { bookings: readonly RecentDirectBooking[] }) {
  return (
    <Panel title="Recent Bookings" id="recent-bookings">
      {bookings.length === 0 ? (
        <EmptyState icon={Ticket} title="No bookings in this period" />
      ) : (
        <>
          <div className="hidden md:block">
            <table className="table table-sm" data-testid="recent-table">
              <thead className="text-base-content/80">
                <tr>
                  <th scope="col">Booking ID</th>
                  <th scope="col">Customer</th>
                  <th scope="col" className="text-right">
                    Passengers
                  </th>
                  <th scope="col">Date</th>
                  <th scope="col">Status</th>
                  <th scope="col" className="text-right">
                    Amount
                  </th>
                </tr>
              </thead>
              <tbody>
                {bookings.map((b) => (
                  <tr key={b.id} data-testid="recent-row">
                    <td>
                      <span className="block font-medium font-mono">{b.bookingId}</span>
                      <span className="block text-base-content/70 text-xs">{KIND[b.kind]}</span>
                    </td>
                    <td className="max-w-64 break-words">{b.customerName || "Unknown User"}</td>
                    <td className="text-right tabular-nums">{b.passengers}</td>
                    <td className="whitespace-nowrap">
                      <time dateTime={b.createdAt}>{formatDate(b.createdAt)}</time>
                    </td>
                    <td>
                      <StatusWord status={b.status} />
                    </td>
                    <td className="whitespace-nowrap text-right font-semibold tabular-nums">{amountOf(b)}</td>
                  </tr>
                ))}
              </tbody>
            </table>
          </div>
          <ul className="divide-y divide-base-300 md:hidden" data-testid="recent-cards">
            {bookings.map((b) => (
              <li key={b.id} className="space-y-1 py-3" data-testid="recent-card">
                <p className="flex flex-wrap items-center justify-between gap-2">
                  <span className="font-medium font-mono">{b.bookingId}</span>
                  <StatusWord status={b.status} />
                </p>
                <p className="break-words text-sm">
                  {b.customerName || "Unknown User"}
                  <span className="text-base-content/70"> · {KIND[b.kind]}</span>
                </p>
                <p className="flex flex-wrap items-center justify-between gap-2 text-sm">
                  <span className="text-base-content/70">
                    {plural(b.passengers, "passenger")} ·{" "}
                    <time dateTime={b.createdAt}>{formatDate(b.createdAt)}</time>
                  </span>
                  <span className="font-semibold tabular-nums">{amountOf(b)}</span>
                </p>
              </li>
            ))}
          </ul>
        </>
      )}
    </Panel>
  );
}
