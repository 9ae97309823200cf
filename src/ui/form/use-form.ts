/**
 * Form state, shared by every form, held by react-hook-form: the values, which fields were left,
 * whether the form was submitted, whether it was edited, and the messages. The rules are the
 * domain's own check of the form (src/domain: the arktype schemas and the rules between fields,
 * the very check a CSV row goes through), run by the arktype resolver as a Standard Schema — the
 * interface arktype's types implement (`checkSchema`). This module adds only the app's policy on
 * top: a field's message shows once the field was left or the form submitted, stays current as the
 * other fields change (the checks between fields), and a server's message stays until its field is
 * edited. `useSubmit` runs the send.
 *
 * The sign-in and registration pages pass `lazyRules(...)` instead of a check: the rules (arktype
 * and the schemas, the heaviest code of those pages) load in their own chunk once the person pauses
 * (`QUIET_MS` after the last focus or keystroke), not in the first paint and not between two
 * keystrokes: setting arktype up is one task of 300-800 ms on a 6× slowed CPU, which would hold
 * the next keystroke that long (docs/PERFORMANCE.md). Until then a field's message waits (it shows
 * when they arrive); a submit loads them at once and waits for them.
 */
import { arktypeResolver } from "@hookform/resolvers/arktype";
import { type ChangeEvent, type FormEvent, useCallback, useEffect, useRef, useState } from "react";
import {
  type DefaultValues,
  type FieldErrors as HookErrors,
  type Path,
  type PathValue,
  type Resolver,
  useForm as useHookForm,
  useWatch,
} from "react-hook-form";
import type { FieldErrors, Validation } from "../../domain/validation.ts";
import { loadOnce } from "../load-once.ts";
import { useHoldUpdate } from "../use-hold-update.ts";

/** A form's values: text, and the odd on/off choice (a stopover, a return flight). */
export type Values = Record<string, string | boolean>;

/** What `submit()` answers: the checked value, or the messages of the failing fields. */
export type Checked<Out> = { ok: true; value: Out } | { ok: false; errors: FieldErrors };

/** What `bind(name)` spreads onto a field: its id, name, value, message and change/blur handlers. */
export type BoundField = {
  id: string;
  name: string;
  value: string;
  error: string | undefined;
  onChange: (e: ChangeEvent<HTMLInputElement | HTMLSelectElement>) => void;
  onBlur: () => void;
};

/** A field's element id: `<formId>-<name>` (what the label points at and the focus moves to). */
export function fieldId(formId: string, name: string): string {
  return `${formId}-${name}`;
}

export type Check<V, Out> = (values: V) => Validation<Out>;

/** A form's rules loaded on demand: `load()` starts (once) and answers the check; `loaded` once there. */
export type LazyRules<V, Out> = { readonly loaded: Check<V, Out> | null; load: () => Promise<Check<V, Out>> };

/** How long a form with lazy rules waits after the last keystroke or focus before it loads them. */
const QUIET_MS = 1000;

/** Rules that `useForm` loads once the person pauses, or at a submit (`load` is a dynamic import). */
export function lazyRules<V, Out>(load: () => Promise<Check<V, Out>>): LazyRules<V, Out> {
  let loaded: Check<V, Out> | null = null;
  // A failed load (offline before the chunk was cached) is tried again by the next focus.
  const once = loadOnce(() =>
    load().then((check) => {
      loaded = check;
      return check;
    }),
  );
  return {
    get loaded() {
      return loaded;
    },
    load: once,
  };
}

type StandardSchema<V, Out> = Parameters<typeof arktypeResolver<V & Values, unknown, Out>>[0];

/**
 * A domain check as a Standard Schema (what an arktype type is too), for the arktype resolver: its
 * value, or one issue per failing field (`itinerary.2` for an item of a list).
 */
export function checkSchema<V, Out>(check: Check<V, Out>): StandardSchema<V, Out> {
  return {
    "~standard": {
      version: 1,
      vendor: "safar",
      validate: (values: unknown) => {
        const r = check(values as V);
        if (r.ok) return { value: r.value };
        return { issues: Object.entries(r.errors).map(([key, message]) => ({ message, path: [key] })) };
      },
    },
  } as StandardSchema<V, Out>;
}

