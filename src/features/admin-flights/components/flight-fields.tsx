/**
 * The flight form's first fields: the flight (airline, number, PNR) and its route and schedule,
 * bound to the form's state; `bindTime` binds an 'HH:MM' field (tidied when left).
 */
import { MapPin, Plane } from "lucide-react";
import { useMemo } from "react";
import { AIRLINES } from "../../../domain/airlines.ts";
import type { FlightInput } from "../../../domain/flights.ts";
import { TextField } from "../../../ui/form/fields.tsx";
import type { useForm } from "../../../ui/form/use-form.ts";
import { type FlightFormValues, type FlightTextField, tidyTime } from "../flight-form.ts";
import { Section } from "./flight-form-parts.tsx";

export type FlightForm = ReturnType<typeof useForm<FlightFormValues, FlightInput>>;

export const UPPER = "[&_input]:uppercase";

/** Props for an 'HH:MM' input bound to `name`: tidied ('9:5' → '09:05') when left. */
export function bindTime(form: FlightForm, name: FlightTextField) {
  const bound = form.bind(name);
  return {
    ...bound,
    placeholder: "HH:MM",
    inputMode: "numeric" as const,
    maxLength: 5,
    autoComplete: "off",
    onBlur: () => {
      form.set(name, tidyTime(form.values[name]));
      bound.onBlur();
    },
  };
}

/** The later of two 'YYYY-MM-DD' dates (`b` may be empty). */
export function maxDate(a: string, b: string): string {
  return b && b > a ? b : a;
}

export function FlightFields({ form, today }: { form: FlightForm; today: string }) {
  const values = form.values;
  const airlineOptions = useMemo(() => {
    const names = AIRLINES.map((a) => a.name);
    return values.airlineName && !names.includes(values.airlineName) ? [values.airlineName, ...names] : names;
  }, [values.airlineName]);
  const airline = form.bind("airlineName");
  return (
    <>
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
            {...form.bind("flightNumber")}
          />
          <TextField label="PNR" className={UPPER} autoComplete="off" {...form.bind("pnr")} />
        </div>
      </Section>

      <Section icon={<MapPin className="size-4" aria-hidden="true" />} title="Route and schedule">
        <div className="grid grid-cols-2 gap-4">
          <TextField label="Departure" className={UPPER} placeholder="LHE" {...form.bind("departure")} />
          <TextField label="Destination" className={UPPER} placeholder="JED" {...form.bind("destination")} />
        </div>
        <div className="grid grid-cols-2 gap-4 sm:grid-cols-4">
          <TextField label="Departure Date" type="date" min={today} {...form.bind("departureDate")} />
          <TextField label="Departure Time" {...bindTime(form, "departureTime")} />
          <TextField
            label="Arrival Date"
            type="date"
            min={maxDate(today, values.departureDate)}
            {...form.bind("arrivalDate")}
          />
          <TextField label="Arrival Time" {...bindTime(form, "arrivalTime")} />
        </div>
        <TextField
          label="Duration"
          className={`${UPPER} sm:max-w-xs`}
          placeholder="4h 30m"
          hint="Optional"
          {...form.bind("duration")}
        />
      </Section>
    </>
  );
}
