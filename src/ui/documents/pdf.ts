/**
 * A travel document (./model.ts) laid out as an A4 PDF with jsPDF, on the device: no server is
 * needed, so a document opens offline from the mirror. The text is set in DejaVu Sans (cut down to
 * the characters a document prints, public/fonts/), because the PDF standard fonts cannot encode the
 * rupee sign ₨; each PDF embeds only the glyphs it uses. The QR code is drawn as vector squares,
 * sharp at any zoom and on any printer.
 *
 * jsPDF rather than pdf-lib (both named for this; docs/ARCHITECTURE.md §12): pdf-lib embeds a
 * TrueType font only through @pdf-lib/fontkit, a prebuilt bundle with every font format's code and
 * data in it, and the documents' chunk came to 515 KB gzip, 37% of everything the service worker
 * precaches; with jsPDF it is about a quarter of that.
 *
 * The layout is a column of blocks from the top down (a title block, then each section: a heading,
 * then facts as label/value rows, a table, or a list); a block that does not fit starts a new page,
 * and every page carries the reference and 'Page n of m'.
 */
import { jsPDF } from "jspdf";
import { create as createQr } from "qrcode";
import type { DocumentSection, DocumentTable, TravelDocument } from "./model.ts";

export type DocumentFonts = { regular: Uint8Array; bold: Uint8Array };

const A4: [number, number] = [595.28, 841.89];
const MARGIN = 40;
const WIDTH = A4[0] - 2 * MARGIN;
type Rgb = [number, number, number];
const INK: Rgb = [26, 31, 41];
const MUTED: Rgb = [92, 99, 115];
const RULE: Rgb = [204, 209, 219];
const BRAND: Rgb = [31, 64, 176];
const BLACK: Rgb = [0, 0, 0];
const WHITE: Rgb = [255, 255, 255];
const QR_SIZE = 92;
const FAMILY = "DocumentSans";

type Weight = "normal" | "bold";

/**
 * The page as the layout sees it: points from the bottom-left corner (PDF's own convention, in which
 * `y` is a text's baseline), drawn onto jsPDF's top-left one.
 */
class Sheet {
  constructor(readonly pdf: jsPDF) {}
  width(text: string, size: number, weight: Weight = "normal"): number {
    this.pdf.setFont(FAMILY, weight);
    return this.pdf.getStringUnitWidth(text) * size;
  }
  text(text: string, x: number, y: number, size: number, weight: Weight, color: Rgb) {
    this.pdf.setFont(FAMILY, weight);
    this.pdf.setFontSize(size);
    this.pdf.setTextColor(...color);
    this.pdf.text(text, x, A4[1] - y);
  }
  rect(x: number, y: number, width: number, height: number, color: Rgb) {
    this.pdf.setFillColor(...color);
    this.pdf.rect(x, A4[1] - y - height, width, height, "F");
  }
  line(x1: number, y: number, x2: number, thickness: number, color: Rgb) {
    this.pdf.setDrawColor(...color);
    this.pdf.setLineWidth(thickness);
    this.pdf.line(x1, A4[1] - y, x2, A4[1] - y);
  }
}

/** Cuts `text` to fit `width` at `size`, ending in '…' when it had to be cut. */
function fit(sheet: Sheet, text: string, size: number, width: number, weight: Weight = "normal"): string {
  if (sheet.width(text, size, weight) <= width) return text;
  let end = text.length;
  while (end > 0 && sheet.width(`${text.slice(0, end)}…`, size, weight) > width) end--;
  return `${text.slice(0, end)}…`;
}

/** Breaks `text` into lines no wider than `width`, at spaces (a word too long is cut to fit). */
function wrap(sheet: Sheet, text: string, size: number, width: number): string[] {
  const lines: string[] = [];
  let line = "";
  for (const word of text.split(/\s+/).filter(Boolean)) {
    const next = line ? `${line} ${word}` : word;
    if (sheet.width(next, size) <= width) line = next;
    else {
      if (line) lines.push(line);
      line = fit(sheet, word, size, width);
    }
  }
  if (line) lines.push(line);
  return lines.length ? lines : [""];
}

