/**
 * The Create/Edit Package modal ('Create New Package' / 'Edit Package'; Create or Update, and
 * Cancel): name, type, destination, duration, departure and return dates (today as minimum), price
 * (step 0.01), max participants, status, description, and the itinerary / inclusions / exclusions
 * as editable lists. Messages are the shared `packageInput` rule's, shown under each field after it
 * was left or on submit; the server's own field messages replace them until the field is edited.
 * A save failure keeps the modal open with the server's message, else 'An error occurred'.
 * An edit sends only the fields changed against the package the form was filled from, with that
 * version (If-Match); when someone else saved the package meanwhile (412) the modal shows what each
 * side changed and lets the admin take the saved version or keep their changes and update again
 * (their fields re-applied on the saved version). The form starts afresh every time the modal opens.
 */
import { CircleAlert, Plus, Save } from "lucide-react";
import { type FormEvent, useCallback, useMemo, useRef, useState } from "react";
import { formatRupees, karachiDate } from "../../../domain/format.ts";
import { MAX_PACKAGE_CAPACITY, PACKAGE_STATUSES, PACKAGE_TYPES } from "../../../domain/packages.ts";
import type { FieldErrors } from "../../../domain/validation.ts";
import { ConfirmDialog } from "../../../ui/confirm-dialog.tsx";
import { ErrorBanner, SelectField, TextField } from "../../../ui/form/fields.tsx";
import { fieldId, useForm } from "../../../ui/form/use-form.ts";
import { DismissButton, Modal, SubmitButton } from "../../../ui/modal.tsx";
import { toastQueued } from "../../../ui/outbox/outbox-ui.tsx";
import { toast } from "../../../ui/toast.ts";
import { MESSAGES, type Package, type PackagePayload, reloadPackages, savePackage } from "../data.ts";
import {
  checkPackageForm,
  EMPTY_LISTS,
  fieldOfError,
  formFromPackage,
  LIST_FIELDS,
  LIST_LABELS,
  type ListField,
  NEW_PACKAGE,
  PACKAGE_FIELD_ORDER,
  type PackageFormValues,
  type PackageLists,
  packageDifferences,
  packagePatchOf,
} from "../package-form.ts";
import { type ListItem, listItems, TextListEditor } from "./text-list-editor.tsx";

const FORM_ID = "package-form";

type Lists = Record<ListField, ListItem[]>;

const toLists = (l: PackageLists): Lists => ({
  itinerary: listItems(l.itinerary),
  inclusions: listItems(l.inclusions),
  exclusions: listItems(l.exclusions),
});
const textsOf = (l: Lists): PackageLists => ({
  itinerary: l.itinerary.map((x) => x.text),
  inclusions: l.inclusions.map((x) => x.text),
  exclusions: l.exclusions.map((x) => x.text),
});

/**
 * `editing`: the package being edited (null: create); `current`: that package as the mirror holds
 * it now (after someone else's save it is newer than `editing`). Render it with a fresh `key` per
 * opening: the form is re-initialised every time the modal opens.
 */
export function PackageFormModal(props: {
  editing: Package | null;
  current: Package | null;
  onClose: () => void;
  onSaved: (saved: Package) => void;
}) {
  return <PackageForm {...props} />;
}

