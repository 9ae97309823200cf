import { createFileRoute } from "@tanstack/react-router";
import { DirectFlightBookings } from "../../../../features/direct-bookings/components/direct-flight-bookings.tsx";

export const Route = createFileRoute("/_app/admin/direct-bookings/bookings")({
  staticData: { title: "Direct Flight Bookings", search: "Search by customer, flight or status..." },
  component: DirectFlightBookings,
});
