/**
 * Form state, shared by every form: values, the rule check (the shared arktype schema through
 * `validate`), which messages to show (a field's after it was left or the form was submitted), and
 * the server's own field messages (shown until that field is edited). `useSubmit` runs the send.
 */
import { type ChangeEvent, type FormEvent, useCallback, useEffect, useMemo, useRef, useState } from "react";
import type { FieldErrors, Validation } from "../../domain/validation.ts";

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

/** `formId` is the `<form>`'s id; each field's id is `fieldId(formId, name)`. */
export function useForm<V extends Values, Out>(
  formId: string,
  initial: V,
  check: (values: V) => Validation<Out>,
) {
  const initialRef = useRef(initial);
  const [values, setValues] = useState<V>(initial);
  const [touched, setTouched] = useState<Partial<Record<keyof V, boolean>>>({});
  const [submitted, setSubmitted] = useState(false);
  const [serverErrors, setServerErrors] = useState<FieldErrors>({});

  const result = useMemo(() => check(values), [check, values]);
  const ruleErrors: FieldErrors = result.ok ? {} : result.errors;

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
      onChange: (e: ChangeEvent<HTMLInputElement | HTMLSelectElement>) => set(name, e.target.value),
      onBlur: () => setTouched((t) => (t[name] ? t : { ...t, [name]: true })),
    };
  }

  /** Marks the form submitted; returns the checked value, or the messages of the failing fields. */
  function submit(): Checked<Out> {
    setSubmitted(true);
    return result.ok ? { ok: true, value: result.value } : { ok: false, errors: result.errors };
  }

  /** Back to `next` (default: the first values), with no messages showing. Stable across renders. */
  const reset = useCallback((next?: V) => {
    setValues(next ?? initialRef.current);
    setTouched({});
    setSubmitted(false);
    setServerErrors({});
  }, []);

  return { id: formId, values, bind, submit, reset, set, setServerErrors };
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
  form: { id: string; submit: () => Checked<Out> },
  order: readonly string[],
  send: (value: Out, signal: AbortSignal) => Promise<unknown>,
) {
  const [busy, setBusy] = useState(false);
  const pending = useRef<AbortController | null>(null);
  useEffect(() => () => pending.current?.abort(), []);

  async function onSubmit(e: FormEvent) {
    e.preventDefault();
    if (busy) return;
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
