/**
 * Change password: the current one, the new one (at least 8 characters, checked here too) and its
 * confirmation. The server kills every older token and answers with a new one, which replaces the
 * stored token so the user stays signed in.
 */
import { KeyRound } from "lucide-react";
import { setToken, setUser } from "../../../api/session.ts";
import { type ChangePasswordInput, changePasswordForm, changePasswordInput } from "../../../domain/auth.ts";
import { PASSWORD_HINT } from "../../../domain/constants.ts";
import { type Validation, validate } from "../../../domain/validation.ts";
import { PasswordField } from "../../../ui/form/fields.tsx";
import { NewPasswordFields } from "../../../ui/form/new-password-fields.tsx";
import { SubmitButton } from "../../../ui/form/submit-button.tsx";
import { useForm, useSubmit } from "../../../ui/form/use-form.ts";
import { toast } from "../../../ui/toast.ts";
import { changePassword, fetchMe } from "../data.ts";

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
  const form = useForm(FORM, EMPTY, checkPasswords);
  const { busy, onSubmit } = useSubmit(form, ORDER, async (value, signal) => {
    const out = await changePassword(
      { currentPassword: value.currentPassword, newPassword: value.newPassword },
      signal,
    );
    if (signal.aborted) return;
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
  });

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
            label="Current password"
            autoComplete="current-password"
            required
            {...form.bind("currentPassword")}
          />
          <NewPasswordFields
            password={{ label: "New password", ...form.bind("newPassword") }}
            confirm={{ label: "Confirm new password", ...form.bind("confirmPassword") }}
            hint={PASSWORD_HINT}
          />
        </div>
        <div className="mt-6 flex justify-end">
          <SubmitButton
            busy={busy}
            icon={KeyRound}
            label="Change Password"
            busyLabel="Changing password..."
            className="btn btn-primary h-11 w-full text-base sm:w-auto"
          />
        </div>
      </form>
    </section>
  );
}
