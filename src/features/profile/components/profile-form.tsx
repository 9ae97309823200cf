/**
 * The profile form: every field required (the shared `profileInput`), filled from the session
 * user. The save names the version it was filled from (If-Match). When the record moved on — a
 * password change bumps it too — the latest is fetched: if only the version moved the save is
 * retried at once; if fields changed elsewhere, they are shown next to the user's own values.
 */
import { RotateCcw, Save, TriangleExclamationPoint } from "lucide-react";
import { useEffect, useRef, useState } from "react";
import { type SessionUser, setUser } from "../../../api/session.ts";
import {
  CURRENT_PASSWORD_FOR_EMAIL,
  normalizeEmail,
  type ProfileInput,
  profileInput,
} from "../../../domain/auth.ts";
import { COUNTRIES } from "../../../domain/countries.ts";
import { type FieldErrors, type Validation, validate } from "../../../domain/validation.ts";
import { EmailField, PasswordField, PhoneField, SelectField, TextField } from "../../../ui/form/fields.tsx";
import { SubmitButton } from "../../../ui/form/submit-button.tsx";
import { useForm, useSubmit } from "../../../ui/form/use-form.ts";
import { toastQueued } from "../../../ui/outbox/outbox-ui.tsx";
import { toast } from "../../../ui/toast.ts";
import { fetchMe, updateProfile } from "../data.ts";

const FORM = "profile";
export const PROFILE_FIELDS = [
  "name",
  "email",
  "mobileNumber",
  "address",
  "city",
  "country",
  "company",
] as const;
type Field = (typeof PROFILE_FIELDS)[number];
type ProfileValues = Record<Field, string>;
/** The form's values: the profile, and the current password a change of e-mail asks for. */
type FormValues = ProfileValues & { currentPassword: string };
const ORDER = ["name", "email", "currentPassword", ...PROFILE_FIELDS.slice(2)] as const;

const LABELS: Record<Field, string> = {
  name: "Full name",
  email: "Email",
  mobileNumber: "Mobile number",
  address: "Address",
  city: "City",
  country: "Country",
  company: "Company / Business",
};

const emailChanged = (v: ProfileValues, saved: ProfileValues) =>
  normalizeEmail(v.email) !== normalizeEmail(saved.email);

/**
 * The shared rules, and the current password when the e-mail differs from the saved one (the
 * server asks for it then: docs/ARCHITECTURE.md §4.4).
 */
function checkProfile(v: FormValues, saved: ProfileValues): Validation<ProfileInput> {
  const out = validate<ProfileInput>(profileInput, v);
  if (!emailChanged(v, saved) || v.currentPassword) return out;
  const errors: FieldErrors = { ...(out.ok ? {} : out.errors), currentPassword: CURRENT_PASSWORD_FOR_EMAIL };
  const first = ORDER.find((f) => errors[f]);
  return { ok: false, message: (first && errors[first]) || CURRENT_PASSWORD_FOR_EMAIL, errors };
}

function valuesOf(user: SessionUser): FormValues {
  const out = { currentPassword: "" } as FormValues;
  for (const f of PROFILE_FIELDS) out[f] = typeof user[f] === "string" ? user[f] : "";
  return out;
}

function same(a: ProfileValues, b: ProfileValues): boolean {
  return PROFILE_FIELDS.every((f) => a[f] === b[f]);
}

/** A stored country outside the list (older data) is still offered, so the select shows it. */
function countryOptions(current: string): readonly string[] {
  return current && !COUNTRIES.includes(current) ? [current, ...COUNTRIES] : COUNTRIES;
}

