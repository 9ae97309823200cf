/** The note above Activity Logs when the logs on screen may be old (offline, no answer, an error). */
import { CloudOff } from "lucide-react";
import { formatTime12 } from "../../../domain/format.ts";
import { ErrorBox } from "../../../ui/error-box.tsx";
import type { LoadFailure } from "../data.ts";

/**
 * Why the logs on screen may be old: offline (logs are not kept on this device), the server not
 * answering, or an error answer. Details go to the console; this says what the screen shows. An
 * error answer is the red box with the server's message (when it sent one) and Try Again
 * (docs/ARCHITECTURE.md §5.9).
 */
export function LoadNote({
  failure,
  online,
  loadedAt,
  hasData,
  onRetry,
}: {
  failure: LoadFailure | null;
  online: boolean;
  loadedAt: number | null;
  hasData: boolean;
  onRetry: () => void;
}) {
  if (!failure && online) return null;
  const kept = hasData && loadedAt ? ` Showing the logs loaded at ${formatTime12(loadedAt)}.` : "";
  if (online && failure?.kind === "failed") {
    const why = failure.message ?? `The activity logs could not be loaded (error ${failure.status}).`;
    return <ErrorBox message={`${why}${kept}`} onRetry={onRetry} />;
  }
  const text = !online
    ? `You are offline. Activity logs are not saved on this device and need a connection.${kept || " They load again when you reconnect."}`
    : `The server cannot be reached.${kept || ""} Check the connection and press Refresh.`;
  return (
    <p
      className="flex w-fit max-w-full items-start gap-2 rounded-box border border-warning/50 bg-warning/15 px-3 py-2 font-medium text-sm"
      role="status"
      data-testid="logs-offline"
      data-kind="offline"
    >
      <CloudOff className="mt-0.5 size-4 shrink-0" aria-hidden="true" />
      <span>{text}</span>
    </p>
  );
}
