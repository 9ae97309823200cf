import { createFileRoute } from "@tanstack/react-router";
import { useCallback } from "react";
import { PackageBookings } from "../../../../features/admin-packages/components/package-bookings.tsx";
import {
  type BookingFilters,
  bookingFilters,
  type PackageBookingsSearch,
  parsePackageBookingsSearch,
  withoutDefaults,
} from "../../../../features/admin-packages/route-search.ts";

export const Route = createFileRoute("/_app/admin/packages/bookings")({
  staticData: { title: "Package Bookings", search: "Search by customer, package or status..." },
  validateSearch: (raw: Record<string, unknown>): PackageBookingsSearch => parsePackageBookingsSearch(raw),
  component: PackageBookingsPage,
});

function PackageBookingsPage() {
  const search = Route.useSearch();
  const navigate = Route.useNavigate();
  const onFiltersChange = useCallback(
    (next: Partial<BookingFilters>) =>
      void navigate({
        search: (prev) => parsePackageBookingsSearch(withoutDefaults({ ...bookingFilters(prev), ...next })),
        replace: true,
      }),
    [navigate],
  );
  return <PackageBookings filters={bookingFilters(search)} onFiltersChange={onFiltersChange} />;
}
