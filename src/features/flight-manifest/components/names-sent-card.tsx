/**
 * The manifest's airline deadlines and "Mark names sent" (docs/ARCHITECTURE.md §4.8): when the names
 * and the ticketing are due, when the names were last sent and by whom, how many approved passengers
 * came since; the sending recorded (or undone) through the outbox.
 */
import { CalendarClock, Send, Undo2 } from "lucide-react";
import { useState } from "react";
import { formatDateTime } from "../../../domain/format.ts";
import { toastQueued } from "../../../ui/outbox/outbox-text.ts";
import { toast } from "../../../ui/toast.ts";
import { type Manifest, setNamesSent } from "../data.ts";

function Due({ label, at, now }: { label: string; at: string | null; now: number }) {
  const overdue = at !== null && Date.parse(at) < now;
  return (
    <div>
      <dt className="text-base-content/70">{label}</dt>
      <dd className="font-medium">
        {at ? formatDateTime(at) : "Not set"}
        {overdue && <span className="badge badge-error badge-sm ml-2">Passed</span>}
      </dd>
    </div>
  );
}

export function NamesSentCard({
  manifest,
  onChange,
}: {
  manifest: Manifest;
  onChange: (m: Manifest) => void;
}) {
  const [busy, setBusy] = useState(false);
  const f = manifest.flight;
  const unsent = manifest.approved.filter((e) => !e.namesSent).length;
  const now = Date.now();
  const send = async (sent: boolean) => {
    setBusy(true);
    const out = await setNamesSent(manifest, sent);
    setBusy(false);
    if (out.ok) {
      onChange(out.data);
      toast.success(sent ? "Names marked as sent to the airline" : "Names marked as not sent");
    } else if (out.queued) toastQueued(out.message);
    else if (!out.aborted) toast.error(out.message);
  };
  const standing = f.namesSentAt
    ? `Names sent ${formatDateTime(f.namesSentAt)}${f.namesSentBy ? ` by ${f.namesSentBy}` : ""}.`
    : "Names not sent to the airline yet.";
  const since =
    f.namesSentAt && unsent > 0
      ? ` ${unsent === 1 ? "1 approved passenger was" : `${unsent} approved passengers were`} approved after that.`
      : "";
  return (
    <section aria-label="Airline deadlines" className="card border border-base-300 bg-base-100">
      <div className="card-body gap-3 p-4">
        <h2 className="flex items-center gap-2 font-semibold">
          <CalendarClock className="size-4" aria-hidden="true" />
          Airline deadlines
        </h2>
        <dl className="grid gap-2 text-sm sm:grid-cols-2">
          <Due label="Names due" at={f.namesDueAt} now={now} />
          <Due label="Ticketing due" at={f.ticketingDueAt} now={now} />
        </dl>
        <p className="text-sm" data-testid="names-sent">
          {standing}
          {since}
        </p>
        <div className="flex flex-wrap gap-2">
          {(!f.namesSentAt || unsent > 0) && (
            <button
              type="button"
              className="btn btn-primary max-lg:min-h-11"
              disabled={busy || manifest.approved.length === 0}
              aria-busy={busy}
              onClick={() => void send(true)}
            >
              <Send className="size-4" aria-hidden="true" />
              Mark names sent
            </button>
          )}
          {f.namesSentAt && (
            <button
              type="button"
              className="btn btn-ghost max-lg:min-h-11"
              disabled={busy}
              onClick={() => void send(false)}
            >
              <Undo2 className="size-4" aria-hidden="true" />
              Mark names not sent
            </button>
          )}
        </div>
      </div>
    </section>
  );
}
