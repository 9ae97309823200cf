/**
 * What the customer's list screens (Available Flights and Packages, My Bookings, My Packages)
 * share: the list's sync status, the global search, today's date and Clear Filters, the page around
 * the list (its heading, the outlined link to the sibling screen, the freshness line), Refresh.
 */
import { Link, type LinkProps } from "@tanstack/react-router";
import type { LucideIcon } from "lucide-react";
import type { ReactNode } from "react";
import { type SyncStatus, useSyncStatus } from "../../db/hooks.ts";
import type { MirrorTable } from "../../db/schema.ts";
import { karachiDate } from "../../domain/format.ts";
import { ActionButton } from "../buttons.tsx";
import { SyncFreshness } from "../freshness-line.tsx";
import { Page } from "../page.tsx";
import { setGlobalSearch, useGlobalSearch } from "../search.ts";

export type ListScreen = {
  sync: SyncStatus;
  searchTerm: string;
  /** Karachi's calendar day. */
  today: string;
  /** Clear Filters: `resetFilters`, and the global search emptied. */
  clearAll: () => void;
};

/** The sync status of the screen's table, the global search term, today, and Clear Filters. */
export function useListScreen(table: MirrorTable, resetFilters: () => void): ListScreen {
  const sync = useSyncStatus(table);
  const searchTerm = useGlobalSearch();
  const today = karachiDate();
  const clearAll = () => {
    resetFilters();
    setGlobalSearch("");
  };
  return { sync, searchTerm, today, clearAll };
}

/** The list's Refresh, turning while its table syncs. */
export function RefreshButton({
  sync,
  onRefresh,
  testId,
}: {
  sync: SyncStatus;
  onRefresh: () => unknown;
  testId: string;
}) {
  return (
    <ActionButton
      variant="refresh"
      size="sm"
      busy={sync.syncing}
      onClick={() => void onRefresh()}
      data-testid={testId}
    />
  );
}

/** The sibling screen the page header links to ('My Packages', 'Browse Packages'). */
export type ScreenLink = { to: LinkProps["to"]; icon: LucideIcon; label: string };

function HeaderLink({ to, icon: Icon, label }: ScreenLink) {
  return (
    <Link to={to} activeOptions={{ exact: true }} className="btn btn-outline btn-primary max-lg:min-h-11">
      <Icon className="size-4" aria-hidden="true" />
      {label}
    </Link>
  );
}

/**
 * A customer's list screen: the page's heading (and its link), the list's freshness line with
 * Refresh at its end, the rest; tighter on phones, so the first card comes higher.
 */
export function ListPage({
  title,
  subtitle,
  link,
  noun,
  sync,
  refresh,
  children,
}: {
  title: string;
  subtitle: string;
  link?: ScreenLink;
  /** What the freshness line calls the rows ('flights', 'bookings'). */
  noun: string;
  sync: SyncStatus;
  /** Refresh (RefreshButton), on the freshness line rather than a line of its own. */
  refresh?: ReactNode;
  children: ReactNode;
}) {
  return (
    <Page title={title} subtitle={subtitle} actions={link && <HeaderLink {...link} />} compact>
      {refresh ? (
        <div className="flex flex-wrap items-center justify-between gap-x-3 gap-y-2">
          <SyncFreshness noun={noun} sync={sync} />
          <div className="ml-auto">{refresh}</div>
        </div>
      ) : (
        <SyncFreshness noun={noun} sync={sync} />
      )}
      {children}
    </Page>
  );
}
