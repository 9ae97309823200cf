/** The payment a customer says they made on a booking (method and reference), as a badge. */
import { Wallet } from "lucide-react";
import { formatDateTime } from "../../../domain/format.ts";
import { type AdminBooking, paymentClaim } from "../booking-view.ts";

export function PaymentClaimBadge({ b }: { b: AdminBooking }) {
  const claim = paymentClaim(b);
  if (!claim) return null;
  return (
    <span
      className="badge badge-sm h-auto max-w-full gap-1 whitespace-normal border-info/40 bg-info/10 py-0.5 text-left text-base-content"
      title={`Claimed ${formatDateTime(claim.at)}`}
      data-testid="payment-claimed"
    >
      <Wallet className="size-3 shrink-0 text-info" aria-hidden="true" />
      <span className="min-w-0 break-words">
        Payment claimed · {claim.method}
        {claim.reference && <> · {claim.reference}</>}
      </span>
    </span>
  );
}
