// New records made offline that the server does not have yet, above the list they will join, and
// the list's empty state while they are its only records.
import { Clock3, Undo2 } from "lucide-react";
import { type ReactNode, useMemo } from "react";
import { useOutboxCreates } from "../../db/outbox-hooks.ts";
import type { MirrorTable } from "../../db/schema.ts";
import { EmptyState } from "../empty-state.tsx";
import { OutboxEntryItem } from "./outbox-entry.tsx";

/**
 * New records made offline that are not on the server yet (e.g. a booking), above a list:
 * 'Queued — will send when you are back online', or the server's refusal with Retry / Discard.
 */
export function QueuedCreates({ table, title }: { table: MirrorTable; title: string }) {
  const all = useOutboxCreates(table);
  // One being sent right now is the form's own business (its button is busy).
  const entries = useMemo(() => all.filter((e) => e.status !== "sending"), [all]);
  if (!entries.length) return null;
  return (
    <section
      aria-label={title}
      className="flex flex-col gap-2 rounded-box border border-warning/50 bg-warning/10 p-3"
      data-testid="queued-creates"
    >
      <h2 className="flex items-center gap-2 font-semibold text-sm">
        <Undo2 className="size-4 rotate-180" aria-hidden="true" />
        {title}
      </h2>
      <ul className="flex flex-col gap-2">
        {entries.map((e) => (
          <OutboxEntryItem key={e.seq} entry={e} compact />
        ))}
      </ul>
    </section>
  );
}

/**
 * A list's empty state when the only records are new ones still in the outbox (shown above the
 * list by QueuedCreates): not 'No bookings yet' under a booking the user has just made.
 */
export function EmptyUnlessQueued({ table, children }: { table: MirrorTable; children: ReactNode }) {
  const queued = useOutboxCreates(table).length;
  if (!queued) return <>{children}</>;
  return (
    <EmptyState
      icon={Clock3}
      title="Nothing confirmed by the server yet"
      message={`The ${queued === 1 ? "change" : `${queued} changes`} waiting above will appear here once the server has them.`}
    />
  );
}
