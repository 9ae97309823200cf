/**
 * What a website booking is for, in its details: the flight (airline, route, times, meal and
 * baggage) or the package (name, destination, duration, dates).
 */
import { Package, Plane } from "lucide-react";
import { formatBaggage, formatDate } from "../../../domain/format.ts";
import { Fact, Section } from "../../../ui/booking-parts.tsx";
import { type DirectBooking, flightRoute, packageOf } from "../direct-view.ts";
import { Dash } from "./parts.tsx";

function mealText(v: string | null | undefined): string {
  const t = (v ?? "").trim().toLowerCase();
  return t === "yes" ? "Included" : t === "no" ? "Not included" : (v ?? "");
}

export function when(date?: string | null, time?: string | null): string {
  return [formatDate(date), time?.trim()].filter(Boolean).join(" · ");
}

export function Or({ value }: { value: string | null | undefined }) {
  return value?.trim() ? value : <Dash />;
}

export function FlightSection({ b }: { b: DirectBooking }) {
  const f = b.flightDetails;
  return (
    <Section title="Flight" icon={Plane}>
      <dl className="grid grid-cols-2 gap-x-4 gap-y-3 text-sm">
        <Fact label="Airline">
          <Or value={f?.airline} />
        </Fact>
        <Fact label="Flight number">
          <span className="font-mono">{f?.flightNumber || "Unknown Flight"}</span>
        </Fact>
        <Fact label="Route" wide>
          <span className="font-medium">{flightRoute(b) || <Dash />}</span>
        </Fact>
        <Fact label="Departure">
          <Or value={when(f?.departureDate, f?.departureTime)} />
        </Fact>
        <Fact label="Arrival">
          <Or value={when(f?.arrivalDate, f?.arrivalTime)} />
        </Fact>
        <Fact label="PNR">
          <span className="font-mono">{f?.pnr || "—"}</span>
        </Fact>
        <Fact label="Meal · Baggage">
          {[mealText(f?.meal), formatBaggage(f?.baggage)].filter(Boolean).join(" · ") || <Dash />}
        </Fact>
      </dl>
    </Section>
  );
}

export function PackageSection({ b }: { b: DirectBooking }) {
  const p = packageOf(b);
  return (
    <Section title="Package" icon={Package}>
      <dl className="grid grid-cols-2 gap-x-4 gap-y-3 text-sm">
        <Fact label="Package" wide>
          <span className="font-medium">{p?.name?.toUpperCase() ?? "Unknown Package"}</span>
        </Fact>
        <Fact label="Destination">{p?.destination?.toUpperCase() ?? "Unknown Destination"}</Fact>
        <Fact label="Duration">
          <Or value={p?.duration} />
        </Fact>
        <Fact label="Departure">
          <Or value={formatDate(p?.departureDate)} />
        </Fact>
        <Fact label="Return">
          <Or value={formatDate(p?.returnDate)} />
        </Fact>
      </dl>
    </Section>
  );
}
