/**
 * Activity Logs (/admin/logs): the stats cards, the filters and the top bar's search (all sent to
 * the server), one page of 20 logs, Previous/Next, the details modal, Refresh and Export (a CSV of
 * every log the filters match). Logs are online data: when the connection is down the last page
 * stays on screen under a clear note, and the page reloads itself when the connection returns.
 */
import { useEffect, useMemo, useRef, useState } from "react";
import { ActionButton } from "../../../ui/buttons.tsx";
import { Page } from "../../../ui/page.tsx";
import { useGlobalSearch } from "../../../ui/search.ts";
import { useOnline } from "../../../ui/use-online.ts";
import { type ActivityLog, exportLogs, useLogStats, useLogsPage } from "../data.ts";
import { exportParams, isFiltered, type LogFilters, logsParams } from "../log-query.ts";
import { filtersOf, type LogsSearch, searchOf } from "../route-search.ts";
import { LoadNote } from "./load-note.tsx";
import { LoadingRows } from "./loading-rows.tsx";
import { LogCount } from "./log-count.tsx";
import { LogDetailsModal } from "./log-details-modal.tsx";
import { type FilterChange, LogFiltersBar } from "./log-filters.tsx";
import { LogStatsCards } from "./log-stats.tsx";
import { LogTable } from "./log-table.tsx";
import { NoLogs } from "./no-logs.tsx";
import { Pagination } from "./pagination.tsx";

/** The top bar's search is sent this long after the last key press. */
export const SEARCH_DEBOUNCE_MS = 300;

function useDebounced(value: string, ms: number): string {
  const [debounced, setDebounced] = useState(value);
  useEffect(() => {
    const t = setTimeout(() => setDebounced(value), ms);
    return () => clearTimeout(t);
  }, [value, ms]);
  return debounced;
}

export function ActivityLogs({
  search,
  onSearchChange,
}: {
  search: LogsSearch;
  onSearchChange: (next: LogsSearch) => void;
}) {
  const online = useOnline();
  const term = useDebounced(useGlobalSearch(), SEARCH_DEBOUNCE_MS);
  const filters: LogFilters = useMemo(() => filtersOf(search, term), [search, term]);
  const page = search.page ?? 1;
  // Today's presets are worked out once per change (not on every render), so the request is stable.
  const query = useMemo(() => logsParams(filters, page), [filters, page]);

  const [reloadToken, setReloadToken] = useState(0);
  const logs = useLogsPage(query, reloadToken);
  const stats = useLogStats(reloadToken);
  const [viewing, setViewing] = useState<ActivityLog | null>(null);
  const [exporting, setExporting] = useState(false);

  // A new search term starts again from page 1.
  const lastTerm = useRef(term);
  useEffect(() => {
    if (lastTerm.current === term) return;
    lastTerm.current = term;
    if (search.page) onSearchChange({ ...search, page: undefined });
  }, [term, search, onSearchChange]);

  // Back online after a failed load: load again on its own.
  const failedOffline = logs.failure?.kind === "offline" || stats.failure?.kind === "offline";
  useEffect(() => {
    if (online && failedOffline) setReloadToken((n) => n + 1);
  }, [online, failedOffline]);

  // A page past the end (an old link, fewer matches now): go to the last page.
  const data = logs.data;
  useEffect(() => {
    if (data && data.logs.length === 0 && data.total > 0 && page > data.totalPages)
      onSearchChange({ ...search, page: data.totalPages > 1 ? data.totalPages : undefined });
  }, [data, page, search, onSearchChange]);

  const change = (next: FilterChange) => {
    const { search: _s, ...current } = filters;
    onSearchChange(searchOf({ ...current, ...next }));
  };
  const goTo = (p: number) => onSearchChange({ ...search, page: p > 1 ? p : undefined });

  async function runExport() {
    setExporting(true);
    await exportLogs(exportParams(filters));
    setExporting(false);
  }

  const filtered = isFiltered(filters);
  const refreshing = logs.loading || stats.loading;

  return (
    <Page
      title="Activity Logs"
      subtitle="Every sign-in and change in the portal, newest first"
      actions={
        <>
          <ActionButton variant="refresh" busy={refreshing} onClick={() => setReloadToken((n) => n + 1)} />
          <ActionButton
            variant="export"
            busy={exporting}
            busyLabel="Exporting..."
            onClick={() => void runExport()}
            disabled={!online}
            title={online ? "Download the logs matching the filters as CSV" : "Export needs a connection"}
          />
        </>
      }
    >
      <LoadNote
        failure={logs.failure}
        online={online}
        loadedAt={logs.loadedAt}
        hasData={Boolean(data)}
        onRetry={() => setReloadToken((n) => n + 1)}
      />
      <LogStatsCards stats={stats.data} />
      <div className="flex flex-col gap-4" aria-busy={logs.loading || undefined}>
        <LogFiltersBar filters={filters} onChange={change} onClear={() => onSearchChange({})} />
        {data && (
          <LogCount
            first={(data.page - 1) * query.limit + 1}
            shown={data.logs.length}
            total={data.total}
            search={filters.search.trim()}
            filtered={filtered}
            loading={logs.loading}
          />
        )}
        {!data ? (
          logs.failure ? null : (
            <LoadingRows />
          )
        ) : data.logs.length === 0 ? (
          <NoLogs filtered={filtered} />
        ) : (
          <LogTable logs={data.logs} onView={setViewing} />
        )}
        {data && (
          <Pagination page={data.page} totalPages={data.totalPages} onPage={goTo} disabled={logs.loading} />
        )}
      </div>
      <LogDetailsModal log={viewing} onClose={() => setViewing(null)} />
    </Page>
  );
}
