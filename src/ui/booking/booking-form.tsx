/**
 * The booking form the flight and package booking modals share: one block per traveller
 * (passenger or participant; add up to a limit, the last one cannot be removed), every rule's
 * message under its field once it was touched or the form submitted, the server's own field
 * messages until that field is edited, the total (price × travellers), and the send with an
 * Idempotency-Key that a retry of the very same request reuses (src/api/idempotency.ts). Failures
 * get the catalogue's 'Error!' toast (5 s). The screens give the blocks, the summary, the rules
 * (src/domain/bookings.ts through their booking-form.ts) and the call; the state is
 * react-hook-form's (booking-form-state.ts).
 *
 * Closing the dialog while its write runs does not abandon the write (it is in the outbox): its
 * outcome still shows, as a toast or the confirmation, and Cancel, Escape and × always work.
 */
import { Plus } from "lucide-react";
import type { ReactNode } from "react";
import { Modal, type ModalSize } from "../modal.tsx";
import { BookingFormFooter } from "./booking-form-footer.tsx";
import type { BookingFormState, TravellerDraft } from "./booking-form-state.ts";

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
  const { drafts, busy, submitted, listProblem, problemCount } = form;
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
        <BookingFormFooter
          formId={formId}
          busy={busy}
          onClose={onClose}
          count={count}
          noun={noun}
          price={price}
        />
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
        {listProblem && (
          <p className="text-error text-sm" role="alert">
            {listProblem}
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
