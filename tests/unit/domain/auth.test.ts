import { describe, expect, it } from "vitest";
import {
  changePasswordInput,
  checkRegisterForm,
  createUserInput,
  MIXED_SCRIPT_EMAIL,
  mixesScripts,
  normalizeEmail,
  passwordProblem,
  profileInput,
  registerInput,
  setPasswordInput,
} from "../../../src/domain/auth.ts";
import { validate } from "../../../src/domain/validation.ts";

describe("e-mail addresses", () => {
  it("have one normal form: NFKC, trimmed, lower-case", () => {
    expect(normalizeEmail("  Ayesha@Safar.PK ")).toBe("ayesha@safar.pk");
    expect(normalizeEmail("ＡＹＥＳＨＡ@ｓａｆａｒ.pk")).toBe("ayesha@safar.pk");
  });

  it("refuse a part that mixes scripts, and accept one written in a single script", () => {
    expect(mixesScripts("\u0430dmin@safar.pk")).toBe(true); // Cyrillic а + Latin
    expect(mixesScripts("admin@s\u0430far.pk")).toBe(true);
    expect(mixesScripts("p\u03b1yment@safar.pk")).toBe(true); // Greek α
    expect(mixesScripts("admin@safar.pk")).toBe(false);
    expect(mixesScripts("ali.khan+2026@mail-1.example.pk")).toBe(false);
    expect(mixesScripts("иван@почта.рф")).toBe(false);
    expect(mixesScripts("иван@safar.pk")).toBe(false);
    expect(mixesScripts("やまだ太郎@example.jp")).toBe(false);
  });

  it("are checked by the shared schema, with the field named", () => {
    const out = validate(profileInput, {
      name: "A",
      email: "\u0430dmin@safar.pk",
      mobileNumber: "+923001234567",
      address: "a",
      city: "b",
      country: "c",
      company: "d",
    });
    expect(out).toMatchObject({ ok: false, errors: { email: MIXED_SCRIPT_EMAIL } });
  });
});

describe("one password policy", () => {
  it("says the first rule broken, or null", () => {
    expect(passwordProblem("Ab!")).toBe("Password must be at least 8 characters");
    expect(passwordProblem("password")).toBe("Password must contain at least one uppercase letter");
    expect(passwordProblem("Password")).toBe("Password must contain at least one special character");
    expect(passwordProblem("x".repeat(129))).toBe("Password cannot be more than 128 characters");
    expect(passwordProblem("Safar@2026")).toBeNull();
  });

  it("applies to registration, change of password, an admin's new account and reset", () => {
    const weak = "password";
    const upper = "Password must contain at least one uppercase letter";
    expect(validate(registerInput, { password: weak }).ok).toBe(false);
    expect(validate(changePasswordInput, { currentPassword: "old", newPassword: weak })).toMatchObject({
      ok: false,
      errors: { newPassword: upper },
    });
    expect(validate(changePasswordInput, { currentPassword: "old", newPassword: "short" })).toMatchObject({
      ok: false,
      errors: { newPassword: "New password must be at least 8 characters" },
    });
    expect(validate(setPasswordInput, { newPassword: weak })).toMatchObject({
      ok: false,
      errors: { newPassword: upper },
    });
    expect(validate(createUserInput, { name: "A", email: "a@b.pk", password: weak })).toMatchObject({
      ok: false,
      errors: { password: upper },
    });
  });
});

describe("the registration form's check", () => {
  const form = {
    name: "Zainab Ali",
    email: "zainab@example.pk",
    password: "Zainab@2026",
    confirmPassword: "Zainab@2026",
    mobileNumber: "+923001234567",
    address: "12 Mall Road",
    city: "Lahore",
    country: "Pakistan",
    company: "Ali Travels",
  };

  it("passes a complete form whose passwords match", () => {
    expect(checkRegisterForm(form).ok).toBe(true);
  });

  it("says the passwords don't match while other fields are still wrong", () => {
    const r = checkRegisterForm({ ...form, name: "", city: "", confirmPassword: "Zainab@2027" });
    expect(r.ok).toBe(false);
    if (r.ok) return;
    expect(r.errors).toMatchObject({
      name: "Name is required",
      city: "City is required",
      confirmPassword: "Passwords don't match",
    });
  });

  it("says nothing of the confirmation before it is typed", () => {
    const r = checkRegisterForm({ ...form, name: "", confirmPassword: "" });
    expect(r.ok).toBe(false);
    if (!r.ok) expect(r.errors.confirmPassword).toBeUndefined();
  });
});
