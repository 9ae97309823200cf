/**
 * The booking modal of Available Packages: the package, one block per participant (1 to 5, or the
 * places left; 'Add participant' is disabled at the limit with a hint; the last block cannot be
 * removed), every rule's message under its field, the total (price × participants), and the send:
 * POST /package-bookings with an Idempotency-Key that a retry of the very same request reuses.
 * Failures get the catalogue's 'Error!' toast (5 s).
 */
import { CalendarDays, Clock3, MapPin, Plus, Send, Users } from "lucide-react";
import { type FormEvent, useEffect, useMemo, useRef, useState } from "react";
import type { PackageRow } from "../../../db/schema.ts";
import { bookingTotal, canBookPackage } from "../../../domain/bookings.ts";
import { formatRupees } from "../../../domain/format.ts";
import type { FieldErrors } from "../../../domain/validation.ts";
import { BUSY_LOOK } from "../../../ui/buttons.tsx";
import { Modal } from "../../../ui/modal.tsx";
import { toastQueued } from "../../../ui/outbox/outbox-ui.tsx";
import { TOAST_MS, toast } from "../../../ui/toast.ts";
import {
  addParticipantHint,
  bookingBody,
  emptyParticipant,
  keyForAttempt,
  maxParticipantsFor,
  newKey,
  outcomeUnknown,
  PARTICIPANT_FIELDS,
  type ParticipantDraft,
  type ParticipantField,
  packageBookingFailureMessage,
  participantProblems,
} from "../booking-form.ts";
import { bookPackage, refreshPackages } from "../data.ts";
import { placesLeft } from "../package-list.ts";
import { dateRange, TypeBadge } from "./package-bits.tsx";
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
  const [drafts, setDrafts] = useState<ParticipantDraft[]>(() => [nextDraft()]);
  const [touched, setTouched] = useState<ReadonlySet<string>>(() => new Set());
  const [submitted, setSubmitted] = useState(false);
  /** The server's own field messages, by `<draft key>.<field>`, until that field is edited. */
  const [serverErrors, setServerErrors] = useState<FieldErrors>({});
  const [busy, setBusy] = useState(false);
  const attempt = useRef<{ body: string; key: string } | null>(null);
  const focusAfterAdd = useRef<number | null>(null);
  // Closing the dialog while its write runs does not abandon the write (it is in the outbox): its
  // outcome still shows, as a toast or the confirmation, and Cancel, Escape and × always work.

  const problems = useMemo(() => participantProblems(pkg._id, drafts), [pkg._id, drafts]);
  const problemCount = Object.keys(problems).length;
  const limit = maxParticipantsFor(pkg);
  const hint = addParticipantHint(pkg, drafts.length);
  const total = bookingTotal(pkg.price, drafts.length);

  useEffect(() => {
    const index = focusAfterAdd.current;
    if (index === null) return;
    focusAfterAdd.current = null;
    const el = document.getElementById(participantFieldId(FORM_ID, index, "firstName"));
    el?.scrollIntoView({ block: "center", behavior: "smooth" });
    el?.focus({ preventScroll: true });
  });

  function errorOf(index: number, draft: ParticipantDraft, field: ParticipantField): string | undefined {
    const server = serverErrors[`${draft.key}.${field}`];
    if (server) return server;
    if (!submitted && !touched.has(`${draft.key}.${field}`)) return undefined;
    return problems[`passengers.${index}.${field}`];
  }

  function update(index: number, field: ParticipantField, value: string) {
    const key = drafts[index]?.key;
    setDrafts((list) => list.map((d, i) => (i === index ? { ...d, [field]: value } : d)));
    if (key && serverErrors[`${key}.${field}`])
      setServerErrors(({ [`${key}.${field}`]: _gone, ...rest }) => rest);
  }

  function touch(index: number, field: ParticipantField) {
    const key = drafts[index]?.key;
    if (!key || touched.has(`${key}.${field}`)) return;
    setTouched((t) => new Set(t).add(`${key}.${field}`));
  }

  function add() {
    if (drafts.length >= limit) return;
    focusAfterAdd.current = drafts.length;
    setDrafts((list) => [...list, nextDraft()]);
  }

  function remove(index: number) {
    if (drafts.length <= 1) return;
    setDrafts((list) => list.filter((_, i) => i !== index));
  }

  function focusFirstProblem(errors: FieldErrors) {
    for (let i = 0; i < drafts.length; i++)
      for (const field of PARTICIPANT_FIELDS)
        if (errors[`passengers.${i}.${field}`]) {
          document.getElementById(participantFieldId(FORM_ID, i, field))?.focus();
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
    if (!canBookPackage(pkg, drafts.length)) {
      toast.error(packageBookingFailureMessage(409, placesProblem(pkg, drafts.length)), {
        duration: TOAST_MS.booking,
      });
      return;
    }
    const body = bookingBody(pkg._id, drafts);
    const send = keyForAttempt(attempt.current, JSON.stringify(body), newKey);
    attempt.current = send;
    setBusy(true);
    const out = await bookPackage(body, send.key);
    setBusy(false);
    if (out.ok) {
      attempt.current = null;
      onBooked(out.data.bookingId);
      return;
    }
    if (out.aborted) return;
    if (out.queued) {
      // Kept in the outbox (offline): My Packages shows it as queued until it is sent.
      attempt.current = null;
      toastQueued(out.message);
      onClose();
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
    if (out.status === 404 || out.status === 409) void refreshPackages();
    toast.error(packageBookingFailureMessage(out.status, out.message), { duration: TOAST_MS.booking });
  }

  return (
    <Modal
      open
      onClose={onClose}
      size="lg"
      title={`Book ${pkg.name.toUpperCase()}`}
      description={`${pkg.destination.toUpperCase()} · ${dateRange(pkg.departureDate, pkg.returnDate)}`}
      footer={
        <>
          <button
            type="button"
            className="btn btn-ghost border-base-300 max-lg:min-h-11 max-sm:flex-none!"
            onClick={onClose}
          >
            Cancel
          </button>
          <button
            type="submit"
            form={FORM_ID}
            className={`btn btn-primary ${BUSY_LOOK.primary} whitespace-nowrap max-lg:min-h-11`}
            disabled={busy}
            aria-busy={busy || undefined}
            data-testid="confirm-booking"
          >
            {busy ? (
              <span className="loading loading-spinner loading-sm" aria-hidden="true" />
            ) : (
              <Send className="size-4" aria-hidden="true" />
            )}
            {busy ? "Booking..." : "Confirm Booking"}
          </button>
          <p
            className="flex w-full flex-wrap items-baseline justify-between gap-x-3 max-sm:basis-full! sm:order-first sm:mr-auto sm:w-auto sm:flex-col sm:items-start sm:justify-center"
            aria-live="polite"
            data-testid="booking-total"
          >
            <span className="text-base-content/75 text-sm">
              {drafts.length} participant{drafts.length === 1 ? "" : "s"} × {formatRupees(pkg.price)}
            </span>
            <span className="font-bold text-lg">Total {formatRupees(total)}</span>
          </p>
        </>
      }
    >
      <form id={FORM_ID} noValidate onSubmit={onSubmit} aria-busy={busy} className="flex flex-col gap-4">
        <PackageSummary pkg={pkg} />
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
        {drafts.map((d, i) => (
          <ParticipantBlock
            key={d.key}
            formId={FORM_ID}
            index={i}
            draft={d}
            canRemove={drafts.length > 1 && !busy}
            errorOf={(field) => errorOf(i, d, field)}
            onChange={(field, value) => update(i, field, value)}
            onTouch={(field) => touch(i, field)}
            onRemove={() => remove(i)}
          />
        ))}
        <div className="flex flex-wrap items-center gap-3">
          <button
            type="button"
            className="btn btn-outline btn-primary max-lg:min-h-11"
            onClick={add}
            disabled={drafts.length >= limit || busy}
            aria-describedby={hint ? `${FORM_ID}-add-hint` : undefined}
            data-testid="add-participant"
          >
            <Plus className="size-4" aria-hidden="true" />
            Add participant
          </button>
          {hint && (
            <span id={`${FORM_ID}-add-hint`} className="text-base-content/75 text-sm" data-testid="add-hint">
              {hint}
            </span>
          )}
        </div>
        <p className="text-base-content/75 text-xs">
          Names and passport numbers as in each passport. Your places are held for 2 hours; pay and mark the
          booking as paid from My Packages before then.
        </p>
      </form>
    </Modal>
  );
}

function placesProblem(pkg: PackageRow, wanted: number): string {
  const left = placesLeft(pkg);
  if (pkg.status !== "active" || left <= 0) return "This package is fully booked";
  return `Only ${left} place${left === 1 ? "" : "s"} left on this package: you asked for ${wanted}`;
}

function PackageSummary({ pkg }: { pkg: PackageRow }) {
  const left = placesLeft(pkg);
  return (
    <div className="grid gap-3 rounded-box bg-base-200 p-4 sm:grid-cols-[minmax(0,1fr)_auto] sm:items-center">
      <div className="flex min-w-0 flex-col gap-2">
        <div>
          <TypeBadge type={pkg.type} />
        </div>
        <ul className="flex flex-wrap gap-x-4 gap-y-1 text-sm">
          <li className="inline-flex items-center gap-1.5">
            <MapPin className="size-4 shrink-0" aria-hidden="true" />
            {pkg.destination.toUpperCase()}
          </li>
          <li className="inline-flex items-center gap-1.5">
            <CalendarDays className="size-4 shrink-0" aria-hidden="true" />
            {dateRange(pkg.departureDate, pkg.returnDate)}
          </li>
          <li className="inline-flex items-center gap-1.5">
            <Clock3 className="size-4 shrink-0" aria-hidden="true" />
            {pkg.duration}
          </li>
        </ul>
      </div>
      <div className="flex flex-wrap items-baseline justify-between gap-x-3 gap-y-1 sm:flex-col sm:items-end">
        <p className="whitespace-nowrap">
          <span className="font-bold text-xl">{formatRupees(pkg.price)}</span>{" "}
          <span className="text-base-content/75 text-sm">per person</span>
        </p>
        <p className="inline-flex items-center gap-1.5 whitespace-nowrap text-base-content/75 text-sm">
          <Users className="size-4" aria-hidden="true" />
          {left} place{left === 1 ? "" : "s"} left
        </p>
      </div>
    </div>
  );
}
