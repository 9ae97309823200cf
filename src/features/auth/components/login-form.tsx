/** /login: email and password; the server's refusal in a banner; on success the session and home. */
import { Link, useNavigate } from "@tanstack/react-router";
import { type FormEvent, useEffect, useRef, useState } from "react";
import { signIn } from "../../../api/session.ts";
import { type LoginInput, loginInput } from "../../../domain/auth.ts";
import { validate } from "../../../domain/validation.ts";
import { toast } from "../../../ui/toast.ts";
import { login } from "../data.ts";
import { focusFirstError, useForm } from "../use-form.ts";
import { AuthShell } from "./auth-shell.tsx";
import { ErrorBanner, PasswordField, TextField } from "./fields.tsx";

const FORM = "login";
const ORDER = ["email", "password"] as const;
type LoginValues = { email: string; password: string };
const EMPTY: LoginValues = { email: "", password: "" };
const checkLogin = (v: LoginValues) => validate<LoginInput>(loginInput, v);

export function LoginForm({ onSignedIn }: { onSignedIn: () => void }) {
  const form = useForm(EMPTY, checkLogin);
  const [busy, setBusy] = useState(false);
  const [banner, setBanner] = useState<string | null>(null);
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
    setBanner(null);
    const ctrl = new AbortController();
    pending.current = ctrl;
    const out = await login(
      { email: checked.value.email.trim(), password: checked.value.password },
      ctrl.signal,
    );
    if (ctrl.signal.aborted) return;
    if (!out.ok) {
      setBusy(false);
      setBanner(out.message);
      form.setServerErrors(out.errors);
      return;
    }
    signIn(out.data.token, out.data.user);
    toast.success("You have successfully logged in.", { title: "Welcome Back!" });
    onSignedIn();
  }

  return (
    <form id={FORM} noValidate onSubmit={onSubmit} aria-busy={busy}>
      <ErrorBanner message={banner} />
      <div className="space-y-4">
        <TextField
          id={`${FORM}-email`}
          label="Email"
          type="email"
          inputMode="email"
          autoComplete="email"
          autoCapitalize="none"
          spellCheck={false}
          placeholder="you@example.com"
          required
          {...form.bind("email")}
        />
        <PasswordField
          id={`${FORM}-password`}
          label="Password"
          autoComplete="current-password"
          required
          {...form.bind("password")}
        />
      </div>
      <button type="submit" className="btn btn-primary mt-6 h-11 w-full text-base" disabled={busy}>
        {busy && <span className="loading loading-spinner loading-sm" aria-hidden="true" />}
        {busy ? "Signing in..." : "Sign in"}
      </button>
    </form>
  );
}

export function LoginScreen() {
  const navigate = useNavigate();
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
