/**
 * Passenger Manifest (/admin/flights/:flightId/manifest): every passenger of the flight's approved
 * bookings, then the pending ones, with what an airline would reject flagged on each row; the
 * server's CSV (Export CSV) and a PDF made on the device (Download PDF); the airline's deadlines and
 * "Mark names sent" (names-sent-card.tsx). Read from the server each
 * time (./data.ts): offline or failed, the server's message with Try Again, never an empty list.
 */
import { Link } from "@tanstack/react-router";
import { ArrowLeft, FileText, TriangleAlert } from "lucide-react";
import { useState } from "react";
import { formatDate } from "../../../domain/format.ts";
import { ActionButton } from "../../../ui/buttons.tsx";
import { ErrorBox } from "../../../ui/error-box.tsx";
import { Page } from "../../../ui/page.tsx";
import { saveFile } from "../../../ui/save-file.ts";
import { toast } from "../../../ui/toast.ts";
import { type Manifest, type ManifestEntry, manifestCsv, useManifest } from "../data.ts";
import { NamesSentCard } from "./names-sent-card.tsx";

function Passenger({ e, unsent }: { e: ManifestEntry; unsent: boolean }) {
  return (
    <li
      className={`rounded-box border p-3 text-sm ${e.flags.length ? "border-warning bg-warning/10" : "border-base-300"}`}
      data-testid="manifest-row"
    >
      <p className="font-semibold">
        <span className="font-mono font-normal text-base-content/75">{e.bookingId}</span> · {e.title}{" "}
        {e.lastName}, {e.firstName}
        {unsent && <span className="badge badge-info badge-sm ml-2 align-middle">Not sent</span>}
      </p>
      <p className="mt-1 flex flex-wrap gap-x-4 gap-y-0.5 text-base-content/80">
        <span>Passport: {e.passport || "—"}</span>
        <span>Nationality: {e.nationality || "—"}</span>
        <span>Born: {formatDate(e.dateOfBirth) || "—"}</span>
        <span>Expires: {formatDate(e.passportExpiry) || "—"}</span>
      </p>
      {e.flags.length > 0 && (
        <ul className="mt-2 space-y-1" aria-label="To fix">
          {e.flags.map((f) => (
            <li key={f.code} className="flex items-start gap-1.5">
              <TriangleAlert className="mt-0.5 size-4 shrink-0" aria-hidden="true" />
              <span>{f.message}</span>
            </li>
          ))}
        </ul>
      )}
    </li>
  );
}

function Passengers({
  title,
  entries,
  empty,
  sentBefore = false,
}: {
  title: string;
  entries: ManifestEntry[];
  empty: string;
  /** The names were sent before: a passenger approved since is marked 'Not sent'. */
  sentBefore?: boolean;
}) {
  return (
    <section className="space-y-3" aria-label={title}>
      <h2 className="font-semibold text-lg">
        {title} ({entries.length})
      </h2>
      {entries.length ? (
        <ul className="space-y-2">
          {entries.map((e, i) => (
            <Passenger key={`${e.bookingId}-${e.passport}-${i}`} e={e} unsent={sentBefore && !e.namesSent} />
          ))}
        </ul>
      ) : (
        <p className="text-base-content/70 text-sm">{empty}</p>
      )}
    </section>
  );
}

function Exports({ id, manifest }: { id: string; manifest: Manifest }) {
  const [busy, setBusy] = useState<"csv" | "pdf" | null>(null);
  const csv = async () => {
    setBusy("csv");
    const out = await manifestCsv(id);
    setBusy(null);
    if (out.ok) saveFile(out.data.blob, out.data.fileName);
    else if (!out.aborted) toast.error(out.message);
  };
  const pdf = async () => {
    setBusy("pdf");
    try {
      const { makeManifestFile } = await import("../../../ui/documents/make.ts");
      const file = await makeManifestFile(manifest);
      saveFile(file, file.name);
    } catch (err) {
      console.error("Passenger Manifest: the PDF could not be made", err);
      toast.error("The manifest PDF could not be made. Please try again.");
    } finally {
      setBusy(null);
    }
  };
  return (
    <div className="flex flex-wrap gap-2">
      <ActionButton
        variant="export"
        label="Export CSV"
        busy={busy === "csv"}
        disabled={busy !== null}
        onClick={csv}
      />
      <button
        type="button"
        className="btn btn-outline max-lg:min-h-11"
        disabled={busy !== null}
        aria-busy={busy === "pdf"}
        onClick={() => void pdf()}
      >
        {busy === "pdf" ? (
          <span className="loading loading-spinner loading-sm" aria-hidden="true" />
        ) : (
          <FileText className="size-4" aria-hidden="true" />
        )}
        Download PDF
      </button>
    </div>
  );
}

export function ManifestScreen({ flightId }: { flightId: string }) {
  const { load, retry, replace } = useManifest(flightId);
  const m = load.state === "ready" ? load.manifest : null;
  const toFix = m ? [...m.approved, ...m.pending].filter((e) => e.flags.length).length : 0;
  return (
    <Page
      title="Passenger Manifest"
      subtitle={
        m
          ? `${m.flight.airlineName} ${m.flight.flightNumber} · ${m.flight.departure} → ${m.flight.destination} · ${formatDate(m.flight.departureDate)}`
          : "The names the airline gets for this flight"
      }
      actions={m ? <Exports id={flightId} manifest={m} /> : undefined}
    >
      <Link to="/admin/flights" className="link link-hover inline-flex items-center gap-1 text-sm">
        <ArrowLeft className="size-4" aria-hidden="true" />
        Back to Flight Management
      </Link>
      {load.state === "loading" && (
        <div className="skeleton-group space-y-2" aria-busy="true" data-testid="manifest-loading">
          <span className="sr-only">Loading the manifest…</span>
          {[0, 1, 2].map((i) => (
            <div key={i} className="skeleton h-16 w-full" aria-hidden="true" />
          ))}
        </div>
      )}
      {load.state === "failed" && (
        <ErrorBox message={load.message} onRetry={load.notFound ? undefined : retry} />
      )}
      {m && (
        <div className="space-y-6" data-testid="manifest">
          {toFix > 0 && (
            <p
              role="status"
              className="flex w-fit max-w-full items-center gap-2 rounded-box border border-warning/50 bg-warning/15 px-3 py-2 font-medium text-sm"
            >
              <TriangleAlert className="size-4 shrink-0" aria-hidden="true" />
              {toFix === 1 ? "1 passenger needs" : `${toFix} passengers need`} attention before the names go
              to the airline.
            </p>
          )}
          <NamesSentCard manifest={m} onChange={replace} />
          <Passengers
            title="Approved"
            entries={m.approved}
            empty="No approved bookings on this flight yet."
            sentBefore={m.flight.namesSentAt !== null}
          />
          <Passengers
            title="Pending"
            entries={m.pending}
            empty="No pending bookings: nothing waits for approval."
          />
        </div>
      )}
    </Page>
  );
}
