/**
 * Website Settings (/admin/direct-bookings/website): tabs General, Features, Design and Contact, a
 * banner saying whether the website is Live or Offline with a Visit Website link, and Save
 * Settings. The agency's one copy is read from the server (a skeleton meanwhile, the server's
 * message and Try Again on a failure) and saved for every admin (docs/ARCHITECTURE.md §5.8); the
 * page says who saved last and when. The tabs are one file each, sharing the form's state
 * (use-settings-form.ts).
 */
import { Check, Clock, Users } from "lucide-react";
import { useEffect, useId, useState } from "react";
import { formatDateTime } from "../../../domain/format.ts";
import { ErrorBox } from "../../../ui/error-box.tsx";
import { fieldId } from "../../../ui/form/use-form.ts";
import { Page } from "../../../ui/page.tsx";
import { ContactTab } from "./contact-tab.tsx";
import { DesignTab } from "./design-tab.tsx";
import { FeaturesTab } from "./features-tab.tsx";
import { GeneralTab } from "./general-tab.tsx";
import { SettingsActions } from "./settings-actions.tsx";
import { SettingsConflict } from "./settings-conflict.tsx";
import { StatusBanner } from "./status-banner.tsx";
import { type TabId, TabList } from "./tab-list.tsx";
import { useSettingsForm } from "./use-settings-form.ts";

const TABS = { general: GeneralTab, features: FeaturesTab, design: DesignTab, contact: ContactTab };

export function WebsiteSettingsScreen() {
  const formId = useId();
  const [tab, setTab] = useState<TabId>("general");
  /** A field to focus once its tab shows (the first one a save refused). */
  const [focus, setFocus] = useState<{ field: string } | null>(null);
  const s = useSettingsForm(formId, (t, field) => {
    setTab(t);
    setFocus({ field });
  });
  const { form, copy, current, dirty, saving } = s;
  const loaded = copy !== null;
  const Tab = TABS[tab];

  useEffect(() => {
    if (focus) document.getElementById(fieldId(formId, focus.field))?.focus();
  }, [focus, formId]);

  return (
    <Page title="Website Settings" subtitle="How the agency's public website behaves and looks">
      {s.loadError && !loaded ? (
        <ErrorBox message={s.loadError} onRetry={s.retry} />
      ) : (
        <>
          {loaded ? (
            <StatusBanner settings={current} />
          ) : (
            <div className="skeleton h-20 w-full" aria-hidden="true" />
          )}
          <SavedNote copy={copy} />
        </>
      )}

      <form
        id={formId}
        onSubmit={s.onSubmit}
        noValidate
        className="rounded-box border border-base-300 bg-base-100"
        aria-busy={(!loaded && !s.loadError) || undefined}
        hidden={Boolean(s.loadError) && !loaded}
      >
        <div className="flex flex-wrap items-center justify-between gap-2 border-base-300 border-b p-3">
          <TabList formId={formId} tab={tab} onSelect={setTab} />
          <span className="flex items-center gap-2 text-sm">
            {s.queued ? (
              <span className="badge badge-info" data-testid="queued">
                Queued
              </span>
            ) : dirty ? (
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

        {s.conflict && copy && (
          <div className="border-base-300 border-b p-3">
            <SettingsConflict
              conflict={s.conflict}
              mine={current}
              base={copy.settings}
              onUseSaved={s.useSaved}
              onKeepMine={s.keepMine}
            />
          </div>
        )}

        <div
          role="tabpanel"
          id={`${formId}-panel-${tab}`}
          aria-labelledby={`${formId}-tab-${tab}`}
          className="p-4 sm:p-6"
        >
          {loaded ? (
            <Tab form={form} />
          ) : (
            <div className="skeleton-group grid gap-3" aria-hidden="true" data-testid="settings-skeleton">
              <div className="skeleton h-5 w-1/3" />
              <div className="skeleton h-11 w-full" />
              <div className="skeleton h-11 w-2/3" />
            </div>
          )}
        </div>

        <SettingsActions loaded={loaded && !s.conflict} saving={saving} onRestore={s.restoreDefaults} />
      </form>
    </Page>
  );
}

/** Who saved the settings last and when, or that the defaults show; shared by every admin. */
function SavedNote({ copy }: { copy: ReturnType<typeof useSettingsForm>["copy"] }) {
  if (!copy) return <div className="skeleton h-5 w-2/3" aria-hidden="true" />;
  const Icon = copy.updatedAt ? Clock : Users;
  return (
    <p className="flex items-start gap-2 text-base-content/75 text-sm" data-testid="saved-note">
      <Icon className="mt-0.5 size-4 shrink-0" aria-hidden="true" />
      <span>
        These settings are shared by every admin of the agency.
        {copy.updatedAt
          ? ` Last saved ${formatDateTime(copy.updatedAt)}${copy.updatedBy ? ` by ${copy.updatedBy}` : ""}.`
          : " Nothing saved yet: the defaults are shown."}
      </span>
    </p>
  );
}
