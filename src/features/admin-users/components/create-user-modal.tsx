/**
 * Create User: 'Required Information' (name, email, password, role) and 'Additional Information'
 * (optional: mobile, company, address, city, country from the fixed list). The account is approved
 * at once. The server's field messages (e.g. a taken email) show under their fields.
 */
import { UserPlus } from "lucide-react";
import { useEffect } from "react";
import { PASSWORD_HINT } from "../../../domain/constants.ts";
import { EmailField, PasswordField, TextField } from "../../../ui/form/fields.tsx";
import { useForm, useSubmit } from "../../../ui/form/use-form.ts";
import { createCustomer, USER_MESSAGES } from "../data.ts";
import { CREATE_FIELDS, checkCreateUser, createUserBody, EMPTY_CREATE } from "../user-view.ts";
import { FormSection } from "./form-section.tsx";
import { ProfileFields } from "./profile-fields.tsx";
import { RoleField } from "./role-field.tsx";
import { showOutcome, UserFormModal } from "./user-form-modal.tsx";

const FORM = "create-user";

export function CreateUserModal({ open, onClose }: { open: boolean; onClose: () => void }) {
  const form = useForm(FORM, EMPTY_CREATE, checkCreateUser);
  const { reset } = form;
  useEffect(() => {
    if (open) reset();
  }, [open, reset]);

  const { busy, onSubmit } = useSubmit(form, CREATE_FIELDS, async (value, signal) => {
    const out = await createCustomer(createUserBody(value), signal);
    if (signal.aborted) return;
    showOutcome(out, form, USER_MESSAGES.created, onClose);
  });

  return (
    <UserFormModal
      formId={FORM}
      open={open}
      onClose={onClose}
      title="Create User"
      description="Accounts created here are approved at once."
      size="lg"
      busy={busy}
      onSubmit={onSubmit}
      submit={{
        label: "Create User",
        busyLabel: "Creating...",
        icon: <UserPlus className="size-4" aria-hidden="true" />,
      }}
      className="flex flex-col gap-6"
    >
      <FormSection title="Required Information">
        <div className="grid gap-4 sm:grid-cols-2">
          <TextField label="Full name" autoComplete="off" required {...form.bind("name")} />
          <EmailField label="Email" autoComplete="off" required {...form.bind("email")} />
          <PasswordField
            label="Password"
            autoComplete="new-password"
            required
            hint={PASSWORD_HINT}
            {...form.bind("password")}
          />
          <RoleField label="Role" {...form.bind("role")} />
        </div>
      </FormSection>
      <FormSection title="Additional Information" note="(optional)">
        <div className="grid gap-4 sm:grid-cols-2">
          <ProfileFields form={form} />
        </div>
      </FormSection>
    </UserFormModal>
  );
}
