/**
 * A travel document (./model.ts) laid out as an A4 PDF with pdf-lib, on the device: no server is
 * needed, so a document opens offline from the mirror. The text is set in DejaVu Sans (cut down to
 * the characters a document prints, public/fonts/), because the PDF standard fonts cannot encode the
 * rupee sign ₨; each PDF embeds only the glyphs it uses (a one-page ticket is ~20 KB). The QR code is
 * drawn as vector squares, sharp at any zoom and on any printer.
 *
 * The layout is a column of blocks from the top down (a title block, then each section: a heading,
 * then facts as label/value rows, a table, or a list); a block that does not fit starts a new page,
 * and every page carries the reference and 'Page n of m'.
 */
import fontkit from "@pdf-lib/fontkit";
import { PDFDocument, type PDFFont, type PDFPage, rgb } from "pdf-lib";
import { create as createQr } from "qrcode";
import type { DocumentSection, DocumentTable, TravelDocument } from "./model.ts";

export type DocumentFonts = { regular: Uint8Array; bold: Uint8Array };

const A4: [number, number] = [595.28, 841.89];
const MARGIN = 40;
const WIDTH = A4[0] - 2 * MARGIN;
const INK = rgb(0.1, 0.12, 0.16);
const MUTED = rgb(0.36, 0.39, 0.45);
const RULE = rgb(0.8, 0.82, 0.86);
const BRAND = rgb(0.12, 0.25, 0.69);
const QR_SIZE = 92;

type Fonts = { regular: PDFFont; bold: PDFFont };

/** Cuts `text` to fit `width` at `size`, ending in '…' when it had to be cut. */
function fit(text: string, font: PDFFont, size: number, width: number): string {
  if (font.widthOfTextAtSize(text, size) <= width) return text;
  let end = text.length;
  while (end > 0 && font.widthOfTextAtSize(`${text.slice(0, end)}…`, size) > width) end--;
  return `${text.slice(0, end)}…`;
}

/** Breaks `text` into lines no wider than `width`, at spaces (a word too long is cut to fit). */
function wrap(text: string, font: PDFFont, size: number, width: number): string[] {
  const lines: string[] = [];
  let line = "";
  for (const word of text.split(/\s+/).filter(Boolean)) {
    const next = line ? `${line} ${word}` : word;
    if (font.widthOfTextAtSize(next, size) <= width) line = next;
    else {
      if (line) lines.push(line);
      line = fit(word, font, size, width);
    }
  }
  if (line) lines.push(line);
  return lines.length ? lines : [""];
}

class Layout {
  page!: PDFPage;
  y = 0;
  readonly pages: PDFPage[] = [];
  constructor(
    readonly pdf: PDFDocument,
    readonly fonts: Fonts,
  ) {
    this.newPage();
  }
  newPage() {
    this.page = this.pdf.addPage(A4);
    this.pages.push(this.page);
    this.y = A4[1] - MARGIN;
  }
  /** Makes room for `height` points, on a new page when this one has too little left. */
  room(height: number) {
    if (this.y - height < MARGIN + 24) this.newPage();
  }
  text(
    s: string,
    x: number,
    size: number,
    opts: { bold?: boolean; color?: typeof INK; width?: number } = {},
  ) {
    const font = opts.bold ? this.fonts.bold : this.fonts.regular;
    const shown = opts.width ? fit(s, font, size, opts.width) : s;
    this.page.drawText(shown, { x, y: this.y - size, size, font, color: opts.color ?? INK });
  }
  rule(gap = 6) {
    this.page.drawLine({
      start: { x: MARGIN, y: this.y - gap },
      end: { x: MARGIN + WIDTH, y: this.y - gap },
      thickness: 0.75,
      color: RULE,
    });
    this.y -= gap * 2;
  }
}

function drawQr(layout: Layout, text: string, x: number, top: number) {
  const qr = createQr(text, { errorCorrectionLevel: "M" });
  const n = qr.modules.size;
  // A quiet zone of 2 modules on each side (scanners need one), drawn white on any background.
  const cell = QR_SIZE / (n + 4);
  const page = layout.page;
  page.drawRectangle({ x, y: top - QR_SIZE, width: QR_SIZE, height: QR_SIZE, color: rgb(1, 1, 1) });
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
      page.drawRectangle({
        x: x + (col + 2) * cell,
        y: top - (row + 3) * cell,
        width: (end - col + 1) * cell,
        height: cell,
        color: rgb(0, 0, 0),
      });
      col = end + 1;
    }
  }
  const caption = "Scan to check";
  const size = 7;
  page.drawText(caption, {
    x: x + (QR_SIZE - layout.fonts.regular.widthOfTextAtSize(caption, size)) / 2,
    y: top - QR_SIZE - 9,
    size,
    font: layout.fonts.regular,
    color: MUTED,
  });
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
    const lines = wrap(value, layout.fonts.regular, 10, WIDTH - labelWidth);
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
    const lines = wrap(item, layout.fonts.regular, 10, WIDTH - 14);
    layout.room(lines.length * 13);
    layout.text("•", MARGIN + 2, 10);
    for (const line of lines) {
      layout.text(line, MARGIN + 14, 10);
      layout.y -= 13;
    }
  }
}

/** The document as PDF bytes. `madeAt` also dates the file's own metadata, so one input gives one file. */
export async function renderPdf(
  doc: TravelDocument,
  fontBytes: DocumentFonts,
  madeAt: Date,
): Promise<Uint8Array> {
  const pdf = await PDFDocument.create();
  pdf.registerFontkit(fontkit);
  const fonts: Fonts = {
    regular: await pdf.embedFont(fontBytes.regular, { subset: true }),
    bold: await pdf.embedFont(fontBytes.bold, { subset: true }),
  };
  pdf.setTitle(`${doc.title} ${doc.reference}`);
  pdf.setAuthor(doc.agency[0] ?? "");
  pdf.setSubject(`${doc.title} for booking ${doc.reference}`);
  pdf.setCreator(doc.agency[0] ?? "");
  pdf.setProducer(doc.agency[0] ?? "");
  pdf.setLanguage("en-PK");
  pdf.setCreationDate(madeAt);
  pdf.setModificationDate(madeAt);

  const layout = new Layout(pdf, fonts);
  header(layout, doc);
  for (const s of doc.sections) section(layout, s);
  if (doc.footer.length) {
    layout.room(doc.footer.length * 11 + 10);
    layout.rule(6);
    for (const line of doc.footer) {
      for (const part of wrap(line, fonts.regular, 8, WIDTH)) {
        layout.text(part, MARGIN, 8, { color: MUTED });
        layout.y -= 11;
      }
    }
  }
  const count = layout.pages.length;
  layout.pages.forEach((page, i) => {
    const label = `${doc.title} ${doc.reference} · Page ${i + 1} of ${count}`;
    page.drawText(label, {
      x: MARGIN + WIDTH - fonts.regular.widthOfTextAtSize(label, 7.5),
      y: MARGIN - 12,
      size: 7.5,
      font: fonts.regular,
      color: MUTED,
    });
  });
  return pdf.save();
}
