/**
 * What a travel document shows of a person. A document is carried through airports and hotels and
 * shown to strangers, so a passport number is printed partly masked (docs/ARCHITECTURE.md §12); its
 * public check shows passengers' names as initials only, and one message for a code that is not
 * one (§4.6).
 */

export const NOT_A_DOCUMENT = "Not a valid Safar document";

/** How many trailing characters of a passport number a document prints. */
export const PASSPORT_VISIBLE = 3;

/** 'AB1234567' → '••••••567'; a number of 3 characters or fewer is masked whole. */
export function maskPassport(passport: string | null | undefined): string {
  const p = (passport ?? "").trim();
  if (!p) return "N/A";
  if (p.length <= PASSPORT_VISIBLE) return "•".repeat(p.length);
  return "•".repeat(p.length - PASSPORT_VISIBLE) + p.slice(-PASSPORT_VISIBLE);
}

/**
 * A name as its initials: the first letter of each word, upper-cased, with a dot ('Ali Raza Khan'
 * → 'A. R. K.'). Words without a letter (a dash, digits) give nothing; letters outside Latin keep
 * their script ('محمد علی' → 'م. ع.').
 */
export function initials(...parts: readonly (string | null | undefined)[]): string {
  const out: string[] = [];
  for (const word of parts.join(" ").split(/\s+/)) {
    const letter = word.match(/\p{L}/u)?.[0];
    if (letter) out.push(`${letter.toLocaleUpperCase("en")}.`);
  }
  return out.join(" ");
}
