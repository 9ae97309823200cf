/**
 * The details of one direct package booking: booking information, package details, customer
 * information and the passenger table (adult, child, anything else with the infant styling).
 */
import { Info, Package, Users } from "lucide-react";
import { formatDate, formatDateTime, formatRupees } from "../../../domain/format.ts";
import { BUTTON_OF_WRITE } from "../../../ui/booking/actions.tsx";
import { CustomerSection, RequestsAndNotes } from "../../../ui/booking/details.tsx";
import { StatusDetailsDialog } from "../../../ui/booking/status-dialog.tsx";
import { Fact, Section, StatusBadge } from "../../../ui/booking-parts.tsx";
import {
  type AgeStyle,
  ageStyle,
  bookingRef,
  type DetailsProps,
  type DirectPackageBooking,
  dialogOf,
  pricePerPerson,
} from "../direct-view.ts";
import { Dash, sourceLabel } from "./parts.tsx";

const AGE_BADGE: Record<AgeStyle, string> = {
  adult: "border-primary/50 bg-primary/10",
  child: "border-secondary/50 bg-secondary/10",
  infant: "border-accent/60 bg-accent/15 italic",
};

export function AgeBadge({ ageType }: { ageType: string | null | undefined }) {
  const style = ageStyle(ageType);
  return (
    <span className={`badge badge-sm text-base-content capitalize ${AGE_BADGE[style]}`} data-age={style}>
      {ageType?.trim() || "infant"}
    </span>
  );
}

export function PackageBookingDetails(
  props: DetailsProps<DirectPackageBooking, "approved" | "cancelled" | "deleted" | null>,
) {
  const { booking: b, busy } = props;
  if (!b) return null;
  const p = b.packageDetails ?? {};
  const passengers = b.passengerDetails ?? [];
  return (
    <StatusDetailsDialog
      {...dialogOf(props, b)}
      title={`Package Booking ${bookingRef(b)}`}
      line={`Booked ${formatDateTime(b.createdAt)}`}
      kind="direct-package"
      status={b.status}
      busy={busy && BUTTON_OF_WRITE[busy]}
    >
      <div className="grid gap-4 md:grid-cols-2" data-testid="package-booking-details">
        <Section title="Booking Information" icon={Info}>
          <dl className="grid grid-cols-2 gap-x-4 gap-y-3 text-sm">
            <Fact label="Booking ID">
              <span className="font-mono">{bookingRef(b)}</span>
            </Fact>
            <Fact label="Status">
              <StatusBadge status={b.status} />
            </Fact>
            <Fact label="Booked">{formatDateTime(b.createdAt)}</Fact>
            <Fact label="Source">{sourceLabel(b.source)}</Fact>
            <Fact label="Passengers">{passengers.length}</Fact>
            <Fact label="Total amount">
              <span className="font-semibold tabular-nums">{formatRupees(b.totalAmount)}</span>
            </Fact>
            <RequestsAndNotes booking={b} />
          </dl>
        </Section>
        <div className="grid content-start gap-4">
          <Section title="Package Details" icon={Package}>
            <dl className="grid grid-cols-2 gap-x-4 gap-y-3 text-sm">
              <Fact label="Package" wide>
                <span className="font-medium">{p.name?.toUpperCase() || "Unknown Package"}</span>
              </Fact>
              <Fact label="Destination">{p.destination?.toUpperCase() || "Unknown Destination"}</Fact>
              <Fact label="Duration">{p.duration || <Dash />}</Fact>
              <Fact label="Departure">{formatDate(p.departureDate) || <Dash />}</Fact>
              <Fact label="Return">{formatDate(p.returnDate) || <Dash />}</Fact>
              <Fact label="Price per person">
                <span className="tabular-nums">{formatRupees(pricePerPerson(b))}</span>
              </Fact>
            </dl>
          </Section>
          <CustomerSection name={b.customerName} email={b.customerEmail} phone={b.customerPhone} />
        </div>
        <div className="md:col-span-2">
          <Section title={`Passengers (${passengers.length})`} icon={Users}>
            {passengers.length === 0 ? (
              <p className="text-base-content/70 text-sm">No passenger details.</p>
            ) : (
              <div className="overflow-x-auto">
                <table className="table table-sm" data-testid="passenger-table">
                  <thead>
                    <tr>
                      <th scope="col">#</th>
                      <th scope="col">First name</th>
                      <th scope="col">Last name</th>
                      <th scope="col">Passport</th>
                      <th scope="col">Type</th>
                    </tr>
                  </thead>
                  <tbody>
                    {passengers.map((x, i) => (
                      <tr key={i}>
                        <td className="tabular-nums">{i + 1}</td>
                        <td>{x.firstName}</td>
                        <td>{x.lastName}</td>
                        <td className="font-mono">{x.passport || "—"}</td>
                        <td>
                          <AgeBadge ageType={x.ageType} />
                        </td>
                      </tr>
                    ))}
                  </tbody>
                </table>
              </div>
            )}
          </Section>
        </div>
      </div>
    </StatusDetailsDialog>
  );
}
