/** The line above My Dashboard's figures: how old they are, or that the device is offline. */
import { formatDateTime } from "../../../domain/format.ts";
import { OfflineNote } from "../../../ui/offline-note.tsx";
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
    return <OfflineNote lastSyncedAt={lastSyncedAt} none="Offline — no saved bookings on this device yet" />;
  // The line keeps its place while it has nothing to say, so the figures below never move.
  if (!lastSyncedAt && !syncing) return <AsOfPlaceholder />;
  return (
    <p className="min-h-5 text-base-content/70 text-sm" data-testid="as-of-note" role="status">
      {lastSyncedAt ? `Figures as of ${formatDateTime(lastSyncedAt)}` : "Loading your latest bookings…"}
      {syncing && lastSyncedAt ? " · refreshing…" : ""}
    </p>
  );
}
