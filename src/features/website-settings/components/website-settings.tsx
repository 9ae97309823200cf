/**
 * Website Settings (/admin/direct-bookings/website): tabs General, Features, Design and Contact, a
 * banner saying whether the website is Live or Offline with a Visit Website link, and Save
 * Settings. As the spec says, saving calls no server: the settings are kept in this device's local
 * database (Dexie meta) and read back on reload; the page says so.
 * The tabs are one file each, sharing the form's state (use-settings-form.ts).
 */
import { Check, HardDrive } from "lucide-react";
import { useId, useState } from "react";
import { formatDateTime } from "../../../domain/format.ts";
import { Page } from "../../../ui/page.tsx";
import { ContactTab } from "./contact-tab.tsx";
import { DesignTab } from "./design-tab.tsx";
import { FeaturesTab } from "./features-tab.tsx";
import { GeneralTab } from "./general-tab.tsx";
import { SettingsActions } from "./settings-actions.tsx";
import { StatusBanner } from "./status-banner.tsx";
import { type TabId, TabList } from "./tab-list.tsx";
import { useSettingsForm } from "./use-settings-form.ts";

const TABS = { general: GeneralTab, features: FeaturesTab, design: DesignTab, contact: ContactTab };

export function WebsiteSettingsScreen() {
  const formId = useId();
  const { form, loaded, savedAt, current, dirty, saving, onSubmit, restoreDefaults } =
    useSettingsForm(formId);
  const [tab, setTab] = useState<TabId>("general");
  const Tab = TABS[tab];

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
        onSubmit={onSubmit}
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
          {loaded ? (
            <Tab form={form} />
          ) : (
            <div className="grid gap-3" aria-hidden="true">
              <div className="skeleton h-5 w-1/3" />
              <div className="skeleton h-11 w-full" />
              <div className="skeleton h-11 w-2/3" />
            </div>
          )}
        </div>

        <SettingsActions loaded={loaded} saving={saving} onRestore={restoreDefaults} />
      </form>
    </Page>
  );
}
