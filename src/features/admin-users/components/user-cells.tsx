/** How one account shows in the User Management list: its name cell, its status cell, its phone card. */
import type { ReactNode } from "react";
import { formatDate, shortId } from "../../../domain/format.ts";
import { QueuedBadge } from "../../../ui/outbox/outbox-ui.tsx";
import type { Customer } from "../user-view.ts";
import { RoleBadge, UserStatusBadge } from "./user-parts.tsx";

/** The name ('(you)' for the admin's own account), the email on compact rows, the short id. */
export function UserCell({
  user,
  isSelf,
  withEmail = false,
}: {
  user: Customer;
  isSelf: boolean;
  withEmail?: boolean;
}) {
  return (
    <div className="min-w-0">
      <p className="font-medium">
        {user.name}
        {isSelf && <span className="ml-1.5 text-base-content/75 text-xs font-normal">(you)</span>}
      </p>
      {withEmail && <p className="break-all text-base-content/70 text-xs">{user.email}</p>}
      <p className="font-mono text-base-content/70 text-xs" title={user._id}>
        #{shortId(user._id)}
      </p>
    </div>
  );
}

/** The status badge, with the outbox's mark while a change of the account waits to be sent. */
export function UserStatusCell({ user }: { user: Customer }) {
  return (
    <span className="inline-flex flex-wrap items-center gap-1">
      <UserStatusBadge user={user} />
      <QueuedBadge table="customers" id={user._id} />
    </span>
  );
}

export function UserCard({ user, isSelf, actions }: { user: Customer; isSelf: boolean; actions: ReactNode }) {
  return (
    <article className="rounded-box border border-base-300 bg-base-100 p-4" aria-label={user.name}>
      <div className="flex items-start justify-between gap-3">
        <UserCell user={user} isSelf={isSelf} />
        <div className="flex shrink-0 flex-col items-end gap-1">
          <UserStatusBadge user={user} />
          <QueuedBadge table="customers" id={user._id} />
          <RoleBadge role={user.role} />
        </div>
      </div>
      <p className="mt-2 break-all text-sm">{user.email}</p>
      <div className="mt-2 flex items-center justify-between gap-2 border-base-300 border-t pt-2">
        <p className="text-base-content/70 text-xs">Member since {formatDate(user.createdAt)}</p>
        {actions}
      </div>
    </article>
  );
}
