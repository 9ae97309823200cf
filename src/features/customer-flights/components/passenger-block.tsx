/**
 * One passenger of the booking modal: title, names, passport and its expiry (today at the
 * earliest), age type, date of birth (today at the latest), nationality (the 20 of the list),
 * contact number, and the meal and baggage toggles that stay on this device.
 */
import { AGE_TYPES, type AgeType, PERSON_TYPES, type PersonType } from "../../../domain/bookings.ts";
import { NATIONALITIES } from "../../../domain/countries.ts";
import { TravellerBlock, travellerFieldId } from "../../../ui/booking/traveller-block.tsx";
import { type TravellerProps, textFieldProps } from "../../../ui/customer/traveller-fields.ts";
import { SelectField, TextField } from "../../../ui/form/fields.tsx";
import { ageTypeFor, type PassengerDraft, type PassengerField } from "../booking-form.ts";
import { ChoiceField } from "./choice-field.tsx";

const AGE_LABELS: Record<AgeType, string> = { adult: "Adult", child: "Child", infant: "Infant" };

/** The element id of a passenger field (what its label points at and the focus moves to). */
export const passengerFieldId: (formId: string, index: number, field: PassengerField) => string =
  travellerFieldId;

export function PassengerBlock(
  props: TravellerProps<PassengerDraft, PassengerField> & {
    /** Karachi's calendar day: the earliest passport expiry and the latest date of birth. */
    today: string;
    onChange: (patch: Partial<PassengerDraft>, field?: PassengerField) => void;
  },
) {
  const { formId, index, draft, today, canRemove, errorOf, onChange, onTouch, onRemove } = props;
  const id = (field: PassengerField) => passengerFieldId(formId, index, field);
  const text = (field: Exclude<PassengerField, "personType" | "ageType">) =>
    textFieldProps(props, field, (value) => onChange({ [field]: value }, field));
  const first = index === 0;

  return (
    <TravellerBlock
      noun="Passenger"
      index={index}
      canRemove={canRemove}
      onRemove={onRemove}
      testId="passenger-block"
    >
      <div className="grid @lg:grid-cols-2 @3xl:grid-cols-3 gap-x-4 gap-y-3">
        <ChoiceField
          id={id("personType")}
          label="Title"
          value={draft.personType}
          options={PERSON_TYPES.map((t) => ({ value: t, label: t }))}
          error={errorOf("personType")}
          onChange={(e) => {
            const personType = e.target.value as PersonType;
            onChange({ personType, ageType: ageTypeFor(personType) }, "personType");
          }}
          onBlur={() => onTouch("personType")}
        />
        <TextField
          label="First name"
          {...text("firstName")}
          autoComplete={first ? "given-name" : "off"}
          autoCapitalize="characters"
          spellCheck={false}
          style={{ textTransform: "uppercase" }}
        />
        <TextField
          label="Last name"
          {...text("lastName")}
          autoComplete={first ? "family-name" : "off"}
          autoCapitalize="characters"
          spellCheck={false}
          style={{ textTransform: "uppercase" }}
        />
        <TextField
          label="Passport number"
          {...text("passport")}
          autoComplete="off"
          autoCapitalize="characters"
          spellCheck={false}
          style={{ textTransform: "uppercase" }}
        />
        <TextField label="Passport expiry" type="date" min={today} {...text("passportExpiry")} />
        <ChoiceField
          id={id("ageType")}
          label="Age type"
          value={draft.ageType}
          options={AGE_TYPES.map((t) => ({ value: t, label: AGE_LABELS[t] }))}
          error={errorOf("ageType")}
          onChange={(e) => onChange({ ageType: e.target.value as AgeType }, "ageType")}
          onBlur={() => onTouch("ageType")}
        />
        <TextField label="Date of birth" type="date" max={today} {...text("dateOfBirth")} />
        <SelectField
          label="Nationality"
          placeholder="Select nationality"
          options={NATIONALITIES}
          {...text("nationality")}
        />
        <TextField
          label="Contact number"
          type="tel"
          inputMode="tel"
          autoComplete={first ? "tel" : "off"}
          placeholder="+923001234567"
          {...text("contactNumber")}
        />
      </div>
      <div className="mt-3 flex flex-wrap gap-x-6 gap-y-1">
        <DeviceToggle label="Meal" on={draft.meal} onChange={(meal) => onChange({ meal })} />
        <DeviceToggle label="Baggage" on={draft.baggage} onChange={(baggage) => onChange({ baggage })} />
      </div>
    </TravellerBlock>
  );
}

/** A choice held on this device only (meal, baggage): a toggle with 'Yes' or 'No' beside its label. */
function DeviceToggle({
  label,
  on,
  onChange,
}: {
  label: string;
  on: boolean;
  onChange: (on: boolean) => void;
}) {
  return (
    <label className="flex min-h-11 cursor-pointer items-center gap-3 text-sm">
      <input
        type="checkbox"
        className="toggle toggle-primary"
        checked={on}
        onChange={(e) => onChange(e.target.checked)}
      />
      {label}: <span className="font-medium">{on ? "Yes" : "No"}</span>
    </label>
  );
}