function PackageForm({
  editing,
  current,
  onClose,
  onSaved,
}: {
  editing: Package | null;
  current: Package | null;
  onClose: () => void;
  onSaved: (saved: Package) => void;
}) {
  const today = karachiDate();
  const initial = useMemo(
    () => (editing ? formFromPackage(editing) : { values: NEW_PACKAGE, lists: EMPTY_LISTS }),
    [editing],
  );
  const [lists, setLists] = useState<Lists>(() => toLists(initial.lists));
  const [original, setOriginal] = useState(() =>
    editing
      ? { departureDate: initial.values.departureDate, returnDate: initial.values.returnDate }
      : undefined,
  );
  const [baseVersion, setBaseVersion] = useState<number | null>(editing?.version ?? null);
  /** The package the form's values were filled from: an edit sends only what differs from it. */
  const [base, setBase] = useState<Package | null>(editing);
  const [serverMessage, setServerMessage] = useState<string | null>(null);
  const [listServerErrors, setListServerErrors] = useState<FieldErrors>({});
  const [conflict, setConflict] = useState(false);
  const [busy, setBusy] = useState(false);
  // Closing the dialog while its save runs does not abandon the save (it is in the outbox): its
  // outcome still shows, as a toast. Cancel, Escape and × always work.
  const detached = useRef(false);

  const listTexts = useMemo(() => textsOf(lists), [lists]);
  const check = useCallback(
    (v: PackageFormValues) => checkPackageForm(v, listTexts, today, original),
    [listTexts, today, original],
  );
  const form = useForm<PackageFormValues, PackagePayload>(FORM_ID, initial.values, check);
  const [submitted, setSubmitted] = useState(false);
  const ruleResult = useMemo(() => check(form.values), [check, form.values]);
  const ruleErrors: FieldErrors = ruleResult.ok ? {} : ruleResult.errors;

  const listErrorOf = (field: ListField, index: number): string | undefined =>
    listServerErrors[`${field}.${index}`] ?? (submitted ? ruleErrors[`${field}.${index}`] : undefined);
  const listOwnError = (field: ListField): string | undefined =>
    listServerErrors[field] ?? (submitted ? ruleErrors[field] : undefined);

  function setList(field: ListField, next: ListItem[]) {
    setLists((l) => ({ ...l, [field]: next }));
    if (Object.keys(listServerErrors).some((k) => fieldOfError(k) === field))
      setListServerErrors((e) =>
        Object.fromEntries(Object.entries(e).filter(([k]) => fieldOfError(k) !== field)),
      );
  }

  function focusFirst(errors: FieldErrors) {
    const keys = Object.keys(errors);
    for (const field of PACKAGE_FIELD_ORDER) {
      const key = keys.find((k) => fieldOfError(k) === field);
      if (!key) continue;
      const m = /^(\w+)\.(\d+)$/.exec(key);
      const item = m ? lists[m[1] as ListField]?.[Number(m[2])] : undefined;
      const el = document.getElementById(
        item ? `${fieldId(FORM_ID, field)}-item-${item.key}` : fieldId(FORM_ID, field),
      );
      el?.focus();
      el?.scrollIntoView({ block: "center", behavior: "smooth" });
      return;
    }
  }

  async function onSubmit(e: FormEvent) {
    e.preventDefault();
    if (busy) return;
    setSubmitted(true);
    const checked = await form.submit();
    if (!checked.ok) {
      focusFirst(checked.errors);
      return;
    }
    const body = checked.value;
    setServerMessage(null);
    setBusy(true);
    const out = await savePackage(
      editing && base
        ? packagePatchOf(formFromPackage(base), { values: form.values, lists: listTexts })
        : body,
      editing && base && baseVersion !== null ? { id: editing._id, version: baseVersion, base } : null,
    );
    setBusy(false);
    if (out.ok) {
      toast.success(editing ? MESSAGES.updated : MESSAGES.created);
      onSaved(out.data);
      return;
    }
    if (out.aborted) return;
    if (out.queued) {
      // Kept in the outbox: the list shows it as queued until it is sent.
      toastQueued(out.message);
      onClose();
      return;
    }
    if (detached.current) {
      toast.error(out.message || MESSAGES.saveFailed);
      return;
    }
    setServerMessage(out.message || MESSAGES.saveFailed);
    if (out.status === 412) {
      setConflict(true);
      void reloadPackages();
      return;
    }
    if (out.status === 404 && editing) void reloadPackages();
    const scalar: FieldErrors = {};
    const listErrs: FieldErrors = {};
    for (const [k, m] of Object.entries(out.errors)) {
      if ((LIST_FIELDS as readonly string[]).includes(fieldOfError(k))) listErrs[k] = m;
      else scalar[k] = m;
    }
    form.setServerErrors(scalar);
    setListServerErrors(listErrs);
    focusFirst(out.errors);
  }

  function takeSaved() {
    if (!current) return;
    const next = formFromPackage(current);
    form.reset(next.values);
    setLists(toLists(next.lists));
    setOriginal({ departureDate: next.values.departureDate, returnDate: next.values.returnDate });
    setBaseVersion(current.version);
    setBase(current);
    setConflict(false);
    setServerMessage(null);
    setSubmitted(false);
  }

  function keepMine() {
    if (!current) return;
    setBaseVersion(current.version);
    setConflict(false);
    setServerMessage(null);
  }

  const v = form.values;
  const dirty = JSON.stringify([v, listTexts]) !== JSON.stringify([initial.values, initial.lists]);
  const [confirmDiscard, setConfirmDiscard] = useState(false);
  // Closing with unsaved changes asks first: nothing typed disappears without a word.
  const requestClose = () => {
    if (busy) {
      detached.current = true;
      onClose();
      return;
    }
    if (dirty) setConfirmDiscard(true);
    else onClose();
  };
  const price = Number(v.price);
  const booked = editing ? (current ?? editing).currentParticipants : 0;
  const newerSaved = conflict && current && baseVersion !== null && current.version > baseVersion;
  const differences =
    newerSaved && current
      ? packageDifferences(current, { values: v, lists: listTexts }, base ?? undefined)
      : [];
  const deleted = conflict && !current;
  const minDeparture =
    original?.departureDate && original.departureDate < today ? original.departureDate : today;
  const returnFloor = v.departureDate && v.departureDate > today ? v.departureDate : today;
  const minReturn =
    original?.returnDate && original.returnDate < returnFloor ? original.returnDate : returnFloor;

  return (
    <Modal
      open
      onClose={requestClose}
      size="xl"
      title={editing ? "Edit Package" : "Create New Package"}
      description={editing ? editing.name.toUpperCase() : "An Umrah or tour package customers can book"}
      footer={
        <>
          <DismissButton onClick={requestClose} />
          <SubmitButton
            form={FORM_ID}
            busy={busy}
            disabled={deleted || Boolean(newerSaved)}
            label={editing ? "Update" : "Create"}
            busyLabel={editing ? "Updating..." : "Creating..."}
            icon={
              editing ? (
                <Save className="size-4" aria-hidden="true" />
              ) : (
                <Plus className="size-4" aria-hidden="true" />
              )
            }
            testId="package-save"
          />
        </>
      }
    >
      <form id={FORM_ID} noValidate onSubmit={onSubmit} aria-busy={busy} className="flex flex-col gap-5">
        {!conflict && <ErrorBanner message={serverMessage} />}
        {conflict && (
          <ConflictPanel
            message={serverMessage}
            deleted={deleted}
            differences={differences}
            waiting={!deleted && !newerSaved}
            onUseSaved={takeSaved}
            onKeepMine={keepMine}
          />
        )}
        <div className="grid gap-4 sm:grid-cols-2">
          <TextField
            {...form.bind("name")}
            label="Package name"
            className="sm:col-span-2 [&_input]:uppercase [&_input]:placeholder:normal-case"
            placeholder="e.g. Ramadan Umrah Premium"
            maxLength={120}
            autoComplete="off"
            disabled={busy}
          />
          <SelectField
            {...form.bind("type")}
            label="Type"
            placeholder="Select a type"
            options={PACKAGE_TYPES}
            disabled={busy}
          />
          <SelectField
            {...form.bind("status")}
            label="Status"
            placeholder="Select a status"
            options={PACKAGE_STATUSES}
            disabled={busy}
          />
          <TextField
            {...form.bind("destination")}
            label="Destination"
            className="[&_input]:uppercase [&_input]:placeholder:normal-case"
            placeholder="e.g. Makkah & Madinah"
            maxLength={120}
            autoComplete="off"
            disabled={busy}
          />
          <TextField
            {...form.bind("duration")}
            label="Duration"
            placeholder="e.g. 14 days 13 nights"
            maxLength={60}
            autoComplete="off"
            disabled={busy}
          />
          <TextField
            {...form.bind("departureDate")}
            type="date"
            label="Departure date"
            min={minDeparture}
            disabled={busy}
          />
          <TextField
            {...form.bind("returnDate")}
            type="date"
            label="Return date"
            min={minReturn}
            disabled={busy}
          />
          <TextField
            {...form.bind("price")}
            type="number"
            inputMode="decimal"
            step="0.01"
            min="0"
            label="Price per person (₨)"
            placeholder="0.00"
            hint={Number.isFinite(price) && v.price.trim() ? formatRupees(price) : undefined}
            disabled={busy}
          />
          <TextField
            {...form.bind("maxParticipants")}
            type="number"
            inputMode="numeric"
            step="1"
            min="1"
            max={String(MAX_PACKAGE_CAPACITY)}
            label="Max participants"
            placeholder="e.g. 40"
            hint={editing ? `${booked} place${booked === 1 ? "" : "s"} booked so far` : undefined}
            disabled={busy}
          />
          <Description form={form} busy={busy} />
        </div>
        <TextListEditor
          id={fieldId(FORM_ID, "itinerary")}
          label={LIST_LABELS.itinerary.label}
          itemLabel={LIST_LABELS.itinerary.item}
          placeholder={LIST_LABELS.itinerary.placeholder}
          items={lists.itinerary}
          onChange={(next) => setList("itinerary", next)}
          errorOf={(i) => listErrorOf("itinerary", i)}
          listError={listOwnError("itinerary")}
          disabled={busy}
        />
        <div className="grid gap-5 md:grid-cols-2">
          {(["inclusions", "exclusions"] as const).map((field) => (
            <TextListEditor
              key={field}
              id={fieldId(FORM_ID, field)}
              label={LIST_LABELS[field].label}
              itemLabel={LIST_LABELS[field].item}
              placeholder={LIST_LABELS[field].placeholder}
              items={lists[field]}
              onChange={(next) => setList(field, next)}
              errorOf={(i) => listErrorOf(field, i)}
              listError={listOwnError(field)}
              disabled={busy}
            />
          ))}
        </div>
      </form>
      <ConfirmDialog
        open={confirmDiscard}
        title="Discard changes?"
        message={
          editing
            ? "Your changes to this package have not been saved."
            : "The package you started has not been created."
        }
        confirmLabel="Discard"
        cancelLabel="Keep editing"
        action="delete"
        onCancel={() => setConfirmDiscard(false)}
        onConfirm={onClose}
      />
    </Modal>
  );
}

