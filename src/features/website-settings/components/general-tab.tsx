/** The General tab: the website's address, whether it is open, and its booking rules. */
import { TextField } from "../../../ui/form/fields.tsx";
import { CURRENCIES, TIME_ZONES } from "../settings.ts";
import { Panel, Select } from "./fields.tsx";
import { type SwitchItem, ToggleList } from "./toggle-list.tsx";
import type { SettingsForm } from "./use-settings-form.ts";

const SWITCHES: readonly SwitchItem[] = [
  { name: "isLive", label: "Website live", hint: "Visitors can open the website." },
  {
    name: "maintenanceMode",
    label: "Maintenance mode",
    hint: "Show a maintenance page instead of the website.",
  },
  { name: "allowOnlineBookings", label: "Online bookings", hint: "Visitors can book on the website." },
  { name: "allowPhoneBookings", label: "Phone bookings", hint: "The website offers booking by phone." },
  { name: "allowEmailBookings", label: "Email bookings", hint: "The website offers booking by email." },
];

export function GeneralTab({ form }: { form: SettingsForm }) {
  return (
    <Panel title="General" description="The website's address, whether it is open, and its booking rules.">
      <TextField
        label="Website URL"
        type="url"
        inputMode="url"
        placeholder="https://www.example.pk"
        autoCapitalize="none"
        spellCheck={false}
        {...form.bind("websiteUrl")}
      />
      <ToggleList form={form} items={SWITCHES} />
      <div className="grid gap-4 sm:grid-cols-2">
        <TextField
          label="Booking deadline (hours before departure)"
          type="number"
          inputMode="numeric"
          step={1}
          hint="A whole number of hours."
          {...form.bind("bookingDeadline")}
        />
        <TextField
          label="Maximum passengers per booking"
          type="number"
          inputMode="numeric"
          step={1}
          hint="A whole number."
          {...form.bind("maxPassengers")}
        />
        <Select label="Currency" options={CURRENCIES} {...form.bind("currency")} />
        <Select label="Time zone" options={TIME_ZONES} {...form.bind("timezone")} />
      </div>
    </Panel>
  );
}
