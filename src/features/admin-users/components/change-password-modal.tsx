/**
 * Change Password (for another user): the new password (at least 8 characters) and its
 * confirmation. The user's sessions end on every device. Setting one's own password here would
 * sign the admin out too, so the modal says so.
 */
import { KeyRound } from "lucide-react";
import { useEffect } from "react";
import { PASSWORD_HINT } from "../../../domain/constants.ts";
import { NewPasswordFields } from "../../../ui/form/new-password-fields.tsx";
import { useForm, useSubmit } from "../../../ui/form/use-form.ts";
import { setCustomerPassword, USER_MESSAGES } from "../data.ts";
import { type Customer, checkNewPassword, EMPTY_PASSWORDS, PASSWORD_FIELDS } from "../user-view.ts";
import { showOutcome, UserFormModal } from "./user-form-modal.tsx";

const FORM = "set-password";

export function ChangePasswordModal({
  customer,
  isSelf,
  onClose,
  onChanged,
}: {
  customer: Customer | null;
  isSelf: boolean;
  onClose: () => void;
  onChanged: () => void;
}) {
  const open = customer !== null;
  const form = useForm(FORM, EMPTY_PASSWORDS, checkNewPassword);
  const { reset } = form;
  const openedFor = open ? customer._id : null;
  useEffect(() => {
    if (openedFor) reset();
  }, [openedFor, reset]);

  const { busy, onSubmit } = useSubmit(form, PASSWORD_FIELDS, async (value, signal) => {
    if (!customer) return;
    const out = await setCustomerPassword(customer._id, value.newPassword, signal);
    if (signal.aborted) return;
    showOutcome(out, form, USER_MESSAGES.passwordChanged, onChanged);
  });

  return (
    <UserFormModal
      formId={FORM}
      open={open}
      onClose={onClose}
      title="Change Password"
      description={customer ? `${customer.name} · ${customer.email}` : undefined}
      size="md"
      busy={busy}
      onSubmit={onSubmit}
      submit={{
        label: "Change Password",
        busyLabel: "Changing...",
        icon: <KeyRound className="size-4" aria-hidden="true" />,
      }}
      className="flex flex-col gap-4"
    >
      <p className="text-base-content/70 text-sm">
        {isSelf
          ? "This is your own account: you will be signed out everywhere, this device included."
          : "The user is signed out on every device and signs in again with the new password."}
      </p>
      {/* Lets password managers file the new password under the right account. */}
      <input
        type="email"
        name="username"
        autoComplete="username"
        value={customer?.email ?? ""}
        readOnly
        hidden
      />
      <NewPasswordFields
        password={{ label: "New password", ...form.bind("newPassword") }}
        confirm={{ label: "Confirm new password", ...form.bind("confirmPassword") }}
        hint={PASSWORD_HINT}
      />
    </UserFormModal>
  );
}
