/** The Features tab: what the website offers its visitors. */

import type { SettingsEditor } from "./editor.ts";
import { Panel, Toggle } from "./fields.tsx";

export function FeaturesTab({ draft, setFeature }: Pick<SettingsEditor, "draft" | "setFeature">) {
  return (
    <Panel title="Features" description="What the website offers its visitors.">
      <div className="divide-y divide-base-300">
        <Toggle
          name="flightSearch"
          label="Flight search"
          hint="Visitors can search the agency's flights."
          checked={draft.features.flightSearch}
          onChange={(v) => setFeature("flightSearch", v)}
        />
        <Toggle
          name="packageSearch"
          label="Package search"
          hint="Visitors can search Umrah and tour packages."
          checked={draft.features.packageSearch}
          onChange={(v) => setFeature("packageSearch", v)}
        />
        <Toggle
          name="onlinePayment"
          label="Online payment"
          hint="Visitors can pay for a booking online."
          checked={draft.features.onlinePayment}
          onChange={(v) => setFeature("onlinePayment", v)}
        />
        <Toggle
          name="emailNotifications"
          label="Email notifications"
          hint="Customers get booking updates by email."
          checked={draft.features.emailNotifications}
          onChange={(v) => setFeature("emailNotifications", v)}
        />
        <Toggle
          name="smsNotifications"
          label="SMS notifications"
          hint="Customers get booking updates by SMS."
          checked={draft.features.smsNotifications}
          onChange={(v) => setFeature("smsNotifications", v)}
        />
        <Toggle
          name="whatsappSupport"
          label="WhatsApp support"
          hint="The website shows a WhatsApp chat button."
          checked={draft.features.whatsappSupport}
          onChange={(v) => setFeature("whatsappSupport", v)}
        />
      </div>
    </Panel>
  );
}
