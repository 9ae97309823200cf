/**
 * Website Settings (/admin/direct-bookings/website): tabs General, Features, Design and Contact, a
 * banner saying whether the website is Live or Offline with a Visit Website link, and Save
 * Settings. As the spec says, saving calls no server: the settings are kept in this device's local
 * database (Dexie meta) and read back on reload; the page says so.
 */
import {
  Check,
  CircleAlert,
  CircleCheckBig,
  ExternalLink,
  HardDrive,
  type LucideIcon,
  Mail,
  Palette,
  RotateCcw,
  Save,
  Settings2,
  ToggleRight,
} from "lucide-react";
import {
  type FormEvent,
  type KeyboardEvent,
  type ReactNode,
  useEffect,
  useId,
  useMemo,
  useRef,
  useState,
} from "react";
import { formatDateTime } from "../../../domain/format.ts";
import { TextField } from "../../../ui/form/fields.tsx";
import { Page } from "../../../ui/page.tsx";
import { toast } from "../../../ui/toast.ts";
import { loadWebsiteSettings, saveWebsiteSettings } from "../data.ts";
import {
  type ContactKey,
  CURRENCIES,
  type Currency,
  DEFAULT_WEBSITE_SETTINGS,
  type DesignKey,
  type FeatureKey,
  parseInteger,
  pickerColor,
  siteStatus,
  TIME_ZONES,
  type WebsiteSettings,
  websiteHref,
} from "../settings.ts";

type TabId = "general" | "features" | "design" | "contact";
const TABS: readonly { id: TabId; label: string; icon: LucideIcon }[] = [
  { id: "general", label: "General", icon: Settings2 },
  { id: "features", label: "Features", icon: ToggleRight },
  { id: "design", label: "Design", icon: Palette },
  { id: "contact", label: "Contact", icon: Mail },
];

/** The numeric inputs keep their text while typed; they are parsed as integers on save. */
type NumberDrafts = { bookingDeadline: string; maxPassengers: string };
const numberDrafts = (s: WebsiteSettings): NumberDrafts => ({
  bookingDeadline: String(s.bookingDeadline),
  maxPassengers: String(s.maxPassengers),
});

/** The settings as they would be saved now (the number drafts parsed; empty keeps the last value). */
function resolved(draft: WebsiteSettings, numbers: NumberDrafts): WebsiteSettings {
  return {
    ...draft,
    bookingDeadline: parseInteger(numbers.bookingDeadline, draft.bookingDeadline),
    maxPassengers: parseInteger(numbers.maxPassengers, draft.maxPassengers),
  };
}

function Toggle({
  label,
  hint,
  checked,
  onChange,
  name,
}: {
  label: string;
  hint: string;
  checked: boolean;
  onChange: (v: boolean) => void;
  name: string;
}) {
  const id = useId();
  return (
    <div className="flex items-center justify-between gap-4 py-3">
      <label htmlFor={id} className="min-w-0 cursor-pointer">
        <span className="block font-medium">{label}</span>
        <span className="block text-base-content/70 text-sm">{hint}</span>
      </label>
      <input
        id={id}
        name={name}
        type="checkbox"
        role="switch"
        aria-checked={checked}
        className="toggle toggle-primary shrink-0"
        checked={checked}
        onChange={(e) => onChange(e.target.checked)}
      />
    </div>
  );
}

function Select({
  id,
  label,
  value,
  options,
  onChange,
  hint,
}: {
  id: string;
  label: string;
  value: string;
  options: readonly string[];
  onChange: (v: string) => void;
  hint?: string;
}) {
  const all = options.includes(value) ? options : [value, ...options];
  return (
    <div>
      <label htmlFor={id} className="mb-1.5 block font-medium text-sm">
        {label}
      </label>
      <select
        id={id}
        className="select h-11 w-full text-base"
        value={value}
        onChange={(e) => onChange(e.target.value)}
        aria-describedby={hint ? `${id}-hint` : undefined}
      >
        {all.map((o) => (
          <option key={o} value={o}>
            {o}
          </option>
        ))}
      </select>
      {hint && (
        <p id={`${id}-hint`} className="mt-1.5 text-base-content/75 text-xs">
          {hint}
        </p>
      )}
    </div>
  );
}

