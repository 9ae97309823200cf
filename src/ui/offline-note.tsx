/** The warning above figures computed from this device's copy while it is offline. */
import { CloudOff } from "lucide-react";
import { formatDateTime } from "../domain/format.ts";

/** 'Offline — figures as of …', or `none` when this device has nothing saved yet. */
export function OfflineNote({ lastSyncedAt, none }: { lastSyncedAt: string | null; none: string }) {
  return (
    <p
      className="flex w-fit max-w-full items-center gap-2 rounded-box border border-warning/50 bg-warning/15 px-3 py-2 font-medium text-sm"
      role="status"
      data-testid="offline-note"
    >
      <CloudOff className="size-4 shrink-0" aria-hidden="true" />
      {lastSyncedAt ? `Offline — figures as of ${formatDateTime(lastSyncedAt)}` : none}
    </p>
  );
}
