// Writes the travel documents' fonts (public/fonts/document-sans*.ttf): DejaVu Sans and DejaVu Sans
// Bold cut down to the characters a document prints (Latin with its accents, the rupee sign ₨,
// typographic punctuation and arrows), so a phone downloads ~60 KB instead of 1.4 MB, once, with the
// service worker's precache. Run after changing CHARACTERS: node scripts/make-document-font.mjs
// The licence (public/fonts/LICENSE-DejaVu.txt) travels with the files.
import { copyFileSync, readFileSync, writeFileSync } from "node:fs";
import subsetFont from "subset-font";

const range = (from, to) =>
  String.fromCodePoint(...Array.from({ length: to - from + 1 }, (_, i) => from + i));
export const CHARACTERS =
  range(0x20, 0x7e) + // Basic Latin
  range(0xa0, 0xff) + // Latin-1 (names with accents, ×, ·)
  range(0x100, 0x17f) + // Latin Extended-A
  "\u20a8" + // ₨
  "\u2013\u2014\u2018\u2019\u201c\u201d\u2022\u2026\u2192\u2190\u2194\u2713\u2715";

const dir = "node_modules/dejavu-fonts-ttf";
for (const [from, to] of [
  ["DejaVuSans.ttf", "document-sans.ttf"],
  ["DejaVuSans-Bold.ttf", "document-sans-bold.ttf"],
]) {
  const out = await subsetFont(readFileSync(`${dir}/ttf/${from}`), CHARACTERS, { targetFormat: "truetype" });
  writeFileSync(`public/fonts/${to}`, out);
  console.log(`public/fonts/${to}: ${out.length} bytes`);
}
copyFileSync(`${dir}/LICENSE`, "public/fonts/LICENSE-DejaVu.txt");