/** The messages of react-hook-form's (nested) errors, keyed by their dotted path. */
function flatErrors(errors: HookErrors, prefix = ""): FieldErrors {
  const out: FieldErrors = {};
  for (const [key, value] of Object.entries(errors)) {
    if (!value || typeof value !== "object") continue;
    const path = prefix ? `${prefix}.${key}` : key;
    const message = (value as { message?: unknown }).message;
    if (typeof message === "string") out[path] = message;
    else Object.assign(out, flatErrors(value as HookErrors, path));
  }
  return out;
}

/** `formId` is the `<form>`'s id; each field's id is `fieldId(formId, name)`. */
export function useForm<V extends Values, Out>(
  formId: string,
  initial: V,
  rules: Check<V, Out> | LazyRules<V, Out>,
) {
  const initialRef = useRef(initial);
  const lazy = typeof rules === "function" ? null : rules;
  // A form given its check uses the one of this render (it may change with the form's other state).
  const [loadedCheck, setCheck] = useState<Check<V, Out> | null>(() => lazy?.loaded ?? null);
  const check = lazy ? loadedCheck : (rules as Check<V, Out>);
  const live = useRef(check);
  live.current = check ?? live.current;

  /** Resolves once the rules are there (at once for a form given its check). */
  const ready = useCallback(async (): Promise<void> => {
    if (live.current || !lazy) return;
    const loaded = await lazy.load();
    live.current = loaded;
    setCheck(() => loaded);
  }, [lazy]);
  const quiet = useRef(0);
  useEffect(() => () => clearTimeout(quiet.current), []);
  /** Loads the rules once the person pauses (the form's `onFocus`, every keystroke). */
  const prepare = useCallback(() => {
    if (live.current || !lazy) return;
    clearTimeout(quiet.current);
    quiet.current = window.setTimeout(() => ready().catch(() => {}), QUIET_MS);
  }, [lazy, ready]);

  const resolver = useCallback<Resolver<V, unknown, Out>>(
    async (values, context, options) => {
      const now = live.current;
      // No verdict before the rules are here: they load at the pause, and the fields whose
      // message shows are checked then (below). A submit has loaded them first (`submit`).
      if (!now) {
        prepare();
        return { values: {}, errors: {} } as Awaited<ReturnType<Resolver<V, unknown, Out>>>;
      }
      return arktypeResolver<V, unknown, Out>(checkSchema(now))(values, context, options);
    },
    [prepare],
  );
  const form = useHookForm<V, unknown, Out>({
    defaultValues: initial as DefaultValues<V>,
    resolver,
    // The focus goes to the first failing field in the form's own order (`focusFirstError`).
    shouldFocusError: false,
  });
  const values = useWatch({ control: form.control }) as V;
  const { errors, isDirty } = form.formState;
  // An edited form holds the app's update: a new version reloads only once it is saved, reset or
  // unmounted (src/update/unsaved-work.ts).
  useHoldUpdate(isDirty, "form");
  /** A field's name as react-hook-form types its paths. */
  const at = (name: string) => name as unknown as Path<V>;
  /** The fields whose message is the server's, until they are edited. */
  const fromServer = useRef(new Set<string>());

  /** Whether `name`'s message shows: the field was left, or the form submitted. */
  const shown = (name: string) => form.formState.isSubmitted || form.getFieldState(at(name)).isTouched;

  /** Checks again every field whose message shows (the checks between fields may have changed). */
  function recheck() {
    const names = Object.keys(form.getValues()).filter((n) => shown(n) && !fromServer.current.has(n));
    // A failed load of lazy rules (offline) shows nothing; the next focus tries again.
    if (names.length > 0) form.trigger(names.map(at)).catch(() => {});
  }

  function errorOf(name: string): string | undefined {
    const e = errors[name as keyof typeof errors] as { message?: unknown } | undefined;
    return typeof e?.message === "string" ? e.message : undefined;
  }

  function set<K extends keyof V & string>(name: K, value: V[K]) {
    form.setValue(at(name), value as PathValue<V, Path<V>>, { shouldDirty: true });
    if (fromServer.current.delete(name) && !shown(name)) form.clearErrors(at(name));
    recheck();
  }

  /** Props for an input or select bound to `name`. */
  function bind(name: keyof V & string): BoundField {
    return {
      id: fieldId(formId, name),
      name,
      value: String(values[name] ?? ""),
      error: errorOf(name),
      onChange: (e: ChangeEvent<HTMLInputElement | HTMLSelectElement>) => {
        set(name, e.target.value as V[typeof name]);
        if (!check) prepare();
      },
      onBlur: () => {
        if (!form.getFieldState(at(name)).isTouched) {
          form.setValue(at(name), form.getValues(at(name)), { shouldTouch: true });
          if (!fromServer.current.has(name)) form.trigger(at(name)).catch(() => {});
        }
        if (!check) prepare();
      },
    };
  }

  // Lazy rules just arrived: the fields whose message shows are checked now.
  useEffect(() => {
    if (loadedCheck) recheck();
  }, [loadedCheck]);

  /** Marks the form submitted; answers the checked value, or the messages of the failing fields. */
  async function submit(): Promise<Checked<Out>> {
    await ready();
    let out: Checked<Out> = { ok: false, errors: {} };
    fromServer.current.clear();
    await form.handleSubmit(
      (value) => {
        out = { ok: true, value };
      },
      (failed) => {
        out = { ok: false, errors: flatErrors(failed) };
      },
    )();
    return out;
  }

  /** Shows the server's field messages, each until its field is edited. */
  function setServerErrors(next: FieldErrors) {
    for (const name of fromServer.current) if (!(name in next)) form.clearErrors(at(name));
    fromServer.current = new Set(Object.keys(next));
    for (const [name, message] of Object.entries(next)) form.setError(at(name), { type: "server", message });
  }

  /** Back to `next` (default: the first values), with no messages showing. Stable across renders. */
  const { reset: resetForm } = form;
  const reset = useCallback(
    (next?: V) => {
      fromServer.current.clear();
      resetForm(next ?? initialRef.current);
    },
    [resetForm],
  );

  return { id: formId, values, dirty: isDirty, bind, submit, reset, set, setServerErrors, ready, prepare };
}

