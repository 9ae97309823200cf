// Renders the app icons (the tab's 48, 192, 512 and a maskable 512) from public/icons/favicon.svg with
// Chromium. The tab's icon is a PNG: an SVG favicon is decoded into a document of its own on the page's
// main thread while it loads (docs/PERFORMANCE.md).
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
await browser.close();
console.log("icons written");
