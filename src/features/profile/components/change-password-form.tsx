/**
 * Change password: the current one, the new one (at least 8 characters, checked here too) and its
 * confirmation. The server kills every older token and answers with a new one, which replaces the
 * stored token so the user stays signed in.
 */
import { KeyRound } from "lucide-react";
import { type FormEvent, useEffect, useRef, useState } from "react";
import { setToken, setUser } from "../../../api/session.ts";
import { type ChangePasswordInput, changePasswordForm, changePasswordInput } from "../../../domain/auth.ts";
import { type Validation, validate } from "../../../domain/validation.ts";
import { toast } from "../../../ui/toast.ts";
import { changePassword, fetchMe } from "../data.ts";
import { focusFirstError, useForm } from "../use-form.ts";
import { PasswordField } from "./fields.tsx";

const FORM = "password";
const ORDER = ["currentPassword", "newPassword", "confirmPassword"] as const;
type PasswordValues = Record<(typeof ORDER)[number], string>;
const EMPTY: PasswordValues = { currentPassword: "", newPassword: "", confirmPassword: "" };

/** The server's rules (`changePasswordInput`) and the confirmation (`changePasswordForm`) together. */
export function checkPasswords(v: PasswordValues): Validation<ChangePasswordInput> {
  const rules = validate(changePasswordInput, v);
  const match = validate(changePasswordForm, v);
  if (rules.ok && match.ok) return rules;
  const errors = { ...(match.ok ? {} : match.errors), ...(rules.ok ? {} : rules.errors) };
  const first = ORDER.find((f) => errors[f]);
  return { ok: false, message: (first && errors[first]) || "Invalid input", errors };
}

export function ChangePasswordForm({ email }: { email: string }) {
  const form = useForm(EMPTY, checkPasswords);
  const [busy, setBusy] = useState(false);
  const pending = useRef<AbortController | null>(null);
  useEffect(() => () => pending.current?.abort(), []);

  async function onSubmit(e: FormEvent) {
    e.preventDefault();
    if (busy) return;
    const checked = form.submit();
    if (!checked.ok) {
      focusFirstError(FORM, ORDER, checked.errors);
      return;
    }
    setBusy(true);
    const ctrl = new AbortController();
    pending.current = ctrl;
    const out = await changePassword(
      { currentPassword: checked.value.currentPassword, newPassword: checked.value.newPassword },
      ctrl.signal,
    );
    if (ctrl.signal.aborted) return;
    setBusy(false);
    if (!out.ok) {
      if (out.aborted) return;
      form.setServerErrors(out.errors);
      toast.error(out.message);
      return;
    }
    setToken(out.data.token);
    form.reset();
    toast.success("Password changed successfully!");
    // The change moved the record's version: keep the session's copy current for the next profile save.
    void fetchMe().then((fresh) => {
      if (fresh) setUser(fresh);
    });
  }

  const id = (name: string) => `${FORM}-${name}`;
  return (
    <section aria-labelledby="password-form-title" className="card border border-base-300 bg-base-100">
      <form id={FORM} noValidate onSubmit={onSubmit} aria-busy={busy} className="card-body gap-0 p-5 sm:p-6">
        <h2 id="password-form-title" className="card-title text-lg">
          Change password
        </h2>
        <p className="mt-1 text-sm text-base-content/70">
          Other devices signed in to this account are signed out when the password changes.
        </p>
        {/* Lets password managers file the new password under the right account. */}
        <input type="email" name="username" autoComplete="username" value={email} readOnly hidden />
        <div className="mt-5 space-y-4">
          <PasswordField
            id={id("currentPassword")}
            label="Current password"
            autoComplete="current-password"
            required
            {...form.bind("currentPassword")}
          />
          <PasswordField
            id={id("newPassword")}
            label="New password"
            autoComplete="new-password"
            hint="At least 8 characters."
            required
            {...form.bind("newPassword")}
          />
          <PasswordField
            id={id("confirmPassword")}
            label="Confirm new password"
            autoComplete="new-password"
            required
            {...form.bind("confirmPassword")}
          />
        </div>
        <div className="mt-6 flex justify-end">
          <button type="submit" className="btn btn-primary h-11 w-full text-base sm:w-auto" disabled={busy}>
            {busy ? (
              <span className="loading loading-spinner loading-sm" aria-hidden="true" />
            ) : (
              <KeyRound className="size-5" aria-hidden="true" />
            )}
            {busy ? "Changing password..." : "Change Password"}
          </button>
        </div>
      </form>
    </section>
  );
}
