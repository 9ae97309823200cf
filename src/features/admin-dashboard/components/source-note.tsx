/** Where the Admin Dashboard's figures come from. */
import { formatDateTime } from "../../../domain/format.ts";
import { OfflineNote } from "../../../ui/offline-note.tsx";

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
  if (source === "mirror")
    return <OfflineNote lastSyncedAt={lastSyncedAt} none="Offline — no saved figures on this device yet" />;
  return (
    <p className="text-base-content/70 text-sm" data-testid="updated-note">
      Updated {formatDateTime(at)}
    </p>
  );
}
