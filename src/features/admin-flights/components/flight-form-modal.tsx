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
import { ArrowLeftRight, CircleAlert, MapPin, Plane, RefreshCw, Save } from "lucide-react";
import { type FormEvent, type ReactNode, useCallback, useId, useMemo, useRef, useState } from "react";
import { AIRLINES } from "../../../domain/airlines.ts";
import { FLIGHT_STATUSES, type FlightInput } from "../../../domain/flights.ts";
import { karachiDate } from "../../../domain/format.ts";
import { COUNTER_FIELDS, rebasePatch } from "../../../domain/merge-patch.ts";
import { TextField } from "../../../ui/form/fields.tsx";
import { fieldId, focusFirstError, useForm } from "../../../ui/form/use-form.ts";
import { DismissButton, Modal, SubmitButton } from "../../../ui/modal.tsx";
import { ConflictCompare } from "../../../ui/outbox/conflict.tsx";
import { toastQueued } from "../../../ui/outbox/outbox-ui.tsx";
import { toast } from "../../../ui/toast.ts";
import { type Flight, latestFlight, SAVE_FALLBACK, saveFlight } from "../data.ts";
import {
  checkFlightForm,
  FLIGHT_FIELD_ORDER,
  type FlightFormValues,
  type FlightTextField,
  flightPatchOf,
  flightPayload,
  formFromFlight,
  NEW_FLIGHT,
  tidyTime,
} from "../flight-form.ts";
import { capitalise } from "../flight-view.ts";

const FORM_ID = "flight-form";
const UPPER = "[&_input]:uppercase";

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

  /** Props for a text-like input bound to `name`. */
  const bind = (name: FlightTextField) => form.bind(name);
  const timeBind = (name: FlightTextField) => {
    const bound = form.bind(name);
    return {
      ...bound,
      placeholder: "HH:MM",
      inputMode: "numeric" as const,
      maxLength: 5,
      autoComplete: "off",
      onBlur: () => {
        form.set(name, tidyTime(values[name]));
        bound.onBlur();
      },
    };
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
    if (out.aborted) return;
    if (out.queued) {
      // Kept in the outbox: the list shows it as queued until it is sent.
      toastQueued(out.message);
      onClose();
      return;
    }
    if (detached.current) {
      toast.error(out.message || SAVE_FALLBACK);
      return;
    }
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

  const airlineOptions = useMemo(() => {
    const names = AIRLINES.map((a) => a.name);
    return values.airlineName && !names.includes(values.airlineName) ? [values.airlineName, ...names] : names;
  }, [values.airlineName]);

  const airline = form.bind("airlineName");
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
          <div role="alert" className="alert alert-error alert-soft flex flex-wrap items-start text-sm">
            <CircleAlert className="size-5 shrink-0" aria-hidden="true" />
            <span className="min-w-0 flex-1 basis-48">{failure.message}</span>
            {failure.stale && saved && (
              <div className="w-full">
                <ConflictCompare
                  base={flightPayload(formFromFlight(base ?? saved)) as unknown as Record<string, unknown>}
                  mine={flightPatchOf(formFromFlight(base ?? saved), values)}
                  server={flightPayload(formFromFlight(saved)) as unknown as Record<string, unknown>}
                  counters={COUNTER_FIELDS.flights}
                  busy={busy || reloading}
                  takeLabel="Load latest"
                  onKeepMine={() => keepMine(saved)}
                  onTakeServer={() => void loadLatest()}
                />
              </div>
            )}
            {failure.stale && !saved && (
              <button
                type="button"
                className="btn btn-sm btn-error max-lg:min-h-11"
                onClick={() => void loadLatest()}
                disabled={reloading}
              >
                <RefreshCw className={`size-4 ${reloading ? "animate-spin" : ""}`} aria-hidden="true" />
                Load latest
              </button>
            )}
          </div>
        )}

        <Section icon={<Plane className="size-4" aria-hidden="true" />} title="Flight">
          <div className="grid grid-cols-2 gap-4 sm:grid-cols-3">
            <div className="col-span-2 sm:col-span-1">
              <label htmlFor={airline.id} className="mb-1.5 block text-sm font-medium">
                Airline
              </label>
              <select
                id={airline.id}
                name={airline.name}
                value={airline.value}
                onChange={airline.onChange}
                onBlur={airline.onBlur}
                className={`select h-11 w-full text-base ${airline.error ? "select-error" : ""}`}
                aria-invalid={Boolean(airline.error)}
                aria-describedby={airline.error ? `${airline.id}-error` : undefined}
              >
                <option value="">Select airline</option>
                {airlineOptions.map((n) => (
                  <option key={n} value={n}>
                    {n}
                  </option>
                ))}
              </select>
              {airline.error && (
                <p id={`${airline.id}-error`} className="mt-1.5 text-sm text-error">
                  {airline.error}
                </p>
              )}
            </div>
            <TextField
              label="Flight Number"
              className={UPPER}
              placeholder="PK 301"
              autoComplete="off"
              {...bind("flightNumber")}
            />
            <TextField label="PNR" className={UPPER} autoComplete="off" {...bind("pnr")} />
          </div>
        </Section>

        <Section icon={<MapPin className="size-4" aria-hidden="true" />} title="Route and schedule">
          <div className="grid grid-cols-2 gap-4">
            <TextField label="Departure" className={UPPER} placeholder="LHE" {...bind("departure")} />
            <TextField label="Destination" className={UPPER} placeholder="JED" {...bind("destination")} />
          </div>
          <div className="grid grid-cols-2 gap-4 sm:grid-cols-4">
            <TextField label="Departure Date" type="date" min={today} {...bind("departureDate")} />
            <TextField label="Departure Time" {...timeBind("departureTime")} />
            <TextField
              label="Arrival Date"
              type="date"
              min={maxDate(today, values.departureDate)}
              {...bind("arrivalDate")}
            />
            <TextField label="Arrival Time" {...timeBind("arrivalTime")} />
          </div>
          <TextField
            label="Duration"
            className={`${UPPER} sm:max-w-xs`}
            placeholder="4h 30m"
            hint="Optional"
            {...bind("duration")}
          />
        </Section>

        <Section title="Fare and allowance">
          <div className="grid grid-cols-2 gap-4 sm:grid-cols-5">
            <TextField
              label="Price (₨)"
              type="number"
              min={0}
              step={0.01}
              inputMode="decimal"
              {...bind("price")}
            />
            <TextField
              label="Seats"
              type="number"
              min={0}
              step={1}
              inputMode="numeric"
              {...bind("seatsAvailable")}
            />
            <PlainSelect
              label="Meal"
              name="defaultMeal"
              value={values.defaultMeal}
              onChange={(v) => form.set("defaultMeal", v)}
              options={[
                ["no", "No"],
                ["yes", "Yes"],
              ]}
              error={form.bind("defaultMeal").error}
            />
            <TextField label="Baggage (KG)" className={UPPER} placeholder="30" {...bind("defaultBaggage")} />
            <PlainSelect
              label="Status"
              name="status"
              value={values.status}
              onChange={(v) => form.set("status", v)}
              options={FLIGHT_STATUSES.map((s) => [s, capitalise(s)] as [string, string])}
              error={form.bind("status").error}
            />
          </div>
        </Section>

        <Section title="Stopover">
          <Toggle
            legend="Stopover"
            value={values.isStopover}
            onChange={(v) => form.set("isStopover", v)}
            off="No stopover"
            on="Has stopover"
          />
          {values.isStopover && (
            <div className="grid gap-4 sm:grid-cols-2">
              <TextField
                label="Stopover Location"
                className={UPPER}
                placeholder="MCT"
                {...bind("stopoverLocation")}
              />
              <TextField
                label="Layover"
                className={UPPER}
                placeholder="1h 30m"
                {...bind("stopoverLayover")}
              />
            </div>
          )}
        </Section>

        <Section icon={<ArrowLeftRight className="size-4" aria-hidden="true" />} title="Trip">
          <Toggle
            legend="Trip type"
            value={values.isReturnFlight}
            onChange={(v) => form.set("isReturnFlight", v)}
            off="One way"
            on="Return"
          />
          {values.isReturnFlight && (
            <>
              <div className="grid grid-cols-2 gap-4 sm:grid-cols-4">
                <TextField
                  label="Return Departure Date"
                  type="date"
                  min={maxDate(today, values.arrivalDate)}
                  {...bind("returnDepartureDate")}
                />
                <TextField label="Return Departure Time" {...timeBind("returnDepartureTime")} />
                <TextField
                  label="Return Arrival Date"
                  type="date"
                  min={maxDate(today, values.returnDepartureDate || values.arrivalDate)}
                  {...bind("returnArrivalDate")}
                />
                <TextField label="Return Arrival Time" {...timeBind("returnArrivalTime")} />
              </div>
              <TextField
                label="Return Duration"
                className={`${UPPER} sm:max-w-xs`}
                placeholder="4h 45m"
                hint="Optional"
                {...bind("returnDuration")}
              />
            </>
          )}
        </Section>
      </form>
    </Modal>
  );
}

