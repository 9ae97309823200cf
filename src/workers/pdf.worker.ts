/**
 * The travel documents' PDF worker (Comlink): jsPDF lays a document out and writes its bytes here,
 * off the main thread — on a slow phone the first document was a 0.5 s task at 4× CPU
 * (docs/ARCHITECTURE.md §12). The main thread talks to it through pdf-client.ts.
 */
import * as Comlink from "comlink";
import type { TravelDocument } from "../ui/documents/model.ts";
import { type DocumentFonts, renderPdf } from "../ui/documents/pdf.ts";

const api = {
  /** The document's PDF bytes (moved to the caller, not copied). */
  async render(doc: TravelDocument, fonts: DocumentFonts, madeAt: string): Promise<Uint8Array> {
    const bytes = await renderPdf(doc, fonts, new Date(madeAt));
    return Comlink.transfer(bytes, [bytes.buffer as ArrayBuffer]);
  },
};

export type PdfWorkerApi = typeof api;

Comlink.expose(api);
