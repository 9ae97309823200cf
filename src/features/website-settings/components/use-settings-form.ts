/**
 * The state of the Website Settings form (the shared form state, src/ui/form/use-form.ts): the
 * agency's copy read from the server (loading, or the server's message with Try Again), Save
 * through the outbox over the version the form was filled from, and after a 412 the saved copy to
 * compare with (docs/ARCHITECTURE.md §5.8). Restore Defaults fills the form; it is unsaved until saved.
 */
import { useCallback, useEffect, useMemo, useState } from "react";
import type { FieldErrors } from "../../../domain/validation.ts";
import { validate } from "../../../domain/validation.ts";
import { websiteSettingsInput } from "../../../domain/website-settings.ts";
import { type Check, useForm, useSubmit } from "../../../ui/form/use-form.ts";
import { toastQueued } from "../../../ui/outbox/outbox-ui.tsx";
import { toast } from "../../../ui/toast.ts";
import { fetchWebsiteSettings, SETTINGS_SAVED, type SettingsCopy, saveWebsiteSettings } from "../data.ts";
import { DEFAULT_WEBSITE_SETTINGS, fieldOfPath, type TabId, type WebsiteSettings } from "../settings.ts";
import { formValues, keepMine, type SettingsValues, sameSettings, settingsOf } from "../settings-form.ts";

/** After a 412: the saved copy is being read, or here to compare with. */
export type Conflict = { message: string; latest: SettingsCopy | null };

export function useSettingsForm(formId: string, onInvalid: (tab: TabId, field: string) => void) {
  /** The copy the form was filled from (its version goes with the save); null while loading. */
  const [copy, setCopy] = useState<SettingsCopy | null>(null);
  const [loadError, setLoadError] = useState<string | null>(null);
  const [attempt, setAttempt] = useState(0);
  const [conflict, setConflict] = useState<Conflict | null>(null);
  /** Settings kept in the outbox, not yet accepted by the server. */
  const [queued, setQueued] = useState<WebsiteSettings | null>(null);
  /** The settings last read, saved or restored: an emptied number field keeps their number. */
  const [last, setLast] = useState<WebsiteSettings>(DEFAULT_WEBSITE_SETTINGS);
  // The form takes what is typed; the save is checked by the domain's rule before it is sent.
  const check: Check<SettingsValues, WebsiteSettings> = (v) => ({ ok: true, value: settingsOf(v, last) });
  const form = useForm(formId, formValues(DEFAULT_WEBSITE_SETTINGS), check);
  const { reset } = form;

  /** The form shows `next` as the saved copy. */
  const settle = useCallback(
    (next: SettingsCopy, shown: WebsiteSettings = next.settings) => {
      reset(formValues(shown));
      setCopy(next);
      setLast(shown);
      setQueued(null);
      setConflict(null);
    },
    [reset],
  );

  useEffect(() => {
    const ctrl = new AbortController();
    setLoadError(null);
    void fetchWebsiteSettings(ctrl.signal).then((out) => {
      if (ctrl.signal.aborted) return;
      if (out.ok) settle(out.data);
      else if (!out.aborted) setLoadError(out.message);
    });
    return () => ctrl.abort();
  }, [settle, attempt]);

  const current = useMemo(() => settingsOf(form.values, last), [form.values, last]);

  function showErrors(errors: FieldErrors) {
    const fields: FieldErrors = {};
    for (const [path, message] of Object.entries(errors)) fields[fieldOfPath(path).field] = message;
    form.setServerErrors(fields);
    const first = Object.keys(errors)[0];
    if (first) onInvalid(fieldOfPath(first).tab, fieldOfPath(first).field);
  }

  const { busy: saving, onSubmit } = useSubmit(form, [], async (next, signal) => {
    if (!copy) return;
    const checked = validate(websiteSettingsInput, next);
    if (!checked.ok) return showErrors(checked.errors);
    const out = await saveWebsiteSettings(checked.value, copy.version);
    if (signal.aborted || (!out.ok && out.aborted)) return;
    if (out.ok) {
      settle(out.data);
      toast.success(SETTINGS_SAVED);
    } else if (out.queued) {
      setQueued(next);
      toastQueued(out.message);
    } else if (out.status === 412) {
      setConflict({ message: out.message, latest: null });
      const latest = await fetchWebsiteSettings(signal);
      if (signal.aborted) return;
      if (latest.ok) setConflict({ message: out.message, latest: latest.data });
      else {
        setConflict(null);
        toast.error(latest.message);
      }
    } else {
      showErrors(out.errors);
      toast.error(out.message);
    }
  });

  function restoreDefaults() {
    setLast(DEFAULT_WEBSITE_SETTINGS);
    const defaults = formValues(DEFAULT_WEBSITE_SETTINGS);
    for (const name of Object.keys(defaults) as (keyof SettingsValues)[])
      form.set(name, defaults[name] as never);
  }

  const latest = conflict?.latest ?? null;
  return {
    form,
    copy,
    loadError,
    retry: () => setAttempt((n) => n + 1),
    current,
    dirty: copy !== null && !sameSettings(current, copy.settings),
    queued: queued !== null && sameSettings(current, queued),
    saving,
    onSubmit,
    restoreDefaults,
    conflict,
    useSaved: () => latest && settle(latest),
    keepMine: () => latest && copy && settle(latest, keepMine(latest.settings, current, copy.settings)),
  };
}

export type SettingsForm = ReturnType<typeof useSettingsForm>["form"];