export function ProfileForm({ user }: { user: SessionUser }) {
  const [initial] = useState(() => valuesOf(user));
  const base = useRef(initial);
  const form = useForm(FORM, initial, (v: FormValues) => checkProfile(v, base.current));
  const { reset } = form;
  const version = useRef<number | undefined>(user.version);
  const values = useRef(form.values);
  values.current = form.values;
  const [conflict, setConflict] = useState<FormValues | null>(null);

  // The session user was refreshed (another tab, GET /auth/me, a queued save sent later): show it
  // unless the user is editing something else. When the form already holds what the server now
  // holds (their own queued save), that is the new saved state: nothing is left to discard, and the
  // next save goes with the new version, not into a conflict with their own change.
  useEffect(() => {
    const next = valuesOf(user);
    if (same(next, base.current)) return;
    if (same(values.current, base.current) || same(values.current, next)) {
      base.current = next;
      version.current = user.version;
      reset(next);
    }
  }, [user, reset]);

  const dirty = !same(form.values, base.current);
  const askPassword = emailChanged(form.values, base.current);

  const { busy, onSubmit } = useSubmit(form, ORDER, async (value, signal) => {
    const body = {} as ProfileInput;
    for (const f of PROFILE_FIELDS) body[f] = value[f].trim();
    // Sent only with a change of e-mail, which is then never kept in the outbox (data.ts).
    if (emailChanged(value, base.current) && value.currentPassword)
      body.currentPassword = value.currentPassword;
    setConflict(null);
    let out = await updateProfile(body, version.current, signal);
    if (!out.ok && out.status === 412) {
      const fresh = await fetchMe(signal);
      if (fresh && !signal.aborted) {
        setUser(fresh);
        version.current = fresh.version;
        const latest = valuesOf(fresh);
        if (same(latest, base.current)) {
          // Only the version moved (e.g. a password change): nothing of theirs to overwrite.
          out = await updateProfile(body, fresh.version, signal);
        } else {
          base.current = latest;
          setConflict(latest);
        }
      }
    }
    if (signal.aborted) return;
    if (out.ok) {
      setUser(out.data.user);
      const saved = valuesOf(out.data.user);
      base.current = saved;
      version.current = out.data.user.version;
      reset(saved);
      toast.success("Profile updated successfully!", { duration: 3000 });
      return;
    }
    if (out.aborted) return;
    if (out.queued) {
      toastQueued(out.message);
      return;
    }
    form.setServerErrors(out.errors);
    toast.error(out.message, { duration: 4000 });
  });

  const changedElsewhere = conflict ? PROFILE_FIELDS.filter((f) => conflict[f] !== form.values[f]) : [];

  return (
    <section aria-labelledby="profile-form-title" className="card border border-base-300 bg-base-100">
      <form
        id={FORM}
        noValidate
        onSubmit={onSubmit}
        aria-busy={busy}
        className="card-body @container gap-0 p-5 sm:p-6"
      >
        <h2 id="profile-form-title" className="card-title text-lg">
          Personal information
        </h2>
        <p className="mt-1 text-sm text-base-content/70">Your contact details, used on bookings and slips.</p>

        {conflict && changedElsewhere.length > 0 && (
          <div
            className="alert alert-warning alert-soft mt-5 items-start text-sm"
            data-testid="profile-conflict"
          >
            <TriangleExclamationPoint className="size-5 shrink-0" aria-hidden="true" />
            <div className="min-w-0">
              <p className="font-medium">Your profile was changed elsewhere since you opened this page.</p>
              <p className="mt-1">Latest saved values:</p>
              <ul className="mt-1 list-disc pl-5">
                {changedElsewhere.map((f) => (
                  <li key={f} className="break-words">
                    {LABELS[f]}: <span className="font-medium">{conflict[f] || "(empty)"}</span>
                  </li>
                ))}
              </ul>
              <p className="mt-1">Save again to keep your values, or use the latest ones.</p>
              <div className="mt-2 flex flex-wrap gap-2">
                <button
                  type="button"
                  className="btn btn-sm"
                  onClick={() => {
                    reset(conflict);
                    setConflict(null);
                  }}
                >
                  Use latest values
                </button>
                <button type="button" className="btn btn-ghost btn-sm" onClick={() => setConflict(null)}>
                  Dismiss
                </button>
              </div>
            </div>
          </div>
        )}

        <div className="mt-5 grid gap-4 @lg:grid-cols-2">
          <TextField label={LABELS.name} autoComplete="name" required {...form.bind("name")} />
          <EmailField label={LABELS.email} required {...form.bind("email")} />
          {askPassword && (
            <PasswordField
              label="Current password"
              autoComplete="current-password"
              hint="Changing your sign-in email needs your current password. It is sent only while you are online."
              className="@lg:col-span-2"
              required
              {...form.bind("currentPassword")}
            />
          )}
          <PhoneField label={LABELS.mobileNumber} required {...form.bind("mobileNumber")} />
          <TextField label={LABELS.company} autoComplete="organization" required {...form.bind("company")} />
          <TextField
            label={LABELS.address}
            autoComplete="street-address"
            className="@lg:col-span-2"
            required
            {...form.bind("address")}
          />
          <TextField label={LABELS.city} autoComplete="address-level2" required {...form.bind("city")} />
          <SelectField
            label={LABELS.country}
            autoComplete="country-name"
            placeholder="Select your country"
            options={countryOptions(form.values.country)}
            required
            {...form.bind("country")}
          />
        </div>

        <div className="mt-6 flex flex-col-reverse gap-3 @sm:flex-row @sm:justify-end">
          {dirty && !busy && (
            <button type="button" className="btn btn-ghost h-11" onClick={() => reset(base.current)}>
              <RotateCcw className="size-4" aria-hidden="true" />
              Discard changes
            </button>
          )}
          <SubmitButton
            busy={busy}
            icon={Save}
            label="Save Changes"
            busyLabel="Saving..."
            className="btn btn-primary h-11 text-base"
          />
        </div>
      </form>
    </section>
  );
}
