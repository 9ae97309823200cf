/**
 * Website Settings (/admin/direct-bookings/website): tabs General, Features, Design and Contact, a
 * banner saying whether the website is Live or Offline with a Visit Website link, and Save
 * Settings. As the spec says, saving calls no server: the settings are kept in this device's local
 * database (Dexie meta) and read back on reload; the page says so.
 * The tabs are one file each, sharing the edited settings through `SettingsEditor` (editor.ts).
 */
import { Check, HardDrive, RotateCcw, Save } from "lucide-react";
import { type FormEvent, useEffect, useId, useMemo, useState } from "react";
import { formatDateTime } from "../../../domain/format.ts";
import { Page } from "../../../ui/page.tsx";
import { toast } from "../../../ui/toast.ts";
import { loadWebsiteSettings, saveWebsiteSettings } from "../data.ts";
import {
  type ContactKey,
  DEFAULT_WEBSITE_SETTINGS,
  type DesignKey,
  type FeatureKey,
  type WebsiteSettings,
} from "../settings.ts";
import { ContactTab } from "./contact-tab.tsx";
import { DesignTab } from "./design-tab.tsx";
import { type NumberDrafts, numberDrafts, resolved, type SettingsEditor } from "./editor.ts";
import { FeaturesTab } from "./features-tab.tsx";
import { GeneralTab } from "./general-tab.tsx";
import { StatusBanner } from "./status-banner.tsx";
import { type TabId, TabList } from "./tab-list.tsx";

export function WebsiteSettingsScreen() {
  const formId = useId();
  const [loaded, setLoaded] = useState(false);
  const [saved, setSaved] = useState<WebsiteSettings>(DEFAULT_WEBSITE_SETTINGS);
  const [savedAt, setSavedAt] = useState<string | null>(null);
  const [draft, setDraft] = useState<WebsiteSettings>(DEFAULT_WEBSITE_SETTINGS);
  const [numbers, setNumbers] = useState<NumberDrafts>(numberDrafts(DEFAULT_WEBSITE_SETTINGS));
  const [tab, setTab] = useState<TabId>("general");
  const [saving, setSaving] = useState(false);

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

  const fid = (name: string) => `${formId}-${name}`;
  const editor: SettingsEditor = { draft, fid, set, setFeature, setDesign, setContact };

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
          <TabList formId={formId} tab={tab} onSelect={setTab} />
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
            <GeneralTab {...editor} numbers={numbers} setNumbers={setNumbers} />
          ) : tab === "features" ? (
            <FeaturesTab {...editor} />
          ) : tab === "design" ? (
            <DesignTab {...editor} />
          ) : (
            <ContactTab {...editor} />
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
