import { createFileRoute } from "@tanstack/react-router";
import { useCallback } from "react";
import {
  type BookingFilters,
  MyBookings,
} from "../../../features/customer-flights/components/my-bookings.tsx";
import {
  type BookingsSearch,
  bookingFilters,
  parseBookingsSearch,
  withoutDefaults,
} from "../../../features/customer-flights/route-search.ts";

export const Route = createFileRoute("/_app/customer/bookings")({
  staticData: { title: "My Bookings", search: "Search by flight or status..." },
  validateSearch: (raw: Record<string, unknown>): BookingsSearch => parseBookingsSearch(raw),
  component: MyBookingsPage,
});

function MyBookingsPage() {
  const search = Route.useSearch();
  const navigate = Route.useNavigate();
  const onFiltersChange = useCallback(
    (next: Partial<BookingFilters>) =>
      void navigate({
        search: (prev) => parseBookingsSearch(withoutDefaults({ ...bookingFilters(prev), ...next })),
        replace: true,
      }),
    [navigate],
  );
  return <MyBookings filters={bookingFilters(search)} onFiltersChange={onFiltersChange} />;
}
