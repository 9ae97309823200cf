/**
 * The flight form's airline deadlines (docs/ARCHITECTURE.md §4.8): name submission and ticketing,
 * both optional, as date and time in Pakistan time (the agency's clock, whatever the device's).
 */
import { CalendarClock } from "lucide-react";
import { TextField } from "../../../ui/form/fields.tsx";
import type { FlightForm } from "./flight-fields.tsx";
import { Section } from "./flight-form-parts.tsx";

const HINT = "Optional · Pakistan time";

export function FlightDeadlineFields({ form }: { form: FlightForm }) {
  return (
    <Section icon={<CalendarClock className="size-4" aria-hidden="true" />} title="Deadlines">
      <div className="grid gap-4 sm:grid-cols-2">
        <TextField
          label="Name Submission Deadline"
          type="datetime-local"
          hint={HINT}
          {...form.bind("namesDueAt")}
        />
        <TextField
          label="Ticketing Deadline"
          type="datetime-local"
          hint={HINT}
          {...form.bind("ticketingDueAt")}
        />
      </div>
    </Section>
  );
}
