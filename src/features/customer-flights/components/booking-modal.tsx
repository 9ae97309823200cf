/**
 * The booking modal of Available Flights: the flight, one block per passenger (add up to 9 or the
 * seats left; the last one cannot be removed), every passenger rule's message under its field, the
 * total (price × passengers), and the send: POST /bookings with an Idempotency-Key that a retry of
 * the very same request reuses. Failures get the catalogue's 'Error!' toast (5 s).
 */
import { CalendarDays, Clock3, Luggage, Plane, Plus, Send, Users, UtensilsCrossed } from "lucide-react";
import { type FormEvent, useEffect, useMemo, useRef, useState } from "react";
import type { FlightRow } from "../../../db/schema.ts";
import { bookingTotal, canBookFlight, MAX_FLIGHT_PASSENGERS } from "../../../domain/bookings.ts";
import { formatDate, formatRupees, karachiDate } from "../../../domain/format.ts";
import type { FieldErrors } from "../../../domain/validation.ts";
import { BUSY_LOOK } from "../../../ui/buttons.tsx";
import { Modal } from "../../../ui/modal.tsx";
import { toastQueued } from "../../../ui/outbox/outbox-ui.tsx";
import { TOAST_MS, toast } from "../../../ui/toast.ts";
import {
  bookingBody,
  bookingFailureMessage,
  bookingProblems,
  emptyPassenger,
  keyForAttempt,
  newKey,
  outcomeUnknown,
  PASSENGER_FIELDS,
  type PassengerDraft,
  type PassengerField,
} from "../booking-form.ts";
import { bookFlight, refreshFlights } from "../data.ts";
import { sectorOf } from "../flight-list.ts";
import { AirlineMark } from "./airline-mark.tsx";
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
  const [drafts, setDrafts] = useState<PassengerDraft[]>(() => [nextDraft()]);
  const [touched, setTouched] = useState<ReadonlySet<string>>(() => new Set());
  const [submitted, setSubmitted] = useState(false);
  /** The server's own field messages, by `<draft key>.<field>`, until that field is edited. */
  const [serverErrors, setServerErrors] = useState<FieldErrors>({});
  const [busy, setBusy] = useState(false);
  const attempt = useRef<{ body: string; key: string } | null>(null);
  const focusAfterAdd = useRef<number | null>(null);
  // Closing the dialog while its write runs does not abandon the write (it is in the outbox): its
  // outcome still shows, as a toast or the confirmation, and Cancel, Escape and × always work.

  const problems = useMemo(() => bookingProblems(flight._id, drafts, today), [flight._id, drafts, today]);
  const problemCount = Object.keys(problems).length;
  const maxPassengers = Math.max(1, Math.min(MAX_FLIGHT_PASSENGERS, flight.seatsAvailable));
  const bookable = canBookFlight(flight, drafts.length);
  const total = bookingTotal(flight.price, drafts.length);

  useEffect(() => {
    const index = focusAfterAdd.current;
    if (index === null) return;
    focusAfterAdd.current = null;
    const el = document.getElementById(passengerFieldId(FORM_ID, index, "personType"));
    el?.scrollIntoView({ block: "center", behavior: "smooth" });
    el?.focus({ preventScroll: true });
  });

  function errorOf(index: number, draft: PassengerDraft, field: PassengerField): string | undefined {
    const server = serverErrors[`${draft.key}.${field}`];
    if (server) return server;
    if (!submitted && !touched.has(`${draft.key}.${field}`)) return undefined;
    return problems[`passengers.${index}.${field}`];
  }

  function update(index: number, patch: Partial<PassengerDraft>, field?: PassengerField) {
    const key = drafts[index]?.key;
    setDrafts((list) => list.map((d, i) => (i === index ? { ...d, ...patch } : d)));
    if (key && field && serverErrors[`${key}.${field}`])
      setServerErrors(({ [`${key}.${field}`]: _gone, ...rest }) => rest);
  }

  function touch(index: number, field: PassengerField) {
    const key = drafts[index]?.key;
    if (!key || touched.has(`${key}.${field}`)) return;
    setTouched((t) => new Set(t).add(`${key}.${field}`));
  }

  function add() {
    if (drafts.length >= maxPassengers) return;
    focusAfterAdd.current = drafts.length;
    setDrafts((list) => [...list, nextDraft()]);
  }

  function remove(index: number) {
    if (drafts.length <= 1) return;
    setDrafts((list) => list.filter((_, i) => i !== index));
  }

  function focusFirstProblem(errors: FieldErrors) {
    for (let i = 0; i < drafts.length; i++)
      for (const field of PASSENGER_FIELDS)
        if (errors[`passengers.${i}.${field}`]) {
          document.getElementById(passengerFieldId(FORM_ID, i, field))?.focus();
          return;
        }
  }

  async function onSubmit(e: FormEvent) {
    e.preventDefault();
    if (busy) return;
    setSubmitted(true);
    if (problemCount > 0) {
      focusFirstProblem(problems);
      return;
    }
    if (!bookable) {
      toast.error(bookingFailureMessage(409, seatsProblem(flight, drafts.length)), {
        duration: TOAST_MS.booking,
      });
      return;
    }
    const body = bookingBody(flight._id, drafts);
    const send = keyForAttempt(attempt.current, JSON.stringify(body), newKey);
    attempt.current = send;
    setBusy(true);
    const out = await bookFlight(body, send.key);
    setBusy(false);
    if (out.ok) {
      attempt.current = null;
      onBooked(out.data.bookingId);
      return;
    }
    if (out.aborted) return;
    if (out.queued) {
      // Kept in the outbox (offline): My Bookings shows it as queued until it is sent.
      attempt.current = null;
      toastQueued(out.message);
      onClose();
      return;
    }
    if (!outcomeUnknown(out.status, out.message)) attempt.current = null;
    if (out.status === 400) {
      const mapped: FieldErrors = {};
      for (const [path, message] of Object.entries(out.errors)) {
        const m = /^passengers\.(\d+)\.(\w+)$/.exec(path);
        const draft = m ? drafts[Number(m[1])] : undefined;
        if (draft && m) mapped[`${draft.key}.${m[2]}`] = message;
      }
      setServerErrors(mapped);
      focusFirstProblem(out.errors);
    }
    if (out.status === 404 || out.status === 409) void refreshFlights();
    toast.error(bookingFailureMessage(out.status, out.message), { duration: TOAST_MS.booking });
  }

  const addHint =
    drafts.length >= maxPassengers
      ? maxPassengers < MAX_FLIGHT_PASSENGERS
        ? `Only ${flight.seatsAvailable} seat${flight.seatsAvailable === 1 ? "" : "s"} left on this flight.`
        : `Up to ${MAX_FLIGHT_PASSENGERS} passengers per booking.`
      : null;

  return (
    <Modal
      open
      onClose={onClose}
      size="xl"
      title={`Book ${sectorOf(flight)}`}
      description={`${flight.airlineName} ${flight.flightNumber} · ${formatDate(flight.departureDate)} at ${flight.departureTime}`}
      footer={
        <>
          <button type="button" className="btn btn-ghost border-base-300 max-lg:min-h-11" onClick={onClose}>
            Cancel
          </button>
          <button
            type="submit"
            form={FORM_ID}
            className={`btn btn-primary ${BUSY_LOOK.primary} max-lg:min-h-11`}
            disabled={busy}
            aria-busy={busy || undefined}
            data-testid="confirm-booking"
          >
            {busy ? (
              <span className="loading loading-spinner loading-sm" aria-hidden="true" />
            ) : (
              <Send className="size-4" aria-hidden="true" />
            )}
            {busy ? "Booking..." : "Confirm Booking"}
          </button>
          <p
            className="flex w-full flex-wrap items-baseline justify-between gap-x-3 sm:order-first sm:mr-auto sm:w-auto sm:flex-col sm:items-start sm:justify-center"
            aria-live="polite"
            data-testid="booking-total"
          >
            <span className="text-base-content/75 text-sm">
              {drafts.length} passenger{drafts.length === 1 ? "" : "s"} × {formatRupees(flight.price)}
            </span>
            <span className="font-bold text-lg">Total {formatRupees(total)}</span>
          </p>
        </>
      }
    >
      <form id={FORM_ID} noValidate onSubmit={onSubmit} aria-busy={busy} className="flex flex-col gap-4">
        <FlightSummary flight={flight} />
        {submitted && problemCount > 0 && (
          <p
            role="alert"
            className="rounded-box bg-error/10 px-3 py-2 text-sm"
            data-testid="booking-problems"
          >
            Please correct the{" "}
            {problemCount === 1 ? "highlighted field" : `${problemCount} highlighted fields`} below.
          </p>
        )}
        {problems.passengers && (
          <p className="text-error text-sm" role="alert">
            {problems.passengers}
          </p>
        )}
        {drafts.map((d, i) => (
          <PassengerBlock
            key={d.key}
            formId={FORM_ID}
            index={i}
            draft={d}
            today={today}
            canRemove={drafts.length > 1}
            errorOf={(field) => errorOf(i, d, field)}
            onChange={(patch, field) => update(i, patch, field)}
            onTouch={(field) => touch(i, field)}
            onRemove={() => remove(i)}
          />
        ))}
        <div className="flex flex-wrap items-center gap-3">
          <button
            type="button"
            className="btn btn-outline btn-primary max-lg:min-h-11"
            onClick={add}
            disabled={drafts.length >= maxPassengers || busy}
          >
            <Plus className="size-4" aria-hidden="true" />
            Add passenger
          </button>
          {addHint && <span className="text-base-content/75 text-sm">{addHint}</span>}
        </div>
        <p className="text-base-content/75 text-xs">
          Meal and baggage choices are kept on this device only. Your booking is held for 2 hours; pay and
          mark it as paid from My Bookings before then.
        </p>
      </form>
    </Modal>
  );
}

