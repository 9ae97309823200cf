/**
 * The sign-in and registration checks, in a chunk of their own: the forms load it when first
 * focused (`lazyRules` in ui/form/use-form.ts), so arktype and the schemas stay out of the first
 * paint of /login and /register.
 */
import { checkRegisterForm, type LoginInput, loginInput } from "../../domain/auth.ts";
import { validate } from "../../domain/validation.ts";

export type LoginValues = { email: string; password: string };

export const checkLogin = (v: LoginValues) => validate<LoginInput>(loginInput, v);
export const checkRegister = <V extends Record<string, string>>(v: V) => checkRegisterForm(v);
