/**
 * The package form's own fields (name, type, status, destination, duration, dates, price, max
 * participants, description), bound to the form's state; the modal owns the state and the save.
 */
import { formatRupees } from "../../../domain/format.ts";
import { MAX_PACKAGE_CAPACITY, PACKAGE_STATUSES, PACKAGE_TYPES } from "../../../domain/packages.ts";
import { SelectField, TextField } from "../../../ui/form/fields.tsx";
import type { useForm } from "../../../ui/form/use-form.ts";
import type { PackagePayload } from "../data.ts";
import type { PackageFormValues } from "../package-form.ts";

export type PackageForm = ReturnType<typeof useForm<PackageFormValues, PackagePayload>>;

const UPPER = "[&_input]:uppercase [&_input]:placeholder:normal-case";

export function PackageFields({
  form,
  busy,
  minDeparture,
  minReturn,
  booked,
}: {
  form: PackageForm;
  busy: boolean;
  minDeparture: string;
  minReturn: string;
  /** The places booked so far (editing), for the max participants' hint. */
  booked: number | null;
}) {
  const price = Number(form.values.price);
  return (
    <div className="grid gap-4 sm:grid-cols-2">
      <TextField
        {...form.bind("name")}
        label="Package name"
        className={`sm:col-span-2 ${UPPER}`}
        placeholder="e.g. Ramadan Umrah Premium"
        maxLength={120}
        autoComplete="off"
        disabled={busy}
      />
      <SelectField
        {...form.bind("type")}
        label="Type"
        placeholder="Select a type"
        options={PACKAGE_TYPES}
        disabled={busy}
      />
      <SelectField
        {...form.bind("status")}
        label="Status"
        placeholder="Select a status"
        options={PACKAGE_STATUSES}
        disabled={busy}
      />
      <TextField
        {...form.bind("destination")}
        label="Destination"
        className={UPPER}
        placeholder="e.g. Makkah & Madinah"
        maxLength={120}
        autoComplete="off"
        disabled={busy}
      />
      <TextField
        {...form.bind("duration")}
        label="Duration"
        placeholder="e.g. 14 days 13 nights"
        maxLength={60}
        autoComplete="off"
        disabled={busy}
      />
      <TextField
        {...form.bind("departureDate")}
        type="date"
        label="Departure date"
        min={minDeparture}
        disabled={busy}
      />
      <TextField
        {...form.bind("returnDate")}
        type="date"
        label="Return date"
        min={minReturn}
        disabled={busy}
      />
      <TextField
        {...form.bind("price")}
        type="number"
        inputMode="decimal"
        step="0.01"
        min="0"
        label="Price per person (₨)"
        placeholder="0.00"
        hint={Number.isFinite(price) && form.values.price.trim() ? formatRupees(price) : undefined}
        disabled={busy}
      />
      <TextField
        {...form.bind("maxParticipants")}
        type="number"
        inputMode="numeric"
        step="1"
        min="1"
        max={String(MAX_PACKAGE_CAPACITY)}
        label="Max participants"
        placeholder="e.g. 40"
        hint={booked !== null ? `${booked} place${booked === 1 ? "" : "s"} booked so far` : undefined}
        disabled={busy}
      />
      <Description form={form} busy={busy} />
    </div>
  );
}

function Description({ form, busy }: { form: PackageForm; busy: boolean }) {
  const f = form.bind("description");
  return (
    <div className="sm:col-span-2">
      <label htmlFor={f.id} className="mb-1.5 block text-sm font-medium">
        Description
      </label>
      <textarea
        id={f.id}
        name={f.name}
        value={f.value}
        onChange={(e) => form.set("description", e.target.value)}
        onBlur={f.onBlur}
        rows={4}
        maxLength={5100}
        className={`textarea w-full text-base ${f.error ? "textarea-error" : ""}`}
        aria-invalid={Boolean(f.error)}
        aria-describedby={f.error ? `${f.id}-error` : undefined}
        placeholder="What the package offers: hotels, transport, ziyarat…"
        disabled={busy}
      />
      {f.error && (
        <p id={`${f.id}-error`} className="mt-1.5 text-error text-sm">
          {f.error}
        </p>
      )}
    </div>
  );
}
