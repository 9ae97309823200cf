/** The Features tab: what the website offers its visitors. */
import { Panel } from "./fields.tsx";
import { type SwitchItem, ToggleList } from "./toggle-list.tsx";
import type { SettingsForm } from "./use-settings-form.ts";

const SWITCHES: readonly SwitchItem[] = [
  { name: "flightSearch", label: "Flight search", hint: "Visitors can search the agency's flights." },
  { name: "packageSearch", label: "Package search", hint: "Visitors can search Umrah and tour packages." },
  { name: "onlinePayment", label: "Online payment", hint: "Visitors can pay for a booking online." },
  {
    name: "emailNotifications",
    label: "Email notifications",
    hint: "Customers get booking updates by email.",
  },
  { name: "smsNotifications", label: "SMS notifications", hint: "Customers get booking updates by SMS." },
  { name: "whatsappSupport", label: "WhatsApp support", hint: "The website shows a WhatsApp chat button." },
];

export function FeaturesTab({ form }: { form: SettingsForm }) {
  return (
    <Panel title="Features" description="What the website offers its visitors.">
      <ToggleList form={form} items={SWITCHES} />
    </Panel>
  );
}
