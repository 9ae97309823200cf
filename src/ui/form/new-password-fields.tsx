/**
 * A new password and its confirmation, as the register and change-password forms ask for them:
 * two show/hide password fields, both `autoComplete="new-password"` and required, with the rule
 * hint under the first. They render as siblings, so the form's own grid or stack lays them out.
 */
import type { ReactNode } from "react";
import { PasswordField } from "./fields.tsx";
import type { BoundField } from "./use-form.ts";

/** One of the two fields: its label and the form's `bind(name)` (which brings the id). */
export type NewPasswordField = BoundField & { label: string };

export function NewPasswordFields({
  password,
  confirm,
  hint,
}: {
  password: NewPasswordField;
  confirm: NewPasswordField;
  hint: ReactNode;
}) {
  return (
    <>
      <PasswordField autoComplete="new-password" hint={hint} required {...password} />
      <PasswordField autoComplete="new-password" required {...confirm} />
    </>
  );
}
