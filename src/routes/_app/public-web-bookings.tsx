import { createFileRoute } from "@tanstack/react-router";
import { DirectFlightBookings } from "../../features/direct-bookings/components/direct-flight-bookings.tsx";

/** The direct flight bookings screen for any signed-in user; a customer is told it is for staff. */
export const Route = createFileRoute("/_app/public-web-bookings")({
  staticData: { title: "Direct Flight Bookings", search: "Search by customer, flight or status..." },
  component: DirectFlightBookings,
});
