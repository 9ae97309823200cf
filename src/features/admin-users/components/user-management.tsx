/**
 * User Management (/admin/customers): every account in a dense table (the shared DataList: a table
 * on desktops, a compact table on tablets, cards on phones) read from the Dexie mirror, the global
 * search (name, email, company), role and status filters, and the account actions with their
 * dialogs and toasts (back-office §2, §4, §5, §8).
 */
import { SearchX, Users } from "lucide-react";
import { type ReactNode, useCallback, useEffect, useMemo, useRef, useState } from "react";
import { useSession } from "../../../api/session.ts";
import { formatDate, shortId } from "../../../domain/format.ts";
import { ActionButton, IconButton } from "../../../ui/buttons.tsx";
import { ConfirmDialog } from "../../../ui/confirm-dialog.tsx";
import { DataList, type DataListColumn, type DataListFilter } from "../../../ui/data-list.tsx";
import { EmptyState } from "../../../ui/empty-state.tsx";
import { FreshnessLine } from "../../../ui/freshness-line.tsx";
import { QueuedBadge, toastQueued } from "../../../ui/outbox/outbox-ui.tsx";
import { Page } from "../../../ui/page.tsx";
import { useGlobalSearch } from "../../../ui/search.ts";
import { toast } from "../../../ui/toast.ts";
import {
  approveCustomer,
  deleteCustomer,
  reloadCustomers,
  setCustomerBlocked,
  USER_MESSAGES,
  useCustomers,
  useSyncStatus,
} from "../data.ts";
import {
  type Customer,
  ROLE_LABELS,
  STATUS_ORDER,
  USER_STATUS_LABELS,
  type UserStatus,
  userSearchFields,
  userStatus,
} from "../user-view.ts";
import { ChangePasswordModal } from "./change-password-modal.tsx";
import { CreateUserModal } from "./create-user-modal.tsx";
import { CustomerDetailsModal } from "./customer-details-modal.tsx";
import { EditCustomerModal } from "./edit-customer-modal.tsx";
import { BlockToggleButton, RoleBadge, UserStatusBadge } from "./user-parts.tsx";

/** Which dialog is open, for which user; `fromDetails` returns there when the form closes. */
type Dialog =
  | { kind: "create" }
  | { kind: "details"; id: string }
  | { kind: "edit" | "password"; id: string; fromDetails: boolean }
  | { kind: "block" | "unblock" | "delete"; id: string };

const ROLE_FILTERS = [
  { value: "all", label: "All Roles" },
  { value: "customer", label: ROLE_LABELS.customer },
  { value: "admin", label: ROLE_LABELS.admin },
] as const;

const STATUS_FILTERS = [
  { value: "all", label: "All Statuses" },
  ...(["active", "pending", "blocked"] as const).map((s) => ({ value: s, label: USER_STATUS_LABELS[s] })),
];

