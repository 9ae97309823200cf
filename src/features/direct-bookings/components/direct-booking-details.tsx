/**
 * The details of one direct (website) booking: customer, flight (or package), passengers, amounts,
 * source, special requests and admin notes. A pending booking can be approved or cancelled from here.
 */
import { Luggage, Package, Plane, ReceiptText, Users } from "lucide-react";
import { formatDate, formatDateTime, formatRupees } from "../../../domain/format.ts";
import { DetailsFooter } from "../../../ui/booking/actions.tsx";
import { CustomerSection } from "../../../ui/booking/details.tsx";
import { Fact, Section, StatusBadge } from "../../../ui/booking-parts.tsx";
import { Modal } from "../../../ui/modal.tsx";
import {
  bookingRef,
  type DirectBooking,
  flightRoute,
  packageOf,
  passengerCount,
  passengerName,
} from "../direct-view.ts";
import { Dash, sourceLabel } from "./parts.tsx";

/** '30' → '30 KG'; anything else as written. */
export function baggageText(v: string | null | undefined): string {
  const t = (v ?? "").trim();
  if (!t) return "";
  return /^\d+(\.\d+)?$/.test(t) ? `${t} KG` : t;
}

function mealText(v: string | null | undefined): string {
  const t = (v ?? "").trim().toLowerCase();
  return t === "yes" ? "Included" : t === "no" ? "Not included" : (v ?? "");
}

function when(date?: string | null, time?: string | null): string {
  return [formatDate(date), time?.trim()].filter(Boolean).join(" · ");
}

function Or({ value }: { value: string | null | undefined }) {
  return value?.trim() ? value : <Dash />;
}

function FlightSection({ b }: { b: DirectBooking }) {
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
          {[mealText(f?.meal), baggageText(f?.baggage)].filter(Boolean).join(" · ") || <Dash />}
        </Fact>
      </dl>
    </Section>
  );
}

function PackageSection({ b }: { b: DirectBooking }) {
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

function Passengers({ b }: { b: DirectBooking }) {
  const list = b.passengerDetails ?? [];
  return (
    <Section title={`Passengers (${passengerCount(b)})`} icon={Users}>
      {list.length === 0 ? (
        <p className="text-base-content/70 text-sm">The website sent no passenger details.</p>
      ) : (
        <ol className="grid gap-3 sm:grid-cols-2">
          {list.map((p, i) => (
            <li key={i} className="rounded-box border border-base-300 bg-base-200/40 p-3 text-sm">
              <p className="flex flex-wrap items-center gap-2 font-medium">
                <span className="text-base-content/70">{i + 1}.</span>
                {[p.personType, passengerName(p)].filter(Boolean).join(" ") || "N/A"}
                {p.ageType && <span className="badge badge-ghost badge-sm capitalize">{p.ageType}</span>}
              </p>
              <dl className="mt-2 grid grid-cols-2 gap-x-3 gap-y-1.5">
                <Fact label="Passport">
                  <span className="font-mono">{p.passport || "—"}</span>
                </Fact>
                <Fact label="Expiry">
                  <Or value={formatDate(p.passportExpiry)} />
                </Fact>
                <Fact label="Date of birth">
                  <Or value={formatDate(p.dateOfBirth)} />
                </Fact>
                <Fact label="Nationality">
                  <Or value={p.nationality} />
                </Fact>
                {p.contactNumber && (
                  <Fact label="Contact" wide>
                    <a className="link" href={`tel:${p.contactNumber}`}>
                      {p.contactNumber}
                    </a>
                  </Fact>
                )}
              </dl>
            </li>
          ))}
        </ol>
      )}
    </Section>
  );
}

export function DirectBookingDetails({
  booking: b,
  open,
  onClose,
  onApprove,
  onCancel,
  busy,
}: {
  booking: DirectBooking | null;
  open: boolean;
  onClose: () => void;
  onApprove: (b: DirectBooking) => void;
  onCancel: (b: DirectBooking) => void;
  busy: boolean;
}) {
  if (!b) return null;
  const d = b.bookingDetails;
  return (
    <Modal
      open={open}
      onClose={onClose}
      size="xl"
      title={`Booking ${bookingRef(b)}`}
      description={
        <span className="flex flex-wrap items-center gap-2">
          <StatusBadge status={b.status} />
          <span>
            {b.bookingType === "package" ? "Package" : "Flight"} booking from {sourceLabel(b.source)} ·{" "}
            {formatDateTime(b.createdAt)}
          </span>
        </span>
      }
      footer={
        <DetailsFooter
          onClose={onClose}
          kind="direct-flight"
          status={b.status}
          on={{ approve: () => onApprove(b), cancel: () => onCancel(b) }}
          locked={busy}
        />
      }
    >
      <div className="grid gap-4 md:grid-cols-2" data-testid="direct-booking-details">
        <CustomerSection
          title="Customer"
          name={b.customerName}
          email={b.customerEmail}
          phone={b.customerPhone}
        />
        {b.bookingType === "package" ? <PackageSection b={b} /> : <FlightSection b={b} />}
        <Section title="Amounts" icon={ReceiptText}>
          <dl className="grid grid-cols-2 gap-x-4 gap-y-3 text-sm">
            <Fact label="Passengers">{passengerCount(b)}</Fact>
            <Fact label="Price per passenger">
              <span className="tabular-nums">{formatRupees(d?.pricePerPassenger)}</span>
            </Fact>
            <Fact label="Total amount" wide>
              <span className="font-semibold text-lg tabular-nums">{formatRupees(d?.totalAmount)}</span>
            </Fact>
          </dl>
        </Section>
        <Section title="Booking" icon={Luggage}>
          <dl className="grid grid-cols-2 gap-x-4 gap-y-3 text-sm">
            <Fact label="Booking ID">
              <span className="font-mono">{bookingRef(b)}</span>
            </Fact>
            <Fact label="Source">{sourceLabel(b.source)}</Fact>
            <Fact label="Booked">{formatDateTime(b.createdAt)}</Fact>
            <Fact label="Last updated">{formatDateTime(b.updatedAt)}</Fact>
            <Fact label="Special requests" wide>
              {b.specialRequests?.trim() || <span className="text-base-content/70">None</span>}
            </Fact>
            <Fact label="Admin Notes" wide>
              {b.notes?.trim() || <span className="text-base-content/70">None</span>}
            </Fact>
          </dl>
        </Section>
        <div className="md:col-span-2">
          <Passengers b={b} />
        </div>
      </div>
    </Modal>
  );
}
