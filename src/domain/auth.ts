/** Sign-in, registration, profile and account inputs, with the specifications' messages. */
import { type } from "arktype";
import { EMAIL_RE, oneOf, text, type Validation, validate } from "./validation.ts";

export const PASSWORD_SPECIALS = '!@#$%^&*(),.?":{}|<>';
const SPECIAL_RE = /[!@#$%^&*(),.?":{}|<>]/;
export const MOBILE_RE = /^\+?[1-9]\d{0,15}$/;

/**
 * The one form of an e-mail address: NFKC (so full-width and other compatibility forms become the
 * plain letters they stand for), trimmed, lower-case. Sign-in, registration, profile and the admin's
 * accounts all store and look up this form (docs/ARCHITECTURE.md §4.4).
 */
export function normalizeEmail(value: string): string {
  return value.normalize("NFKC").trim().toLowerCase();
}

/** Letters of these scripts may not share one part of an address (docs/ARCHITECTURE.md §4.4). */
const SCRIPTS: [string, RegExp][] = [
  ["Latin", /\p{Script=Latin}/u],
  ["Cyrillic", /\p{Script=Cyrillic}/u],
  ["Greek", /\p{Script=Greek}/u],
  ["Armenian", /\p{Script=Armenian}/u],
  ["Georgian", /\p{Script=Georgian}/u],
  ["Cherokee", /\p{Script=Cherokee}/u],
  ["Arabic", /\p{Script=Arabic}/u],
  ["Hebrew", /\p{Script=Hebrew}/u],
  // Japanese and Korean mix these within one word.
  ["CJK", /[\p{Script=Han}\p{Script=Hiragana}\p{Script=Katakana}\p{Script=Hangul}\p{Script=Bopomofo}]/u],
];
const LETTER = /\p{L}/u;

function scriptOf(ch: string): string {
  for (const [name, re] of SCRIPTS) if (re.test(ch)) return name;
  return "Other";
}

/**
 * Whether some part of the address (the local part, or one label of the domain) mixes letters of
 * two scripts, as a look-alike does (`аdmin` with a Cyrillic `а`). Digits and punctuation belong to
 * no script; a part written wholly in one script is fine.
 */
export function mixesScripts(address: string): boolean {
  for (const part of address.split(/[@.]/)) {
    let seen: string | undefined;
    for (const ch of part) {
      if (!LETTER.test(ch)) continue;
      const script = scriptOf(ch);
      if (seen === undefined) seen = script;
      else if (seen !== script) return true;
    }
  }
  return false;
}

export const MIXED_SCRIPT_EMAIL =
  "Use an email address that does not mix alphabets (e.g. Latin with Cyrillic letters)";

export const email = text({
  required: "Please enter a valid email",
  max: [254, "Please enter a valid email"],
  pattern: [EMAIL_RE, "Please enter a valid email"],
}).narrow((v, ctx) => !mixesScripts(normalizeEmail(v)) || ctx.reject({ message: MIXED_SCRIPT_EMAIL }));

export const loginInput = type({
  email,
  password: text({
    required: "Password must be at least 6 characters",
    min: [6, "Password must be at least 6 characters"],
    max: [128, "Password cannot be more than 128 characters"],
  }),
  "+": "delete",
});
export type LoginInput = typeof loginInput.infer;

/**
 * The password policy (the registration one), for every password that is set: registration, a
 * change of one's own password, an admin's new account or reset, ADMIN_PASSWORD at start
 * (docs/ARCHITECTURE.md §4.3). The first rule broken, in the order the forms report them, or null.
 * `tooShort` is the message of the length rule (the change-password form words it its own way).
 */
export function passwordProblem(
  v: string,
  tooShort = "Password must be at least 8 characters",
): string | null {
  if (v.length < 8) return tooShort;
  if (v.length > 128) return "Password cannot be more than 128 characters";
  if (!/[A-Z]/.test(v)) return "Password must contain at least one uppercase letter";
  if (!SPECIAL_RE.test(v)) return "Password must contain at least one special character";
  return null;
}

function passwordPolicy(tooShort?: string) {
  return type("string")
    .configure({ message: tooShort ?? "Password must be at least 8 characters" })
    .narrow((v, ctx) => {
      const problem = passwordProblem(v, tooShort);
      return problem === null || ctx.reject({ message: problem });
    });
}

/** The registration password rules, in the order the form reports them. */
export const newPassword = passwordPolicy();

export const name = text({
  required: "Name is required",
  max: [50, "Name cannot be more than 50 characters"],
});
export const mobileNumber = text({
  required: "Mobile number is required",
  max: [17, "Please enter a valid mobile number"],
  pattern: [MOBILE_RE, "Please enter a valid mobile number"],
});
export const address = text({
  required: "Address is required",
  max: [200, "Address cannot be more than 200 characters"],
});
export const city = text({
  required: "City is required",
  max: [50, "City cannot be more than 50 characters"],
});
export const country = text({
  required: "Country is required",
  max: [50, "Country cannot be more than 50 characters"],
});
export const company = text({
  required: "Company/Business is required",
  max: [100, "Company name cannot be more than 100 characters"],
});

const registerFields = {
  name,
  email,
  password: newPassword,
  mobileNumber,
  address,
  city,
  country,
  company,
  /** Ignored: registration always creates a customer. */
  "role?": "unknown",
} as const;

/** What the server accepts (the confirmation is the form's business). */
export const registerInput = type({ ...registerFields, "+": "delete" });
export type RegisterInput = typeof registerInput.infer;

/** The registration form, with the confirmation. */
export const registerForm = type({ ...registerFields, confirmPassword: "string", "+": "delete" }).narrow(
  (v, ctx) =>
    v.password === v.confirmPassword
      ? true
      : ctx.reject({ path: ["confirmPassword"], message: "Passwords don't match" }),
);

export type RegisterForm = typeof registerForm.infer;

/**
 * The registration form's check: every field's rule, and the confirmation as soon as both passwords
 * are typed, whatever the other fields say (arktype runs `narrow` only once every field passed, so
 * on its own the mismatch would show last, after everything else was fixed).
 */
export function checkRegisterForm(v: Readonly<Record<string, unknown>>): Validation<RegisterForm> {
  const result = validate(registerForm, v);
  if (result.ok || result.errors.confirmPassword) return result;
  const confirm = v.confirmPassword;
  if (typeof confirm !== "string" || confirm === "" || confirm === v.password) return result;
  return { ...result, errors: { ...result.errors, confirmPassword: "Passwords don't match" } };
}

export const CURRENT_PASSWORD_FOR_EMAIL = "Enter your current password to change your email";

/**
 * Profile Settings: every field required; the role and approval cannot be changed here. A change of
 * the sign-in e-mail also carries the current password (the server asks for it only then:
 * docs/ARCHITECTURE.md §4.4).
 */
export const profileInput = type({
  name,
  email,
  mobileNumber,
  address,
  city,
  country,
  company,
  "currentPassword?": text({
    max: [128, "Current password is incorrect"],
    invalid: CURRENT_PASSWORD_FOR_EMAIL,
  }),
  "+": "delete",
});
export type ProfileInput = typeof profileInput.infer;

export const changePasswordInput = type({
  currentPassword: text({
    required: "Current password is required",
    max: [128, "Current password is required"],
  }),
  newPassword: passwordPolicy("New password must be at least 8 characters"),
  "+": "delete",
});
export type ChangePasswordInput = typeof changePasswordInput.infer;

export const changePasswordForm = type({
  currentPassword: "string",
  newPassword: "string",
  confirmPassword: "string",
  "+": "delete",
}).narrow((v, ctx) =>
  v.newPassword === v.confirmPassword
    ? true
    : ctx.reject({ path: ["confirmPassword"], message: "New passwords do not match" }),
);

/** An account the admin creates, or a password the admin sets: the same policy as registration. */
const adminPassword = newPassword;
const optionalText = (max: number, message: string) => text({ max: [max, message], invalid: message });

/** The admin's Create User form. */
export const createUserInput = type({
  name,
  email,
  password: adminPassword,
  "role?": oneOf(["customer", "admin"] as const, "Role must be customer or admin"),
  "mobileNumber?": text({
    max: [17, "Please enter a valid mobile number"],
    pattern: [MOBILE_RE, "Please enter a valid mobile number"],
  }),
  "address?": optionalText(200, "Address cannot be more than 200 characters"),
  "city?": optionalText(50, "City cannot be more than 50 characters"),
  "country?": optionalText(50, "Country cannot be more than 50 characters"),
  "company?": optionalText(100, "Company name cannot be more than 100 characters"),
  "+": "delete",
});
export type CreateUserInput = typeof createUserInput.infer;

/** The admin's Edit Customer Profile form: name and email required. */
export const updateCustomerInput = type({
  name,
  email,
  "mobileNumber?": text({
    max: [17, "Please enter a valid mobile number"],
    pattern: [MOBILE_RE, "Please enter a valid mobile number"],
  }),
  "address?": optionalText(200, "Address cannot be more than 200 characters"),
  "city?": optionalText(50, "City cannot be more than 50 characters"),
  "country?": optionalText(50, "Country cannot be more than 50 characters"),
  "company?": optionalText(100, "Company name cannot be more than 100 characters"),
  "+": "delete",
});
export type UpdateCustomerInput = typeof updateCustomerInput.infer;

export const setPasswordInput = type({ newPassword: adminPassword, "+": "delete" });

export const setPasswordForm = type({
  newPassword: "string",
  confirmPassword: "string",
  "+": "delete",
}).narrow((v, ctx) =>
  v.newPassword === v.confirmPassword
    ? true
    : ctx.reject({ path: ["confirmPassword"], message: "Passwords do not match" }),
);

export const customerStatusInput = type({
  isBlocked: type("boolean").configure({ message: "isBlocked must be true or false" }),
  "+": "delete",
});
export const customerApprovalInput = type({
  isApproved: type("boolean").configure({ message: "isApproved must be true or false" }),
  "+": "delete",
});