function maxDate(a: string, b: string): string {
  return b && b > a ? b : a;
}

function Section({ title, icon, children }: { title: string; icon?: ReactNode; children: ReactNode }) {
  const id = useId();
  return (
    <section aria-labelledby={id} className="flex flex-col gap-4">
      <h3
        id={id}
        className="flex items-center gap-2 font-semibold text-base-content/80 text-sm uppercase tracking-wide"
      >
        {icon}
        {title}
      </h3>
      {children}
    </section>
  );
}

function PlainSelect({
  label,
  name,
  value,
  onChange,
  options,
  error,
}: {
  label: string;
  name: string;
  value: string;
  onChange: (value: string) => void;
  options: readonly [string, string][];
  error?: string | undefined;
}) {
  const id = fieldId(FORM_ID, name);
  return (
    <div>
      <label htmlFor={id} className="mb-1.5 block text-sm font-medium">
        {label}
      </label>
      <select
        id={id}
        name={name}
        className={`select h-11 w-full text-base ${error ? "select-error" : ""}`}
        value={value}
        onChange={(e) => onChange(e.target.value)}
        aria-invalid={Boolean(error)}
        aria-describedby={error ? `${id}-error` : undefined}
      >
        {options.map(([v, l]) => (
          <option key={v} value={v}>
            {l}
          </option>
        ))}
      </select>
      {error && (
        <p id={`${id}-error`} className="mt-1.5 text-sm text-error">
          {error}
        </p>
      )}
    </div>
  );
}

/** Two choices as a segmented control (radio buttons). */
function Toggle({
  legend,
  value,
  onChange,
  off,
  on,
}: {
  legend: string;
  value: boolean;
  onChange: (value: boolean) => void;
  off: string;
  on: string;
}) {
  const name = useId();
  return (
    <fieldset className="join w-full sm:w-auto">
      <legend className="sr-only">{legend}</legend>
      {[
        [false, off],
        [true, on],
      ].map(([v, label]) => (
        <input
          key={String(v)}
          type="radio"
          name={name}
          className="join-item btn btn-sm h-11 flex-1 border-base-300 sm:h-9 sm:flex-none sm:px-5"
          aria-label={label as string}
          checked={value === v}
          onChange={() => onChange(v as boolean)}
        />
      ))}
    </fieldset>
  );
}