function seatsProblem(flight: FlightRow, wanted: number): string {
  if (flight.status !== "active" || flight.seatsAvailable <= 0) return "This flight is sold out";
  return `Only ${flight.seatsAvailable} seat${flight.seatsAvailable === 1 ? "" : "s"} left on this flight: you asked for ${wanted}`;
}

function FlightSummary({ flight }: { flight: FlightRow }) {
  return (
    <div className="grid gap-3 rounded-box bg-base-200 p-4 sm:grid-cols-[minmax(0,1fr)_auto] sm:items-center">
      <div className="flex min-w-0 flex-col gap-2">
        <AirlineMark airlineName={flight.airlineName} flightNumber={flight.flightNumber} />
        <ul className="flex flex-wrap gap-x-4 gap-y-1 text-sm">
          <li className="inline-flex items-center gap-1.5">
            <Plane className="size-4 shrink-0" aria-hidden="true" />
            {sectorOf(flight)}
            {flight.isStopover && flight.stopoverLocation ? ` via ${flight.stopoverLocation}` : ""}
          </li>
          <li className="inline-flex items-center gap-1.5">
            <CalendarDays className="size-4 shrink-0" aria-hidden="true" />
            {formatDate(flight.departureDate)}, {flight.departureTime}
          </li>
          {flight.duration && (
            <li className="inline-flex items-center gap-1.5">
              <Clock3 className="size-4 shrink-0" aria-hidden="true" />
              {flight.duration}
            </li>
          )}
          <li className="inline-flex items-center gap-1.5">
            <Luggage className="size-4 shrink-0" aria-hidden="true" />
            {flight.defaultBaggage || "Baggage as per airline"}
          </li>
          <li className="inline-flex items-center gap-1.5">
            <UtensilsCrossed className="size-4 shrink-0" aria-hidden="true" />
            {flight.defaultMeal === "yes" ? "Meal included" : "No meal"}
          </li>
        </ul>
      </div>
      <div className="flex items-baseline justify-between gap-3 sm:flex-col sm:items-end">
        <p>
          <span className="font-bold text-xl">{formatRupees(flight.price)}</span>{" "}
          <span className="text-base-content/75 text-sm">per person</span>
        </p>
        <p className="inline-flex items-center gap-1.5 text-base-content/75 text-sm">
          <Users className="size-4" aria-hidden="true" />
          {flight.seatsAvailable} seat{flight.seatsAvailable === 1 ? "" : "s"} left
        </p>
      </div>
    </div>
  );
}