class Layout {
  y = A4[1] - MARGIN;
  pages = 1;
  constructor(readonly sheet: Sheet) {}
  newPage() {
    this.sheet.pdf.addPage();
    this.pages++;
    this.y = A4[1] - MARGIN;
  }
  /** Makes room for `height` points, on a new page when this one has too little left. */
  room(height: number) {
    if (this.y - height < MARGIN + 24) this.newPage();
  }
  text(s: string, x: number, size: number, opts: { bold?: boolean; color?: Rgb; width?: number } = {}) {
    const weight: Weight = opts.bold ? "bold" : "normal";
    const shown = opts.width ? fit(this.sheet, s, size, opts.width, weight) : s;
    this.sheet.text(shown, x, this.y - size, size, weight, opts.color ?? INK);
  }
  rule(gap = 6) {
    this.sheet.line(MARGIN, this.y - gap, MARGIN + WIDTH, 0.75, RULE);
    this.y -= gap * 2;
  }
}

function drawQr(layout: Layout, text: string, x: number, top: number) {
  const qr = createQr(text, { errorCorrectionLevel: "M" });
  const n = qr.modules.size;
  // A quiet zone of 2 modules on each side (scanners need one), drawn white on any background.
  const cell = QR_SIZE / (n + 4);
  const sheet = layout.sheet;
  sheet.rect(x, top - QR_SIZE, QR_SIZE, QR_SIZE, WHITE);
  for (let row = 0; row < n; row++) {
    let col = 0;
    while (col < n) {
      if (!qr.modules.get(row, col)) {
        col++;
        continue;
      }
      // One rectangle per run of dark modules in a row: fewer drawing operations, no hairline gaps.
      let end = col;
      while (end + 1 < n && qr.modules.get(row, end + 1)) end++;
      sheet.rect(x + (col + 2) * cell, top - (row + 3) * cell, (end - col + 1) * cell, cell, BLACK);
      col = end + 1;
    }
  }
  const caption = "Scan to check";
  sheet.text(caption, x + (QR_SIZE - sheet.width(caption, 7)) / 2, top - QR_SIZE - 9, 7, "normal", MUTED);
}

function header(layout: Layout, doc: TravelDocument) {
  const top = layout.y;
  const textWidth = doc.verifyUrl ? WIDTH - QR_SIZE - 16 : WIDTH;
  const [name, ...contact] = doc.agency;
  layout.text(name ?? "", MARGIN, 16, { bold: true, color: BRAND, width: textWidth });
  layout.y -= 20;
  for (const line of contact) {
    layout.text(line, MARGIN, 8.5, { color: MUTED, width: textWidth });
    layout.y -= 11;
  }
  layout.y -= 10;
  layout.text(doc.title, MARGIN, 22, { bold: true, width: textWidth });
  layout.y -= 30;
  for (const [label, value] of doc.summary) {
    layout.text(label, MARGIN, 9.5, { color: MUTED });
    layout.text(value, MARGIN + 80, 9.5, { bold: true, width: textWidth - 80 });
    layout.y -= 13;
  }
  if (doc.verifyUrl) {
    drawQr(layout, doc.verifyUrl, MARGIN + WIDTH - QR_SIZE, top);
    layout.y = Math.min(layout.y, top - QR_SIZE - 14);
  }
  layout.rule(8);
}

function facts(layout: Layout, rows: [string, string][]) {
  const labelWidth = 120;
  for (const [label, value] of rows) {
    const lines = wrap(layout.sheet, value, 10, WIDTH - labelWidth);
    layout.room(lines.length * 13);
    layout.text(label, MARGIN, 10, { color: MUTED, width: labelWidth - 8 });
    for (const line of lines) {
      layout.text(line, MARGIN + labelWidth, 10);
      layout.y -= 13;
    }
  }
}

