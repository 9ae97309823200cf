// Text that reads on a coloured ground: the dark or the light ink, whichever contrasts more (WCAG's
// relative luminance). The pie's percentages sit on its slices, whose colours differ per theme.

export const DARK_INK = "#0F172A";
export const LIGHT_INK = "#FFFFFF";

/** WCAG relative luminance of a '#RRGGBB' colour. */
function luminance(hex: string): number {
  const [r, g, b] = [1, 3, 5].map((i) => {
    const c = Number.parseInt(hex.slice(i, i + 2), 16) / 255;
    return c <= 0.03928 ? c / 12.92 : ((c + 0.055) / 1.055) ** 2.4;
  });
  return 0.2126 * r! + 0.7152 * g! + 0.0722 * b!;
}

/** WCAG contrast ratio of two '#RRGGBB' colours (1 to 21). */
export function contrastRatio(a: string, b: string): number {
  const [hi, lo] = [luminance(a), luminance(b)].sort((x, y) => y - x);
  return (hi! + 0.05) / (lo! + 0.05);
}

/** The ink (dark or light) for text on `ground`. */
export function inkOn(ground: string): string {
  return contrastRatio(DARK_INK, ground) >= contrastRatio(LIGHT_INK, ground) ? DARK_INK : LIGHT_INK;
}