export function UserManagement() {
  const { rows, loading } = useCustomers();
  const sync = useSyncStatus("customers");
  const searchTerm = useGlobalSearch();
  const { user: me } = useSession();
  const [dialog, setDialog] = useState<Dialog | null>(null);
  const [busy, setBusy] = useState<{ id: string; action: "approve" | "block" | "delete" } | null>(null);
  const [role, setRole] = useState("all");
  const [status, setStatus] = useState("all");

  // Fresh rows on arrival (a cheap delta pull); the engine keeps them fresh afterwards.
  useEffect(() => {
    void reloadCustomers();
  }, []);
  useFetchFailureToast(sync.lastErrorAt);

  const byId = useMemo(() => new Map(rows.map((r) => [r._id, r])), [rows]);
  const target = dialog && dialog.kind !== "create" ? (byId.get(dialog.id) ?? null) : null;
  const selfReason = (c: Customer, what: string) =>
    me && c._id === me._id ? `You cannot ${what} your own account` : undefined;

  const close = useCallback(() => setDialog(null), []);
  const backToDetails = useCallback(
    () =>
      setDialog((d) =>
        d && (d.kind === "edit" || d.kind === "password") && d.fromDetails
          ? { kind: "details", id: d.id }
          : null,
      ),
    [],
  );

  async function approve(c: Customer) {
    setBusy({ id: c._id, action: "approve" });
    const out = await approveCustomer(c._id);
    setBusy(null);
    if (out.ok) toast.success(USER_MESSAGES.approved);
    else if (out.queued) toastQueued(out.message);
    else toast.error(out.message);
  }

  async function confirmAction() {
    if (
      !dialog ||
      !target ||
      (dialog.kind !== "block" && dialog.kind !== "unblock" && dialog.kind !== "delete")
    )
      return;
    const c = target;
    if (dialog.kind === "delete") {
      setBusy({ id: c._id, action: "delete" });
      const out = await deleteCustomer(c._id);
      setBusy(null);
      if (out.ok) {
        toast.success(USER_MESSAGES.deleted);
        setDialog(null);
      } else toast.error(out.message);
      return;
    }
    const blocking = dialog.kind === "block";
    setBusy({ id: c._id, action: "block" });
    const out = await setCustomerBlocked(c._id, blocking);
    setBusy(null);
    if (out.ok) {
      toast.success(blocking ? USER_MESSAGES.blocked : USER_MESSAGES.unblocked);
      setDialog(null);
    } else if (out.queued) {
      toastQueued(out.message);
      setDialog(null);
    } else toast.error(out.message);
  }

  const actions = (c: Customer) => (
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
          onClick={() => void approve(c)}
          busy={busy?.id === c._id && busy.action === "approve"}
        />
      )}
      <BlockToggleButton
        blocked={c.isBlocked}
        name={c.name}
        onClick={() => setDialog({ kind: c.isBlocked ? "unblock" : "block", id: c._id })}
        busy={busy?.id === c._id && busy.action === "block"}
        disabledReason={c.isBlocked ? undefined : selfReason(c, "block")}
      />
      <IconButton
        icon="delete"
        label={selfReason(c, "delete") ?? `Delete ${c.name}`}
        onClick={() => setDialog({ kind: "delete", id: c._id })}
        disabled={Boolean(selfReason(c, "delete"))}
        busy={busy?.id === c._id && busy.action === "delete"}
      />
    </div>
  );

  const columns: DataListColumn<Customer>[] = [
    {
      key: "name",
      header: "User",
      compact: true,
      sortValue: (c) => c.name,
      render: (c) => <UserCell user={c} isSelf={me?._id === c._id} />,
    },
    {
      key: "email",
      header: "Email",
      sortValue: (c) => c.email,
      render: (c) => <span className="break-all">{c.email}</span>,
    },
    {
      key: "role",
      header: "Role",
      compact: true,
      sortValue: (c) => c.role,
      render: (c) => <RoleBadge role={c.role} />,
    },
    {
      key: "status",
      header: "Status",
      compact: true,
      sortValue: (c) => STATUS_ORDER[userStatus(c)],
      render: (c) => (
        <span className="inline-flex flex-wrap items-center gap-1">
          <UserStatusBadge user={c} />
          <QueuedBadge table="customers" id={c._id} />
        </span>
      ),
    },
    {
      key: "createdAt",
      header: "Member Since",
      sortValue: (c) => c.createdAt,
      className: "whitespace-nowrap",
      render: (c) => formatDate(c.createdAt),
    },
    { key: "actions", header: "Actions", compact: true, className: "text-right w-0", render: actions },
  ];

  const filters: DataListFilter<Customer>[] = [
    {
      id: "role",
      label: "Role",
      options: ROLE_FILTERS,
      value: role,
      onChange: setRole,
      predicate: (c, v) => c.role === v,
    },
    {
      id: "status",
      label: "Status",
      options: STATUS_FILTERS,
      value: status,
      onChange: setStatus,
      predicate: (c, v) => userStatus(c) === (v as UserStatus),
    },
  ];

  const openCreate = () => setDialog({ kind: "create" });
  const neverLoaded = !sync.lastSyncedAt;
  const listError = rows.length === 0 && sync.lastError ? USER_MESSAGES.fetchFailed : null;

  return (
    <Page
      title="User Management"
      subtitle="Create accounts, approve sign-ups, block and manage users"
      actions={
        <>
          <ActionButton variant="refresh" busy={sync.syncing} onClick={() => void reloadCustomers()} />
          <ActionButton variant="create" label="Create User" onClick={openCreate} />
        </>
      }
    >
      <FreshnessLine
        noun="users"
        lastSyncedAt={sync.lastSyncedAt}
        failed={Boolean(sync.lastError)}
        syncing={false}
        loading={sync.loading}
      />
      <DataList
        rows={rows}
        columns={columns}
        getKey={(c) => c._id}
        filters={filters}
        searchTerm={searchTerm}
        searchFields={userSearchFields}
        initialSort={{ key: "createdAt", direction: "desc" }}
        countLabel="users"
        caption="Users"
        loading={loading || (neverLoaded && sync.syncing)}
        error={listError}
        onRetry={() => void reloadCustomers()}
        renderCompactRow={(c) => (
          <>
            <td>
              <UserCell user={c} isSelf={me?._id === c._id} withEmail />
            </td>
            <td>
              <RoleBadge role={c.role} />
            </td>
            <td>
              <span className="inline-flex flex-wrap items-center gap-1">
                <UserStatusBadge user={c} />
                <QueuedBadge table="customers" id={c._id} />
              </span>
            </td>
            <td className="text-right">{actions(c)}</td>
          </>
        )}
        renderCard={(c) => <UserCard user={c} isSelf={me?._id === c._id} actions={actions(c)} />}
        emptyState={
          <EmptyState
            icon={Users}
            title="No users found"
            message="Create the first account to get started."
            action={<ActionButton variant="create" label="Create First User" onClick={openCreate} />}
          />
        }
        noMatchState={
          <EmptyState
            icon={SearchX}
            title="No users match your search"
            message={searchTerm.trim() ? "Try a different search term" : "Try different filters"}
          />
        }
      />

      <CreateUserModal open={dialog?.kind === "create"} onClose={close} />
      <CustomerDetailsModal
        customer={dialog?.kind === "details" ? target : null}
        onClose={close}
        onEdit={() => target && setDialog({ kind: "edit", id: target._id, fromDetails: true })}
        onChangePassword={() => target && setDialog({ kind: "password", id: target._id, fromDetails: true })}
      />
      <EditCustomerModal
        customer={dialog?.kind === "edit" ? target : null}
        onClose={backToDetails}
        onSaved={backToDetails}
      />
      <ChangePasswordModal
        customer={dialog?.kind === "password" ? target : null}
        isSelf={Boolean(target && me && target._id === me._id)}
        onClose={backToDetails}
        onChanged={backToDetails}
      />
      <ConfirmDialog
        open={Boolean(target) && (dialog?.kind === "block" || dialog?.kind === "unblock")}
        action={dialog?.kind === "unblock" ? "unblock" : "block"}
        title={dialog?.kind === "unblock" ? "Unblock User" : "Block User"}
        message={
          target
            ? dialog?.kind === "unblock"
              ? `Unblock ${target.name} (${target.email})? They can sign in again.`
              : `Block ${target.name} (${target.email})? They are signed out at once and cannot sign in until unblocked.`
            : ""
        }
        confirmLabel={dialog?.kind === "unblock" ? "Unblock" : "Block"}
        busy={busy?.action === "block"}
        onCancel={close}
        onConfirm={() => void confirmAction()}
      />
      <ConfirmDialog
        open={Boolean(target) && dialog?.kind === "delete"}
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
        onConfirm={() => void confirmAction()}
      />
    </Page>
  );
}

/**
 * 'Failed to fetch customers' (title 'Error!') once per run of failed pulls: a failure after a
 * success toasts again; the periodic retries of the same outage do not, nor does a failure that was
 * recorded before the screen opened.
 */
function useFetchFailureToast(lastErrorAt: string | null) {
  const baseline = useRef(lastErrorAt);
  const toasted = useRef(false);
  useEffect(() => {
    if (!lastErrorAt) {
      toasted.current = false;
      return;
    }
    if (lastErrorAt === baseline.current || toasted.current) return;
    toasted.current = true;
    toast.error(USER_MESSAGES.fetchFailed);
  }, [lastErrorAt]);
}

function UserCell({
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

function UserCard({ user, isSelf, actions }: { user: Customer; isSelf: boolean; actions: ReactNode }) {
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