function Panel({
  title,
  description,
  children,
}: {
  title: string;
  description: string;
  children: ReactNode;
}) {
  return (
    <div className="grid gap-4">
      <div>
        <h2 className="font-semibold text-lg">{title}</h2>
        <p className="text-base-content/70 text-sm">{description}</p>
      </div>
      {children}
    </div>
  );
}

function StatusBanner({ settings }: { settings: WebsiteSettings }) {
  const live = siteStatus(settings) === "live";
  const href = websiteHref(settings.websiteUrl);
  const Icon = live ? CircleCheckBig : CircleAlert;
  return (
    <div
      className={`alert flex flex-wrap items-center text-base-content ${live ? "border-success/50 bg-success/10" : "border-warning/60 bg-warning/15"}`}
      data-testid="website-status"
      data-status={live ? "live" : "offline"}
    >
      <Icon className={`size-6 shrink-0 ${live ? "text-success" : "text-warning"}`} aria-hidden="true" />
      <div className="min-w-0 flex-1 basis-56">
        <p className="flex flex-wrap items-center gap-2 font-semibold">
          Website status:
          <span className={`badge ${live ? "badge-success" : "badge-warning"}`}>
            {live ? "Live" : "Offline"}
          </span>
        </p>
        <p className="text-sm">
          {live
            ? "The website is taking visitors and bookings."
            : settings.maintenanceMode
              ? "Maintenance mode is on: visitors see a maintenance page."
              : "The website is switched off."}
          {href ? "" : " Set the website address under General to visit it."}
        </p>
      </div>
      {href ? (
        <a href={href} target="_blank" rel="noopener noreferrer" className="btn btn-sm min-h-11 sm:min-h-8">
          <ExternalLink className="size-4" aria-hidden="true" />
          Visit Website
          <span className="sr-only"> (opens in a new tab)</span>
        </a>
      ) : (
        <button type="button" className="btn btn-sm min-h-11 sm:min-h-8" disabled>
          <ExternalLink className="size-4" aria-hidden="true" />
          Visit Website
        </button>
      )}
    </div>
  );
}

function ColorField({
  id,
  label,
  value,
  fallback,
  onChange,
}: {
  id: string;
  label: string;
  value: string;
  fallback: string;
  onChange: (v: string) => void;
}) {
  return (
    <div>
      <label htmlFor={id} className="mb-1.5 block font-medium text-sm">
        {label}
      </label>
      <div className="flex gap-2">
        <input
          type="color"
          className="h-11 w-14 shrink-0 cursor-pointer rounded-field border border-base-300 bg-base-100 p-1"
          value={pickerColor(value, fallback)}
          onChange={(e) => onChange(e.target.value.toUpperCase())}
          aria-label={`${label} picker`}
        />
        <input
          id={id}
          type="text"
          className="input h-11 w-full min-w-0 font-mono text-base"
          value={value}
          onChange={(e) => onChange(e.target.value)}
          spellCheck={false}
          autoCapitalize="none"
          placeholder={fallback}
        />
      </div>
    </div>
  );
}

