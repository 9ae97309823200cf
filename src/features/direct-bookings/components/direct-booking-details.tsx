/**
 * The details of one direct (website) booking: customer, flight (or package), passengers, amounts,
 * source, special requests and admin notes. A pending booking can be approved or cancelled from here.
 */
import { Luggage, ReceiptText } from "lucide-react";
import { formatDateTime, formatRupees } from "../../../domain/format.ts";
import { CustomerSection, RequestsAndNotes } from "../../../ui/booking/details.tsx";
import { StatusDetailsDialog } from "../../../ui/booking/status-dialog.tsx";
import { Fact, Section } from "../../../ui/booking-parts.tsx";
import {
  bookingRef,
  type DetailsProps,
  type DirectBooking,
  dialogOf,
  passengerCount,
} from "../direct-view.ts";
import { Passengers } from "./direct-passengers.tsx";
import { FlightSection, PackageSection } from "./direct-trip-sections.tsx";
import { sourceLabel } from "./parts.tsx";

export function DirectBookingDetails(props: DetailsProps<DirectBooking, boolean>) {
  const b = props.booking;
  if (!b) return null;
  const d = b.bookingDetails;
  return (
    <StatusDetailsDialog
      {...dialogOf(props, b)}
      title={`Booking ${bookingRef(b)}`}
      line={
        <>
          {b.bookingType === "package" ? "Package" : "Flight"} booking from {sourceLabel(b.source)} ·{" "}
          {formatDateTime(b.createdAt)}
        </>
      }
      kind="direct-flight"
      status={b.status}
      locked={props.busy}
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
            <RequestsAndNotes booking={b} />
          </dl>
        </Section>
        <div className="md:col-span-2">
          <Passengers b={b} />
        </div>
      </div>
    </StatusDetailsDialog>
  );
}
