/**
 * The Create New Flight / Edit Flight modal. The form starts afresh every time it opens (the
 * parent mounts it with a new key); editing a flight with a return flight opens in return mode.
 * Messages are the shared rule's, under their fields (after the field was left, or on submit); the
 * form's state is react-hook-form's, through the shared `useForm` (src/ui/form/use-form.ts).
 * An edit sends only the fields changed against the flight the form was filled from (`base`).
 * A save failure keeps the modal open with the server's message (else its field messages, else
 * 'An error occurred'); a 412 (someone saved the flight meanwhile) loads the saved version and shows
 * what each side changed: 'Keep mine' re-applies this form's changes on the saved version (a seat
 * change as a difference, src/domain/merge-patch.ts), 'Load latest' takes the saved one into the
 * form. Offline the save is queued in the outbox and the modal closes.
 */
import { Save } from "lucide-react";
import { type FormEvent, useCallback, useMemo, useRef, useState } from "react";
import type { FlightInput } from "../../../domain/flights.ts";
import { karachiDate } from "../../../domain/format.ts";
import { COUNTER_FIELDS, rebasePatch } from "../../../domain/merge-patch.ts";
import { failureOffForm } from "../../../ui/form/save-outcome.ts";
import { focusFirstError, useForm } from "../../../ui/form/use-form.ts";
import { DismissButton, Modal, SubmitButton } from "../../../ui/modal.tsx";
import { toast } from "../../../ui/toast.ts";
import { type Flight, latestFlight, SAVE_FALLBACK, saveFlight } from "../data.ts";
import {
  checkFlightForm,
  FLIGHT_FIELD_ORDER,
  type FlightFormValues,
  flightPatchOf,
  flightPayload,
  formFromFlight,
  NEW_FLIGHT,
} from "../flight-form.ts";
import { FlightSaveFailure } from "./flight-conflict.tsx";
import { FlightDeadlineFields } from "./flight-deadline-fields.tsx";
import { FlightFields } from "./flight-fields.tsx";
import { FlightTripFields } from "./flight-trip-fields.tsx";

const FORM_ID = "flight-form";

export function FlightFormModal({
  open,
  flight,
  onClose,
  onSaved,
}: {
  open: boolean;
  /** The flight to edit (as it was when the modal opened); null to create one. */
  flight: Flight | null;
  onClose: () => void;
  onSaved: (flight: Flight) => void;
}) {
  const editing = Boolean(flight);
  const today = karachiDate();
  const original = useMemo(() => (flight ? formFromFlight(flight) : undefined), [flight]);
  // The form's state is react-hook-form's (src/ui/form/use-form.ts); its rules are the domain's
  // entry check (checkFlightEntry), the one every imported CSV row goes through too.
  const check = useCallback((v: FlightFormValues) => checkFlightForm(v, today, original), [today, original]);
  const form = useForm<FlightFormValues, FlightInput>(FORM_ID, original ?? NEW_FLIGHT, check);
  const values = form.values;
  /** The flight the form's values were filled from: what an edit is a change of (and its version). */
  const [base, setBase] = useState<Flight | null>(flight);
  const [failure, setFailure] = useState<{ message: string; stale: boolean } | null>(null);
  const [busy, setBusy] = useState(false);
  const [reloading, setReloading] = useState(false);
  /** After a 412: the flight as saved on the server now (null: it is gone; undefined: not read). */
  const [saved, setSaved] = useState<Flight | null | undefined>(undefined);
  // Closing the dialog while its save runs does not abandon the save (it is in the outbox): its
  // outcome still shows, as a toast. Cancel, Escape and × always work.
  const detached = useRef(false);
  const close = () => {
    if (busy) detached.current = true;
    onClose();
  };

  async function onSubmit(e: FormEvent) {
    e.preventDefault();
    if (busy) return;
    const checked = await form.submit();
    if (!checked.ok) {
      focusFirstError(FORM_ID, FLIGHT_FIELD_ORDER, checked.errors);
      return;
    }
    await save(base, values);
  }

  async function save(from: Flight | null, formValues: FlightFormValues) {
    setBusy(true);
    setFailure(null);
    setSaved(undefined);
    const out = await saveFlight(
      from ? flightPatchOf(formFromFlight(from), formValues) : flightPayload(formValues),
      from ? { id: from._id, base: from } : null,
    );
    if (out.ok) {
      toast.success(editing ? "Flight updated successfully!" : "Flight created successfully!");
      onSaved(out.data);
      return;
    }
    if (failureOffForm(out, { detached: detached.current, onClose, fallback: SAVE_FALLBACK })) return;
    setBusy(false);
    form.setServerErrors(out.errors);
    const stale = out.status === 412;
    setFailure({ message: out.message, stale });
    if (stale && flight) void latestFlight(flight._id).then((latest) => setSaved(latest ?? null));
  }

  /**
   * 'Keep mine' after a 412: this form's changes re-applied on the version saved now; a seat change
   * moves the saved count by the admin's difference (seats sold meanwhile stay sold).
   */
  function keepMine(latest: Flight) {
    const from = base ?? latest;
    const patch = flightPatchOf(formFromFlight(from), values);
    const rebased = rebasePatch(patch, from, latest, COUNTER_FIELDS.flights);
    const next = { ...values };
    if (typeof rebased.seatsAvailable === "number") {
      next.seatsAvailable = String(rebased.seatsAvailable);
      form.set("seatsAvailable", next.seatsAvailable);
    }
    setBase(latest);
    void save(latest, next);
  }

  async function loadLatest() {
    if (!flight) return;
    setReloading(true);
    const latest = await latestFlight(flight._id);
    setReloading(false);
    if (!latest) {
      setFailure({ message: "This flight no longer exists.", stale: false });
      return;
    }
    form.reset(formFromFlight(latest));
    setBase(latest);
    setSaved(undefined);
    setFailure(null);
  }

  const title = editing ? "Edit Flight" : "Create New Flight";
  return (
    <Modal
      open={open}
      onClose={close}
      title={title}
      size="xl"
      description={
        editing
          ? `${flight?.flightNumber} · ${flight?.airlineName}`
          : "All times are 24-hour, local to each airport."
      }
      footer={
        <>
          <DismissButton onClick={close} />
          <SubmitButton
            form={FORM_ID}
            busy={busy}
            label={editing ? "Update" : "Create"}
            busyLabel={editing ? "Update" : "Create"}
            icon={<Save className="size-4" aria-hidden="true" />}
          />
        </>
      }
    >
      <form
        id={FORM_ID}
        noValidate
        onSubmit={onSubmit}
        className="flex flex-col gap-6"
        data-testid="flight-form"
      >
        {failure && (
          <FlightSaveFailure
            failure={failure}
            base={base}
            saved={saved}
            values={values}
            busy={busy}
            reloading={reloading}
            onKeepMine={keepMine}
            onLoadLatest={() => void loadLatest()}
          />
        )}
        <FlightFields form={form} today={today} />
        <FlightTripFields form={form} formId={FORM_ID} today={today} />
        <FlightDeadlineFields form={form} />
      </form>
    </Modal>
  );
}
