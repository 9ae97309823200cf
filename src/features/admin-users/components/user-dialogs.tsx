/**
 * The dialogs of User Management: Create User, Customer Details with the Edit Profile and Change
 * Password forms it opens (closing one goes back to the details), and the block, unblock and delete
 * confirmations.
 */
import { ConfirmDialog } from "../../../ui/confirm-dialog.tsx";
import { ChangePasswordModal } from "./change-password-modal.tsx";
import { CreateUserModal } from "./create-user-modal.tsx";
import { CustomerDetailsModal } from "./customer-details-modal.tsx";
import { EditCustomerModal } from "./edit-customer-modal.tsx";
import type { UserActions } from "./use-user-actions.ts";

export function UserDialogs({ actions, myId }: { actions: UserActions; myId: string | undefined }) {
  const { dialog, setDialog, target, close, backToDetails, busy } = actions;
  const kind = dialog?.kind;
  const confirm = () => void actions.confirmAction();
  return (
    <>
      <CreateUserModal open={kind === "create"} onClose={close} />
      <CustomerDetailsModal
        customer={kind === "details" ? target : null}
        onClose={close}
        onEdit={() => target && setDialog({ kind: "edit", id: target._id, fromDetails: true })}
        onChangePassword={() => target && setDialog({ kind: "password", id: target._id, fromDetails: true })}
      />
      <EditCustomerModal
        customer={kind === "edit" ? target : null}
        onClose={backToDetails}
        onSaved={backToDetails}
      />
      <ChangePasswordModal
        customer={kind === "password" ? target : null}
        isSelf={Boolean(target && myId && target._id === myId)}
        onClose={backToDetails}
        onChanged={backToDetails}
      />
      <ConfirmDialog
        open={Boolean(target) && (kind === "block" || kind === "unblock")}
        action={kind === "unblock" ? "unblock" : "block"}
        title={kind === "unblock" ? "Unblock User" : "Block User"}
        message={
          target
            ? kind === "unblock"
              ? `Unblock ${target.name} (${target.email})? They can sign in again.`
              : `Block ${target.name} (${target.email})? They are signed out at once and cannot sign in until unblocked.`
            : ""
        }
        confirmLabel={kind === "unblock" ? "Unblock" : "Block"}
        busy={busy?.action === "block"}
        onCancel={close}
        onConfirm={confirm}
      />
      <ConfirmDialog
        open={Boolean(target) && kind === "delete"}
        action="delete"
        title="Delete User"
        message={
          target
            ? `Delete ${target.name} (${target.email})? All their flight and package bookings are deleted too, and the seats and places they hold are released. This action cannot be undone.`
            : ""
        }
        confirmLabel="Delete"
        busy={busy?.action === "delete"}
        onCancel={close}
        onConfirm={confirm}
      />
    </>
  );
}
