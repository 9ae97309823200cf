// Renders the app icons (the tab's 48, 192, 512 and a maskable 512) from public/icons/favicon.svg with
// Chromium. The tab's icon is a PNG: an SVG favicon is decoded into a document of its own on the page's
// main thread while it loads (docs/PERFORMANCE.md). So is the browser's own calendar icon of a date
// field: src/styles.css draws it as a mask from src/ui/form/calendar-mask.png, rendered here from
// Lucide's "calendar" (the icon set of the app; ISC).
// Run once after changing the artwork: node scripts/make-icons.mjs
import { readFileSync } from "node:fs";
import { chromium } from "@playwright/test";

const svg = readFileSync("public/icons/favicon.svg", "utf8");
const browser = await chromium.launch({
  executablePath: process.env.CHROMIUM_PATH || "/usr/bin/chromium",
  args: ["--no-sandbox", "--disable-gpu"],
});
const page = await browser.newPage();
async function render(size, file, maskable) {
  await page.setViewportSize({ width: size, height: size });
  const inner = maskable
    ? `<div style="width:100%;height:100%;background:#1E40AF;display:grid;place-items:center"><div style="width:72%;height:72%">${svg}</div></div>`
    : svg;
  await page.setContent(
    `<html><body style="margin:0;width:${size}px;height:${size}px;overflow:hidden;background:transparent"><style>svg{width:100%;height:100%;display:block}</style>${inner}</body></html>`,
  );
  await page.screenshot({ path: `public/icons/${file}`, omitBackground: !maskable });
}
await render(48, "favicon-48.png", false);
await render(192, "icon-192.png", false);
await render(512, "icon-512.png", false);
await render(512, "icon-maskable-512.png", true);
// 48 px: a date field's 1em icon stays sharp at 3 device pixels per CSS pixel. Black on transparent:
// only its alpha is used (a mask over the text's colour).
await page.setViewportSize({ width: 48, height: 48 });
await page.setContent(
  `<html><body style="margin:0;overflow:hidden;background:transparent"><svg xmlns="http://www.w3.org/2000/svg" width="48" height="48" viewBox="0 0 24 24" fill="none" stroke="#000" stroke-width="2" stroke-linecap="round" stroke-linejoin="round" style="display:block"><path d="M8 2v3"/><path d="M16 2v3"/><rect x="3" y="3" width="18" height="18" rx="2"/><path d="M3 9h18"/></svg></body></html>`,
);
await page.screenshot({ path: "src/ui/form/calendar-mask.png", omitBackground: true });
await browser.close();
console.log("icons written");
