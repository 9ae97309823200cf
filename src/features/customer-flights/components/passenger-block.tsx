/**
 * One passenger of the booking modal: title, names, passport and its expiry (today at the
 * earliest), age type, date of birth (today at the latest), nationality (the 20 of the list),
 * contact number, and what the flight includes for the passenger (its meal and baggage: read-only,
 * docs/ARCHITECTURE.md §10.1).
 */
import { Luggage, UtensilsCrossed } from "lucide-react";
import type { FlightRow } from "../../../db/schema.ts";
import { AGE_TYPES, type AgeType, PERSON_TYPES, type PersonType } from "../../../domain/bookings.ts";
import { NATIONALITIES } from "../../../domain/countries.ts";
import { formatBaggage, formatMeal } from "../../../domain/format.ts";
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
    /** The flight's meal and baggage: what every passenger of it gets. */
    flight: Pick<FlightRow, "defaultMeal" | "defaultBaggage">;
    onChange: (patch: Partial<PassengerDraft>, field?: PassengerField) => void;
  },
) {
  const { formId, index, draft, today, flight, canRemove, errorOf, onChange, onTouch, onRemove } = props;
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
      <Included flight={flight} />
    </TravellerBlock>
  );
}

/** What the flight includes for this passenger: facts of the flight, not choices. */
function Included({ flight }: { flight: Pick<FlightRow, "defaultMeal" | "defaultBaggage"> }) {
  const facts = [
    { icon: UtensilsCrossed, label: "Meal", value: formatMeal(flight.defaultMeal) },
    {
      icon: Luggage,
      label: "Baggage",
      value: formatBaggage(flight.defaultBaggage) || "As per airline policy",
    },
  ];
  return (
    <dl className="mt-3 flex flex-wrap gap-x-6 gap-y-1 text-sm" data-testid="passenger-included">
      {facts.map(({ icon: Icon, label, value }) => (
        <div key={label} className="flex items-center gap-1.5">
          <Icon className="size-4 shrink-0 text-base-content/70" aria-hidden="true" />
          <dt className="text-base-content/75">{label}:</dt>
          <dd className="font-medium">{value}</dd>
        </div>
      ))}
    </dl>
  );
}
