/** The line above My Dashboard's figures: how old they are, or that the device is offline. */
import { CloudOff } from "lucide-react";
import { formatDateTime } from "../../../domain/format.ts";
import { AsOfPlaceholder } from "./as-of-placeholder.tsx";

/** 'Offline — figures as of …' while offline; otherwise a quiet 'Figures as of …'. */
export function AsOfNote({
  online,
  lastSyncedAt,
  syncing,
}: {
  online: boolean;
  lastSyncedAt: string | null;
  syncing: boolean;
}) {
  if (!online)
    return (
      <p
        className="flex w-fit max-w-full items-center gap-2 rounded-box border border-warning/50 bg-warning/15 px-3 py-2 font-medium text-sm"
        role="status"
        data-testid="offline-note"
      >
        <CloudOff className="size-4 shrink-0" aria-hidden="true" />
        {lastSyncedAt
          ? `Offline — figures as of ${formatDateTime(lastSyncedAt)}`
          : "Offline — no saved bookings on this device yet"}
      </p>
    );
  // The line keeps its place while it has nothing to say, so the figures below never move.
  if (!lastSyncedAt && !syncing) return <AsOfPlaceholder />;
  return (
    <p className="min-h-5 text-base-content/70 text-sm" data-testid="as-of-note" role="status">
      {lastSyncedAt ? `Figures as of ${formatDateTime(lastSyncedAt)}` : "Loading your latest bookings…"}
      {syncing && lastSyncedAt ? " · refreshing…" : ""}
    </p>
  );
}
