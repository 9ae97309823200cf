/**
 * What a travel document may show of a person (docs/ARCHITECTURE.md §12): a document is carried
 * through airports and hotels and shown to strangers, so a passport number is printed partly masked,
 * and the public check of a document (/verify) names travellers by their initials only.
 */

/** How many trailing characters of a passport number a document prints. */
export const PASSPORT_VISIBLE = 3;

/** 'AB1234567' → '••••••567'; a number of 3 characters or fewer is masked whole. */
export function maskPassport(passport: string | null | undefined): string {
  const p = (passport ?? "").trim();
  if (!p) return "N/A";
  if (p.length <= PASSPORT_VISIBLE) return "•".repeat(p.length);
  return "•".repeat(p.length - PASSPORT_VISIBLE) + p.slice(-PASSPORT_VISIBLE);
}

/** 'Ali Raza Khan' → 'A. R. K.' (letters of each word; nothing else of the name). */
export function initialsOf(name: string | null | undefined): string {
  const words = (name ?? "").trim().split(/\s+/).filter(Boolean);
  const letters = words.map((w) => w.match(/\p{L}/u)?.[0]?.toUpperCase()).filter(Boolean);
  return letters.length ? letters.map((l) => `${l}.`).join(" ") : "?";
}
