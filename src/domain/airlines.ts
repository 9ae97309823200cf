/**
 * The airlines of the specifications (name, IATA code, logo), and the lookup the screens and
 * receipts use: exact name, then case-insensitive name, then partial containment either way.
 */

export type Airline = {
  readonly name: string;
  readonly code: string;
  /** Served from public/: '/airlines/<code lower-case>.svg'. */
  readonly logo: string;
};

const airline = (name: string, code: string): Airline => ({
  name,
  code,
  logo: `/airlines/${code.toLowerCase()}.svg`,
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

export const GENERIC_AIRLINE_LOGO = "/airlines/generic.svg";
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

/** The logo for a name, or the generic icon. */
export function airlineLogo(name: string | null | undefined): string {
  return findAirline(name)?.logo ?? GENERIC_AIRLINE_LOGO;
}

/** The logo printed on a receipt: the airline's own, else the national carrier's (PIA). */
export function receiptLogo(name: string | null | undefined): string {
  return findAirline(name)?.logo ?? NATIONAL_CARRIER.logo;
}
