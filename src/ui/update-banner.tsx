/**
 * The update banner (src/update/update.ts): a new version is ready but the page holds work (a form
 * being filled in, an open dialog, a send under way), or a part of the app could not load. It says
 * so and offers "Reload"; the page also reloads by itself once the work is saved or closed.
 *
 * At the bottom, centred (the Reload button within thumb reach on phones; clear of the top bar and of
 * the toasts, top right, on wider screens). The live regions are always there, so screen readers hear
 * the message when it appears.
 */
import { RefreshCw, TriangleAlert } from "lucide-react";
import { useSyncExternalStore } from "react";
import { subscribeUnsavedWork, unsavedWorkReasons } from "../update/unsaved-work.ts";
import { reloadNow, subscribeUpdateStatus, type UpdateStatus, updateStatus } from "../update/update.ts";

const TEXT: Record<Exclude<UpdateStatus, "none">, { title: string; message: string }> = {
  ready: {
    title: "Update ready",
    message:
      "A new version of Safar is ready. It loads by itself once you save or close what you are working on.",
  },
  stale: {
    title: "Update ready — this part could not load",
    message:
      "Safar has been updated and the screen you opened needs the new version. Save or close your form, then reload.",
  },
  failed: {
    title: "Part of Safar could not load",
    message: "Check your connection, then reload the page.",
  },
};

function useUpdateStatus(): UpdateStatus {
  return useSyncExternalStore(subscribeUpdateStatus, updateStatus, () => "none" as const);
}

/** Whether a dialog is open (it holds the update: unsaved-work.ts). */
function useDialogOpen(): boolean {
  return useSyncExternalStore(
    subscribeUnsavedWork,
    () => unsavedWorkReasons().includes("dialog"),
    () => false,
  );
}

function UpdateMessage({ status, inDialog }: { status: Exclude<UpdateStatus, "none">; inDialog?: boolean }) {
  const text = TEXT[status];
  const warn = status !== "ready";
  return (
    <>
      {warn ? (
        <TriangleAlert className="size-5 shrink-0 self-start text-warning" aria-hidden="true" />
      ) : (
        <RefreshCw className="size-5 shrink-0 self-start text-info" aria-hidden="true" />
      )}
      <div className="min-w-0 flex-1 basis-56">
        <p className="font-semibold">{text.title}</p>
        <p className="text-base-content/80 text-sm">{text.message}</p>
      </div>
      <button
        type="button"
        className={`btn btn-primary btn-sm max-sm:h-11 ${inDialog ? "" : "max-sm:w-full"}`}
        onClick={reloadNow}
        data-testid="update-reload"
      >
        <RefreshCw className="size-4" aria-hidden="true" />
        Reload
      </button>
    </>
  );
}

/**
 * The page's banner. Mounted beside the router (src/main.tsx), not inside a route: a screen that
 * failed to load replaces the routes' whole tree with the router's error, and the banner must stay.
 * While a dialog is open the dialog shows the notice instead (UpdateNotice): a modal dialog hides
 * the rest of the page from screen readers and keeps the keyboard inside, and a banner over the
 * page would cover a part of the dialog.
 */
export function UpdateBanner() {
  const status = useUpdateStatus();
  const dialogOpen = useDialogOpen();
  const shown = status !== "none" && !dialogOpen;
  const warn = status === "stale" || status === "failed";
  return (
    <div
      role={warn ? "alert" : "status"}
      aria-live={warn ? "assertive" : "polite"}
      aria-atomic="true"
      className="pointer-events-none fixed inset-x-0 bottom-0 z-[1000] flex justify-center p-3 pb-[max(0.75rem,env(safe-area-inset-bottom))] sm:p-4 sm:pb-[max(1rem,env(safe-area-inset-bottom))]"
    >
      {shown && (
        <div
          className={`pointer-events-auto flex w-full max-w-xl flex-wrap items-center gap-x-3 gap-y-2 rounded-box border border-base-300 border-l-4 bg-base-100 p-3 text-base-content shadow-lg motion-safe:starting:translate-y-2 motion-safe:starting:opacity-0 motion-safe:transition-all ${
            warn ? "border-l-warning" : "border-l-info"
          }`}
          data-testid="update-banner"
          data-status={status}
        >
          <UpdateMessage status={status} />
        </div>
      )}
    </div>
  );
}

/** The same notice inside a dialog (ui/modal.tsx), between its title and its body. */
export function UpdateNotice() {
  const status = useUpdateStatus();
  const warn = status === "stale" || status === "failed";
  return (
    <div role={warn ? "alert" : "status"} aria-live={warn ? "assertive" : "polite"} aria-atomic="true">
      {status !== "none" && (
        <div
          className={`flex flex-wrap items-center gap-x-3 gap-y-2 border-base-300 border-b border-l-4 bg-base-200 px-5 py-3 ${
            warn ? "border-l-warning" : "border-l-info"
          }`}
          data-testid="update-banner"
          data-status={status}
        >
          <UpdateMessage status={status} inDialog />
        </div>
      )}
    </div>
  );
}
