/**
 * Taking a new version of the app without losing work.
 *
 * A new service worker installs and then waits (sw/sw.ts no longer skips waiting by itself). This
 * page tells it to take over (`SKIP_WAITING`) only while nothing is held (unsaved-work.ts); the
 * worker then claims every tab, and each tab reloads once into the new build as soon as it is free.
 * While something is held the page shows the update banner (ui/update-banner.tsx) and keeps running
 * the old build, whose files the old worker still serves: a half-typed form stays as it is, and
 * screens not loaded yet still load. The banner's button reloads at once (the user's choice).
 *
 * A file of the build that the server no longer has (a lazily loaded route or module deleted by a
 * deploy, typically when another tab let the new worker take over) reloads the page once into the
 * new build, unless work is held (then the banner says what happened), and never twice within
 * MISSING_FILE_WINDOW_MS (a sessionStorage marker), so a file missing from the new build too shows
 * the error instead of reloading in a loop.
 */
import { hasUnsavedWork, subscribeUnsavedWork } from "./unsaved-work.ts";

/** What the banner shows: nothing, a new version ready, or a part of the app that failed to load. */
export type UpdateStatus = "none" | "ready" | "stale" | "failed";

/** No second reload for a missing file within this time of the last one (a loop guard). */
export const MISSING_FILE_WINDOW_MS = 60_000;
export const MISSING_FILE_MARKER = "safar:reloaded-for-missing-file";
/** If the new worker has not taken over this long after SKIP_WAITING, the page reloads anyway. */
const TAKEOVER_FALLBACK_MS = 4000;

let status: UpdateStatus = "none";
const statusListeners = new Set<() => void>();

/** A new worker installed and waiting for this page's go. */
let waiting: ServiceWorker | null = null;
/** A new worker took control of this page, which still runs the build it loaded with. */
let takenOver = false;
/** A file of this page's build failed to load: it needs the new build. */
let missingFile = false;
/** The banner's button was pressed: reload when the new worker has taken over, held or not. */
let forced = false;
let reloading = false;

function setStatus(next: UpdateStatus): void {
  if (status === next) return;
  status = next;
  for (const listener of [...statusListeners]) listener();
}

export function updateStatus(): UpdateStatus {
  return status;
}

export function subscribeUpdateStatus(listener: () => void): () => void {
  statusListeners.add(listener);
  return () => {
    statusListeners.delete(listener);
  };
}

function reloadPage(): void {
  if (reloading) return;
  reloading = true;
  if (missingFile) {
    try {
      sessionStorage.setItem(MISSING_FILE_MARKER, String(Date.now()));
    } catch {
      // Storage refused: the reload still happens (once for this page: `reloading`).
    }
  }
  window.location.reload();
}

/** Whether there is a new version for this page to take. */
function pending(): boolean {
  return takenOver || missingFile || (waiting !== null && waiting.state === "installed");
}

/** Takes the new version now if nothing is held; otherwise shows the banner. */
function settle(): void {
  if (reloading || !pending()) return;
  if (hasUnsavedWork()) {
    if (status === "none") setStatus("ready");
    return;
  }
  take();
}

/** Reloads into the new build: a waiting worker is told to take over first (the reload follows it). */
function take(): void {
  if (takenOver || !waiting || waiting.state !== "installed") {
    reloadPage();
    return;
  }
  // The `controllerchange` that follows calls newVersionControlling(), which reloads. A worker of
  // an older build that does not know the message would leave the page waiting: reload anyway,
  // unless work was started meanwhile (its release runs settle() again).
  waiting.postMessage({ type: "SKIP_WAITING" });
  setTimeout(() => {
    if (forced || !hasUnsavedWork()) reloadPage();
  }, TAKEOVER_FALLBACK_MS);
}

subscribeUnsavedWork(() => {
  if (!hasUnsavedWork()) settle();
});

/** sw-register.ts: a new worker has installed and waits (found now, or already waiting at load). */
export function newVersionWaiting(worker: ServiceWorker): void {
  waiting = worker;
  settle();
}

