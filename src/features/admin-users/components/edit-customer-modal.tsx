/**
 * Edit Customer Profile: name and email required, the rest optional (a blank one is cleared). The
 * save names the version the form was filled from (If-Match). When someone else saved the user
 * meanwhile (412), the form keeps the admin's values and offers the latest saved ones.
 */
import { Save } from "lucide-react";
import { useEffect, useRef, useState } from "react";
import { EmailField, TextField } from "../../../ui/form/fields.tsx";
import { useForm, useSubmit } from "../../../ui/form/use-form.ts";
import { USER_MESSAGES, updateCustomer } from "../data.ts";
import {
  type Customer,
  checkEditCustomer,
  EDIT_FIELDS,
  EMPTY_EDIT,
  editValuesOf,
  updateCustomerBody,
} from "../user-view.ts";
import { ChangedElsewhereNote } from "./changed-elsewhere-note.tsx";
import { ProfileFields } from "./profile-fields.tsx";
import { showOutcome, UserFormModal } from "./user-form-modal.tsx";

const FORM = "edit-customer";

export function EditCustomerModal({
  customer,
  onClose,
  onSaved,
}: {
  /** The live row (it follows the mirror); null: closed. */
  customer: Customer | null;
  onClose: () => void;
  onSaved: () => void;
}) {
  const open = customer !== null;
  const form = useForm(FORM, EMPTY_EDIT, checkEditCustomer);
  const { reset } = form;
  const version = useRef<number>(customer?.version ?? 1);
  const [stale, setStale] = useState(false);
  const latest = useRef(customer);
  latest.current = customer;

  /** Fills the form from the live row, and the save names its version. */
  const loadLatest = () => {
    const row = latest.current;
    if (!row) return;
    reset(editValuesOf(row));
    version.current = row.version;
    setStale(false);
  };
  const fill = useRef(loadLatest);
  fill.current = loadLatest;

  // Filled from the row when the modal opens (not on every later change of the row).
  const openedFor = open ? customer._id : null;
  useEffect(() => {
    if (openedFor) fill.current();
  }, [openedFor]);

  const { busy, onSubmit } = useSubmit(form, EDIT_FIELDS, async (value, signal) => {
    if (!customer) return;
    const out = await updateCustomer(customer._id, version.current, updateCustomerBody(value), signal);
    if (signal.aborted) return;
    if (!out.ok && !out.aborted && out.status === 412) setStale(true);
    showOutcome(out, form, USER_MESSAGES.updated, onSaved);
  });

  const newer = stale && customer !== null && customer.version !== version.current;

  return (
    <UserFormModal
      formId={FORM}
      open={open}
      onClose={onClose}
      title="Edit Customer Profile"
      description={customer?.email}
      size="lg"
      busy={busy}
      onSubmit={onSubmit}
      submit={{
        label: "Save Changes",
        busyLabel: "Saving...",
        icon: <Save className="size-4" aria-hidden="true" />,
      }}
      className="flex flex-col gap-4"
    >
      {stale && <ChangedElsewhereNote newer={newer} onLoadLatest={loadLatest} />}
      <div className="grid gap-4 sm:grid-cols-2">
        <TextField label="Full name" autoComplete="off" required {...form.bind("name")} />
        <EmailField label="Email" autoComplete="off" required {...form.bind("email")} />
        <ProfileFields form={form} />
      </div>
    </UserFormModal>
  );
}
