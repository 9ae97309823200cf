/** Customer Details: every field of the account, with Edit Profile, Change Password and Close. */
import { KeyRound, Pencil, X } from "lucide-react";
import { Modal } from "../../../ui/modal.tsx";
import type { Customer } from "../user-view.ts";
import { AccountFields } from "./account-fields.tsx";
import { RoleBadge, UserStatusBadge } from "./user-parts.tsx";

export function CustomerDetailsModal({
  customer,
  onClose,
  onEdit,
  onChangePassword,
}: {
  customer: Customer | null;
  onClose: () => void;
  onEdit: () => void;
  onChangePassword: () => void;
}) {
  return (
    <Modal
      open={customer !== null}
      onClose={onClose}
      title="Customer Details"
      size="lg"
      footer={
        <>
          <button
            type="button"
            className="btn btn-ghost whitespace-nowrap border-base-300 max-lg:min-h-11"
            onClick={onClose}
          >
            <X className="size-4" aria-hidden="true" />
            Close
          </button>
          <button
            type="button"
            className="btn btn-outline whitespace-nowrap max-lg:min-h-11"
            onClick={onChangePassword}
          >
            <KeyRound className="size-4" aria-hidden="true" />
            Change Password
          </button>
          <button
            type="button"
            className="btn btn-primary whitespace-nowrap max-lg:min-h-11"
            onClick={onEdit}
          >
            <Pencil className="size-4" aria-hidden="true" />
            Edit Profile
          </button>
        </>
      }
    >
      {customer && (
        <section
          className="flex flex-col gap-5 rounded-box outline-none focus-visible:outline-2 focus-visible:outline-primary"
          data-testid="customer-details"
          aria-label="Account details"
          // biome-ignore lint/a11y/noNoninteractiveTabindex: the dialog body scrolls; keyboard users need a focus stop to scroll it (WCAG 2.1.1)
          tabIndex={0}
        >
          <div className="flex flex-wrap items-center gap-3">
            <span
              className="grid size-12 shrink-0 place-items-center rounded-full bg-primary/10 font-semibold text-lg text-primary"
              aria-hidden="true"
            >
              {customer.name.trim().charAt(0).toUpperCase() || "?"}
            </span>
            <div className="min-w-0 flex-1">
              <p className="break-words font-semibold text-lg leading-tight">{customer.name}</p>
              <p className="break-all text-base-content/70 text-sm">{customer.email}</p>
            </div>
            <div className="flex gap-2">
              <RoleBadge role={customer.role} />
              <UserStatusBadge user={customer} />
            </div>
          </div>
          <AccountFields customer={customer} />
        </section>
      )}
    </Modal>
  );
}
