/**
 * The booking form the flight and package booking modals share: one block per traveller
 * (passenger or participant; add up to a limit, the last one cannot be removed), every rule's
 * message under its field once it was touched or the form submitted, the server's own field
 * messages until that field is edited, the total (price × travellers), and the send with an
 * Idempotency-Key that a retry of the very same request reuses (src/api/idempotency.ts). Failures
 * get the catalogue's 'Error!' toast (5 s). The screens give the blocks, the summary, the rules
 * (src/domain/bookings.ts through their booking-form.ts) and the call.
 *
 * Closing the dialog while its write runs does not abandon the write (it is in the outbox): its
 * outcome still shows, as a toast or the confirmation, and Cancel, Escape and × always work.
 */
import { Plus, Send } from "lucide-react";
import { type FormEvent, type ReactNode, useEffect, useMemo, useRef, useState } from "react";
import { keyForAttempt, newKey, outcomeUnknown } from "../../api/idempotency.ts";
import type { Outcome } from "../../api/outcome.ts";
import { bookingTotal } from "../../domain/bookings.ts";
import { formatRupees } from "../../domain/format.ts";
import type { FieldErrors } from "../../domain/validation.ts";
import { DismissButton, Modal, type ModalSize, SubmitButton } from "../modal.tsx";
import { toastQueued } from "../outbox/outbox-ui.tsx";
import { TOAST_MS, toast } from "../toast.ts";

export type TravellerDraft = { key: string };

export type BookingFormSpec<D extends TravellerDraft, F extends string, B> = {
  formId: string;
  /** The fields of a block, in order (the first problem found gets focus). */
  fields: readonly F[];
  /** The field that gets focus in a block just added. */
  firstField: F;
  /** The id of a field's input (the blocks render it). */
  fieldId: (formId: string, index: number, field: F) => string;
  newDraft: () => D;
  /** How many travellers this booking may have. */
  max: number;
  /** Every rule's message by `passengers.<i>.<field>` (and `passengers` for the list). */
  problems: (drafts: readonly D[]) => FieldErrors;
  /** The toast of a booking the catalogue already refuses (sold out, too few places), or null. */
  refusal: (count: number) => string | null;
  body: (drafts: readonly D[]) => B;
  send: (body: B, key: string) => Promise<Outcome<{ bookingId: string }>>;
  /** The toast of a refused or failed send. */
  failureMessage: (status: number, message: string) => string;
  /** Pulls the catalogue again (after a 404 or 409: it changed meanwhile). */
  refresh: () => void;
  onBooked: (bookingId: string) => void;
  onClose: () => void;
};

/** The form's state and its send. */
export function useBookingForm<D extends TravellerDraft, F extends string, B>(
  spec: BookingFormSpec<D, F, B>,
) {
  const [drafts, setDrafts] = useState<D[]>(() => [spec.newDraft()]);
  const [touched, setTouched] = useState<ReadonlySet<string>>(() => new Set());
  const [submitted, setSubmitted] = useState(false);
  /** The server's own field messages, by `<draft key>.<field>`, until that field is edited. */
  const [serverErrors, setServerErrors] = useState<FieldErrors>({});
  const [busy, setBusy] = useState(false);
  const attempt = useRef<{ body: string; key: string } | null>(null);
  const focusAfterAdd = useRef<number | null>(null);
  const { problems: rules } = spec;
  const problems = useMemo(() => rules(drafts), [rules, drafts]);
  const problemCount = Object.keys(problems).length;

  useEffect(() => {
    const index = focusAfterAdd.current;
    if (index === null) return;
    focusAfterAdd.current = null;
    const el = document.getElementById(spec.fieldId(spec.formId, index, spec.firstField));
    el?.scrollIntoView({ block: "center", behavior: "smooth" });
    el?.focus({ preventScroll: true });
  });

  function errorOf(index: number, field: F): string | undefined {
    const draft = drafts[index];
    if (!draft) return undefined;
    const server = serverErrors[`${draft.key}.${field}`];
    if (server) return server;
    if (!submitted && !touched.has(`${draft.key}.${field}`)) return undefined;
    return problems[`passengers.${index}.${field}`];
  }

  function update(index: number, patch: Partial<D>, field?: F) {
    const key = drafts[index]?.key;
    setDrafts((list) => list.map((d, i) => (i === index ? { ...d, ...patch } : d)));
    if (key && field && serverErrors[`${key}.${field}`])
      setServerErrors(({ [`${key}.${field}`]: _gone, ...rest }) => rest);
  }

  function touch(index: number, field: F) {
    const key = drafts[index]?.key;
    if (!key || touched.has(`${key}.${field}`)) return;
    setTouched((t) => new Set(t).add(`${key}.${field}`));
  }

  function add() {
    if (drafts.length >= spec.max) return;
    focusAfterAdd.current = drafts.length;
    setDrafts((list) => [...list, spec.newDraft()]);
  }

  function remove(index: number) {
    if (drafts.length <= 1) return;
    setDrafts((list) => list.filter((_, i) => i !== index));
  }

  function focusFirstProblem(errors: FieldErrors) {
    for (let i = 0; i < drafts.length; i++)
      for (const field of spec.fields)
        if (errors[`passengers.${i}.${field}`]) {
          document.getElementById(spec.fieldId(spec.formId, i, field))?.focus();
          return;
        }
  }

  async function onSubmit(e: FormEvent) {
    e.preventDefault();
    if (busy) return;
    setSubmitted(true);
    if (problemCount > 0) {
      focusFirstProblem(problems);
      return;
    }
    const refusal = spec.refusal(drafts.length);
    if (refusal) {
      toast.error(refusal, { duration: TOAST_MS.booking });
      return;
    }
    const body = spec.body(drafts);
    const send = keyForAttempt(attempt.current, JSON.stringify(body), newKey);
    attempt.current = send;
    setBusy(true);
    const out = await spec.send(body, send.key);
    setBusy(false);
    if (out.ok) {
      attempt.current = null;
      spec.onBooked(out.data.bookingId);
      return;
    }
    if (out.aborted) return;
    if (out.queued) {
      // Kept in the outbox (offline): the customer's list shows it as queued until it is sent.
      attempt.current = null;
      toastQueued(out.message);
      spec.onClose();
      return;
    }
    if (!outcomeUnknown(out.status, out.message)) attempt.current = null;
    if (out.status === 400) {
      const mapped: FieldErrors = {};
      for (const [path, message] of Object.entries(out.errors)) {
        const m = /^passengers\.(\d+)\.(\w+)$/.exec(path);
        const draft = m ? drafts[Number(m[1])] : undefined;
        if (draft && m) mapped[`${draft.key}.${m[2]}`] = message;
      }
      setServerErrors(mapped);
      focusFirstProblem(out.errors);
    }
    if (out.status === 404 || out.status === 409) spec.refresh();
    toast.error(spec.failureMessage(out.status, out.message), { duration: TOAST_MS.booking });
  }

  return { drafts, busy, submitted, problems, problemCount, errorOf, update, touch, add, remove, onSubmit };
}

