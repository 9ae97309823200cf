/** The Contact tab: how visitors reach the agency (shown on the website). */
import { TextField } from "../../../ui/form/fields.tsx";
import { Panel } from "./fields.tsx";
import type { SettingsForm } from "./use-settings-form.ts";

export function ContactTab({ form }: { form: SettingsForm }) {
  return (
    <Panel title="Contact" description="How visitors reach the agency (shown on the website).">
      <div className="grid gap-4 sm:grid-cols-2">
        <TextField
          label="Email"
          type="email"
          inputMode="email"
          autoComplete="off"
          autoCapitalize="none"
          spellCheck={false}
          placeholder="bookings@example.pk"
          {...form.bind("email")}
        />
        <TextField
          label="Phone"
          type="tel"
          inputMode="tel"
          autoComplete="off"
          placeholder="+92 42 111 000 000"
          {...form.bind("phone")}
        />
        <TextField
          label="Address"
          className="sm:col-span-2"
          placeholder="Office address"
          {...form.bind("address")}
        />
        <TextField
          label="Working hours"
          className="sm:col-span-2"
          placeholder="Mon–Sat, 9:00 AM – 6:00 PM"
          {...form.bind("workingHours")}
        />
      </div>
    </Panel>
  );
}
