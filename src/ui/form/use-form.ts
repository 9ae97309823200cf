/**
 * Form state for the auth screens: values, the rule check (the shared arktype schema through
 * `validate`), which messages to show (a field's after it was left or the form was submitted), and
 * the server's own field messages (shown until that field is edited).
 */
import { type ChangeEvent, useCallback, useMemo, useRef, useState } from "react";
import type { FieldErrors, Validation } from "../../domain/validation.ts";

export type Values = Record<string, string>;

export function useForm<V extends Values, Out>(initial: V, check: (values: V) => Validation<Out>) {
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
  function bind(name: keyof V & string) {
    return {
      name,
      value: values[name] ?? "",
      error: errorOf(name),
      onChange: (e: ChangeEvent<HTMLInputElement | HTMLSelectElement>) => set(name, e.target.value),
      onBlur: () => setTouched((t) => (t[name] ? t : { ...t, [name]: true })),
    };
  }

  /** Marks the form submitted; returns the checked value, or the messages of the failing fields. */
  function submit(): { ok: true; value: Out } | { ok: false; errors: FieldErrors } {
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

  return { values, bind, submit, reset, set, setServerErrors };
}

/** Moves the focus to the first failing field, in the form's own order (`<formId>-<field>` ids). */
export function focusFirstError(formId: string, order: readonly string[], errors: FieldErrors): void {
  const first = order.find((name) => errors[name]);
  if (first) document.getElementById(`${formId}-${first}`)?.focus();
}
