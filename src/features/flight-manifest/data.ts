/**
 * A flight's passenger manifest (GET /flights/{id}/manifest, docs/ARCHITECTURE.md §4.7), read from
 * the server each time the screen opens: it is the list the agency sends the airline, so it is
 * what the server holds now, never an older copy. Offline it says it cannot load, with Try Again.
 * It is read again, quietly, when the mirror hears the flight changed (a queued write that landed).
 * The CSV is the server's file; the PDF is made on the device from the answer.
 */
import { useCallback, useEffect, useRef, useState } from "react";
import { api } from "../../api/client.ts";
import { fromWrite, type Outcome, request } from "../../api/outcome.ts";
import type { components } from "../../api/schema.gen.ts";
import { useRecord } from "../../db/hooks.ts";
import { sendOrQueue } from "../../db/outbox.ts";
import { attachmentName } from "../../ui/save-file.ts";

export type Manifest = components["schemas"]["FlightManifest"];
export type ManifestEntry = components["schemas"]["ManifestEntry"];

export type ManifestLoad =
  | { state: "loading" }
  | { state: "ready"; manifest: Manifest }
  | { state: "failed"; message: string; notFound: boolean };

export const MANIFEST_FAILED = "Failed to load the passenger manifest";

function readManifest(id: string, signal?: AbortSignal): Promise<Outcome<Manifest>> {
  return request(
    () => api.GET("/flights/{id}/manifest", { params: { path: { id } }, signal }),
    MANIFEST_FAILED,
    // The same call answers the CSV with ?format=csv; without it, always the JSON.
    (data) => {
      if (typeof data === "string") throw new Error("the manifest came as text");
      return data;
    },
  );
}

/**
 * The flight's version in this device's mirror: it moves when a pull brings a change of the flight,
 * among them a queued "Mark names sent" that landed (its write pulls the flights again, §5), or
 * another admin's sending. Each move after the first read is a cue to read the manifest again.
 */
function useFlightChanges(id: string): number {
  const version = useRecord("flights", id).row?.version;
  const seen = useRef<{ id: string; version: number } | null>(null);
  const [changes, setChanges] = useState(0);
  useEffect(() => {
    if (version === undefined) return;
    const last = seen.current;
    if (last?.id === id && last.version !== version) setChanges((n) => n + 1);
    seen.current = { id, version };
  }, [id, version]);
  return changes;
}

export function useManifest(id: string): {
  load: ManifestLoad;
  retry: () => void;
  /** Shows a manifest the server answered a write with. */
  replace: (m: Manifest) => void;
} {
  const [load, setLoad] = useState<ManifestLoad>({ state: "loading" });
  const [attempt, setAttempt] = useState(0);
  const changes = useFlightChanges(id);
  // Deps: attempt reads again (Try Again); changes re-reads quietly: the manifest shown stays
  // until the new one comes, and stays if that read fails (offline again).
  useEffect(() => {
    const ctrl = new AbortController();
    const shown = (l: ManifestLoad) => l.state === "ready" && l.manifest.flight._id === id;
    setLoad((l) => (shown(l) ? l : { state: "loading" }));
    void readManifest(id, ctrl.signal).then((out) => {
      if (ctrl.signal.aborted || (!out.ok && out.aborted)) return;
      setLoad((l) =>
        out.ok
          ? { state: "ready", manifest: out.data }
          : shown(l)
            ? l
            : { state: "failed", message: out.message, notFound: out.status === 404 },
      );
    });
    return () => ctrl.abort();
  }, [id, attempt, changes]);
  return {
    load,
    retry: useCallback(() => setAttempt((a) => a + 1), []),
    replace: useCallback((manifest: Manifest) => setLoad({ state: "ready", manifest }), []),
  };
}

/** The server's CSV of the manifest, as a file to save; a message when there is none. */
export async function manifestCsv(id: string): Promise<Outcome<{ blob: Blob; fileName: string }>> {
  return request(
    () =>
      api.GET("/flights/{id}/manifest", {
        params: { path: { id }, query: { format: "csv" } },
        parseAs: "blob",
      }),
    "Failed to export the manifest",
    (blob, response) => ({
      blob: blob as Blob,
      fileName: attachmentName(response.headers.get("Content-Disposition")) ?? `manifest_${id}.csv`,
    }),
  );
}

export const NAMES_SENT_FAILED = "Failed to record the sending of the names";

/**
 * "Mark names sent" (`sent`) or its undo, through the outbox (docs/ARCHITECTURE.md §5, §4.8): on a
 * bad link it waits there with its Idempotency-Key and is replayed once; the flights are pulled
 * again once it lands. A mark carries the moment of the click (`sentAt`), so a replay records when
 * the admin sent the names, not when the link came back. The answer is the manifest as the server
 * now has it.
 */
export async function setNamesSent(
  manifest: Manifest,
  sent: boolean,
  clickedAt: Date = new Date(),
): Promise<Outcome<Manifest>> {
  const f = manifest.flight;
  const path = `/flights/${f._id}/names-sent` as const;
  const out = await sendOrQueue<Manifest>({
    ...(sent
      ? { method: "POST", path, body: { sentAt: clickedAt.toISOString() } }
      : { method: "DELETE", path }),
    sync: ["flights"],
    label: `${sent ? "Mark" : "Unmark"} names sent: ${f.flightNumber} ${f.departure} → ${f.destination}`,
  });
  return fromWrite(out, NAMES_SENT_FAILED, (m) => m);
}
