/**
 * What a pending booking shows in place of its countdown once the customer recorded a payment: it no
 * longer expires but waits for the agency's check (docs/ARCHITECTURE.md §10, `expires`).
 */
import { ClipboardCheck } from "lucide-react";
import type { ReactNode } from "react";

export const PAYMENT_CHECK_TEXT = "Payment recorded: waiting for the agency's check";

export function PaymentCheckNotice({ children }: { children?: ReactNode }) {
  return (
    <div
      className="flex flex-col gap-2 rounded-box border border-info/50 bg-info/10 p-3"
      data-testid="payment-check"
    >
      <p className="inline-flex items-center gap-2 font-medium text-sm" data-testid="payment-check-text">
        <ClipboardCheck className="size-4 shrink-0" aria-hidden="true" />
        {PAYMENT_CHECK_TEXT}
      </p>
      <p className="text-sm">This booking stays reserved until the agency approves it.</p>
      {children}
    </div>
  );
}
