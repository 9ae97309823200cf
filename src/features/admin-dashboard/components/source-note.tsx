/** Where the Admin Dashboard's figures come from. */
import { CloudOff } from "lucide-react";
import { formatDateTime } from "../../../domain/format.ts";

/** Where the figures come from: a warning when they were computed offline, else a quiet time. */
export function SourceNote({
  source,
  lastSyncedAt,
  at,
}: {
  source: "server" | "mirror";
  lastSyncedAt: string | null;
  at: number;
}) {
  if (source === "mirror") {
    return (
      <p
        className="flex w-fit max-w-full items-center gap-2 rounded-box border border-warning/50 bg-warning/15 px-3 py-2 font-medium text-sm"
        role="status"
        data-testid="offline-note"
      >
        <CloudOff className="size-4 shrink-0" aria-hidden="true" />
        {lastSyncedAt
          ? `Offline — figures as of ${formatDateTime(lastSyncedAt)}`
          : "Offline — no saved figures on this device yet"}
      </p>
    );
  }
  return (
    <p className="text-base-content/70 text-sm" data-testid="updated-note">
      Updated {formatDateTime(at)}
    </p>
  );
}
