/**
 * Activity Logs (/admin/logs): the stats cards, the filters and the top bar's search (all sent to
 * the server), one page of 20 logs, Previous/Next, the details modal, Refresh and Export (a CSV of
 * every log the filters match). Logs are online data: when the connection is down the last page
 * stays on screen under a clear note, and the page reloads itself when the connection returns.
 */
import { CloudOff, ScrollText, SearchX, TriangleAlert } from "lucide-react";
import { useEffect, useMemo, useRef, useState } from "react";
import { formatTime12 } from "../../../domain/format.ts";
import { ActionButton } from "../../../ui/buttons.tsx";
import { EmptyState } from "../../../ui/empty-state.tsx";
import { Page } from "../../../ui/page.tsx";
import { useGlobalSearch } from "../../../ui/search.ts";
import { useOnline } from "../../../ui/use-online.ts";
import { type ActivityLog, exportLogs, type LoadFailure, useLogStats, useLogsPage } from "../data.ts";
import { exportParams, isFiltered, type LogFilters, logsParams } from "../log-query.ts";
import { filtersOf, type LogsSearch, searchOf } from "../route-search.ts";
import { LogDetailsModal } from "./log-details-modal.tsx";
import { type FilterChange, LogFiltersBar } from "./log-filters.tsx";
import { LogStatsCards, Pagination } from "./log-parts.tsx";
import { LogTable } from "./log-table.tsx";

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

const count = new Intl.NumberFormat("en-PK");

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
      <LoadNote failure={logs.failure} online={online} loadedAt={logs.loadedAt} hasData={Boolean(data)} />
      <LogStatsCards stats={stats.data} />
      <div className="flex flex-col gap-4" aria-busy={logs.loading || undefined}>
        <LogFiltersBar filters={filters} onChange={change} onClear={() => onSearchChange({})} />
        {data && (
          <p className="flex flex-wrap items-center gap-x-2 text-base-content/70 text-sm" aria-live="polite">
            <span data-testid="log-count">
              {data.total === 0
                ? "No logs"
                : `Showing ${count.format((data.page - 1) * query.limit + 1)}–${count.format(
                    (data.page - 1) * query.limit + data.logs.length,
                  )} of ${count.format(data.total)} logs`}
            </span>
            {filters.search.trim() && (
              <span>
                matching “<span className="font-medium text-base-content">{filters.search.trim()}</span>”
              </span>
            )}
            {filtered && !filters.search.trim() && <span>(filtered)</span>}
            {logs.loading && (
              <>
                <span className="loading loading-dots loading-xs" aria-hidden="true" />
                <span className="sr-only">Refreshing</span>
              </>
            )}
          </p>
        )}
        {!data ? (
          logs.failure ? null : (
            <LoadingRows />
          )
        ) : data.logs.length === 0 ? (
          <div
            className="rounded-box border border-base-300 border-dashed bg-base-100"
            data-testid="logs-empty"
          >
            {filtered ? (
              <EmptyState
                icon={SearchX}
                title="No logs match your search"
                message="Try a different search term or clear the filters"
              />
            ) : (
              <EmptyState
                icon={ScrollText}
                title="No logs found"
                message="Sign-ins and changes appear here as they happen."
              />
            )}
          </div>
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

/**
 * Why the logs on screen may be old: offline (logs are not kept on this device), the server not
 * answering, or an error answer. Details go to the console; this says what the screen shows.
 */
function LoadNote({
  failure,
  online,
  loadedAt,
  hasData,
}: {
  failure: LoadFailure | null;
  online: boolean;
  loadedAt: number | null;
  hasData: boolean;
}) {
  if (!failure && online) return null;
  const kept = hasData && loadedAt ? ` Showing the logs loaded at ${formatTime12(loadedAt)}.` : "";
  let text: string;
  if (!online || failure?.kind === "offline") {
    text = !online
      ? `You are offline. Activity logs are not saved on this device and need a connection.${kept || " They load again when you reconnect."}`
      : `The server cannot be reached.${kept || ""} Check the connection and press Refresh.`;
  } else {
    text = `The activity logs could not be loaded${failure?.status ? ` (error ${failure.status})` : ""}.${kept} Press Refresh to try again.`;
  }
  const offline = !online || failure?.kind === "offline";
  const Icon = offline ? CloudOff : TriangleAlert;
  return (
    <p
      className="flex w-fit max-w-full items-start gap-2 rounded-box border border-warning/50 bg-warning/15 px-3 py-2 font-medium text-sm"
      role="status"
      data-testid="logs-offline"
      data-kind={offline ? "offline" : "failed"}
    >
      <Icon className="mt-0.5 size-4 shrink-0" aria-hidden="true" />
      <span>{text}</span>
    </p>
  );
}

function LoadingRows() {
  return (
    <div data-testid="logs-loading">
      <span className="sr-only" role="status">
        Loading…
      </span>
      <div
        className="flex flex-col gap-3 rounded-box border border-base-300 bg-base-100 p-4"
        aria-hidden="true"
      >
        {[0, 1, 2, 3, 4, 5].map((i) => (
          <div key={i} className="flex gap-4">
            <div className="skeleton h-4 w-1/4" />
            <div className="skeleton h-4 w-1/5" />
            <div className="skeleton h-4 flex-1" />
          </div>
        ))}
      </div>
    </div>
  );
}