/**
 * sw-register.ts: a new worker took control of a page that already had one (not the first install,
 * which controls a page running the very build it installed).
 */
export function newVersionControlling(): void {
  takenOver = true;
  if (forced) reloadPage();
  else settle();
}

/** The banner's Reload button: the user chose to take the new version now. */
export function reloadNow(): void {
  forced = true;
  if (reloading) return;
  if (status === "failed") {
    // The loop guard held the automatic reload back; the user asks for one.
    reloadPage();
    return;
  }
  take();
}

function recentlyReloadedForMissingFile(now: number): boolean {
  try {
    const at = Number(sessionStorage.getItem(MISSING_FILE_MARKER));
    return Number.isFinite(at) && at > 0 && now - at >= 0 && now - at < MISSING_FILE_WINDOW_MS;
  } catch {
    return false;
  }
}

/**
 * A file of the running build could not be loaded (a failed dynamic import, a worker script that
 * did not load). Answers what happens:
 * - "reload": nothing is held; the page reloads into the new build (once: a marker is stored);
 * - "held": work is held; the banner explains, and the page reloads once the work is released;
 * - "failed": the page reloaded for a missing file moments ago; the error stays (no loop).
 */
export function missingBuildFile(now = Date.now()): "reload" | "held" | "failed" {
  if (recentlyReloadedForMissingFile(now)) {
    setStatus("failed");
    return "failed";
  }
  missingFile = true;
  if (hasUnsavedWork()) {
    setStatus("stale");
    return "held";
  }
  take();
  return "reload";
}

/** The file a failed dynamic import names ("Failed to fetch dynamically imported module: <url>"). */
function failedFile(error: unknown): string | null {
  const match = error instanceof Error ? /(https?:\/\/\S+|\/\S+\.js)\s*$/.exec(error.message) : null;
  return match?.[1] ?? null;
}

/**
 * Whether a failed import's file is gone from the server (404 or 410: a deploy removed it), rather
 * than out of reach (offline, a dropped connection, a server that answered 503): only a file that is
 * gone needs the new build. One HEAD request asks; an error that names no file counts as gone.
 */
export async function buildFileGone(error: unknown, fetchFile: typeof fetch = fetch): Promise<boolean> {
  const file = failedFile(error);
  if (!file) return true;
  try {
    const answer = await fetchFile(file, { method: "HEAD", cache: "no-store" });
    return answer.status === 404 || answer.status === 410;
  } catch {
    return false;
  }
}

/**
 * Vite's `vite:preloadError` fires for every failed dynamic import of the build (lazy routes and
 * lazy dialogs too, and a dialog's download started by a pointer over its button). Nothing is
 * prevented: the error still reaches the caller, which shows it (a dialog's Try Again, a screen's
 * Try Again in router.tsx). Only a file that is gone from the server (`buildFileGone`) means a new
 * build: the page then reloads into it, or, with work held, shows the banner (`missingBuildFile`,
 * with its loop guard). A file merely out of reach (offline, a 503) reloads nothing: on a busy
 * server a reload only lost what the person was doing.
 *
 * TanStack Router's lazy route components reload the page by themselves on such an error, once per
 * message (a sessionStorage key `tanstack_router_reload:<message>`, @tanstack/react-router
 * lazyRouteComponent), whatever the cause: the key is set here so that this module alone decides.
 */
export function watchMissingBuildFiles(): void {
  window.addEventListener("vite:preloadError", (event) => {
    const error = (event as Event & { payload?: unknown }).payload;
    if (error instanceof Error) {
      try {
        sessionStorage.setItem(`tanstack_router_reload:${error.message}`, "1");
      } catch {
        // nothing to do
      }
    }
    void buildFileGone(error).then((gone) => {
      if (gone) missingBuildFile();
    });
  });
}

/** Tests only: back to the state of a fresh page. */
export function resetUpdateForTests(): void {
  status = "none";
  waiting = null;
  takenOver = false;
  missingFile = false;
  forced = false;
  reloading = false;
  statusListeners.clear();
}
