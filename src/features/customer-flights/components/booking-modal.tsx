/**
 * The booking modal of Available Flights, on the booking kit's form (ui/booking/booking-form.tsx):
 * the flight, one block per passenger (add up to 9 or the
 * seats left; the last one cannot be removed), every passenger rule's message under its field, the
 * total (price × passengers), and the send: POST /bookings with an Idempotency-Key that a retry of
 * the very same request reuses. Failures get the catalogue's 'Error!' toast (5 s).
 */
import type { FlightRow } from "../../../db/schema.ts";
import {
  type CreateFlightBookingInput,
  flightBookingRefusal,
  MAX_FLIGHT_PASSENGERS,
  TOO_MANY_PASSENGERS,
} from "../../../domain/bookings.ts";
import { formatDate, karachiDate } from "../../../domain/format.ts";
import { BookingFormModal } from "../../../ui/booking/booking-form.tsx";
import { useBookingForm } from "../../../ui/booking/booking-form-state.ts";
import {
  bookingBody,
  bookingFailureMessage,
  bookingProblems,
  emptyPassenger,
  PASSENGER_FIELDS,
  type PassengerDraft,
  type PassengerField,
} from "../booking-form.ts";
import { bookFlight, refreshFlights } from "../data.ts";
import { sectorOf } from "../flight-list.ts";
import { FlightSummary } from "./flight-summary.tsx";
import { PassengerBlock, passengerFieldId } from "./passenger-block.tsx";

const FORM_ID = "flight-booking";

let draftSeq = 0;
const nextDraft = () => emptyPassenger(`p${++draftSeq}`);

/** The modal for `flight` (nothing while null). Its form starts afresh for every flight opened. */
export function BookingModal({
  flight,
  onClose,
  onBooked,
}: {
  flight: FlightRow | null;
  onClose: () => void;
  onBooked: (bookingId: string) => void;
}) {
  if (!flight) return null;
  return <BookingDialog key={flight._id} flight={flight} onClose={onClose} onBooked={onBooked} />;
}

function BookingDialog({
  flight,
  onClose,
  onBooked,
}: {
  flight: FlightRow;
  onClose: () => void;
  onBooked: (bookingId: string) => void;
}) {
  const today = karachiDate();
  const maxPassengers = Math.max(1, Math.min(MAX_FLIGHT_PASSENGERS, flight.seatsAvailable));
  const form = useBookingForm<PassengerDraft, PassengerField, CreateFlightBookingInput>({
    formId: FORM_ID,
    fields: PASSENGER_FIELDS,
    firstField: "personType",
    fieldId: passengerFieldId,
    newDraft: nextDraft,
    max: maxPassengers,
    problems: (drafts) => bookingProblems(flight._id, drafts, today),
    refusal: (n) => {
      const refusal = flightBookingRefusal(flight, n, today);
      return refusal && bookingFailureMessage(409, refusal);
    },
    body: (drafts) => bookingBody(flight._id, drafts),
    send: bookFlight,
    failureMessage: bookingFailureMessage,
    refresh: () => void refreshFlights(),
    onBooked,
    onClose,
  });
  const { drafts, busy } = form;
  const addHint =
    drafts.length >= maxPassengers
      ? maxPassengers < MAX_FLIGHT_PASSENGERS
        ? `Only ${flight.seatsAvailable} seat${flight.seatsAvailable === 1 ? "" : "s"} left on this flight.`
        : TOO_MANY_PASSENGERS
      : null;
  return (
    <BookingFormModal
      form={form}
      formId={FORM_ID}
      size="xl"
      title={`Book ${sectorOf(flight)}`}
      description={`${flight.airlineName} ${flight.flightNumber} · ${formatDate(flight.departureDate)} at ${flight.departureTime}`}
      onClose={onClose}
      price={flight.price}
      noun="passenger"
      max={maxPassengers}
      addHint={addHint}
      summary={<FlightSummary flight={flight} />}
      note="Meal and baggage are the flight's, the same for every passenger. Your booking is held for 2 hours; pay and mark it as paid from My Bookings before then."
    >
      {drafts.map((d, i) => (
        <PassengerBlock
          key={d.key}
          formId={FORM_ID}
          index={i}
          draft={d}
          today={today}
          flight={flight}
          canRemove={drafts.length > 1 && !busy}
          errorOf={(field) => form.errorOf(i, field)}
          onChange={(patch, field) => form.update(i, patch, field)}
          onTouch={(field) => form.touch(i, field)}
          onRemove={() => form.remove(i)}
        />
      ))}
    </BookingFormModal>
  );
}
