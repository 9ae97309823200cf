/** The admin's whole local mirror, read for the analytics worker (the dashboard's offline figures). */
import { useMemo } from "react";
import {
  useBookings,
  useCustomers,
  useDirectBookings,
  useDirectPackageBookings,
  useFlights,
  useGdsBookings,
  usePackageBookings,
  useRecentLogs,
} from "../../db/hooks.ts";
import type { AdminMirror } from "../../workers/analytics-client.ts";

/** The admin's whole mirror, as the worker needs it; null until every table has been read. */
export function useAdminMirror(): AdminMirror | null {
  const bookings = useBookings();
  const packageBookings = usePackageBookings();
  const directBookings = useDirectBookings();
  const directPackageBookings = useDirectPackageBookings();
  const gdsBookings = useGdsBookings();
  const flights = useFlights();
  const customers = useCustomers();
  const logs = useRecentLogs();
  const loading = [
    bookings,
    packageBookings,
    directBookings,
    directPackageBookings,
    gdsBookings,
    flights,
    customers,
    logs,
  ].some((t) => t.loading);
  return useMemo(
    () =>
      loading
        ? null
        : {
            bookings: bookings.rows,
            packageBookings: packageBookings.rows,
            directBookings: directBookings.rows,
            directPackageBookings: directPackageBookings.rows,
            gdsBookings: gdsBookings.rows,
            flights: flights.rows,
            customers: customers.rows,
            logs: logs.rows,
          },
    [
      loading,
      bookings.rows,
      packageBookings.rows,
      directBookings.rows,
      directPackageBookings.rows,
      gdsBookings.rows,
      flights.rows,
      customers.rows,
      logs.rows,
    ],
  );
}
