/**
 * One GDS booking: overview, customer information, the single flight (with the spec's fixed
 * 28h 30m duration) or the multi-city itinerary as collapsible segments, the collapsible passenger
 * list, and the price summary with the 4 % service charge (domain `gdsPriceSummary`).
 */
import { Info, type LucideIcon, Plane, ReceiptText, Route as RouteIcon, Users } from "lucide-react";
import type { ReactNode } from "react";
import { GDS_SERVICE_RATE } from "../../../domain/direct.ts";
import { formatCurrency, formatDate, formatDateTime } from "../../../domain/format.ts";
import { BUTTON_OF_WRITE, DetailsFooter } from "../../../ui/booking/actions.tsx";
import { CustomerSection } from "../../../ui/booking/details.tsx";
import { Fact, Section, StatusBadge } from "../../../ui/booking-parts.tsx";
import { Modal } from "../../../ui/modal.tsx";
import {
  aircraftText,
  currencyOf,
  type GdsBooking,
  gdsPassengerName,
  gdsRoute,
  isoDurationText,
  priceSummary,
  SINGLE_FLIGHT_DURATION,
  stopsText,
  wallClockText,
} from "../gds-view.ts";

/** A collapsible block (native details/summary: keyboard and screen readers for free). */
function Collapsible({
  title,
  icon: Icon,
  children,
  defaultOpen = false,
  testId,
}: {
  title: ReactNode;
  icon?: LucideIcon;
  children: ReactNode;
  defaultOpen?: boolean;
  testId?: string;
}) {
  return (
    <details
      className="collapse-arrow collapse min-w-0 rounded-box border border-base-300 bg-base-100"
      open={defaultOpen}
      data-testid={testId}
    >
      <summary className="collapse-title flex min-h-12 items-center gap-2 font-semibold">
        {Icon && <Icon className="size-4 shrink-0 text-primary" aria-hidden="true" />}
        <span className="min-w-0">{title}</span>
      </summary>
      <div className="collapse-content min-w-0">{children}</div>
    </details>
  );
}

