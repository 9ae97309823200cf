/**
 * The booking modal of Available Packages, on the booking kit's form (ui/booking/booking-form.tsx):
 * the package, one block per participant (1 to 5, or the places left; 'Add participant' is disabled
 * at the limit with a hint; the last block cannot be removed), every rule's message under its field,
 * the total (price × participants), and the send: POST /package-bookings with an Idempotency-Key
 * that a retry of the very same request reuses. Failures get the catalogue's 'Error!' toast (5 s).
 */
import type { PackageRow } from "../../../db/schema.ts";
import { type CreatePackageBookingInput, packageBookingRefusal } from "../../../domain/bookings.ts";
import { karachiDate } from "../../../domain/format.ts";
import { BookingFormModal } from "../../../ui/booking/booking-form.tsx";
import { useBookingForm } from "../../../ui/booking/booking-form-state.ts";
import {
  addParticipantHint,
  bookingBody,
  emptyParticipant,
  maxParticipantsFor,
  PARTICIPANT_FIELDS,
  type ParticipantDraft,
  type ParticipantField,
  packageBookingFailureMessage,
  participantProblems,
} from "../booking-form.ts";
import { bookPackage, refreshPackages } from "../data.ts";
import { dateRange } from "./package-bits.tsx";
import { PackageSummary } from "./package-summary.tsx";
import { ParticipantBlock, participantFieldId } from "./participant-block.tsx";

const FORM_ID = "package-booking";

let draftSeq = 0;
const nextDraft = () => emptyParticipant(`p${++draftSeq}`);

/** The modal for `pkg` (nothing while null). Its form starts afresh for every package opened. */
export function ParticipantModal({
  pkg,
  onClose,
  onBooked,
}: {
  pkg: PackageRow | null;
  onClose: () => void;
  onBooked: (bookingId: string) => void;
}) {
  if (!pkg) return null;
  return <ParticipantDialog key={pkg._id} pkg={pkg} onClose={onClose} onBooked={onBooked} />;
}

function ParticipantDialog({
  pkg,
  onClose,
  onBooked,
}: {
  pkg: PackageRow;
  onClose: () => void;
  onBooked: (bookingId: string) => void;
}) {
  const limit = maxParticipantsFor(pkg);
  const form = useBookingForm<ParticipantDraft, ParticipantField, CreatePackageBookingInput>({
    formId: FORM_ID,
    fields: PARTICIPANT_FIELDS,
    firstField: "firstName",
    fieldId: participantFieldId,
    newDraft: nextDraft,
    max: limit,
    problems: (drafts) => participantProblems(pkg._id, drafts),
    refusal: (n) => {
      const refusal = packageBookingRefusal(pkg, n, karachiDate());
      return refusal && packageBookingFailureMessage(409, refusal);
    },
    body: (drafts) => bookingBody(pkg._id, drafts),
    send: bookPackage,
    failureMessage: packageBookingFailureMessage,
    refresh: () => void refreshPackages(),
    onBooked,
    onClose,
  });
  const { drafts, busy } = form;
  return (
    <BookingFormModal
      form={form}
      formId={FORM_ID}
      size="lg"
      title={`Book ${pkg.name.toUpperCase()}`}
      description={`${pkg.destination.toUpperCase()} · ${dateRange(pkg.departureDate, pkg.returnDate)}`}
      onClose={onClose}
      price={pkg.price}
      noun="participant"
      max={limit}
      addHint={addParticipantHint(pkg, drafts.length)}
      addTestId="add-participant"
      summary={<PackageSummary pkg={pkg} />}
      note="Names and passport numbers as in each passport. Your places are held for 2 hours; pay and mark the booking as paid from My Packages before then."
    >
      {drafts.map((d, i) => (
        <ParticipantBlock
          key={d.key}
          formId={FORM_ID}
          index={i}
          draft={d}
          canRemove={drafts.length > 1 && !busy}
          errorOf={(field) => form.errorOf(i, field)}
          onChange={(field, value) => form.update(i, { [field]: value } as Partial<ParticipantDraft>, field)}
          onTouch={(field) => form.touch(i, field)}
          onRemove={() => form.remove(i)}
        />
      ))}
    </BookingFormModal>
  );
}
