/**
 * One GDS booking: overview, customer information, the single flight (with the spec's fixed
 * 28h 30m duration) or the multi-city itinerary as collapsible segments, the collapsible passenger
 * list, and the price summary with the 4 % service charge (domain `gdsPriceSummary`).
 */
import { Info } from "lucide-react";
import { formatCurrency, formatDateTime } from "../../../domain/format.ts";
import { BUTTON_OF_WRITE } from "../../../ui/booking/actions.tsx";
import { CustomerSection } from "../../../ui/booking/details.tsx";
import { StatusDetailsDialog } from "../../../ui/booking/status-dialog.tsx";
import { Fact, Section, StatusBadge } from "../../../ui/booking-parts.tsx";
import { currencyOf, type GdsBooking, gdsRoute } from "../gds-view.ts";
import { MultiCity, SingleFlight } from "./gds-flight-facts.tsx";
import { Passengers, PriceSummary } from "./gds-passenger-facts.tsx";

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
    <StatusDetailsDialog
      open={open}
      onClose={onClose}
      title={`GDS Booking ${b.bookingId}`}
      line={`Booked ${formatDateTime(b.createdAt)}`}
      kind="gds"
      status={b.status}
      onApprove={() => onStatus(b, "approved")}
      onCancel={() => onCancel(b)}
      busy={updating && BUTTON_OF_WRITE[updating]}
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
    </StatusDetailsDialog>
  );
}
