/**
 * 'Mark as Paid' (DESIGN §4): the customer records how they paid (bank transfer, JazzCash,
 * Easypaisa) and the reference on a pending booking. The booking stays pending: an admin checks
 * the payment and approves it.
 */
import { Landmark, Smartphone, Wallet } from "lucide-react";
import { type FormEvent, useEffect, useRef, useState } from "react";
import {
  PAYMENT_METHODS,
  type PaymentInput,
  type PaymentMethod,
  paymentInput,
} from "../../../domain/bookings.ts";
import { formatRupees } from "../../../domain/format.ts";
import { type FieldErrors, validate } from "../../../domain/validation.ts";
import { BUSY_LOOK } from "../../../ui/buttons.tsx";
import { TextField } from "../../../ui/form/fields.tsx";
import { Modal } from "../../../ui/modal.tsx";
import { toast } from "../../../ui/toast.ts";
import { keyForAttempt, newKey, outcomeUnknown } from "../booking-form.ts";
import { type MyBooking, PAYMENT_LABELS } from "../booking-list.ts";
import { markAsPaid } from "../data.ts";

const FORM_ID = "mark-paid";
const ICONS = { bank_transfer: Landmark, jazzcash: Smartphone, easypaisa: Wallet } as const;

export const PAYMENT_SUBMITTED = "Payment submitted — awaiting verification";

export function MarkPaidModal({ booking, onClose }: { booking: MyBooking | null; onClose: () => void }) {
  if (!booking) return null;
  return <MarkPaidDialog key={booking._id} booking={booking} onClose={onClose} />;
}

function MarkPaidDialog({ booking, onClose }: { booking: MyBooking; onClose: () => void }) {
  const [method, setMethod] = useState<PaymentMethod | "">("");
  const [reference, setReference] = useState("");
  const [submitted, setSubmitted] = useState(false);
  const [serverErrors, setServerErrors] = useState<FieldErrors>({});
  const [busy, setBusy] = useState(false);
  const attempt = useRef<{ body: string; key: string } | null>(null);
  const pending = useRef<AbortController | null>(null);
  useEffect(() => () => pending.current?.abort(), []);

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
    const body = { method: check.value.method, reference: check.value.reference.trim() };
    const send = keyForAttempt(attempt.current, JSON.stringify(body), newKey);
    attempt.current = send;
    const ctrl = new AbortController();
    pending.current = ctrl;
    setBusy(true);
    const out = await markAsPaid(booking._id, body, send.key, ctrl.signal);
    if (ctrl.signal.aborted) return;
    setBusy(false);
    if (out.ok) {
      toast.success(PAYMENT_SUBMITTED, { title: "Payment submitted" });
      onClose();
      return;
    }
    if (out.aborted) return;
    if (!outcomeUnknown(out.status, out.message)) attempt.current = null;
    setServerErrors(out.errors);
    toast.error(out.message || "Could not record the payment. Please try again.");
    if (out.status === 404 || out.status === 409) onClose();
  }

  return (
    <Modal
      open
      onClose={onClose}
      size="md"
      dismissible={!busy}
      title="Mark as Paid"
      description={`Booking ${booking.bookingId} · ${formatRupees(booking.totalAmount)}`}
      footer={
        <>
          <button
            type="button"
            className="btn btn-ghost border-base-300 max-lg:min-h-11"
            onClick={onClose}
            disabled={busy}
          >
            Cancel
          </button>
          <button
            type="submit"
            form={FORM_ID}
            className={`btn btn-primary ${BUSY_LOOK.primary} max-lg:min-h-11`}
            disabled={busy}
            aria-busy={busy || undefined}
          >
            {busy && <span className="loading loading-spinner loading-sm" aria-hidden="true" />}
            {busy ? "Submitting..." : "Submit payment"}
          </button>
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