/** Moves the focus to the first failing field, in the form's own order (`fieldId` ids). */
export function focusFirstError(formId: string, order: readonly string[], errors: FieldErrors): void {
  const first = order.find((name) => errors[name]);
  if (first) document.getElementById(fieldId(formId, first))?.focus();
}

/**
 * The submit handler of a form that sends: one send at a time (`busy`, which the submit button
 * shows), the rule check first (on a failure the focus moves to the first failing field and nothing
 * is sent), then `send` with an abort signal that unmounting the form aborts. Afterwards `busy`
 * clears, unless the form was unmounted or `send` resolved to `true` (the screen is being left).
 * `send` checks `signal.aborted` after its own awaits before it touches any state.
 */
export function useSubmit<Out>(
  form: { id: string; submit: () => Promise<Checked<Out>>; ready?: () => Promise<void> },
  order: readonly string[],
  send: (value: Out, signal: AbortSignal) => Promise<unknown>,
) {
  const [busy, setBusy] = useState(false);
  const pending = useRef<AbortController | null>(null);
  const waiting = useRef(false);
  // A send under way holds the app's update too (a reload would cut it off).
  useHoldUpdate(busy, "write");
  useEffect(() => () => pending.current?.abort(), []);

  async function onSubmit(e: FormEvent) {
    e.preventDefault();
    if (busy || waiting.current) return;
    waiting.current = true;
    let checked: Checked<Out>;
    try {
      await form.ready?.();
      checked = await form.submit();
    } catch {
      return; // The rules could not load (the chunk is missing offline): nothing is sent.
    } finally {
      waiting.current = false;
    }
    if (!checked.ok) {
      focusFirstError(form.id, order, checked.errors);
      return;
    }
    setBusy(true);
    const ctrl = new AbortController();
    pending.current = ctrl;
    const stayBusy = await send(checked.value, ctrl.signal);
    if (ctrl.signal.aborted || stayBusy === true) return;
    setBusy(false);
  }

  return { busy, onSubmit };
}
