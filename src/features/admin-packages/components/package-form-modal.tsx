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
import { Plus, Save } from "lucide-react";
import { type FormEvent, useCallback, useMemo, useRef, useState } from "react";
import { karachiDate } from "../../../domain/format.ts";
import type { FieldErrors } from "../../../domain/validation.ts";
import { ConfirmDialog } from "../../../ui/confirm-dialog.tsx";
import { ErrorBanner } from "../../../ui/form/fields.tsx";
import { failureOffForm } from "../../../ui/form/save-outcome.ts";
import { fieldId, useForm } from "../../../ui/form/use-form.ts";
import { DismissButton, Modal, SubmitButton } from "../../../ui/modal.tsx";
import { toast } from "../../../ui/toast.ts";
import { MESSAGES, type Package, type PackagePayload, reloadPackages, savePackage } from "../data.ts";
import {
  checkPackageForm,
  EMPTY_LISTS,
  fieldOfError,
  formFromPackage,
  LIST_FIELDS,
  type ListField,
  NEW_PACKAGE,
  PACKAGE_FIELD_ORDER,
  type PackageFormValues,
  packageDifferences,
  packagePatchOf,
} from "../package-form.ts";
import { ConflictPanel } from "./package-conflict.tsx";
import { PackageFields } from "./package-fields.tsx";
import { type Lists, PackageListFields, textsOf, toLists } from "./package-list-fields.tsx";
import type { ListItem } from "./text-list-editor.tsx";

const FORM_ID = "package-form";

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
    if (failureOffForm(out, { detached: detached.current, onClose, fallback: MESSAGES.saveFailed })) return;
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
        <PackageFields
          form={form}
          busy={busy}
          minDeparture={minDeparture}
          minReturn={minReturn}
          booked={editing ? (current ?? editing).currentParticipants : null}
        />
        <PackageListFields
          formId={FORM_ID}
          lists={lists}
          onChange={setList}
          errorOf={listErrorOf}
          listError={listOwnError}
          busy={busy}
        />
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
