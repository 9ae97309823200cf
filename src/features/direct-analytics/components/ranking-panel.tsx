/** A ranking of the period (Top Destinations, Booking Sources): a bar per entry, or an empty state. */
import type { LucideIcon } from "lucide-react";
import { EmptyState } from "../../../ui/empty-state.tsx";
import { count } from "../model.ts";
import { Panel } from "./panel.tsx";
import { ShareRows } from "./share-rows.tsx";

export function RankingPanel({
  title,
  id,
  caption,
  empty,
  entries,
  ordered = false,
  bar,
  testId,
}: {
  title: string;
  id: string;
  caption: string;
  /** The empty state's icon and title. */
  empty: { icon: LucideIcon; title: string };
  /** Largest first. */
  entries: readonly { name: string; count: number }[];
  ordered?: boolean;
  bar?: string;
  testId: string;
}) {
  return (
    <Panel title={title} id={id}>
      <p className="-mt-2 grow-0 text-base-content/70 text-xs">{caption}</p>
      {entries.length === 0 ? (
        <EmptyState icon={empty.icon} title={empty.title} />
      ) : (
        <ShareRows
          ordered={ordered}
          max={entries[0]?.count ?? 0}
          testId={testId}
          rows={entries.map((e) => ({
            key: e.name,
            label: e.name,
            value: count(e.count),
            n: e.count,
            ...(bar ? { bar } : {}),
          }))}
        />
      )}
    </Panel>
  );
}
