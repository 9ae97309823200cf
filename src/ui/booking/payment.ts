/**
 * The payment a customer recorded on a booking ('Mark as Paid': method and reference), read the
 * same way by every details view and the receipt (pure). The booking keeps it for its whole life
 * (docs/ARCHITECTURE.md §10): it shows on a pending, an approved and a cancelled booking alike.
 */
import type { PaymentMethod } from "../../domain/bookings.ts";

export const PAYMENT_METHOD_LABELS: Readonly<Record<PaymentMethod, string>> = {
  bank_transfer: "Bank transfer",
  jazzcash: "JazzCash",
  easypaisa: "Easypaisa",
};

export type PaymentFields = {
  paymentMethod?: string | null;
  paymentReference?: string | null;
  paymentClaimedAt?: string | null;
};

export type BookingPayment = {
  /** 'JazzCash', or the stored value when it is not one of ours, or 'Payment' when none is named. */
  method: string;
  /** The reference the customer gave, or '' when none was given. */
  reference: string;
  /** When the customer recorded it, or null. */
  at: string | null;
};

/** The booking's recorded payment, whatever its status; null when it has none. */
export function paymentOf(b: PaymentFields): BookingPayment | null {
  const reference = b.paymentReference?.trim() ?? "";
  if (!b.paymentMethod && !reference && !b.paymentClaimedAt) return null;
  const method = b.paymentMethod
    ? (PAYMENT_METHOD_LABELS[b.paymentMethod as PaymentMethod] ?? b.paymentMethod)
    : "Payment";
  return { method, reference, at: b.paymentClaimedAt ?? null };
}

/** 'JazzCash · JC-778899' (the method alone when there is no reference). */
export function paymentText(p: BookingPayment): string {
  return p.reference ? `${p.method} · ${p.reference}` : p.method;
}
