/**
 * The public check of a travel document's code (GET /verify/{code}): what the server says of it,
 * or that it is not one, or why there is no answer (offline, a server error) so the page can offer
 * Try Again. docs/ARCHITECTURE.md §4.6.
 */
import { useEffect, useState } from "react";
import { api, errorMessage, isAbort } from "../../api/client.ts";
import type { components } from "../../api/schema.gen.ts";
import { NOT_A_DOCUMENT } from "../../domain/documents.ts";
import { formatDate } from "../../domain/format.ts";

export type CheckedDocument = components["schemas"]["CheckedDocument"];

export type DocumentCheck =
  | { state: "checking" }
  | { state: "checked"; document: CheckedDocument }
  | { state: "not-a-document" }
  | { state: "failed"; message: string };

const FAILED = "The document could not be checked";

/** 'PK 740 ISB→JED 12 Mar 2027', or the package's 'Umrah Gold 1 May 2027 – 15 May 2027'. */
export function tripOf(d: CheckedDocument): string {
  if (d.flight)
    return `${d.flight.flightNumber} ${d.flight.departure}→${d.flight.destination} ${formatDate(d.flight.departureDate)}`;
  if (d.package)
    return `${d.package.name} ${formatDate(d.package.departureDate)} – ${formatDate(d.package.returnDate)}`;
  return "";
}

/** 'Valid booking SF-… — approved — 3 passengers — PK 740 ISB→JED 12 Mar 2027'. */
export function verdictOf(d: CheckedDocument): string {
  const people = `${d.passengerCount} ${d.passengerCount === 1 ? "passenger" : "passengers"}`;
  const head = d.valid ? `Valid booking ${d.reference}` : `Booking ${d.reference} is no longer valid`;
  return [head, d.status, people, tripOf(d)].filter(Boolean).join(" — ");
}

export function useDocumentCheck(code: string): { check: DocumentCheck; retry: () => void } {
  const [check, setCheck] = useState<DocumentCheck>({ state: "checking" });
  const [attempt, setAttempt] = useState(0);
  // Deps: attempt asks again (Try Again).
  useEffect(() => {
    const controller = new AbortController();
    setCheck({ state: "checking" });
    api.GET("/verify/{code}", { params: { path: { code } }, signal: controller.signal }).then(
      ({ data, error, response }) => {
        if (data) setCheck({ state: "checked", document: data });
        else if (response.status === 404) setCheck({ state: "not-a-document" });
        else setCheck({ state: "failed", message: errorMessage(error, FAILED) });
      },
      (err: unknown) => {
        if (isAbort(err)) return;
        setCheck({
          state: "failed",
          message: navigator.onLine ? FAILED : `${FAILED}: this device is offline`,
        });
      },
    );
    return () => controller.abort();
  }, [code, attempt]);
  return { check, retry: () => setAttempt((a) => a + 1) };
}

export { NOT_A_DOCUMENT };
