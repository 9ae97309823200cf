/**
 * The state of the Website Settings form (the shared form state, src/ui/form/use-form.ts): the
 * settings read from this device, the ones saved last and when, Save (a write to the local
 * database, no server call) and Restore Defaults (unsaved until saved).
 */
import { useCallback, useEffect, useMemo, useState } from "react";
import { type Check, useForm, useSubmit } from "../../../ui/form/use-form.ts";
import { toast } from "../../../ui/toast.ts";
import { loadWebsiteSettings, saveWebsiteSettings } from "../data.ts";
import { DEFAULT_WEBSITE_SETTINGS, type WebsiteSettings } from "../settings.ts";
import { formValues, type SettingsValues, sameSettings, settingsOf } from "../settings-form.ts";

export function useSettingsForm(formId: string) {
  const [loaded, setLoaded] = useState(false);
  const [saved, setSaved] = useState<WebsiteSettings>(DEFAULT_WEBSITE_SETTINGS);
  const [savedAt, setSavedAt] = useState<string | null>(null);
  /** The settings last read, saved or restored: an emptied number field keeps their number. */
  const [last, setLast] = useState<WebsiteSettings>(DEFAULT_WEBSITE_SETTINGS);
  // Nothing to refuse: the numbers are parsed as integers, with no bounds (back-office §5).
  const check: Check<SettingsValues, WebsiteSettings> = (v) => ({ ok: true, value: settingsOf(v, last) });
  const form = useForm(formId, formValues(DEFAULT_WEBSITE_SETTINGS), check);
  const { reset } = form;

  /** The form shows `settings` as saved. */
  const settle = useCallback(
    (settings: WebsiteSettings, at: string | null) => {
      reset(formValues(settings));
      setSaved(settings);
      setLast(settings);
      setSavedAt(at);
    },
    [reset],
  );

  useEffect(() => {
    let alive = true;
    loadWebsiteSettings()
      .then(({ settings, savedAt: at }) => alive && settle(settings, at))
      .catch((err: unknown) => console.error("Could not read the website settings", err))
      .finally(() => alive && setLoaded(true));
    return () => {
      alive = false;
    };
  }, [settle]);

  const current = useMemo(() => settingsOf(form.values, last), [form.values, last]);

  const { busy: saving, onSubmit } = useSubmit(form, [], async (next, signal) => {
    try {
      const at = await saveWebsiteSettings(next);
      if (!signal.aborted) settle(next, at);
      toast.success("Settings saved successfully!");
    } catch (err) {
      console.error("Could not save the website settings", err);
      toast.error("Could not save the settings on this device.");
    }
  });

  function restoreDefaults() {
    setLast(DEFAULT_WEBSITE_SETTINGS);
    const defaults = formValues(DEFAULT_WEBSITE_SETTINGS);
    for (const name of Object.keys(defaults) as (keyof SettingsValues)[])
      form.set(name, defaults[name] as never);
  }

  return {
    form,
    loaded,
    savedAt,
    current,
    dirty: !sameSettings(current, saved),
    saving,
    onSubmit,
    restoreDefaults,
  };
}

export type SettingsForm = ReturnType<typeof useSettingsForm>["form"];