function Description({
  form,
  busy,
}: {
  form: ReturnType<typeof useForm<PackageFormValues, PackagePayload>>;
  busy: boolean;
}) {
  const f = form.bind("description");
  return (
    <div className="sm:col-span-2">
      <label htmlFor={f.id} className="mb-1.5 block text-sm font-medium">
        Description
      </label>
      <textarea
        id={f.id}
        name={f.name}
        value={f.value}
        onChange={(e) => form.set("description", e.target.value)}
        onBlur={f.onBlur}
        rows={4}
        maxLength={5100}
        className={`textarea w-full text-base ${f.error ? "textarea-error" : ""}`}
        aria-invalid={Boolean(f.error)}
        aria-describedby={f.error ? `${f.id}-error` : undefined}
        placeholder="What the package offers: hotels, transport, ziyarat…"
        disabled={busy}
      />
      {f.error && (
        <p id={`${f.id}-error`} className="mt-1.5 text-error text-sm">
          {f.error}
        </p>
      )}
    </div>
  );
}

function ConflictPanel({
  message,
  deleted,
  waiting,
  differences,
  onUseSaved,
  onKeepMine,
}: {
  message: string | null;
  deleted: boolean;
  waiting: boolean;
  differences: ReturnType<typeof packageDifferences>;
  onUseSaved: () => void;
  onKeepMine: () => void;
}) {
  return (
    <div
      role="alert"
      className="rounded-box border border-warning/60 bg-warning/10 p-4 text-sm"
      data-testid="package-conflict"
    >
      <p className="flex items-start gap-2 font-medium">
        <CircleAlert className="mt-0.5 size-4 shrink-0" aria-hidden="true" />
        {deleted ? "This package was deleted by someone else. Your changes cannot be saved." : message}
      </p>
      {waiting && <p className="mt-2 text-base-content/75">Loading the saved version…</p>}
      {!deleted && !waiting && (
        <>
          {differences.length > 0 ? (
            <div className="mt-3 overflow-x-auto">
              <table className="table-xs table">
                <thead>
                  <tr>
                    <th scope="col">Field</th>
                    <th scope="col">Saved version</th>
                    <th scope="col">Your change</th>
                  </tr>
                </thead>
                <tbody>
                  {differences.map((d) => (
                    <tr key={d.field}>
                      <th scope="row" className="whitespace-nowrap">
                        {d.label}
                      </th>
                      <td className="max-w-56 break-words">{d.saved}</td>
                      <td className="max-w-56 break-words">
                        {d.mine ?? <span className="text-base-content/75">Not changed by you</span>}
                      </td>
                    </tr>
                  ))}
                </tbody>
              </table>
            </div>
          ) : (
            <p className="mt-2 text-base-content/75">The saved version has the same values as yours.</p>
          )}
          <div className="mt-3 flex flex-wrap gap-2">
            <button type="button" className="btn btn-sm btn-outline max-lg:min-h-11" onClick={onUseSaved}>
              Use saved version
            </button>
            <button type="button" className="btn btn-sm btn-primary max-lg:min-h-11" onClick={onKeepMine}>
              Keep my changes
            </button>
          </div>
        </>
      )}
    </div>
  );
}
