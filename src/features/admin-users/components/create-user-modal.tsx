/**
 * Create User: 'Required Information' (name, email, password, role) and 'Additional Information'
 * (optional: mobile, company, address, city, country from the fixed list). The account is approved
 * at once. The server's field messages (e.g. a taken email) show under their fields.
 */
import { UserPlus } from "lucide-react";
import { useEffect } from "react";
import { PASSWORD_HINT } from "../../../domain/constants.ts";
import { EmailField, PasswordField, PhoneField, SelectField, TextField } from "../../../ui/form/fields.tsx";
import { useForm, useSubmit } from "../../../ui/form/use-form.ts";
import { DismissButton, Modal, SubmitButton } from "../../../ui/modal.tsx";
import { toast } from "../../../ui/toast.ts";
import { createCustomer, USER_MESSAGES } from "../data.ts";
import {
  CREATE_FIELDS,
  checkCreateUser,
  countryOptions,
  createUserBody,
  EMPTY_CREATE,
} from "../user-view.ts";
import { FormSection } from "./form-section.tsx";
import { RoleField } from "./role-field.tsx";

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
    if (out.ok) {
      toast.success(USER_MESSAGES.created);
      onClose();
      return;
    }
    if (out.aborted) return;
    form.setServerErrors(out.errors);
    toast.error(out.message);
  });

  return (
    <Modal
      open={open}
      onClose={onClose}
      title="Create User"
      description="Accounts created here are approved at once."
      size="lg"
      dismissible={!busy}
      footer={
        <>
          <DismissButton onClick={onClose} disabled={busy} />
          <SubmitButton
            form={FORM}
            busy={busy}
            label="Create User"
            busyLabel="Creating..."
            icon={<UserPlus className="size-4" aria-hidden="true" />}
          />
        </>
      }
    >
      <form
        id={FORM}
        noValidate
        onSubmit={onSubmit}
        className="flex flex-col gap-6"
        data-testid="create-user-form"
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
            <PhoneField label="Mobile number" autoComplete="off" {...form.bind("mobileNumber")} />
            <TextField label="Company / Business" autoComplete="off" {...form.bind("company")} />
            <TextField
              label="Address"
              autoComplete="off"
              className="sm:col-span-2"
              {...form.bind("address")}
            />
            <TextField label="City" autoComplete="off" {...form.bind("city")} />
            <SelectField
              label="Country"
              placeholder="Select country"
              options={countryOptions(form.values.country)}
              {...form.bind("country")}
            />
          </div>
        </FormSection>
      </form>
    </Modal>
  );
}
