/**
 * The airlines of the specifications (name, IATA code, logo), and the lookup the screens and
 * receipts use: exact name, then case-insensitive name, then partial containment either way.
 */

export type Airline = {
  readonly name: string;
  readonly code: string;
  /** The logo receipts print, scalable: '/airlines/<code lower-case>.svg' (served from public/). */
  readonly logo: string;
  /**
   * The same logo as the screens show it (40 CSS px at most), a 120 px PNG: '/airlines/<code
   * lower-case>.png'. An SVG shown as an image is a document of its own, built on the page's main
   * thread; a PNG is decoded off it (scripts/make-airline-logos.mjs, docs/PERFORMANCE.md).
   */
  readonly icon: string;
};

const airline = (name: string, code: string): Airline => ({
  name,
  code,
  logo: `/airlines/${code.toLowerCase()}.svg`,
  icon: `/airlines/${code.toLowerCase()}.png`,
});

export const AIRLINES: readonly Airline[] = [
  airline("Air Arabia", "G9"),
  airline("Air Blue", "PA"),
  airline("Air Sial", "PF"),
  airline("Emirates", "EK"),
  airline("Etihad Airways", "EY"),
  airline("Flydubai", "FZ"),
  airline("Fly Jinnah", "9W"),
  airline("Flynas", "XY"),
  airline("Oman Air", "WY"),
  airline("Pakistan International Airlines", "PK"),
  airline("Qatar Airways", "QR"),
  airline("Saudia", "SV"),
  airline("Serene Air", "ER"),
  airline("Turkish Airlines", "TK"),
  airline("Uzbekistan Airways", "HY"),
];

/** The screens' icon for an airline not in the list. */
export const GENERIC_AIRLINE_ICON = "/airlines/generic.png";
/** Receipts fall back to the national carrier's logo. */
export const NATIONAL_CARRIER: Airline = AIRLINES.find((a) => a.code === "PK") as Airline;

/** Shorter than this, a name is too vague for the partial-containment step ('a', 'Ai'). */
const MIN_PARTIAL = 3;

/**
 * The airline for a name: the exact name; else the same name ignoring case; else the first airline
 * (in list order) whose name contains the given text or is contained in it, ignoring case.
 */
export function findAirline(name: string | null | undefined): Airline | undefined {
  if (!name) return undefined;
  const exact = AIRLINES.find((a) => a.name === name);
  if (exact) return exact;
  const wanted = name.trim().toLowerCase();
  if (wanted.length === 0) return undefined;
  const caseless = AIRLINES.find((a) => a.name.toLowerCase() === wanted);
  if (caseless) return caseless;
  if (wanted.length < MIN_PARTIAL) return undefined;
  return AIRLINES.find((a) => {
    const own = a.name.toLowerCase();
    return own.includes(wanted) || wanted.includes(own);
  });
}

/** The IATA code for a name, or ''. */
export function airlineCode(name: string | null | undefined): string {
  return findAirline(name)?.code ?? "";
}

/** The logo a screen shows for a name (its PNG `icon`), or the generic icon. */
export function airlineLogo(name: string | null | undefined): string {
  return findAirline(name)?.icon ?? GENERIC_AIRLINE_ICON;
}

/** The logo printed on a receipt: the airline's own, else the national carrier's (PIA). */
export function receiptLogo(name: string | null | undefined): string {
  return findAirline(name)?.logo ?? NATIONAL_CARRIER.logo;
}