function SingleFlight({ b }: { b: GdsBooking }) {
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

function MultiCity({ b }: { b: GdsBooking }) {
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

function Passengers({ b }: { b: GdsBooking }) {
  const list = b.passengers ?? [];
  return (
    <Collapsible title={`Passengers (${list.length})`} icon={Users} testId="gds-passengers">
      <ol className="grid gap-3 sm:grid-cols-2">
        {list.map((p, i) => (
          <li key={i} className="rounded-box border border-base-300 bg-base-200/40 p-3 text-sm">
            <p className="flex flex-wrap items-center gap-2 font-medium">
              <span className="text-base-content/70">{i + 1}.</span>
              {gdsPassengerName(p) || "N/A"}
              {p.ageType && <span className="badge badge-ghost badge-sm capitalize">{p.ageType}</span>}
            </p>
            <dl className="mt-2 grid grid-cols-2 gap-x-3 gap-y-1.5">
              <Fact label="Gender">{p.gender || "—"}</Fact>
              <Fact label="Date of birth">{formatDate(p.dateOfBirth) || "—"}</Fact>
              <Fact label="Nationality">{p.nationality || "—"}</Fact>
              <Fact label="Passport">
                <span className="font-mono">{p.passport || "—"}</span>
              </Fact>
              <Fact label="Passport expiry">{formatDate(p.passportExpiry) || "—"}</Fact>
              {(p.email || p.phone) && (
                <Fact label="Contact" wide>
                  {[p.email, p.phone].filter(Boolean).join(" · ")}
                </Fact>
              )}
            </dl>
          </li>
        ))}
      </ol>
    </Collapsible>
  );
}

function PriceSummary({ b }: { b: GdsBooking }) {
  const price = priceSummary(b);
  const currency = currencyOf(b);
  const money = (n: number) => formatCurrency(n, currency);
  const multi = Boolean(b.isMultiCity && b.multiCityFlights?.length);
  return (
    <Section title="Price Summary" icon={ReceiptText}>
      <dl className="grid gap-2 text-sm" data-testid="price-summary">
        <div className="flex justify-between gap-4">
          <dt>Base fare</dt>
          <dd className="tabular-nums">{money(price.baseFare)}</dd>
        </div>
        <div className="flex justify-between gap-4">
          <dt>Taxes</dt>
          <dd className="tabular-nums">{money(price.taxes)}</dd>
        </div>
        <div className="flex justify-between gap-4" data-testid="service-charge">
          <dt>Service charge ({Math.round(GDS_SERVICE_RATE * 100)}%)</dt>
          <dd className="tabular-nums">{money(price.serviceCharge)}</dd>
        </div>
        <div className="flex justify-between gap-4 border-base-300 border-t pt-2 font-semibold text-base">
          <dt>Total</dt>
          <dd className="tabular-nums">{money(price.total)}</dd>
        </div>
      </dl>
      <p className="mt-3 text-base-content/70 text-xs">
        {multi
          ? "Multi-city: base fare and taxes are the first flight's adult fare; the service charge is the rest of the total."
          : "Single flight: the total less the 4% service charge is split 80% base fare and 20% taxes."}
      </p>
    </Section>
  );
}

export function GdsDetails({
  booking: b,
  open,
  onClose,
  onStatus,
  onCancel,
  updating,
}: {
  booking: GdsBooking | null;
  open: boolean;
  onClose: () => void;
  onStatus: (b: GdsBooking, status: "approved" | "cancelled") => void;
  /** Cancel asks first (the screen's booking-kit confirmation). */
  onCancel: (b: GdsBooking) => void;
  /** The change this booking is waiting for, if any. */
  updating: "approved" | "cancelled" | "deleted" | null;
}) {
  if (!b) return null;
  const currency = currencyOf(b);
  return (
    <Modal
      open={open}
      onClose={onClose}
      size="xl"
      title={`GDS Booking ${b.bookingId}`}
      description={
        <span className="flex flex-wrap items-center gap-2">
          <StatusBadge status={b.status} />
          <span>Booked {formatDateTime(b.createdAt)}</span>
        </span>
      }
      footer={
        <DetailsFooter
          onClose={onClose}
          kind="gds"
          status={b.status}
          on={{ approve: () => onStatus(b, "approved"), cancel: () => onCancel(b) }}
          busy={updating && BUTTON_OF_WRITE[updating]}
        />
      }
    >
      <div className="grid gap-4" data-testid="gds-details">
        <div className="grid gap-4 md:grid-cols-2">
          <Section title="Overview" icon={Info}>
            <dl className="grid grid-cols-2 gap-x-4 gap-y-3 text-sm">
              <Fact label="PNR / Reference">
                <span className="font-mono font-semibold">{b.bookingId}</span>
              </Fact>
              <Fact label="Status">
                <StatusBadge status={b.status} />
              </Fact>
              <Fact label="Booked">{formatDateTime(b.createdAt)}</Fact>
              <Fact label="Source">{(b.source || "gds").toUpperCase()}</Fact>
              <Fact label="Trip">
                {b.isMultiCity ? `Multi-city (${b.multiCityFlights?.length ?? 0} flights)` : "Single flight"}
              </Fact>
              <Fact label="Passengers">{b.passengers?.length ?? 0}</Fact>
              <Fact label="Route" wide>
                {gdsRoute(b) || "—"}
              </Fact>
              <Fact label="Total amount" wide>
                <span className="font-semibold text-lg tabular-nums">
                  {formatCurrency(b.totalAmount, currency)}
                </span>
              </Fact>
            </dl>
          </Section>
          <div className="grid content-start gap-4">
            <CustomerSection name={b.customerName} email={b.customerEmail} phone={b.customerPhone} />
            <PriceSummary b={b} />
          </div>
        </div>
        {b.isMultiCity && b.multiCityFlights?.length ? <MultiCity b={b} /> : <SingleFlight b={b} />}
        <Passengers b={b} />
      </div>
    </Modal>
  );
}
