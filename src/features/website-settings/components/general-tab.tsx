/** The General tab: the website's address, whether it is open, and its booking rules. */
import { TextField } from "../../../ui/form/fields.tsx";
import { CURRENCIES, type Currency, TIME_ZONES } from "../settings.ts";
import type { NumberDrafts, SettingsEditor } from "./editor.ts";
import { Panel, Select, Toggle } from "./fields.tsx";

export function GeneralTab({
  draft,
  fid,
  set,
  numbers,
  setNumbers,
}: SettingsEditor & {
  numbers: NumberDrafts;
  setNumbers: (update: (n: NumberDrafts) => NumberDrafts) => void;
}) {
  return (
    <Panel title="General" description="The website's address, whether it is open, and its booking rules.">
      <TextField
        id={fid("websiteUrl")}
        label="Website URL"
        type="url"
        inputMode="url"
        placeholder="https://www.example.pk"
        value={draft.websiteUrl}
        onChange={(e) => set("websiteUrl", e.target.value)}
        autoCapitalize="none"
        spellCheck={false}
      />
      <div className="divide-y divide-base-300">
        <Toggle
          name="isLive"
          label="Website live"
          hint="Visitors can open the website."
          checked={draft.isLive}
          onChange={(v) => set("isLive", v)}
        />
        <Toggle
          name="maintenanceMode"
          label="Maintenance mode"
          hint="Show a maintenance page instead of the website."
          checked={draft.maintenanceMode}
          onChange={(v) => set("maintenanceMode", v)}
        />
        <Toggle
          name="allowOnlineBookings"
          label="Online bookings"
          hint="Visitors can book on the website."
          checked={draft.allowOnlineBookings}
          onChange={(v) => set("allowOnlineBookings", v)}
        />
        <Toggle
          name="allowPhoneBookings"
          label="Phone bookings"
          hint="The website offers booking by phone."
          checked={draft.allowPhoneBookings}
          onChange={(v) => set("allowPhoneBookings", v)}
        />
        <Toggle
          name="allowEmailBookings"
          label="Email bookings"
          hint="The website offers booking by email."
          checked={draft.allowEmailBookings}
          onChange={(v) => set("allowEmailBookings", v)}
        />
      </div>
      <div className="grid gap-4 sm:grid-cols-2">
        <TextField
          id={fid("bookingDeadline")}
          label="Booking deadline (hours before departure)"
          type="number"
          inputMode="numeric"
          step={1}
          value={numbers.bookingDeadline}
          onChange={(e) => setNumbers((n) => ({ ...n, bookingDeadline: e.target.value }))}
          hint="A whole number of hours."
        />
        <TextField
          id={fid("maxPassengers")}
          label="Maximum passengers per booking"
          type="number"
          inputMode="numeric"
          step={1}
          value={numbers.maxPassengers}
          onChange={(e) => setNumbers((n) => ({ ...n, maxPassengers: e.target.value }))}
          hint="A whole number."
        />
        <Select
          id={fid("currency")}
          label="Currency"
          value={draft.currency}
          options={CURRENCIES}
          onChange={(v) => set("currency", v as Currency)}
        />
        <Select
          id={fid("timezone")}
          label="Time zone"
          value={draft.timezone}
          options={TIME_ZONES}
          onChange={(v) => set("timezone", v)}
        />
      </div>
    </Panel>
  );
}
