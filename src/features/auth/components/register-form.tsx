/**
 * /register: a customer account. The server always creates an unapproved customer, so the usual
 * answer is `requiresApproval`: a success panel replaces the form until the user leaves or starts
 * over. (Should a server ever answer with a token instead, the user is signed in and sent home.)
 */
import { Link, useNavigate } from "@tanstack/react-router";
import { CircleCheck, Clock, LogIn, MailCheck, UserPlus } from "lucide-react";
import { useEffect, useRef, useState } from "react";
import { signIn } from "../../../api/session.ts";
import { PASSWORD_HINT } from "../../../domain/constants.ts";
import { COUNTRIES } from "../../../domain/countries.ts";
import { AuthShell } from "../../../ui/auth-shell.tsx";
import { EmailField, ErrorBanner, PhoneField, SelectField, TextField } from "../../../ui/form/fields.tsx";
import { NewPasswordFields } from "../../../ui/form/new-password-fields.tsx";
import { SubmitButton } from "../../../ui/form/submit-button.tsx";
import { lazyRules, useForm, useSubmit } from "../../../ui/form/use-form.ts";
import { register } from "../data.ts";

const FORM = "register";
const ORDER = [
  "name",
  "email",
  "company",
  "mobileNumber",
  "address",
  "city",
  "country",
  "password",
  "confirmPassword",
] as const;
type RegisterValues = Record<(typeof ORDER)[number], string>;
const EMPTY: RegisterValues = {
  name: "",
  email: "",
  company: "",
  mobileNumber: "",
  address: "",
  city: "",
  country: "",
  password: "",
  confirmPassword: "",
};
const rules = lazyRules(() => import("../rules.ts").then((m) => m.checkRegister<RegisterValues>));

export function RegisterForm({
  onRegistered,
  onSignedIn,
}: {
  /** The account waits for approval; `email` is the address it was made with. */
  onRegistered: (email: string) => void;
  onSignedIn: () => void;
}) {
  const form = useForm(FORM, EMPTY, rules);
  const [banner, setBanner] = useState<string | null>(null);
  const { busy, onSubmit } = useSubmit(form, ORDER, async (v, signal) => {
    setBanner(null);
    const out = await register(
      {
        name: v.name.trim(),
        email: v.email.trim(),
        password: v.password,
        mobileNumber: v.mobileNumber.trim(),
        address: v.address.trim(),
        city: v.city.trim(),
        country: v.country,
        company: v.company.trim(),
        role: "customer",
      },
      signal,
    );
    if (signal.aborted) return;
    if (!out.ok) {
      setBanner(out.message);
      form.setServerErrors(out.errors);
      return;
    }
    if (!out.data.requiresApproval && out.data.token) {
      signIn(out.data.token, out.data.user);
      onSignedIn();
      return;
    }
    onRegistered(out.data.user.email || v.email.trim());
  });

  return (
    <form id={FORM} noValidate onSubmit={onSubmit} onFocus={form.prepare} aria-busy={busy}>
      <ErrorBanner message={banner} />
      <div className="grid gap-4 sm:grid-cols-2">
        <TextField
          label="Full name"
          autoComplete="name"
          autoCapitalize="words"
          required
          {...form.bind("name")}
        />
        <EmailField label="Email" placeholder="you@example.com" required {...form.bind("email")} />
        <TextField
          label="Company / Business"
          autoComplete="organization"
          required
          {...form.bind("company")}
        />
        <PhoneField label="Mobile number" required {...form.bind("mobileNumber")} />
        <TextField
          label="Address"
          autoComplete="street-address"
          className="sm:col-span-2"
          required
          {...form.bind("address")}
        />
        <TextField label="City" autoComplete="address-level2" required {...form.bind("city")} />
        <SelectField
          label="Country"
          autoComplete="country-name"
          placeholder="Select your country"
          options={COUNTRIES}
          required
          {...form.bind("country")}
        />
        <NewPasswordFields
          password={{ label: "Password", ...form.bind("password") }}
          confirm={{ label: "Confirm password", ...form.bind("confirmPassword") }}
          hint={PASSWORD_HINT}
        />
      </div>
      <SubmitButton
        busy={busy}
        icon={UserPlus}
        label="Create account"
        busyLabel="Creating account..."
        className="btn btn-primary mt-6 h-11 w-full text-base"
      />
    </form>
  );
}

/** Replaces the form once the account exists and waits for an admin. */
export function RegistrationSuccess({
  email,
  onGoToLogin,
  onRegisterAnother,
}: {
  email: string;
  onGoToLogin: () => void;
  onRegisterAnother: () => void;
}) {
  const heading = useRef<HTMLHeadingElement>(null);
  useEffect(() => heading.current?.focus(), []);
  return (
    <div className="flex flex-col items-center text-center" data-testid="registration-success">
      <span className="grid size-16 place-items-center rounded-full bg-success/15 text-success">
        <CircleCheck className="size-9" aria-hidden="true" />
      </span>
      <h1 ref={heading} tabIndex={-1} className="mt-4 text-2xl font-semibold tracking-tight outline-none">
        Registration Successful!
      </h1>
      {email && (
        <p className="mt-2 max-w-full truncate rounded-full bg-base-200 px-3 py-1 text-sm font-medium">
          {email}
        </p>
      )}
      <p className="mt-3 text-base-content/80">
        Your account has been created and is <strong>pending admin approval</strong>.
      </p>
      <ul className="mt-5 w-full space-y-3 rounded-box bg-base-200 p-4 text-left text-sm">
        <li className="flex gap-3">
          <MailCheck className="mt-0.5 size-5 shrink-0 text-primary" aria-hidden="true" />
          <span>You will receive an e-mail as soon as an administrator approves your account.</span>
        </li>
        <li className="flex gap-3">
          <Clock className="mt-0.5 size-5 shrink-0 text-warning" aria-hidden="true" />
          <span>You won't be able to sign in until your account has been approved.</span>
        </li>
      </ul>
      <div className="mt-6 flex w-full flex-col gap-3">
        <button type="button" className="btn btn-primary h-11 w-full text-base" onClick={onGoToLogin}>
          <LogIn className="size-5" aria-hidden="true" />
          Go to Login Page
        </button>
        <button type="button" className="btn btn-outline h-11 w-full text-base" onClick={onRegisterAnother}>
          <UserPlus className="size-5" aria-hidden="true" />
          Register Another Account
        </button>
      </div>
    </div>
  );
}

export function RegisterScreen() {
  const navigate = useNavigate();
  const [registered, setRegistered] = useState<string | null>(null);
  // A new key mounts a fresh, empty form after 'Register Another Account'.
  const [round, setRound] = useState(0);

  if (registered !== null) {
    return (
      <AuthShell>
        <RegistrationSuccess
          email={registered}
          onGoToLogin={() => void navigate({ to: "/login" })}
          onRegisterAnother={() => {
            setRegistered(null);
            setRound((r) => r + 1);
          }}
        />
      </AuthShell>
    );
  }
  return (
    <AuthShell
      wide
      title="Create account"
      subtitle="Register your agency or business. An administrator approves new accounts."
      footer={
        <>
          Already have an account?{" "}
          <Link to="/login" className="link link-primary font-medium">
            Sign in
          </Link>
        </>
      }
    >
      <RegisterForm key={round} onRegistered={setRegistered} onSignedIn={() => void navigate({ to: "/" })} />
    </AuthShell>
  );
}