export function WebsiteSettingsScreen() {
  const formId = useId();
  const [loaded, setLoaded] = useState(false);
  const [saved, setSaved] = useState<WebsiteSettings>(DEFAULT_WEBSITE_SETTINGS);
  const [savedAt, setSavedAt] = useState<string | null>(null);
  const [draft, setDraft] = useState<WebsiteSettings>(DEFAULT_WEBSITE_SETTINGS);
  const [numbers, setNumbers] = useState<NumberDrafts>(numberDrafts(DEFAULT_WEBSITE_SETTINGS));
  const [tab, setTab] = useState<TabId>("general");
  const [saving, setSaving] = useState(false);
  const tabRefs = useRef<Record<TabId, HTMLButtonElement | null>>({
    general: null,
    features: null,
    design: null,
    contact: null,
  });

  useEffect(() => {
    let alive = true;
    loadWebsiteSettings()
      .then(({ settings, savedAt: at }) => {
        if (!alive) return;
        setSaved(settings);
        setDraft(settings);
        setNumbers(numberDrafts(settings));
        setSavedAt(at);
      })
      .catch((err: unknown) => console.error("Could not read the website settings", err))
      .finally(() => alive && setLoaded(true));
    return () => {
      alive = false;
    };
  }, []);

  const current = useMemo(() => resolved(draft, numbers), [draft, numbers]);
  const dirty = JSON.stringify(current) !== JSON.stringify(saved);

  const set = <K extends keyof WebsiteSettings>(key: K, value: WebsiteSettings[K]) =>
    setDraft((d) => ({ ...d, [key]: value }));
  const setFeature = (key: FeatureKey, value: boolean) =>
    setDraft((d) => ({ ...d, features: { ...d.features, [key]: value } }));
  const setContact = (key: ContactKey, value: string) =>
    setDraft((d) => ({ ...d, contactInfo: { ...d.contactInfo, [key]: value } }));
  const setDesign = (key: DesignKey, value: string) =>
    setDraft((d) => ({ ...d, design: { ...d.design, [key]: value } }));

  async function onSave(e: FormEvent) {
    e.preventDefault();
    if (saving) return;
    setSaving(true);
    try {
      const next = current;
      const at = await saveWebsiteSettings(next);
      setSaved(next);
      setDraft(next);
      setNumbers(numberDrafts(next));
      setSavedAt(at);
      toast.success("Settings saved successfully!");
    } catch (err) {
      console.error("Could not save the website settings", err);
      toast.error("Could not save the settings on this device.");
    } finally {
      setSaving(false);
    }
  }

  function restoreDefaults() {
    setDraft(DEFAULT_WEBSITE_SETTINGS);
    setNumbers(numberDrafts(DEFAULT_WEBSITE_SETTINGS));
  }

  function onTabKey(e: KeyboardEvent<HTMLButtonElement>) {
    const i = TABS.findIndex((t) => t.id === tab);
    const to =
      e.key === "ArrowRight"
        ? (i + 1) % TABS.length
        : e.key === "ArrowLeft"
          ? (i - 1 + TABS.length) % TABS.length
          : e.key === "Home"
            ? 0
            : e.key === "End"
              ? TABS.length - 1
              : -1;
    if (to < 0) return;
    e.preventDefault();
    const next = TABS[to]!.id;
    setTab(next);
    tabRefs.current[next]?.focus();
  }

  const fid = (name: string) => `${formId}-${name}`;

  return (
    <Page title="Website Settings" subtitle="How the agency's public website behaves and looks">
      <StatusBanner settings={current} />
      <p className="flex items-start gap-2 text-base-content/75 text-sm" data-testid="local-note">
        <HardDrive className="mt-0.5 size-4 shrink-0" aria-hidden="true" />
        <span>
          These settings are stored on this device only (in this browser); they are not sent to the server.
          Signing out clears them.
          {savedAt
            ? ` Last saved ${formatDateTime(savedAt)}.`
            : " Nothing saved yet: the defaults are shown."}
        </span>
      </p>

      <form
        id={formId}
        onSubmit={(e) => void onSave(e)}
        noValidate
        className="rounded-box border border-base-300 bg-base-100"
        aria-busy={!loaded || undefined}
      >
        <div className="flex flex-wrap items-center justify-between gap-2 border-base-300 border-b p-3">
          <div
            role="tablist"
            aria-label="Settings sections"
            className="tabs tabs-box flex-nowrap overflow-x-auto"
          >
            {TABS.map((t) => {
              const Icon = t.icon;
              const selected = tab === t.id;
              return (
                <button
                  key={t.id}
                  ref={(el) => {
                    tabRefs.current[t.id] = el;
                  }}
                  type="button"
                  role="tab"
                  id={`${formId}-tab-${t.id}`}
                  aria-selected={selected}
                  aria-controls={`${formId}-panel-${t.id}`}
                  tabIndex={selected ? 0 : -1}
                  className={`tab gap-1.5 whitespace-nowrap max-lg:h-11 ${selected ? "tab-active" : "text-base-content/80"}`}
                  onClick={() => setTab(t.id)}
                  onKeyDown={onTabKey}
                >
                  <Icon className="size-4 max-sm:hidden" aria-hidden="true" />
                  {t.label}
                </button>
              );
            })}
          </div>
          <span className="flex items-center gap-2 text-sm">
            {dirty ? (
              <span className="badge badge-warning" data-testid="unsaved">
                Unsaved changes
              </span>
            ) : (
              loaded && (
                <span className="flex items-center gap-1 text-base-content/70">
                  <Check className="size-4" aria-hidden="true" />
                  Saved
                </span>
              )
            )}
          </span>
        </div>

        <div
          role="tabpanel"
          id={`${formId}-panel-${tab}`}
          aria-labelledby={`${formId}-tab-${tab}`}
          className="p-4 sm:p-6"
        >
          {!loaded ? (
            <div className="grid gap-3" aria-hidden="true">
              <div className="skeleton h-5 w-1/3" />
              <div className="skeleton h-11 w-full" />
              <div className="skeleton h-11 w-2/3" />
            </div>
          ) : tab === "general" ? (
            <Panel
              title="General"
              description="The website's address, whether it is open, and its booking rules."
            >
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
          ) : tab === "features" ? (
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
          ) : tab === "design" ? (
            <Panel title="Design" description="The website's colours, logo and browser icon.">
              <div className="grid gap-4 sm:grid-cols-2">
                <ColorField
                  id={fid("primaryColor")}
                  label="Primary colour"
                  value={draft.design.primaryColor}
                  fallback={DEFAULT_WEBSITE_SETTINGS.design.primaryColor}
                  onChange={(v) => setDesign("primaryColor", v)}
                />
                <ColorField
                  id={fid("secondaryColor")}
                  label="Secondary colour"
                  value={draft.design.secondaryColor}
                  fallback={DEFAULT_WEBSITE_SETTINGS.design.secondaryColor}
                  onChange={(v) => setDesign("secondaryColor", v)}
                />
                <TextField
                  id={fid("logoUrl")}
                  label="Logo URL"
                  type="url"
                  inputMode="url"
                  placeholder="https://www.example.pk/logo.svg"
                  value={draft.design.logoUrl}
                  onChange={(e) => setDesign("logoUrl", e.target.value)}
                  autoCapitalize="none"
                  spellCheck={false}
                />
                <TextField
                  id={fid("faviconUrl")}
                  label="Favicon URL"
                  type="url"
                  inputMode="url"
                  placeholder="https://www.example.pk/favicon.ico"
                  value={draft.design.faviconUrl}
                  onChange={(e) => setDesign("faviconUrl", e.target.value)}
                  autoCapitalize="none"
                  spellCheck={false}
                />
              </div>
              <div className="rounded-box border border-base-300 p-4" aria-label="Colour preview" role="img">
                <p className="mb-3 text-base-content/70 text-sm">Preview</p>
                <div className="flex flex-wrap gap-3">
                  <span
                    className="rounded-field px-4 py-2 font-medium text-sm text-white"
                    style={{ backgroundColor: pickerColor(draft.design.primaryColor, "#3B82F6") }}
                  >
                    Book Now
                  </span>
                  <span
                    className="rounded-field px-4 py-2 font-medium text-sm text-white"
                    style={{ backgroundColor: pickerColor(draft.design.secondaryColor, "#1E40AF") }}
                  >
                    View Packages
                  </span>
                </div>
              </div>
            </Panel>
          ) : (
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
          )}
        </div>

        <div className="flex flex-wrap-reverse items-center justify-between gap-2 border-base-300 border-t p-3 max-sm:[&>*]:w-full">
          <button
            type="button"
            className="btn btn-ghost border-base-300 max-lg:min-h-11"
            onClick={restoreDefaults}
            disabled={!loaded || saving}
          >
            <RotateCcw className="size-4" aria-hidden="true" />
            Restore Defaults
          </button>
          <button
            type="submit"
            className="btn btn-primary max-lg:min-h-11"
            disabled={saving || !loaded}
            aria-busy={saving || undefined}
            data-testid="save-settings"
          >
            {saving ? (
              <span className="loading loading-spinner loading-sm" aria-hidden="true" />
            ) : (
              <Save className="size-4" aria-hidden="true" />
            )}
            Save Settings
          </button>
        </div>
      </form>
    </Page>
  );
}
