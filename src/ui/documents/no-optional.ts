/**
 * What the build gives jsPDF for its optional helpers (html2canvas, DOMPurify, canvg: HTML and SVG
 * drawn into a PDF), which the travel documents never call: without this stand-in each came as a
 * chunk of its own, 106 KB gzip that the service worker precached for nothing (vite.config.ts).
 */
export default function unavailable(): never {
  throw new Error("Not part of this app's PDF support");
}
