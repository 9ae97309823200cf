/**
 * The booking form's state, held by react-hook-form: the travellers are a field array, and the
 * check is the screen's rules (src/domain/bookings.ts through its booking-form.ts) run by the
 * arktype resolver (`checkSchema`, as every form does). A message shows once its field was left or
 * the form submitted; the server's own field messages stay until that field is edited.
 */
import { arktypeResolver } from "@hookform/resolvers/arktype";
import { type FormEvent, useEffect, useRef, useState } from "react";
import {
  type ArrayPath,
  type DefaultValues,
  type FieldArray,
  get,
  type FieldErrors as HookErrors,
  type Path,
  type PathValue,
  useFieldArray,
  useForm,
  useWatch,
} from "react-hook-form";
import { keyForAttempt, newKey, outcomeUnknown } from "../../api/idempotency.ts";
import type { Outcome } from "../../api/outcome.ts";
import { type FieldErrors, failedWith } from "../../domain/validation.ts";
import { checkSchema } from "../form/use-form.ts";
import { toastQueued } from "../outbox/outbox-ui.tsx";
import { TOAST_MS, toast } from "../toast.ts";

export type TravellerDraft = { key: string };

/** The form's values: the travellers, in order. */
type Travellers<D> = { passengers: D[] };

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

/** How many messages react-hook-form's (nested) errors hold. */
function messageCount(errors: HookErrors): number {
  let n = 0;
  for (const value of Object.values(errors)) {
    if (!value || typeof value !== "object") continue;
    n += typeof value.message === "string" ? 1 : messageCount(value as HookErrors);
  }
  return n;
}

/** The form's state and its send. */
export function useBookingForm<D extends TravellerDraft, F extends string, B>(
  spec: BookingFormSpec<D, F, B>,
) {
  type V = Travellers<D>;
  // The check of this render (the screen's rules follow the live catalogue row).
  const rules = useRef(spec.problems);
  rules.current = spec.problems;
  const [resolver] = useState(() =>
    arktypeResolver<V, unknown, V>(
      checkSchema<V, V>((v) => failedWith(v, rules.current(v.passengers))) as Parameters<
        typeof arktypeResolver<V, unknown, V>
      >[0],
    ),
  );
  const form = useForm<V, unknown, V>({
    defaultValues: { passengers: [spec.newDraft()] } as DefaultValues<V>,
    resolver,
    // The focus goes to the first failing field in the blocks' order (`focusFirstProblem`).
    shouldFocusError: false,
  });
  const list = useFieldArray({ control: form.control, name: "passengers" as ArrayPath<V> });
  const drafts = (useWatch({ control: form.control, name: "passengers" as Path<V> }) ?? []) as D[];
  const { errors, isSubmitted: submitted, touchedFields } = form.formState;
  /** The server's own field messages, by `<draft key>.<field>`, until that field is edited. */
  const [serverErrors, setServerErrors] = useState<FieldErrors>({});
  const [busy, setBusy] = useState(false);
  /** A submit under way, from its check to the end of its send (one at a time). */
  const submitting = useRef(false);
  const attempt = useRef<{ body: string; key: string } | null>(null);
  const focusAfterAdd = useRef<number | null>(null);
  const problemCount = messageCount(errors);
  const listProblem = (errors.passengers?.message ?? errors.passengers?.root?.message) as string | undefined;
  const at = (index: number, field: string) => `passengers.${index}.${field}` as Path<V>;
  /** Checks the whole form again (a change may touch the rules between fields and travellers). */
  const recheck = () => void form.trigger();

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
    if (!submitted && !get(touchedFields, at(index, field))) return undefined;
    return (get(errors, at(index, field)) as { message?: string } | undefined)?.message;
  }

  function update(index: number, patch: Partial<D>, field?: F) {
    const key = drafts[index]?.key;
    for (const [name, value] of Object.entries(patch))
      form.setValue(at(index, name), value as PathValue<V, Path<V>>, { shouldDirty: true });
    if (key && field && serverErrors[`${key}.${field}`])
      setServerErrors(({ [`${key}.${field}`]: _gone, ...rest }) => rest);
    recheck();
  }

  function touch(index: number, field: F) {
    if (!drafts[index] || get(touchedFields, at(index, field))) return;
    form.setValue(at(index, field), form.getValues(at(index, field)), { shouldTouch: true });
    recheck();
  }

  function add() {
    if (drafts.length >= spec.max) return;
    focusAfterAdd.current = drafts.length;
    list.append(spec.newDraft() as FieldArray<V, ArrayPath<V>>, { shouldFocus: false });
    recheck();
  }

  function remove(index: number) {
    if (drafts.length <= 1) return;
    list.remove(index);
    recheck();
  }

  /** Focuses the first failing field, block by block; `errors` flat or react-hook-form's own. */
  function focusFirstProblem(errors: object) {
    for (let i = 0; i < drafts.length; i++)
      for (const field of spec.fields)
        if (get(errors, `passengers.${i}.${field}`)) {
          document.getElementById(spec.fieldId(spec.formId, i, field))?.focus();
          return;
        }
  }

  async function send({ passengers }: V) {
    const refusal = spec.refusal(passengers.length);
    if (refusal) {
      toast.error(refusal, { duration: TOAST_MS.booking });
      return;
    }
    const body = spec.body(passengers);
    const sent = keyForAttempt(attempt.current, JSON.stringify(body), newKey);
    attempt.current = sent;
    setBusy(true);
    const out = await spec.send(body, sent.key);
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
        const draft = m ? passengers[Number(m[1])] : undefined;
        if (draft && m) mapped[`${draft.key}.${m[2]}`] = message;
      }
      setServerErrors(mapped);
      focusFirstProblem(out.errors);
    }
    if (out.status === 404 || out.status === 409) spec.refresh();
    toast.error(spec.failureMessage(out.status, out.message), { duration: TOAST_MS.booking });
  }

  async function onSubmit(e: FormEvent) {
    e.preventDefault();
    if (busy || submitting.current) return;
    submitting.current = true;
    try {
      await form.handleSubmit(send, focusFirstProblem)();
    } finally {
      submitting.current = false;
    }
  }

  return {
    drafts,
    busy,
    submitted,
    listProblem,
    problemCount,
    errorOf,
    update,
    touch,
    add,
    remove,
    onSubmit,
  };
}

export type BookingFormState<D extends TravellerDraft, F extends string> = Pick<
  ReturnType<typeof useBookingForm<D, F, unknown>>,
  "drafts" | "busy" | "submitted" | "listProblem" | "problemCount" | "add" | "onSubmit"
>;
