/**
 * What a travel document's public check shows (docs/ARCHITECTURE.md §4.6): the message of a code
 * that is not one, and passengers' names as initials only.
 */

export const NOT_A_DOCUMENT = "Not a valid Safar document";

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
