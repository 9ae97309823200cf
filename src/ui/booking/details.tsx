/**
 * The booking details layout every details view composes: the dialog (title, reference line, the
 * lifecycle's footer), titled sections (the flight or package, the customer, the passengers or
 * participants, the booking, the payment), and label/value facts (among them the customer's special
 * requests and the admin's notes).
 */
import { CircleUserRound, Wallet } from "lucide-react";
import type { ReactNode } from "react";
import { formatDateTime } from "../../domain/format.ts";
import { Fact, Section } from "../booking-parts.tsx";
import { Modal, type ModalSize } from "../modal.tsx";
import { type PaymentFields, paymentOf } from "./payment.ts";

export { Fact, Section };

/** Facts in a grid: two columns on phones, three from 640 px (or `cols` fixed). */
export function Facts({ children, cols }: { children: ReactNode; cols?: 1 | 2 }) {
  const grid = cols === 1 ? "grid-cols-1" : cols === 2 ? "grid-cols-2" : "grid-cols-2 sm:grid-cols-3";
  return <dl className={`grid gap-x-6 gap-y-2 text-sm ${grid}`}>{children}</dl>;
}

/**
 * The customer's special requests and the admin's notes, each across the grid and 'None' when
 * blank: two facts for a Facts grid (or another `dl`).
 */
export function RequestsAndNotes({
  booking,
}: {
  booking: { specialRequests?: string | null; notes?: string | null };
}) {
  return (
    <>
      <Fact label="Special requests" wide>
        {booking.specialRequests?.trim() || <span className="text-base-content/70">None</span>}
      </Fact>
      <Fact label="Admin Notes" wide>
        {booking.notes?.trim() || <span className="text-base-content/70">None</span>}
      </Fact>
    </>
  );
}

/**
 * The payment the customer recorded: method, reference and when, on any status (the booking keeps
 * it for its whole life). Nothing when there is none.
 */
export function PaymentFacts({ booking }: { booking: PaymentFields }) {
  const p = paymentOf(booking);
  if (!p) return null;
  return (
    <Section title="Payment" icon={Wallet}>
      <Facts>
        <Fact label="Payment method">
          <span data-testid="payment-method">{p.method}</span>
        </Fact>
        <Fact label="Payment reference">
          <span className="font-mono" data-testid="payment-reference">
            {p.reference || "N/A"}
          </span>
        </Fact>
        {p.at && <Fact label="Recorded on">{formatDateTime(p.at)}</Fact>}
      </Facts>
    </Section>
  );
}

/**
 * Who booked, with links to write or call: name ('Unknown User'), email ('No email'), phone ('—').
 */
export function CustomerSection({
  title = "Customer Information",
  name,
  email,
  phone,
}: {
  title?: string;
  name?: string | null;
  email?: string | null;
  phone?: string | null;
}) {
  return (
    <Section title={title} icon={CircleUserRound}>
      <dl className="grid gap-y-3 text-sm">
        <Fact label="Name">{name || "Unknown User"}</Fact>
        <Fact label="Email">
          {email ? (
            <a className="link break-all" href={`mailto:${email}`}>
              {email}
            </a>
          ) : (
            "No email"
          )}
        </Fact>
        <Fact label="Phone">
          {phone ? (
            <a className="link" href={`tel:${phone}`}>
              {phone}
            </a>
          ) : (
            <span className="text-base-content/60">—</span>
          )}
        </Fact>
      </dl>
    </Section>
  );
}

/**
 * The travellers of a package booking as a table (#, name, passport). It scrolls sideways when
 * narrow, and is then reachable by keyboard.
 */
export function TravellerTable({
  rows,
  label,
}: {
  rows: readonly { name: string; passport: string }[];
  label: string;
}) {
  return (
    <section
      className="overflow-x-auto rounded-box border border-base-300 focus-visible:outline-2 focus-visible:outline-primary [&_thead]:text-base-content/80"
      // biome-ignore lint/a11y/noNoninteractiveTabindex: a scrollable region must be reachable by keyboard
      tabIndex={0}
      aria-label={label}
    >
      <table className="table-sm table">
        <thead>
          <tr>
            <th scope="col" className="w-10">
              #
            </th>
            <th scope="col">Name</th>
            <th scope="col">Passport</th>
          </tr>
        </thead>
        <tbody>
          {rows.map((x, i) => (
            <tr key={i}>
              <td className="tabular-nums">{i + 1}</td>
              <td className="font-medium">{x.name}</td>
              <td className="font-mono">{x.passport}</td>
            </tr>
          ))}
        </tbody>
      </table>
    </section>
  );
}

/** The details dialog: its sections in a column, the footer given (see DetailsFooter). */
export function BookingDetailsDialog({
  open = true,
  onClose,
  title = "Booking Details",
  description,
  size = "lg",
  footer,
  testId = "booking-details",
  children,
}: {
  open?: boolean;
  onClose: () => void;
  title?: ReactNode;
  description?: ReactNode;
  size?: ModalSize;
  footer: ReactNode;
  testId?: string;
  children: ReactNode;
}) {
  return (
    <Modal open={open} onClose={onClose} title={title} description={description} size={size} footer={footer}>
      <div className="flex flex-col gap-4 text-sm" data-testid={testId}>
        {children}
      </div>
    </Modal>
  );
}
