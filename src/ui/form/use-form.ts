/**
 * Form state, shared by every form: values, the rule check (the shared arktype schema through
 * `validate`), which messages to show (a field's after it was left or the form was submitted), and
 * the server's own field messages (shown until that field is edited). `useSubmit` runs the send.
 *
 * The sign-in and registration pages pass `lazyRules(...)` instead of a check: the rules (arktype
 * and the schemas, the heaviest code of those pages) load in their own chunk when the form is first
 * focused, not in the first paint; a submit before they arrive waits for them.
 */
import { type ChangeEvent, type FormEvent, useCallback, useEffect, useMemo, useRef, useState } from "react";
import type { FieldErrors, Validation } from "../../domain/validation.ts";
import { useHoldUpdate } from "../use-hold-update.ts";

export type Values = Record<string, string>;

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

/** Rules that `useForm` loads when the form is first focused or submitted (`load` is a dynamic import). */
export function lazyRules<V, Out>(load: () => Promise<Check<V, Out>>): LazyRules<V, Out> {
  let promise: Promise<Check<V, Out>> | null = null;
  let loaded: Check<V, Out> | null = null;
  return {
    get loaded() {
      return loaded;
    },
    load() {
      promise ??= load().then((check) => {
        loaded = check;
        return check;
      });
      // A failed load (offline before the chunk was cached) may be tried again by the next focus.
      promise.catch(() => {
        promise = null;
      });
      return promise;
    },
  };
}

/** The answer while the rules are still loading: nothing to show yet (a submit waits for them). */
const NOT_LOADED = { ok: false as const, message: "", errors: {} };

/** `formId` is the `<form>`'s id; each field's id is `fieldId(formId, name)`. */
export function useForm<V extends Values, Out>(
  formId: string,
  initial: V,
  rules: Check<V, Out> | LazyRules<V, Out>,
) {
  const initialRef = useRef(initial);
  const [values, setValues] = useState<V>(initial);
  /** The values last started from (the first ones, or those of the last `reset`). */
  const [baseline, setBaseline] = useState<V>(initial);
  // An edited form holds the app's update: a new version reloads only once it is saved, reset or
  // unmounted (src/update/unsaved-work.ts).
  const dirty = useMemo(
    () => Object.keys({ ...baseline, ...values }).some((k) => (values[k] ?? "") !== (baseline[k] ?? "")),
    [baseline, values],
  );
  useHoldUpdate(dirty, "form");
  const [touched, setTouched] = useState<Partial<Record<keyof V, boolean>>>({});
  const [submitted, setSubmitted] = useState(false);
  const [serverErrors, setServerErrors] = useState<FieldErrors>({});
  const lazy = typeof rules === "function" ? null : rules;
  // A form given its check uses the one of this render (it may change with the form's other state).
  const [loadedCheck, setCheck] = useState<Check<V, Out> | null>(() => lazy?.loaded ?? null);
  const check = lazy ? loadedCheck : (rules as Check<V, Out>);
  const live = useRef({ check, values });
  live.current = { check, values };

  const result: Validation<Out> = useMemo(() => (check ? check(values) : NOT_LOADED), [check, values]);
  const ruleErrors: FieldErrors = result.ok ? {} : result.errors;

  /** Resolves once the rules are there (at once for a form given its check). */
  const ready = useCallback(async (): Promise<void> => {
    if (live.current.check || !lazy) return;
    const loaded = await lazy.load();
    live.current.check = loaded;
    setCheck(() => loaded);
  }, [lazy]);
  /** Starts loading the rules (the form's `onFocus`). */
  const prepare = useCallback(() => {
    ready().catch(() => {});
  }, [ready]);

  function errorOf(name: keyof V & string): string | undefined {
    return serverErrors[name] ?? (submitted || touched[name] ? ruleErrors[name] : undefined);
  }

  function set(name: keyof V & string, value: string) {
    setValues((v) => ({ ...v, [name]: value }));
    if (serverErrors[name]) setServerErrors(({ [name]: _gone, ...rest }) => rest);
  }

  /** Props for an input or select bound to `name`. */
  function bind(name: keyof V & string): BoundField {
    return {
      id: fieldId(formId, name),
      name,
      value: values[name] ?? "",
      error: errorOf(name),
      onChange: (e: ChangeEvent<HTMLInputElement | HTMLSelectElement>) => {
        set(name, e.target.value);
        if (!check) prepare();
      },
      onBlur: () => {
        setTouched((t) => (t[name] ? t : { ...t, [name]: true }));
        if (!check) prepare();
      },
    };
  }

  /** Marks the form submitted; returns the checked value, or the messages of the failing fields. */
  function submit(): Checked<Out> {
    setSubmitted(true);
    const { check: now, values: current } = live.current;
    const checked = now ? now(current) : NOT_LOADED;
    return checked.ok ? { ok: true, value: checked.value } : { ok: false, errors: checked.errors };
  }

  /** Back to `next` (default: the first values), with no messages showing. Stable across renders. */
  const reset = useCallback((next?: V) => {
    setValues(next ?? initialRef.current);
    setBaseline(next ?? initialRef.current);
    setTouched({});
    setSubmitted(false);
    setServerErrors({});
  }, []);

  return { id: formId, values, dirty, bind, submit, reset, set, setServerErrors, ready, prepare };
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
  form: { id: string; submit: () => Checked<Out>; ready?: () => Promise<void> },
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
    if (form.ready) {
      waiting.current = true;
      try {
        await form.ready();
      } catch {
        return; // The rules could not load (the chunk is missing offline): nothing is sent.
      } finally {
        waiting.current = false;
      }
    }
    const checked = form.submit();
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
