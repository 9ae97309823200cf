/**
 * User Management (/admin/customers): every account in a dense table (the shared DataList: a table
 * on desktops, a compact table on tablets, cards on phones) read from the Dexie mirror, the global
 * search (name, email, company), role and status filters, and the account actions with their
 * dialogs and toasts.
 */
import { SearchX, Users } from "lucide-react";
import { useEffect, useState } from "react";
import { useSession } from "../../../api/session.ts";
import { loadFailureText } from "../../../db/sync-failure.ts";
import { ActionButton } from "../../../ui/buttons.tsx";
import { DataList } from "../../../ui/data-list.tsx";
import { EmptyState } from "../../../ui/empty-state.tsx";
import { SyncFreshness } from "../../../ui/freshness-line.tsx";
import { Page } from "../../../ui/page.tsx";
import { useGlobalSearch } from "../../../ui/search.ts";
import { reloadCustomers, USER_MESSAGES, useCustomers, useSyncStatus } from "../data.ts";
import { type Customer, userSearchFields } from "../user-view.ts";
import { useFetchFailureToast } from "./use-fetch-failure-toast.ts";
import { useUserActions } from "./use-user-actions.ts";
import { UserCard, UserCell, UserStatusCell } from "./user-cells.tsx";
import { userColumns, userFilters } from "./user-columns.tsx";
import { UserDialogs } from "./user-dialogs.tsx";
import { RoleBadge } from "./user-parts.tsx";
import { UserRowActions } from "./user-row-actions.tsx";

export function UserManagement() {
  const { rows, loading } = useCustomers();
  const sync = useSyncStatus("customers");
  const searchTerm = useGlobalSearch();
  const { user: me } = useSession();
  const userActions = useUserActions(rows);
  const [role, setRole] = useState("all");
  const [status, setStatus] = useState("all");

  // Fresh rows on arrival (a cheap delta pull); the engine keeps them fresh afterwards.
  useEffect(() => {
    void reloadCustomers();
  }, []);
  useFetchFailureToast(sync.lastErrorAt);

  const isSelf = (c: Customer) => me?._id === c._id;
  const actions = (c: Customer) => <UserRowActions user={c} isSelf={isSelf(c)} actions={userActions} />;
  const openCreate = () => userActions.setDialog({ kind: "create" });
  const neverLoaded = !sync.lastSyncedAt;
  // The server's own message when it sent one (docs/ARCHITECTURE.md §5.9).
  const listError =
    rows.length === 0 && sync.lastError ? loadFailureText(sync.errors[0], USER_MESSAGES.fetchFailed) : null;

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
      <SyncFreshness noun="users" sync={sync} showSyncing={false} />
      <DataList
        rows={rows}
        columns={userColumns(me?._id, actions)}
        getKey={(c) => c._id}
        filters={userFilters({ value: role, onChange: setRole }, { value: status, onChange: setStatus })}
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
              <UserCell user={c} isSelf={isSelf(c)} withEmail />
            </td>
            <td>
              <RoleBadge role={c.role} />
            </td>
            <td>
              <UserStatusCell user={c} />
            </td>
            <td className="text-right">{actions(c)}</td>
          </>
        )}
        renderCard={(c) => <UserCard user={c} isSelf={isSelf(c)} actions={actions(c)} />}
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
      <UserDialogs actions={userActions} myId={me?._id} />
    </Page>
  );
}
