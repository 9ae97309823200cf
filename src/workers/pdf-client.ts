/**
 * The main thread's side of the PDF worker: one worker, started by the first document and stopped
 * a minute after the last one (a phone's memory is not held for a document made once a day); if
 * it cannot start or dies, the call rejects and the next document starts a fresh one.
 */
import { liveWorker } from "../live-worker.ts";
import type { TravelDocument } from "../ui/documents/model.ts";
import type { DocumentFonts } from "../ui/documents/pdf.ts";
import type { PdfWorkerApi } from "./pdf.worker.ts";

const IDLE_MS = 60_000;

const worker = liveWorker<PdfWorkerApi>(
  () => new Worker(new URL("./pdf.worker.ts", import.meta.url), { type: "module", name: "pdf" }),
  "pdf",
);
let busy = 0;
let idle: ReturnType<typeof setTimeout> | undefined;

/** The document's PDF bytes, made in the worker. */
export async function renderPdfInWorker(
  doc: TravelDocument,
  fonts: DocumentFonts,
  madeAt: Date,
): Promise<Uint8Array> {
  clearTimeout(idle);
  busy++;
  try {
    return await worker.call("render", doc, fonts, madeAt.toISOString());
  } finally {
    if (--busy === 0) idle = setTimeout(() => worker.stop(), IDLE_MS);
  }
}
