/**
 * The flight part of a GDS booking's details: one flight's facts, or a multi-city trip's
 * segments one after another.
 */
import { Plane, Route as RouteIcon } from "lucide-react";
import { Fact, Section } from "../../../ui/booking-parts.tsx";
import {
  aircraftText,
  type GdsBooking,
  gdsRoute,
  isoDurationText,
  SINGLE_FLIGHT_DURATION,
  stopsText,
  wallClockText,
} from "../gds-view.ts";
import { Collapsible } from "./collapsible.tsx";

export function SingleFlight({ b }: { b: GdsBooking }) {
  const f = b.flightDetails;
  return (
    <Section title="Flight Details" icon={Plane}>
      <dl className="grid grid-cols-2 gap-x-4 gap-y-3 text-sm sm:grid-cols-3" data-testid="gds-single-flight">
        <Fact label="Airline">{f?.airline || "—"}</Fact>
        <Fact label="Flight number">
          <span className="font-mono">{f?.flightNumber || "Unknown Flight"}</span>
        </Fact>
        <Fact label="Route">
          <span className="font-medium">{gdsRoute(b) || "—"}</span>
        </Fact>
        <Fact label="Departure">{wallClockText(f?.departureDate) || "—"}</Fact>
        <Fact label="Arrival">{wallClockText(f?.arrivalDate) || "—"}</Fact>
        <Fact label="Duration">{isoDurationText(SINGLE_FLIGHT_DURATION)}</Fact>
      </dl>
    </Section>
  );
}

export function MultiCity({ b }: { b: GdsBooking }) {
  const segments = b.multiCityFlights ?? [];
  return (
    <section className="grid min-w-0 gap-2" aria-label="Multi-city itinerary" data-testid="gds-multi-city">
      <h3 className="flex items-center gap-2 font-semibold">
        <RouteIcon className="size-4 text-primary" aria-hidden="true" />
        Multi-City Itinerary ({segments.length} flights)
      </h3>
      {segments.map((s, i) => {
        const d = s.segmentDetails;
        return (
          <Collapsible
            key={i}
            defaultOpen={i === 0}
            testId="gds-segment"
            title={
              <span className="flex flex-wrap items-baseline gap-x-2">
                <span>
                  Flight {i + 1}: {d.from} → {d.to}
                </span>
                <span className="font-normal text-base-content/70 text-sm">
                  {wallClockText(d.departureTime)}
                </span>
              </span>
            }
          >
            <dl className="grid grid-cols-2 gap-x-4 gap-y-3 text-sm sm:grid-cols-3">
              <Fact label="Airline">{d.airline || "—"}</Fact>
              <Fact label="Flight number">
                <span className="font-mono">{d.flightNumber || "—"}</span>
              </Fact>
              <Fact label="Aircraft">{aircraftText(d.aircraft)}</Fact>
              <Fact label="Stops">{stopsText(d.stops)}</Fact>
              <Fact label="Departure">
                {d.from} · {wallClockText(d.departureTime) || "—"}
              </Fact>
              <Fact label="Arrival">
                {d.to} · {wallClockText(d.arrivalTime) || "—"}
              </Fact>
            </dl>
          </Collapsible>
        );
      })}
    </section>
  );
}
