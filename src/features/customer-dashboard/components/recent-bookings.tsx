/**
 * My Dashboard's newest bookings (5, matching the global search), flights and packages together, with
 * 'View All Bookings' as two links: flight bookings are listed in My Bookings, package bookings in
 * My Packages, and a single link to one of them listed fewer bookings than the dashboard counts.
 */
import { Link } from "@tanstack/react-router";
import { Package, Plane, SearchX, Ticket } from "lucide-react";
import { formatDate, formatRupees } from "../../../domain/format.ts";
import { EmptyState } from "../../../ui/empty-state.tsx";
import type { RecentCustomerBooking } from "../../../workers/analytics-client.ts";
import { STATUS_BADGES, STATUS_LABELS } from "../model.ts";
import { Card } from "./dashboard-card.tsx";

export function RecentBookings({ items, search }: { items: RecentCustomerBooking[] | null; search: string }) {
  return (
    <Card
      title="Recent Bookings"
      className="lg:col-span-2"
      action={
        // The list holds flights and packages, which two screens list: a link to each.
        <nav className="flex flex-wrap items-center gap-x-3 text-sm" aria-label="View All Bookings">
          <Link to="/customer/bookings" className="link link-primary font-medium max-lg:py-3">
            All flight bookings
          </Link>
          <Link to="/customer/packages/my" className="link link-primary font-medium max-lg:py-3">
            All package bookings
          </Link>
        </nav>
      }
    >
      {items === null ? (
        <div className="skeleton h-24 w-full" aria-hidden="true" />
      ) : items.length === 0 ? (
        search.trim() ? (
          <EmptyState
            icon={SearchX}
            title="No bookings match your search"
            message="Try a different search term."
          />
        ) : (
          <EmptyState
            icon={Ticket}
            title="No bookings yet"
            message="Your flight and package bookings will show here."
            action={
              <Link to="/customer/flights" className="btn btn-primary max-lg:min-h-11">
                Browse Available Flights
              </Link>
            }
          />
        )
      ) : (
        <ul className="divide-y divide-base-300" data-testid="recent-bookings">
          {items.map((b) => (
            <li key={b.id} className="flex flex-wrap items-center justify-between gap-x-4 gap-y-1 py-3">
              <div className="flex min-w-0 items-start gap-3">
                <span className="mt-0.5 grid size-8 shrink-0 place-items-center rounded-field bg-base-200">
                  {b.kind === "flight" ? (
                    <Plane className="size-4 text-primary" aria-label="Flight" />
                  ) : (
                    <Package className="size-4 text-secondary" aria-label="Package" />
                  )}
                </span>
                <div className="min-w-0">
                  <p className="break-words font-medium">
                    {b.title}
                    {b.subtitle && <span className="font-normal text-base-content/75"> · {b.subtitle}</span>}
                  </p>
                  <p className="text-base-content/70 text-xs">
                    <span className="font-mono">{b.bookingId}</span> · {b.people}{" "}
                    {b.kind === "flight"
                      ? b.people === 1
                        ? "passenger"
                        : "passengers"
                      : b.people === 1
                        ? "participant"
                        : "participants"}{" "}
                    · <time dateTime={b.createdAt}>{formatDate(b.createdAt)}</time>
                  </p>
                </div>
              </div>
              <div className="ml-11 flex items-center gap-3 sm:ml-0">
                <span className={`badge badge-sm ${STATUS_BADGES[b.status]}`}>{STATUS_LABELS[b.status]}</span>
                <span className="font-semibold tabular-nums">{formatRupees(b.amount)}</span>
              </div>
            </li>
          ))}
        </ul>
      )}
    </Card>
  );
}