function table(layout: Layout, t: DocumentTable) {
  const total = t.columns.reduce((s, c) => s + c.width, 0);
  const widths = t.columns.map((c) => (c.width / total) * WIDTH);
  const xs = widths.map((_, i) => MARGIN + widths.slice(0, i).reduce((s, w) => s + w, 0));
  const head = () => {
    layout.room(30);
    t.columns.forEach((c, i) => {
      layout.text(c.label, xs[i] ?? MARGIN, 8.5, { bold: true, color: MUTED, width: (widths[i] ?? 0) - 6 });
    });
    layout.y -= 12;
    layout.rule(1);
  };
  head();
  for (const row of t.rows) {
    if (layout.y - 14 < MARGIN + 24) {
      layout.newPage();
      head();
    }
    row.forEach((cell, i) => {
      layout.text(cell, xs[i] ?? MARGIN, 9.5, { width: (widths[i] ?? 0) - 6 });
    });
    layout.y -= 14;
  }
}

function section(layout: Layout, s: DocumentSection) {
  layout.room(40);
  layout.y -= 6;
  layout.text(s.heading, MARGIN, 12, { bold: true });
  layout.y -= 18;
  if (s.facts) facts(layout, s.facts);
  if (s.table) table(layout, s.table);
  for (const item of s.list ?? []) {
    const lines = wrap(layout.sheet, item, 10, WIDTH - 14);
    layout.room(lines.length * 13);
    layout.text("•", MARGIN + 2, 10);
    for (const line of lines) {
      layout.text(line, MARGIN + 14, 10);
      layout.y -= 13;
    }
  }
}

function base64(bytes: Uint8Array): string {
  let binary = "";
  for (let i = 0; i < bytes.length; i += 0x8000)
    binary += String.fromCharCode(...bytes.subarray(i, i + 0x8000));
  return btoa(binary);
}

/** 32 hex digits from `text` (FNV-1a, four rounds): the file's ID, the same for the same document. */
function fileId(text: string): string {
  let out = "";
  for (let round = 0; round < 4; round++) {
    let h = 0x811c9dc5 ^ round;
    for (let i = 0; i < text.length; i++) h = Math.imul(h ^ text.charCodeAt(i), 0x01000193);
    out += (h >>> 0).toString(16).padStart(8, "0");
  }
  return out.toUpperCase();
}

/** The document as PDF bytes. `madeAt` also dates the file's own metadata, so one input gives one file. */
export async function renderPdf(
  doc: TravelDocument,
  fonts: DocumentFonts,
  madeAt: Date,
): Promise<Uint8Array> {
  const pdf = new jsPDF({ unit: "pt", format: "a4", compress: true, putOnlyUsedFonts: true });
  pdf.addFileToVFS("document-sans.ttf", base64(fonts.regular));
  pdf.addFont("document-sans.ttf", FAMILY, "normal");
  pdf.addFileToVFS("document-sans-bold.ttf", base64(fonts.bold));
  pdf.addFont("document-sans-bold.ttf", FAMILY, "bold");
  const agency = doc.agency[0] ?? "";
  pdf.setProperties({
    title: `${doc.title} ${doc.reference}`,
    subject: `${doc.title} for booking ${doc.reference}`,
    author: agency,
    creator: agency,
  });
  pdf.setLanguage("en-PK" as Parameters<jsPDF["setLanguage"]>[0]);
  pdf.setCreationDate(madeAt);
  pdf.setFileId(fileId(`${doc.fileName}|${madeAt.toISOString()}`));

  const layout = new Layout(new Sheet(pdf));
  header(layout, doc);
  for (const s of doc.sections) section(layout, s);
  if (doc.footer.length) {
    layout.room(doc.footer.length * 11 + 10);
    layout.rule(6);
    for (const line of doc.footer) {
      for (const part of wrap(layout.sheet, line, 8, WIDTH)) {
        layout.text(part, MARGIN, 8, { color: MUTED });
        layout.y -= 11;
      }
    }
  }
  for (let i = 1; i <= layout.pages; i++) {
    pdf.setPage(i);
    const label = `${doc.title} ${doc.reference} · Page ${i} of ${layout.pages}`;
    layout.sheet.text(
      label,
      MARGIN + WIDTH - layout.sheet.width(label, 7.5),
      MARGIN - 12,
      7.5,
      "normal",
      MUTED,
    );
  }
  return new Uint8Array(pdf.output("arraybuffer"));
}
