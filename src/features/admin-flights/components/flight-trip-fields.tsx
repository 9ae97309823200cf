/**
 * The flight form's later fields: fare and allowance (price, seats, meal, baggage, status), the
 * stopover, and the trip (one way, or return with its schedule).
 */
import { ArrowLeftRight } from "lucide-react";
import { FLIGHT_STATUSES } from "../../../domain/flights.ts";
import { TextField } from "../../../ui/form/fields.tsx";
import { fieldId } from "../../../ui/form/use-form.ts";
import { capitalise } from "../flight-view.ts";
import { bindTime, type FlightForm, maxDate, UPPER } from "./flight-fields.tsx";
import { PlainSelect, Section, Toggle } from "./flight-form-parts.tsx";

const MEALS = [
  ["no", "No"],
  ["yes", "Yes"],
] as const;

export function FlightTripFields({
  form,
  formId,
  today,
}: {
  form: FlightForm;
  formId: string;
  today: string;
}) {
  const values = form.values;
  const bind = form.bind;
  return (
    <>
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
            id={fieldId(formId, "defaultMeal")}
            label="Meal"
            name="defaultMeal"
            value={values.defaultMeal}
            onChange={(v) => form.set("defaultMeal", v)}
            options={MEALS}
            error={bind("defaultMeal").error}
          />
          <TextField label="Baggage (KG)" className={UPPER} placeholder="30" {...bind("defaultBaggage")} />
          <PlainSelect
            id={fieldId(formId, "status")}
            label="Status"
            name="status"
            value={values.status}
            onChange={(v) => form.set("status", v)}
            options={FLIGHT_STATUSES.map((s) => [s, capitalise(s)] as const)}
            error={bind("status").error}
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
            <TextField label="Layover" className={UPPER} placeholder="1h 30m" {...bind("stopoverLayover")} />
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
              <TextField label="Return Departure Time" {...bindTime(form, "returnDepartureTime")} />
              <TextField
                label="Return Arrival Date"
                type="date"
                min={maxDate(today, values.returnDepartureDate || values.arrivalDate)}
                {...bind("returnArrivalDate")}
              />
              <TextField label="Return Arrival Time" {...bindTime(form, "returnArrivalTime")} />
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
    </>
  );
}
