import { createFileRoute } from "@tanstack/react-router";
import { useCallback } from "react";
import {
  AvailableFlights,
  type FlightFilters,
} from "../../../features/customer-flights/components/available-flights.tsx";
import {
  type FlightsSearch,
  flightFilters,
  parseFlightsSearch,
  withoutDefaults,
} from "../../../features/customer-flights/route-search.ts";

export const Route = createFileRoute("/_app/customer/flights")({
  staticData: { title: "Available Flights", search: "Search by route or airline..." },
  validateSearch: (raw: Record<string, unknown>): FlightsSearch => parseFlightsSearch(raw),
  component: AvailableFlightsPage,
});

function AvailableFlightsPage() {
  const search = Route.useSearch();
  const navigate = Route.useNavigate();
  const onFiltersChange = useCallback(
    (next: Partial<FlightFilters>) =>
      void navigate({
        search: (prev) => parseFlightsSearch(withoutDefaults({ ...flightFilters(prev), ...next })),
        replace: true,
      }),
    [navigate],
  );
  return <AvailableFlights filters={flightFilters(search)} onFiltersChange={onFiltersChange} />;
}
