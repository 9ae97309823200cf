/** Activity Logs with nothing to show: none match the search or filters, or there are none yet. */
import { ScrollText, SearchX } from "lucide-react";
import { EmptyState } from "../../../ui/empty-state.tsx";

export function NoLogs({ filtered }: { filtered: boolean }) {
  return (
    <div className="rounded-box border border-base-300 border-dashed bg-base-100" data-testid="logs-empty">
      {filtered ? (
        <EmptyState
          icon={SearchX}
          title="No logs match your search"
          message="Try a different search term or clear the filters"
        />
      ) : (
        <EmptyState
          icon={ScrollText}
          title="No logs found"
          message="Sign-ins and changes appear here as they happen."
        />
      )}
    </div>
  );
}
