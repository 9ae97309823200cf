/** The Contact tab: how visitors reach the agency (shown on the website). */
import { TextField } from "../../../ui/form/fields.tsx";
import type { SettingsEditor } from "./editor.ts";
import { Panel } from "./fields.tsx";

export function ContactTab({ draft, fid, setContact }: Pick<SettingsEditor, "draft" | "fid" | "setContact">) {
  return (
    <Panel title="Contact" description="How visitors reach the agency (shown on the website).">
      <div className="grid gap-4 sm:grid-cols-2">
        <TextField
          id={fid("email")}
          label="Email"
          type="email"
          inputMode="email"
          autoComplete="off"
          autoCapitalize="none"
          spellCheck={false}
          placeholder="bookings@example.pk"
          value={draft.contactInfo.email}
          onChange={(e) => setContact("email", e.target.value)}
        />
        <TextField
          id={fid("phone")}
          label="Phone"
          type="tel"
          inputMode="tel"
          autoComplete="off"
          placeholder="+92 42 111 000 000"
          value={draft.contactInfo.phone}
          onChange={(e) => setContact("phone", e.target.value)}
        />
        <TextField
          id={fid("address")}
          label="Address"
          className="sm:col-span-2"
          placeholder="Office address"
          value={draft.contactInfo.address}
          onChange={(e) => setContact("address", e.target.value)}
        />
        <TextField
          id={fid("workingHours")}
          label="Working hours"
          className="sm:col-span-2"
          placeholder="Mon–Sat, 9:00 AM – 6:00 PM"
          value={draft.contactInfo.workingHours}
          onChange={(e) => setContact("workingHours", e.target.value)}
        />
      </div>
    </Panel>
  );
}
