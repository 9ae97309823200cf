/**
 * Makes one travel document as a PDF file, on the device (loaded only when a document is asked for:
 * jsPDF and the QR encoder are 138 KB gzip that no first paint carries, in the worker's chunk). The
 * booking comes from the mirror and the agency's contact from what the device kept of it
 * (db/agency.ts), asked again first when online; the fonts come from the service worker's cache
 * when offline. jsPDF runs in a worker of its own (workers/pdf-client.ts): the main thread only
 * gathers the facts and saves the file. docs/ARCHITECTURE.md §12.
 */
import { api } from "../../api/client.ts";
import type { components } from "../../api/schema.gen.ts";
import { agencyFor } from "../../db/agency.ts";
import { renderPdfInWorker as renderPdf } from "../../workers/pdf-client.ts";
import type { ReceiptBooking } from "../print/receipt-facts.ts";
import { manifestDocument } from "./manifest-model.ts";
import { type DocumentContext, type DocumentKind, travelDocument } from "./model.ts";
import type { DocumentFonts } from "./pdf.ts";

let fonts: Promise<DocumentFonts> | null = null;

/** The longest a document waits for the agency's contact when the kept one is missing or old. */
const AGENCY_WAIT_MS = 4000;

async function fontFile(name: string): Promise<Uint8Array> {
  const res = await fetch(`/fonts/${name}`);
  if (!res.ok) throw new Error(`the document font could not be loaded (${res.status})`);
  return new Uint8Array(await res.arrayBuffer());
}

function documentFonts(): Promise<DocumentFonts> {
  fonts ??= Promise.all([fontFile("document-sans.ttf"), fontFile("document-sans-bold.ttf")]).then(
    ([regular, bold]) => ({ regular, bold }),
    (err: unknown) => {
      fonts = null;
      throw err;
    },
  );
  return fonts;
}

export async function makeDocumentFile(
  kind: DocumentKind,
  booking: ReceiptBooking & { documentCode?: string | null },
  customer: DocumentContext["customer"],
): Promise<File> {
  const [font, agency] = await Promise.all([documentFonts(), agencyFor(api, AGENCY_WAIT_MS)]);
  const madeAt = new Date();
  const doc = travelDocument(kind, booking, {
    agency,
    origin: location.origin,
    customer,
    madeAt: madeAt.toISOString(),
  });
  const bytes = await renderPdf(doc, font, madeAt);
  return new File([bytes as Uint8Array<ArrayBuffer>], doc.fileName, { type: "application/pdf" });
}

/** A flight's passenger manifest (the server's answer) as a PDF file. */
export async function makeManifestFile(manifest: components["schemas"]["FlightManifest"]): Promise<File> {
  const [font, agency] = await Promise.all([documentFonts(), agencyFor(api, AGENCY_WAIT_MS)]);
  const madeAt = new Date();
  const doc = manifestDocument(manifest, agency, madeAt.toISOString());
  const bytes = await renderPdf(doc, font, madeAt);
  return new File([bytes as Uint8Array<ArrayBuffer>], doc.fileName, { type: "application/pdf" });
}
