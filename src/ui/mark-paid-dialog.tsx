/**
 * 'Mark as Paid' (docs/ARCHITECTURE.md §4), for flight and package bookings alike: the customer records how
 * they paid (bank transfer, JazzCash, Easypaisa) and the reference on a pending booking. The
 * booking stays pending: an admin checks the payment and approves it.
 *
 * The screen gives the call (`send`); this dialog checks the input with the shared `paymentInput`
 * schema, and sends with an Idempotency-Key that a retry of the very same claim reuses while the
 * first attempt's outcome is unknown (no answer, 5xx, 429, or the server still busy with the key).
 *
 * Shared from the customer's flight bookings' own dialog (features/customer-flights).
 */
import { Landmark, Smartphone, Wallet } from "lucide-react";
import { type FormEvent, useRef, useState } from "react";
import { keyForAttempt, newKey, outcomeUnknown } from "../api/idempotency.ts";
import { PAYMENT_METHODS, type PaymentInput, type PaymentMethod, paymentInput } from "../domain/bookings.ts";
import { formatRupees } from "../domain/format.ts";
import { type FieldErrors, validate } from "../domain/validation.ts";
import { PAYMENT_METHOD_LABELS } from "./booking/payment.ts";
import { TextField } from "./form/fields.tsx";
import { DismissButton, Modal, SubmitButton } from "./modal.tsx";
import { toastQueued } from "./outbox/outbox-ui.tsx";
import { toast } from "./toast.ts";

const FORM_ID = "mark-paid";
const ICONS = { bank_transfer: Landmark, jazzcash: Smartphone, easypaisa: Wallet } as const;

/** The methods' names (one list for the dialog, the details and the receipt). */
export const PAYMENT_LABELS = PAYMENT_METHOD_LABELS;

export const PAYMENT_SUBMITTED = "Payment submitted — awaiting verification";
export const PAYMENT_FAILED = "Could not record the payment. Please try again.";

/** What `send` answers: done, or refused/unanswered with the server's status, message and field messages. */
export type PaymentOutcome =
  | { ok: true }
  | { ok: false; status: number; message: string; errors: FieldErrors; aborted?: boolean; queued?: boolean };

export type PayableBooking = { _id: string; bookingId: string; totalAmount: number };

export function MarkPaidDialog({
  booking,
  onClose,
  send,
}: {
  booking: PayableBooking | null;
  onClose: () => void;
  /** The call: POST …/{id}/payment with `key` as its Idempotency-Key. */
  send: (booking: PayableBooking, body: PaymentInput, key: string) => Promise<PaymentOutcome>;
}) {
  if (!booking) return null;
  return <MarkPaidForm key={booking._id} booking={booking} onClose={onClose} send={send} />;
}

function MarkPaidForm({
  booking,
  onClose,
  send,
}: {
  booking: PayableBooking;
  onClose: () => void;
  send: (booking: PayableBooking, body: PaymentInput, key: string) => Promise<PaymentOutcome>;
}) {
  const [method, setMethod] = useState<PaymentMethod | "">("");
  const [reference, setReference] = useState("");
  const [submitted, setSubmitted] = useState(false);
  const [serverErrors, setServerErrors] = useState<FieldErrors>({});
  const [busy, setBusy] = useState(false);
  const attempt = useRef<{ body: string; key: string } | null>(null);
  // Closing the dialog while its write runs does not abandon the write (it is in the outbox): its
  // outcome still shows, as a toast or the confirmation, and Cancel, Escape and × always work.

  const check = validate<PaymentInput>(paymentInput, { method, reference });
  const errors: FieldErrors = { ...(submitted && !check.ok ? check.errors : {}), ...serverErrors };

  async function onSubmit(e: FormEvent) {
    e.preventDefault();
    if (busy) return;
    setSubmitted(true);
    if (!check.ok) {
      document.getElementById(check.errors.method ? `${FORM_ID}-method-0` : `${FORM_ID}-reference`)?.focus();
      return;
    }
    const body: PaymentInput = { method: check.value.method, reference: check.value.reference.trim() };
    const text = JSON.stringify(body);
    attempt.current = keyForAttempt(attempt.current, text, newKey);
    const key = attempt.current.key;
    setBusy(true);
    const out = await send(booking, body, key);
    setBusy(false);
    if (out.ok) {
      toast.success(PAYMENT_SUBMITTED, { title: "Payment submitted" });
      onClose();
      return;
    }
    if (out.aborted) return;
    if (out.queued) {
      // Kept in the outbox: sent when the connection is back; the booking shows it as queued.
      toastQueued(out.message);
      onClose();
      return;
    }
    if (!outcomeUnknown(out.status, out.message)) attempt.current = null;
    setServerErrors(out.errors);
    toast.error(out.message || PAYMENT_FAILED);
    if (out.status === 404 || out.status === 409) onClose();
  }

  return (
    <Modal
      open
      onClose={onClose}
      size="md"
      title="Mark as Paid"
      description={`Booking ${booking.bookingId} · ${formatRupees(booking.totalAmount)}`}
      footer={
        <>
          <DismissButton onClick={onClose} />
          <SubmitButton form={FORM_ID} busy={busy} label="Submit payment" busyLabel="Submitting..." />
        </>
      }
    >
      <form id={FORM_ID} noValidate onSubmit={onSubmit} className="flex flex-col gap-4">
        <p className="text-base-content/80 text-sm">
          Pay <span className="font-semibold text-base-content">{formatRupees(booking.totalAmount)}</span>,
          then tell us how you paid and the reference on your receipt. The agency checks the payment and
          approves your booking.
        </p>
        <fieldset aria-describedby={errors.method ? `${FORM_ID}-method-error` : undefined}>
          <legend className="mb-1.5 font-medium text-sm">Payment method</legend>
          <div className="grid gap-2 sm:grid-cols-3">
            {PAYMENT_METHODS.map((m, i) => {
              const Icon = ICONS[m];
              return (
                <label
                  key={m}
                  className={`flex min-h-11 cursor-pointer items-center gap-2 rounded-field border px-3 py-2 text-sm has-checked:border-primary has-checked:bg-primary/10 ${
                    errors.method ? "border-error" : "border-base-300"
                  }`}
                >
                  <input
                    id={`${FORM_ID}-method-${i}`}
                    type="radio"
                    name="method"
                    value={m}
                    className="radio radio-primary radio-sm"
                    checked={method === m}
                    onChange={() => {
                      setMethod(m);
                      setServerErrors(({ method: _m, ...rest }) => rest);
                    }}
                  />
                  <Icon className="size-4 shrink-0" aria-hidden="true" />
                  {PAYMENT_LABELS[m]}
                </label>
              );
            })}
          </div>
          {errors.method && (
            <p id={`${FORM_ID}-method-error`} className="mt-1.5 text-error text-sm">
              {errors.method}
            </p>
          )}
        </fieldset>
        <TextField
          id={`${FORM_ID}-reference`}
          label="Payment reference"
          name="reference"
          value={reference}
          error={errors.reference}
          hint="The transaction ID or transfer reference, e.g. FT1234567890"
          autoComplete="off"
          spellCheck={false}
          onChange={(e) => {
            setReference(e.target.value);
            setServerErrors(({ reference: _r, ...rest }) => rest);
          }}
        />
      </form>
    </Modal>
  );
}
