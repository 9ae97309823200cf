/**
 * Edit Customer Profile: name and email required, the rest optional (a blank one is cleared). The
 * save names the version the form was filled from (If-Match). When someone else saved the user
 * meanwhile (412), the form keeps the admin's values and offers the latest saved ones.
 */
import { CircleAlert, RefreshCw, Save } from "lucide-react";
import { useEffect, useRef, useState } from "react";
import { EmailField, PhoneField, SelectField, TextField } from "../../../ui/form/fields.tsx";
import { useForm, useSubmit } from "../../../ui/form/use-form.ts";
import { DismissButton, Modal, SubmitButton } from "../../../ui/modal.tsx";
import { toast } from "../../../ui/toast.ts";
import { USER_MESSAGES, updateCustomer } from "../data.ts";
import {
  type Customer,
  checkEditCustomer,
  countryOptions,
  EDIT_FIELDS,
  type EditValues,
  editValuesOf,
  updateCustomerBody,
} from "../user-view.ts";

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

  // Filled from the row when the modal opens (not on every later change of the row).
  const openedFor = open ? customer._id : null;
  useEffect(() => {
    const row = latest.current;
    if (!openedFor || !row) return;
    reset(editValuesOf(row));
    version.current = row.version;
    setStale(false);
  }, [openedFor, reset]);

  const loadLatest = () => {
    const row = latest.current;
    if (!row) return;
    reset(editValuesOf(row));
    version.current = row.version;
    setStale(false);
  };

  const { busy, onSubmit } = useSubmit(form, EDIT_FIELDS, async (value, signal) => {
    if (!customer) return;
    const out = await updateCustomer(customer._id, version.current, updateCustomerBody(value), signal);
    if (signal.aborted) return;
    if (out.ok) {
      toast.success(USER_MESSAGES.updated);
      onSaved();
      return;
    }
    if (out.aborted) return;
    if (out.status === 412) setStale(true);
    form.setServerErrors(out.errors);
    toast.error(out.message);
  });

  const newer = stale && customer !== null && customer.version !== version.current;

  return (
    <Modal
      open={open}
      onClose={onClose}
      title="Edit Customer Profile"
      description={customer?.email}
      size="lg"
      dismissible={!busy}
      footer={
        <>
          <DismissButton onClick={onClose} disabled={busy} />
          <SubmitButton
            form={FORM}
            busy={busy}
            label="Save Changes"
            busyLabel="Saving..."
            icon={<Save className="size-4" aria-hidden="true" />}
          />
        </>
      }
    >
      <form
        id={FORM}
        noValidate
        onSubmit={onSubmit}
        className="flex flex-col gap-4"
        data-testid="edit-customer-form"
      >
        {stale && (
          <div role="alert" className="alert alert-warning alert-soft flex flex-wrap items-start text-sm">
            <CircleAlert className="size-5 shrink-0" aria-hidden="true" />
            <span className="min-w-0 flex-1 basis-48">
              This user was changed by someone else after you opened the form.{" "}
              {newer ? "Load the latest saved values, or save again to keep yours." : "Fetching the latest…"}
            </span>
            {newer && (
              <button type="button" className="btn btn-sm btn-warning max-lg:min-h-11" onClick={loadLatest}>
                <RefreshCw className="size-4" aria-hidden="true" />
                Load latest
              </button>
            )}
          </div>
        )}
        <div className="grid gap-4 sm:grid-cols-2">
          <TextField label="Full name" autoComplete="off" required {...form.bind("name")} />
          <EmailField label="Email" autoComplete="off" required {...form.bind("email")} />
          <PhoneField label="Mobile number" autoComplete="off" {...form.bind("mobileNumber")} />
          <TextField label="Company / Business" autoComplete="off" {...form.bind("company")} />
          <TextField label="Address" autoComplete="off" className="sm:col-span-2" {...form.bind("address")} />
          <TextField label="City" autoComplete="off" {...form.bind("city")} />
          <SelectField
            label="Country"
            placeholder="Select country"
            options={countryOptions(form.values.country)}
            {...form.bind("country")}
          />
        </div>
      </form>
    </Modal>
  );
}

const EMPTY_EDIT: EditValues = {
  name: "",
  email: "",
  mobileNumber: "",
  company: "",
  address: "",
  city: "",
  country: "",
};
