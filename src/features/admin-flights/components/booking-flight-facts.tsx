/**
 * The flight of a booking in its Booking Details: airline, number, route, the PNR (once approved;
 * 'On Hold' before), times, stopover, return, meal and baggage ('Unknown Flight' when missing).
 */
import { Plane } from "lucide-react";
import { formatBaggage } from "../../../domain/format.ts";
import { Fact, Facts, Section } from "../../../ui/booking/details.tsx";
import { type AdminBooking, bookingFlight, routeOf } from "../booking-view.ts";
import { dateTime, stopoverLabel } from "../flight-view.ts";

export function FlightFacts({ b, pnr }: { b: AdminBooking; pnr: string | null }) {
  const f = bookingFlight(b);
  const approved = b.status === "approved";
  return (
    <Section icon={Plane} title="Flight Information">
      {f ? (
        <Facts>
          <Fact label="Airline">{f.airlineName || "N/A"}</Fact>
          <Fact label="Flight Number">
            <span className="font-mono">{f.flightNumber || "N/A"}</span>
          </Fact>
          <Fact label="Route">{routeOf(f) || "N/A"}</Fact>
          <Fact label="PNR">
            {approved ? (
              <span className="font-mono font-semibold" data-testid="booking-pnr">
                {pnr || "N/A"}
              </span>
            ) : (
              <span className="badge badge-warning" data-testid="booking-pnr">
                On Hold
              </span>
            )}
          </Fact>
          <Fact label="Departure">{dateTime(f.departureDate, f.departureTime) || "N/A"}</Fact>
          <Fact label="Arrival">{dateTime(f.arrivalDate, f.arrivalTime) || "N/A"}</Fact>
          <Fact label="Stopover">{stopoverLabel(f)}</Fact>
          <Fact label="Return">
            {f.isReturnFlight && f.returnDepartureDate
              ? dateTime(f.returnDepartureDate, f.returnDepartureTime)
              : "One way"}
          </Fact>
          <Fact label="Meal">{f.defaultMeal === "yes" ? "Yes" : f.defaultMeal === "no" ? "No" : "N/A"}</Fact>
          <Fact label="Baggage">{formatBaggage(f.defaultBaggage) || "N/A"}</Fact>
        </Facts>
      ) : (
        <p className="text-base-content/70">Unknown Flight</p>
      )}
    </Section>
  );
}
