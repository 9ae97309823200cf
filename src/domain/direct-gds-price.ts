/** The price summary of a GDS booking: base fare, taxes and service charge. */
import { round2 } from "./rules.ts";

/** The service charge the GDS adds on top of fare and taxes. */
export const GDS_SERVICE_RATE = 0.04;
/** The share of the fare (without service charge) shown as base fare on a single flight; the rest is taxes. */
export const GDS_BASE_SHARE = 0.8;

export type GdsPriceSummary = { baseFare: number; taxes: number; serviceCharge: number; total: number };

function amount(v: unknown): number {
  if (typeof v === "number") return Number.isFinite(v) ? v : 0;
  if (typeof v === "string") {
    const n = Number(v.replace(/,/g, "").trim());
    return Number.isFinite(n) ? n : 0;
  }
  return 0;
}

/**
 * The GDS price summary, rounded to paise. Single flight: total ÷ 1.04 is fare
 * plus taxes, split 80 % base fare and 20 % taxes; the service charge is 4 % of it. Multi-city: the
 * first segment's adult base fare and taxes, and the service charge is what the total leaves.
 */
export function gdsPriceSummary(booking: {
  totalAmount: number | string;
  isMultiCity?: boolean | null;
  multiCityFlights?:
    | readonly { adultBaseFare?: string | number | null; adultTaxes?: string | number | null }[]
    | null;
}): GdsPriceSummary {
  const total = round2(amount(booking.totalAmount));
  const first = booking.isMultiCity ? booking.multiCityFlights?.[0] : undefined;
  if (first) {
    const baseFare = round2(amount(first.adultBaseFare));
    const taxes = round2(amount(first.adultTaxes));
    return { baseFare, taxes, serviceCharge: round2(total - baseFare - taxes), total };
  }
  const fareAndTaxes = total / (1 + GDS_SERVICE_RATE);
  const baseFare = round2(fareAndTaxes * GDS_BASE_SHARE);
  const taxes = round2(fareAndTaxes * (1 - GDS_BASE_SHARE));
  return { baseFare, taxes, serviceCharge: round2(total - baseFare - taxes), total };
}
