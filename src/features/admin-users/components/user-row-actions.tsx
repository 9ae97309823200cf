/**
 * A User Management row's buttons: View, Approve (while the account waits for approval),
 * Block/Unblock and Delete. The admin cannot block or delete their own account; the buttons say why.
 */
import { IconButton } from "../../../ui/buttons.tsx";
import type { Customer } from "../user-view.ts";
import type { UserActions } from "./use-user-actions.ts";
import { BlockToggleButton } from "./user-parts.tsx";

export function UserRowActions({
  user: c,
  isSelf,
  actions,
}: {
  user: Customer;
  isSelf: boolean;
  actions: UserActions;
}) {
  const { setDialog, isBusy } = actions;
  const selfReason = (what: string) => (isSelf ? `You cannot ${what} your own account` : undefined);
  return (
    <div className="flex items-center justify-end gap-0.5" data-testid="user-actions">
      <IconButton
        icon="view"
        label={`View ${c.name}`}
        onClick={() => setDialog({ kind: "details", id: c._id })}
      />
      {!c.isApproved && (
        <IconButton
          icon="approve"
          label={`Approve ${c.name}`}
          onClick={() => void actions.approve(c)}
          busy={isBusy(c._id, "approve")}
        />
      )}
      <BlockToggleButton
        blocked={c.isBlocked}
        name={c.name}
        onClick={() => setDialog({ kind: c.isBlocked ? "unblock" : "block", id: c._id })}
        busy={isBusy(c._id, "block")}
        disabledReason={c.isBlocked ? undefined : selfReason("block")}
      />
      <IconButton
        icon="delete"
        label={selfReason("delete") ?? `Delete ${c.name}`}
        onClick={() => setDialog({ kind: "delete", id: c._id })}
        disabled={Boolean(selfReason("delete"))}
        busy={isBusy(c._id, "delete")}
      />
    </div>
  );
}
