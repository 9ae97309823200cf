import { createFileRoute } from "@tanstack/react-router";
import { useCallback } from "react";
import type { BookingStatusFilter } from "../../../../features/admin-flights/booking-view.ts";
import { CustomerBookings } from "../../../../features/admin-flights/components/customer-bookings.tsx";
import {
  type AdminBookingsSearch,
  parseAdminBookingsSearch,
} from "../../../../features/admin-flights/route-search.ts";

export const Route = createFileRoute("/_app/admin/flights/bookings")({
  staticData: { title: "Customer Bookings", search: "Search by customer, flight or status..." },
  validateSearch: (raw: Record<string, unknown>): AdminBookingsSearch => parseAdminBookingsSearch(raw),
  component: CustomerBookingsPage,
});

function CustomerBookingsPage() {
  const { status } = Route.useSearch();
  const navigate = Route.useNavigate();
  const onStatusChange = useCallback(
    (next: BookingStatusFilter) =>
      void navigate({ search: parseAdminBookingsSearch({ status: next }), replace: true }),
    [navigate],
  );
  return <CustomerBookings status={status ?? "all"} onStatusChange={onStatusChange} />;
}
