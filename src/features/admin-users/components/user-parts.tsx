/** Small pieces of User Management: the status and role badges, and the block/unblock row button. */
import { LockOpen, ShieldBan } from "lucide-react";
import {
  type Customer,
  ROLE_LABELS,
  USER_STATUS_BADGES,
  USER_STATUS_LABELS,
  type UserRole,
  userStatus,
} from "../user-view.ts";

export function UserStatusBadge({ user }: { user: Pick<Customer, "isBlocked" | "isApproved"> }) {
  const status = userStatus(user);
  return (
    <span
      className={`badge badge-sm whitespace-nowrap font-medium ${USER_STATUS_BADGES[status]}`}
      data-status={status}
    >
      {USER_STATUS_LABELS[status]}
    </span>
  );
}

export function RoleBadge({ role }: { role: UserRole }) {
  return (
    <span
      className={`badge badge-sm whitespace-nowrap ${role === "admin" ? "badge-neutral" : "badge-ghost"}`}
      data-role={role}
    >
      {ROLE_LABELS[role]}
    </span>
  );
}

/**
 * Block (a red shield) or Unblock (a green open lock): the same square row button as the shared
 * icon buttons, with the label as accessible name and tooltip. `disabledReason` explains a
 * disabled one (e.g. the admin's own account).
 */
export function BlockToggleButton({
  blocked,
  name,
  onClick,
  busy = false,
  disabledReason,
}: {
  blocked: boolean;
  name: string;
  onClick: () => void;
  busy?: boolean;
  disabledReason?: string | undefined;
}) {
  const Icon = blocked ? LockOpen : ShieldBan;
  const label = `${blocked ? "Unblock" : "Block"} ${name}`;
  const disabled = Boolean(disabledReason) || busy;
  return (
    <span className="tooltip" data-tip={disabledReason ?? (blocked ? "Unblock" : "Block")}>
      <button
        type="button"
        className={`btn btn-ghost btn-sm btn-square max-lg:size-11 ${
          disabledReason ? "" : blocked ? "text-success" : "text-error"
        }`}
        onClick={onClick}
        disabled={disabled}
        aria-label={label}
        aria-busy={busy || undefined}
        data-action={blocked ? "unblock" : "block"}
      >
        {busy ? (
          <span className="loading loading-spinner loading-sm" aria-hidden="true" />
        ) : (
          <Icon className="size-4" aria-hidden="true" />
        )}
      </button>
    </span>
  );
}