export type BookingFormState<D extends TravellerDraft, F extends string> = Pick<
  ReturnType<typeof useBookingForm<D, F, unknown>>,
  "drafts" | "busy" | "submitted" | "problems" | "problemCount" | "add" | "onSubmit"
>;

/**
 * The booking modal: title and line under it, the summary, the problems note, the blocks, 'Add
 * <traveller>' (disabled at the limit, with the hint), a note; Cancel, Confirm Booking and the
 * total in the footer.
 */
export function BookingFormModal<D extends TravellerDraft, F extends string>({
  form,
  formId,
  title,
  description,
  size,
  onClose,
  price,
  noun,
  max,
  addHint,
  addTestId,
  summary,
  note,
  children,
}: {
  form: BookingFormState<D, F>;
  formId: string;
  title: string;
  description: string;
  size: ModalSize;
  onClose: () => void;
  /** The price per traveller. */
  price: number;
  /** 'passenger' or 'participant'. */
  noun: string;
  max: number;
  addHint: string | null;
  addTestId?: string;
  summary: ReactNode;
  note: ReactNode;
  /** The blocks, one per traveller. */
  children: ReactNode;
}) {
  const { drafts, busy, submitted, problems, problemCount } = form;
  const count = drafts.length;
  const hintId = `${formId}-add-hint`;
  return (
    <Modal
      open
      onClose={onClose}
      size={size}
      title={title}
      description={description}
      footer={
        <>
          <DismissButton onClick={onClose} className="max-sm:flex-none!" />
          <SubmitButton
            form={formId}
            busy={busy}
            label="Confirm Booking"
            busyLabel="Booking..."
            icon={<Send className="size-4" aria-hidden="true" />}
            className="whitespace-nowrap"
            testId="confirm-booking"
          />
          <p
            className="flex w-full flex-wrap items-baseline justify-between gap-x-3 max-sm:basis-full! sm:order-first sm:mr-auto sm:w-auto sm:flex-col sm:items-start sm:justify-center"
            aria-live="polite"
            data-testid="booking-total"
          >
            <span className="text-base-content/75 text-sm">
              {count} {noun}
              {count === 1 ? "" : "s"} × {formatRupees(price)}
            </span>
            <span className="font-bold text-lg">Total {formatRupees(bookingTotal(price, count))}</span>
          </p>
        </>
      }
    >
      <form id={formId} noValidate onSubmit={form.onSubmit} aria-busy={busy} className="flex flex-col gap-4">
        {summary}
        {submitted && problemCount > 0 && (
          <p
            role="alert"
            className="rounded-box bg-error/10 px-3 py-2 text-sm"
            data-testid="booking-problems"
          >
            Please correct the{" "}
            {problemCount === 1 ? "highlighted field" : `${problemCount} highlighted fields`} below.
          </p>
        )}
        {problems.passengers && (
          <p className="text-error text-sm" role="alert">
            {problems.passengers}
          </p>
        )}
        {children}
        <div className="flex flex-wrap items-center gap-3">
          <button
            type="button"
            className="btn btn-outline btn-primary max-lg:min-h-11"
            onClick={form.add}
            disabled={count >= max || busy}
            aria-describedby={addHint ? hintId : undefined}
            data-testid={addTestId}
          >
            <Plus className="size-4" aria-hidden="true" />
            Add {noun}
          </button>
          {addHint && (
            <span id={hintId} className="text-base-content/75 text-sm" data-testid="add-hint">
              {addHint}
            </span>
          )}
        </div>
        <p className="text-base-content/75 text-xs">{note}</p>
      </form>
    </Modal>
  );
}
