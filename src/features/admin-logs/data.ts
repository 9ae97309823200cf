/**
 * Activity Logs' calls. Logs are online data (never mirrored, docs/ARCHITECTURE.md §5): each page, the stats and
 * the export are fetched when asked for. A failure keeps what was shown and says why: 'offline'
 * when the call never got an answer, 'failed' for an error answer. Errors go to the console only
 * (no toast).
 */
import { useCallback, useEffect, useRef, useState } from "react";
import { api, errorMessage, isAbort } from "../../api/client.ts";
import type { components } from "../../api/schema.gen.ts";
import { saveFile } from "../../ui/save-file.ts";
import { exportFileName, type LogFilterParams, type LogsParams } from "./log-query.ts";

export type ActivityLog = components["schemas"]["ActivityLog"];
export type LogsPage = { logs: ActivityLog[]; totalPages: number; total: number; page: number };
export type LogStats = {
  totalLogs: number;
  todayLogs: number;
  errorLogs: number;
  userActivity: {
    userEmail: string;
    userName: string;
    userRole: string;
    count: number;
    lastActivity: string;
  }[];
};

/**
 * Why the last load failed: no answer (connection down, server unreachable) or an error answer,
 * with the server's message when the answer carried one.
 */
export type LoadFailure = {
  kind: "offline" | "failed";
  status: number | null;
  message: string | null;
  at: number;
};

export type Loaded<T> = {
  /** The last good answer (kept through later failures). */
  data: T | null;
  /** When `data` arrived (ms). */
  loadedAt: number | null;
  loading: boolean;
  failure: LoadFailure | null;
};

type Answer<T> = { ok: true; data: T } | { ok: false; failure: LoadFailure } | { ok: false; aborted: true };

async function call<T>(
  what: string,
  run: () => Promise<{ data?: T; error?: unknown; response: Response }>,
): Promise<Answer<T>> {
  try {
    const { data, error, response } = await run();
    if (data !== undefined && response.ok) return { ok: true, data };
    console.error(`${what} failed (${response.status})`, error);
    const message = errorMessage(error, "") || null;
    return { ok: false, failure: { kind: "failed", status: response.status, message, at: Date.now() } };
  } catch (err) {
    if (isAbort(err)) return { ok: false, aborted: true };
    console.error(`${what} failed: no answer`, err);
    return { ok: false, failure: { kind: "offline", status: null, message: null, at: Date.now() } };
  }
}

export function fetchLogs(query: LogsParams, signal?: AbortSignal): Promise<Answer<LogsPage>> {
  return call("Fetching activity logs", () => api.GET("/logs", { params: { query }, signal }));
}

export function fetchLogStats(signal?: AbortSignal): Promise<Answer<LogStats>> {
  return call("Fetching log stats", () => api.GET("/logs/stats", { signal }));
}

/**
 * Loads `load(key)` whenever `key` (a stable text of the request) or `reloadToken` changes; the
 * previous call is aborted. The last good data stays through a failure.
 */
function useLoaded<T>(
  key: string,
  reloadToken: number,
  load: (signal: AbortSignal) => Promise<Answer<T>>,
): Loaded<T> {
  const [state, setState] = useState<Loaded<T>>({ data: null, loadedAt: null, loading: true, failure: null });
  const loadRef = useRef(load);
  loadRef.current = load;
  // `key` and `reloadToken` are the triggers; `load` is read from the ref.
  useEffect(() => {
    const ctrl = new AbortController();
    setState((s) => ({ ...s, loading: true }));
    void loadRef.current(ctrl.signal).then((answer) => {
      if (ctrl.signal.aborted) return;
      if (answer.ok) setState({ data: answer.data, loadedAt: Date.now(), loading: false, failure: null });
      else if ("failure" in answer) setState((s) => ({ ...s, loading: false, failure: answer.failure }));
    });
    return () => ctrl.abort();
  }, [key, reloadToken]);
  return state;
}

export function useLogsPage(query: LogsParams, reloadToken: number): Loaded<LogsPage> {
  const key = JSON.stringify(query);
  const load = useCallback((signal: AbortSignal) => fetchLogs(query, signal), [query]);
  return useLoaded(key, reloadToken, load);
}

export function useLogStats(reloadToken: number): Loaded<LogStats> {
  return useLoaded("stats", reloadToken, fetchLogStats);
}

/** GET /logs/export?format=csv&… as a file; false when it failed (logged to the console). */
export async function exportLogs(query: LogFilterParams & { format: "csv" }): Promise<boolean> {
  try {
    const { data, error, response } = await api.GET("/logs/export", {
      params: { query },
      parseAs: "blob",
    });
    if (data && response.ok) {
      saveFile(data as Blob, exportFileName(response.headers.get("Content-Disposition")));
      return true;
    }
    console.error(`Exporting activity logs failed (${response.status})`, error);
    return false;
  } catch (err) {
    console.error("Exporting activity logs failed: no answer", err);
    return false;
  }
}
