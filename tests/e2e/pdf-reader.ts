/**
 * Reading a downloaded PDF as a person would: its text (pdf.js in Node) and its QR code (the page
 * drawn by pdf.js on a canvas in Chromium, then decoded by jsQR), on a page of its own origin that
 * the test serves from node_modules, so the app's Content-Security-Policy is not in the way.
 */
import { readFileSync } from "node:fs";
import type { Browser, Download } from "@playwright/test";

export async function downloadedPdf(download: Download): Promise<Uint8Array> {
  const path = await download.path();
  return new Uint8Array(readFileSync(path));
}

/** Every page's text, joined. */
export async function pdfText(bytes: Uint8Array): Promise<string> {
  const pdfjs = await import("pdfjs-dist/legacy/build/pdf.mjs");
  const doc = await pdfjs.getDocument({ data: bytes.slice(), useSystemFonts: false }).promise;
  const parts: string[] = [];
  for (let i = 1; i <= doc.numPages; i++) {
    const content = await (await doc.getPage(i)).getTextContent();
    for (const item of content.items) if ("str" in item && item.str) parts.push(item.str);
  }
  return parts.join(" | ");
}

const FILES: Record<string, string> = {
  "/pdf.mjs": "node_modules/pdfjs-dist/legacy/build/pdf.mjs",
  "/pdf.worker.mjs": "node_modules/pdfjs-dist/legacy/build/pdf.worker.mjs",
  "/jsqr.js": "node_modules/jsqr/dist/jsQR.js",
};

/** The text of the QR code on the PDF's first page, or null when none decodes. */
export async function pdfQr(browser: Browser, bytes: Uint8Array): Promise<string | null> {
  const context = await browser.newContext({ serviceWorkers: "block" });
  try {
    const page = await context.newPage();
    await page.route("http://pdf-reader.test/**", (route) => {
      const path = new URL(route.request().url()).pathname;
      if (path === "/")
        return route.fulfill({ contentType: "text/html", body: "<!doctype html><canvas></canvas>" });
      if (path === "/doc.pdf")
        return route.fulfill({ contentType: "application/pdf", body: Buffer.from(bytes) });
      const file = FILES[path];
      return file
        ? route.fulfill({ contentType: "text/javascript", body: readFileSync(file) })
        : route.fulfill({ status: 404 });
    });
    await page.goto("http://pdf-reader.test/");
    await page.addScriptTag({ url: "http://pdf-reader.test/jsqr.js" });
    return await page.evaluate(async () => {
      const src: string = "http://pdf-reader.test/pdf.mjs";
      const pdfjs = await import(src);
      pdfjs.GlobalWorkerOptions.workerSrc = "http://pdf-reader.test/pdf.worker.mjs";
      const doc = await pdfjs.getDocument("http://pdf-reader.test/doc.pdf").promise;
      const first = await doc.getPage(1);
      const viewport = first.getViewport({ scale: 2 });
      const canvas = document.querySelector("canvas") as HTMLCanvasElement;
      canvas.width = viewport.width;
      canvas.height = viewport.height;
      const ctx = canvas.getContext("2d") as CanvasRenderingContext2D;
      await first.render({ canvasContext: ctx, viewport }).promise;
      const image = ctx.getImageData(0, 0, canvas.width, canvas.height);
      const decode = (
        window as unknown as { jsQR: (d: Uint8ClampedArray, w: number, h: number) => { data: string } | null }
      ).jsQR;
      return decode(image.data, image.width, image.height)?.data ?? null;
    });
  } finally {
    await context.close();
  }
}
