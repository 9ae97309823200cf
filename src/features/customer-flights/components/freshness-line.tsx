/**
 * The line that says whether a list shows saved data and how old it is (DESIGN §5), e.g.
 * 'Offline — showing flights saved 12 min ago'. It re-reads the clock every 30 s.
 */
import { CloudOff, RefreshCw } from "lucide-react";
import { useEffect, useState } from "react";
import { useOnline } from "../../../ui/use-online.ts";
import { freshnessNote } from "../sync-note.ts";

export function FreshnessLine({
  noun,
  lastSyncedAt,
  failed,
  syncing,
}: {
  noun: string;
  lastSyncedAt: string | null;
  failed: boolean;
  syncing: boolean;
}) {
  const online = useOnline();
  const [now, setNow] = useState(() => Date.now());
  useEffect(() => {
    setNow(Date.now());
    const t = setInterval(() => setNow(Date.now()), 30_000);
    return () => clearInterval(t);
  }, [lastSyncedAt]);
  const note = freshnessNote(noun, { online, lastSyncedAt, failed }, now);
  if (!note && !syncing) return null;
  const warning = note?.tone === "warning";
  return (
    <p
      className={`flex w-fit max-w-full items-center gap-2 text-sm ${
        warning
          ? "rounded-box border border-warning/50 bg-warning/15 px-3 py-2 font-medium text-base-content"
          : "text-base-content/70"
      }`}
      data-testid="freshness"
      data-tone={note?.tone}
      role="status"
    >
      {warning ? (
        <CloudOff className="size-4 shrink-0" aria-hidden="true" />
      ) : syncing ? (
        <RefreshCw className="size-3.5 shrink-0 animate-spin" aria-hidden="true" />
      ) : null}
      <span>{syncing && !warning ? "Refreshing…" : note?.text}</span>
    </p>
  );
}
