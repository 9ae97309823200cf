// Writes public/airlines/<code>.svg: a badge per airline in its livery colour with its IATA code
// (the carriers' own artwork is theirs to license), and generic.svg for unknown airlines; and each as
// a 120 px PNG (<code>.png), rendered with Chromium, for the screens. An SVG shown as an image is a
// document of its own, built (and its text laid out) on the page's main thread: Available Tickets
// built one per airline in view. A PNG is decoded off it (docs/PERFORMANCE.md). Receipts print the SVG
// (generic.svg is only the PNG's source: a receipt for an unknown airline prints the national carrier's).
// Run once after changing the list: node scripts/make-airline-logos.mjs
import { mkdirSync, writeFileSync } from "node:fs";
import { chromium } from "@playwright/test";

const AIRLINES = [
  ["Air Arabia", "G9", "#E11D2E", "#ffffff"],
  ["Air Blue", "PA", "#0B4EA2", "#ffffff"],
  ["Air Sial", "PF", "#1B3A6B", "#F2C94C"],
  ["Emirates", "EK", "#C8102E", "#ffffff"],
  ["Etihad Airways", "EY", "#8C6D3F", "#ffffff"],
  ["Flydubai", "FZ", "#0B2D5B", "#F28C28"],
  ["Fly Jinnah", "9W", "#0A7A5A", "#ffffff"],
  ["Flynas", "XY", "#5A2D82", "#B7E000"],
  ["Oman Air", "WY", "#00747A", "#D4AF37"],
  ["Pakistan International Airlines", "PK", "#006A4E", "#ffffff"],
  ["Qatar Airways", "QR", "#5C0632", "#ffffff"],
  ["Saudia", "SV", "#006C35", "#ffffff"],
  ["Serene Air", "ER", "#1A2B4C", "#E8B04A"],
  ["Turkish Airlines", "TK", "#C8102E", "#ffffff"],
  ["Uzbekistan Airways", "HY", "#0072BC", "#ffffff"],
];

const esc = (s) => s.replace(/&/g, "&amp;").replace(/</g, "&lt;");
function badge(name, code, bg, fg) {
  return `<svg xmlns="http://www.w3.org/2000/svg" viewBox="0 0 64 64" role="img" aria-label="${esc(name)}">
  <title>${esc(name)}</title>
  <rect width="64" height="64" rx="14" fill="${bg}"/>
  <path d="M12 44c10-3 22-3 32 1 6 2 10 2 14-1" fill="none" stroke="${fg}" stroke-opacity=".35" stroke-width="3" stroke-linecap="round"/>
  <text x="32" y="38" text-anchor="middle" font-family="system-ui,-apple-system,Segoe UI,Roboto,Arial,sans-serif" font-size="22" font-weight="700" fill="${fg}">${esc(code)}</text>
</svg>
`;
}

const logos = [
  ...AIRLINES.map(([name, code, bg, fg]) => [code.toLowerCase(), badge(name, code, bg, fg)]),
  [
    "generic",
    `<svg xmlns="http://www.w3.org/2000/svg" viewBox="0 0 64 64" role="img" aria-label="Airline">
  <title>Airline</title>
  <rect width="64" height="64" rx="14" fill="#64748B"/>
  <path d="M18 36 46 24c3-1 5 2 3 4L35 45c-1 1-3 1-3-1l-3-7-8-1c-2 0-2-3-3-0z" fill="#fff"/>
</svg>
`,
  ],
];

mkdirSync("public/airlines", { recursive: true });
const browser = await chromium.launch({
  executablePath: process.env.CHROMIUM_PATH || "/usr/bin/chromium",
  args: ["--no-sandbox", "--disable-gpu"],
});
// 120 px: the screens show a logo at 40 CSS px at most, sharp at 3 device pixels per CSS pixel.
const page = await browser.newPage({ viewport: { width: 120, height: 120 } });
for (const [file, svg] of logos) {
  writeFileSync(`public/airlines/${file}.svg`, svg);
  await page.setContent(
    `<html><body style="margin:0;overflow:hidden;background:transparent"><style>svg{width:120px;height:120px;display:block}</style>${svg}</body></html>`,
  );
  await page.screenshot({ path: `public/airlines/${file}.png`, omitBackground: true });
}
await browser.close();
console.log(`${logos.length} logos written`);
