/**
 * The optional profile fields of the user forms (Create User's 'Additional Information', Edit
 * Customer Profile): mobile, company, address, city and country from the fixed list.
 */
import { PhoneField, SelectField, TextField } from "../../../ui/form/fields.tsx";
import type { BoundField } from "../../../ui/form/use-form.ts";
import { countryOptions } from "../user-view.ts";

type ProfileField = "mobileNumber" | "company" | "address" | "city" | "country";

export function ProfileFields({
  form,
}: {
  form: { bind: (name: ProfileField) => BoundField; values: { country: string } };
}) {
  return (
    <>
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
    </>
  );
}
