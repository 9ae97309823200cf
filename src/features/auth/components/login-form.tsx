/** /login: email and password; the server's refusal in a banner; on success the session and home. */
import { Link, useNavigate } from "@tanstack/react-router";
import { useEffect, useLayoutEffect, useRef, useState } from "react";
import { signIn } from "../../../api/session.ts";
import { AuthShell } from "../../../ui/auth-shell.tsx";
import { EmailField, ErrorBanner, PasswordField } from "../../../ui/form/fields.tsx";
import { SubmitButton } from "../../../ui/form/submit-button.tsx";
import { fieldId, lazyRules, useForm, useSubmit } from "../../../ui/form/use-form.ts";
import { toast } from "../../../ui/toast.ts";
import { bootFieldValue, bootFormSubmitted, dropBootMarkup } from "../boot-markup.ts";
import { login } from "../data.ts";
import type { LoginValues } from "../rules.ts";
import { SignedOutNotice } from "./signed-out-notice.tsx";

const FORM = "login";
const ORDER = ["email", "password"] as const;
const rules = lazyRules(() => import("../rules.ts").then((m) => m.checkLogin));

export function LoginForm({ onSignedIn }: { onSignedIn: () => void }) {
  // What was typed into the static screen of index.html before this one replaced it.
  const [initial] = useState<LoginValues>(() => ({
    email: bootFieldValue(fieldId(FORM, "email")) ?? "",
    password: bootFieldValue(fieldId(FORM, "password")) ?? "",
  }));
  const ref = useRef<HTMLFormElement>(null);
  const form = useForm(FORM, initial, rules);
  // The first render comes in slices, and the person may type or send on the static screen
  // meanwhile: what is there when this screen takes its place (LoginScreen's layout effect, which
  // runs after this one) is what counts.
  const sentEarly = useRef(false);
  const { reset } = form;
  useLayoutEffect(() => {
    const now = {
      email: bootFieldValue(fieldId(FORM, "email")) ?? "",
      password: bootFieldValue(fieldId(FORM, "password")) ?? "",
    };
    if (now.email !== initial.email || now.password !== initial.password) reset(now);
    sentEarly.current = bootFormSubmitted();
  }, [initial, reset]);
  // Sent on the static screen before the app had started: this form sends it now.
  useEffect(() => {
    if (sentEarly.current) ref.current?.requestSubmit();
  }, []);
  const [banner, setBanner] = useState<string | null>(null);
  const { busy, onSubmit } = useSubmit(form, ORDER, async (value, signal) => {
    setBanner(null);
    const out = await login({ email: value.email.trim(), password: value.password }, signal);
    if (signal.aborted) return;
    if (!out.ok) {
      setBanner(out.message);
      form.setServerErrors(out.errors);
      return;
    }
    signIn(out.data.token, out.data.user);
    toast.success("You have successfully logged in.", { title: "Welcome Back!" });
    onSignedIn();
    // Busy until the next screen replaces this one.
    return true;
  });

  return (
    <form ref={ref} id={FORM} noValidate onSubmit={onSubmit} onFocus={form.prepare} aria-busy={busy}>
      <SignedOutNotice />
      <ErrorBanner message={banner} />
      <div className="space-y-4">
        <EmailField label="Email" placeholder="you@example.com" required {...form.bind("email")} />
        <PasswordField label="Password" autoComplete="current-password" required {...form.bind("password")} />
      </div>
      <SubmitButton
        busy={busy}
        label="Sign in"
        busyLabel="Signing in..."
        className="btn btn-primary mt-6 h-11 w-full text-base"
      />
    </form>
  );
}

export function LoginScreen() {
  const navigate = useNavigate();
  // This screen now stands where the static one of index.html was painted: take its place.
  useLayoutEffect(dropBootMarkup, []);
  return (
    <AuthShell
      title="Sign in"
      subtitle="Welcome back. Sign in to book and follow your trips."
      footer={
        <>
          New to Safar?{" "}
          <Link to="/register" className="link link-primary font-medium">
            Create an account
          </Link>
        </>
      }
    >
      <LoginForm onSignedIn={() => void navigate({ to: "/" })} />
    </AuthShell>
  );
}
