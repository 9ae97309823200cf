/**
 * How the screens show writes that wait in the outbox (issue 9): a 'Queued' badge on a row with a
 * pending change, the list of queued new records above a list (a booking made offline), one entry
 * with its state and Retry / Discard, and the toast for a write that was kept for later. The badge
 * is here; the other parts are outbox-entry.tsx, queued-creates.tsx and outbox-text.ts.
 */
import { Clock3 } from "lucide-react";
import { useMemo } from "react";
import { useOutbox } from "../../db/outbox-hooks.ts";
import type { MirrorTable, OutboxEntry } from "../../db/schema.ts";
import { useOnline } from "../use-online.ts";
import { entryStatusText } from "./outbox-text.ts";

export { OutboxEntryItem } from "./outbox-entry.tsx";
export { entryStatusText, toastQueued, unsentText } from "./outbox-text.ts";
export { EmptyUnlessQueued, QueuedCreates } from "./queued-creates.tsx";
export { toastOutcome } from "./toast-outcome.ts";

/** The badge's look per state. */
const BADGE: Record<OutboxEntry["status"], string> = {
  queued: "badge-warning",
  sending: "badge-info",
  paused: "badge-warning",
  failed: "badge-error",
};

const BADGE_TEXT: Record<OutboxEntry["status"], string> = {
  queued: "Queued",
  sending: "Sending",
  paused: "Queued",
  failed: "Not sent",
};

/** The worst state among entries: failed before paused before queued before sending. */
function worst(entries: readonly OutboxEntry[]): OutboxEntry {
  const rank = { failed: 3, paused: 2, queued: 1, sending: 0 } as const;
  return entries.reduce((a, b) => (rank[b.status] > rank[a.status] ? b : a));
}

/** 'Queued' on a row that has an unsent change (nothing when it has none). */
export function QueuedBadge({ table, id }: { table: MirrorTable; id: string }) {
  const entries = useOutbox();
  // A write on its way right now is the screen's own business (its button is busy): the badge is
  // for what waits (queued, paused) or was refused.
  const mine = useMemo(
    () => entries.filter((e) => e.table === table && e.recordId === id && e.status !== "sending"),
    [entries, table, id],
  );
  const online = useOnline();
  if (!mine.length) return null;
  const top = worst(mine);
  const detail = mine.map((e) => `${e.label ?? "Change"}: ${entryStatusText(e, online)}`).join(". ");
  return (
    <span
      className={`badge badge-sm ${BADGE[top.status]} gap-1 whitespace-nowrap font-medium`}
      title={detail}
      data-testid="queued-badge"
      data-outbox-status={top.status}
    >
      <Clock3 className="size-3" aria-hidden="true" />
      {BADGE_TEXT[top.status]}
      <span className="sr-only">: {detail}</span>
    </span>
  );
}
