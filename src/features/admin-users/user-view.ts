/**
 * The pure part of User Management: the derived status, what the global search
 * matches, the forms' values and checks (the shared arktype schemas of `domain/auth.ts`) and the
 * bodies the calls send. No React, so it is unit tested on its own.
 */
import type { CustomerRow } from "../../db/schema.ts";
import {
  type CreateUserInput,
  createUserInput,
  setPasswordForm,
  setPasswordInput,
  type UpdateCustomerInput,
  updateCustomerInput,
} from "../../domain/auth.ts";
import { ADMIN_COUNTRIES } from "../../domain/countries.ts";
import { type Validation, validate } from "../../domain/validation.ts";

export type Customer = CustomerRow;
export type UserRole = Customer["role"];

export type UserStatus = "blocked" | "active" | "pending";

/** Blocked if blocked; else Active if approved; else Pending. */
export function userStatus(u: Pick<Customer, "isBlocked" | "isApproved">): UserStatus {
  if (u.isBlocked) return "blocked";
  return u.isApproved ? "active" : "pending";
}

export const USER_STATUS_LABELS: Record<UserStatus, string> = {
  blocked: "Blocked",
  active: "Active",
  pending: "Pending",
};

export const USER_STATUS_BADGES: Record<UserStatus, string> = {
  blocked: "badge-error",
  active: "badge-success",
  pending: "badge-warning",
};

export const ROLE_LABELS: Record<UserRole, string> = { customer: "Customer", admin: "Admin" };

/** The order a sort by status uses: the ones needing attention first. */
export const STATUS_ORDER: Record<UserStatus, number> = { pending: 0, blocked: 1, active: 2 };

/** The global search on this screen: name, email, company. */
export function userSearchFields(u: Customer): readonly string[] {
  return [u.name, u.email, u.company];
}

/** A stored country outside the fixed list (older data, self-registration) is still offered. */
export function countryOptions(current: string): readonly string[] {
  return current && !ADMIN_COUNTRIES.includes(current) ? [current, ...ADMIN_COUNTRIES] : ADMIN_COUNTRIES;
}

// ─────────────────────────── Create User ───────────────────────────

export const CREATE_FIELDS = [
  "name",
  "email",
  "password",
  "role",
  "mobileNumber",
  "company",
  "address",
  "city",
  "country",
] as const;
export type CreateValues = Record<(typeof CREATE_FIELDS)[number], string>;

export const EMPTY_CREATE: CreateValues = {
  name: "",
  email: "",
  password: "",
  role: "customer",
  mobileNumber: "",
  company: "",
  address: "",
  city: "",
  country: "",
};

export const checkCreateUser = (v: CreateValues): Validation<CreateUserInput> =>
  validate<CreateUserInput>(createUserInput, v);

const OPTIONAL = ["mobileNumber", "company", "address", "city", "country"] as const;

/** POST /customers: trimmed, the optional fields left out when blank, the role customer by default. */
export type CreateUserBody = CreateUserInput & { role: UserRole };

export function createUserBody(v: CreateUserInput): CreateUserBody {
  const body: CreateUserBody = {
    name: v.name.trim(),
    email: v.email.trim(),
    password: v.password,
    role: v.role ?? "customer",
  };
  for (const f of OPTIONAL) {
    const value = v[f]?.trim();
    if (value) body[f] = value;
  }
  return body;
}

// ─────────────────────────── Edit Customer Profile ───────────────────────────

export const EDIT_FIELDS = [
  "name",
  "email",
  "mobileNumber",
  "company",
  "address",
  "city",
  "country",
] as const;
export type EditValues = Record<(typeof EDIT_FIELDS)[number], string>;
export const EMPTY_EDIT = Object.fromEntries(EDIT_FIELDS.map((f) => [f, ""])) as EditValues;

export function editValuesOf(c: Customer): EditValues {
  const out = {} as EditValues;
  for (const f of EDIT_FIELDS) out[f] = typeof c[f] === "string" ? c[f] : "";
  return out;
}

export function sameEditValues(a: EditValues, b: EditValues): boolean {
  return EDIT_FIELDS.every((f) => a[f] === b[f]);
}

export const checkEditCustomer = (v: EditValues): Validation<UpdateCustomerInput> =>
  validate<UpdateCustomerInput>(updateCustomerInput, v);

/** PUT /customers/{id}: every field trimmed; a blank optional field is sent blank (that clears it). */
export function updateCustomerBody(v: UpdateCustomerInput): Required<UpdateCustomerInput> {
  return {
    name: v.name.trim(),
    email: v.email.trim(),
    mobileNumber: (v.mobileNumber ?? "").trim(),
    company: (v.company ?? "").trim(),
    address: (v.address ?? "").trim(),
    city: (v.city ?? "").trim(),
    country: (v.country ?? "").trim(),
  };
}

// ─────────────────────────── Change Password ───────────────────────────

export const PASSWORD_FIELDS = ["newPassword", "confirmPassword"] as const;
export type PasswordValues = Record<(typeof PASSWORD_FIELDS)[number], string>;
export const EMPTY_PASSWORDS: PasswordValues = { newPassword: "", confirmPassword: "" };

/**
 * The server's rule (`setPasswordInput`: at least 8 characters) and the confirmation
 * (`setPasswordForm`: 'Passwords do not match') together, one message per field.
 */
export function checkNewPassword(v: PasswordValues): Validation<{ newPassword: string }> {
  const rule = validate(setPasswordInput, { newPassword: v.newPassword });
  const match = validate(setPasswordForm, v);
  if (rule.ok && match.ok) return { ok: true, value: { newPassword: v.newPassword } };
  const errors = { ...(match.ok ? {} : match.errors), ...(rule.ok ? {} : rule.errors) };
  const first = PASSWORD_FIELDS.find((f) => errors[f]);
  return { ok: false, message: (first && errors[first]) || "Invalid input", errors };
}
