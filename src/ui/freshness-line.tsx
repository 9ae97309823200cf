/**
 * The line that says whether a list shows saved data and how old it is (docs/ARCHITECTURE.md §5), e.g.
 * 'Offline — showing packages saved 12 min ago'. It re-reads the clock every 30 s.
 *
 * Shared from the customer's Available Flights (features/customer-flights), where it started.
 */
import { Clock3, CloudOff, RefreshCw } from "lucide-react";
import { useEffect, useState } from "react";
import type { SyncStatus } from "../db/hooks.ts";
import { useOnline } from "./use-online.ts";

/** '12 min ago' for the time since `at` (an ISO instant); 'just now' under a minute. */
export function ageText(at: string | number | Date, now: number = Date.now()): string {
  const t = at instanceof Date ? at.getTime() : typeof at === "number" ? at : Date.parse(at);
  if (!Number.isFinite(t)) return "";
  const minutes = Math.floor(Math.max(0, now - t) / 60_000);
  if (minutes < 1) return "just now";
  if (minutes < 60) return `${minutes} min ago`;
  const hours = Math.floor(minutes / 60);
  if (hours < 24) return `${hours} h ago`;
  const days = Math.floor(hours / 24);
  return `${days} day${days === 1 ? "" : "s"} ago`;
}

export type Freshness = {
  online: boolean;
  /** When the list last matched the server; null: never. */
  lastSyncedAt: string | null;
  /** The last refresh failed. */
  failed: boolean;
  /**
   * The screen shows saved rows although `lastSyncedAt` is null (a screen of several lists, one of
   * them never pulled): then no age is given, and no 'no saved … yet' either.
   */
  hasRows?: boolean;
};

export type FreshnessNote = { tone: "warning" | "muted"; text: string } | null;

/**
 * The line above a list: a warning when it shows saved data (offline, or the last refresh failed),
 * a quiet 'Updated 2 min ago' otherwise (a warning past 5 minutes), nothing before the first sync
 * answers while online.
 */
export function freshnessNote(noun: string, s: Freshness, now: number = Date.now()): FreshnessNote {
  const age = s.lastSyncedAt ? ageText(s.lastSyncedAt, now) : "";
  if (!s.online) {
    return {
      tone: "warning",
      text: age
        ? `Offline — showing ${noun} saved ${age}`
        : s.hasRows
          ? `Offline — showing saved ${noun}`
          : `Offline — no saved ${noun} on this device yet`,
    };
  }
  if (s.failed) {
    return {
      tone: "warning",
      text: age
        ? `Could not refresh — showing ${noun} saved ${age}`
        : s.hasRows
          ? `Could not refresh — showing saved ${noun}`
          : `Could not load ${noun}. Check your connection and refresh.`,
    };
  }
  if (!age || !s.lastSyncedAt) return null;
  // Online but not refreshed for a while (a hidden tab, a server that answers slowly): say so.
  const stale = now - Date.parse(s.lastSyncedAt) > STALE_AFTER_MS;
  return { tone: stale ? "warning" : "muted", text: `Updated ${age}` };
}

/** Past this age a list's data is called out even online (docs/ARCHITECTURE.md §5). */
export const STALE_AFTER_MS = 5 * 60_000;

export function FreshnessLine({
  noun,
  lastSyncedAt,
  failed,
  syncing,
  loading = false,
  hasRows = false,
}: {
  noun: string;
  lastSyncedAt: string | null;
  failed: boolean;
  syncing: boolean;
  /**
   * The sync status (or the rows) has not been read from IndexedDB yet: `lastSyncedAt` is null then
   * without meaning 'never', so a skeleton holds the line's place instead of a false 'no saved …
   * on this device yet' over a list that is about to appear.
   */
  loading?: boolean;
  /** See `Freshness.hasRows`. */
  hasRows?: boolean;
}) {
  const online = useOnline();
  const [now, setNow] = useState(() => Date.now());
  useEffect(() => {
    setNow(Date.now());
    const t = setInterval(() => setNow(Date.now()), 30_000);
    return () => clearInterval(t);
  }, [lastSyncedAt]);
  if (loading) {
    // The height of the line it stands for: the warning box offline, a line of text online.
    return (
      <div
        className={`skeleton w-72 max-w-full ${online ? "h-5" : "h-9 rounded-box"}`}
        data-testid="freshness-loading"
        aria-hidden="true"
      />
    );
  }
  const note = freshnessNote(noun, { online, lastSyncedAt, failed, hasRows }, now);
  if (!note && !syncing) return null;
  const warning = note?.tone === "warning";
  return (
    <p
      className={`flex w-fit max-w-full items-center gap-2 text-sm ${
        warning
          ? "rounded-box border border-warning/50 bg-warning/15 px-3 py-2 font-medium text-base-content"
          : "text-base-content/70"
      }`}
      data-testid="freshness"
      data-tone={note?.tone}
      role="status"
    >
      {warning ? (
        online ? (
          <Clock3 className="size-4 shrink-0" aria-hidden="true" />
        ) : (
          <CloudOff className="size-4 shrink-0" aria-hidden="true" />
        )
      ) : syncing ? (
        <RefreshCw className="size-3.5 shrink-0 animate-spin" aria-hidden="true" />
      ) : null}
      <span>{syncing && !warning ? "Refreshing…" : note?.text}</span>
    </p>
  );
}

/**
 * The freshness line of a screen over the mirror (`useSyncStatus`). `showSyncing` is false on the
 * screens whose Refresh button shows the pull itself.
 */
export function SyncFreshness({
  noun,
  sync,
  showSyncing = true,
}: {
  noun: string;
  sync: Pick<SyncStatus, "lastSyncedAt" | "lastError" | "syncing" | "loading">;
  showSyncing?: boolean;
}) {
  return (
    <FreshnessLine
      noun={noun}
      lastSyncedAt={sync.lastSyncedAt}
      failed={Boolean(sync.lastError)}
      syncing={showSyncing && sync.syncing}
      loading={sync.loading}
    />
  );
}
