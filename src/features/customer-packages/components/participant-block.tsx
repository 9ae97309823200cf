/** One participant of the package booking modal: first name, last name and passport number. */
import type { ChangeEvent } from "react";
import { TravellerBlock, travellerFieldId } from "../../../ui/booking/traveller-block.tsx";
import { TextField } from "../../../ui/form/fields.tsx";
import type { ParticipantDraft, ParticipantField } from "../booking-form.ts";

/** The element id of a participant field (what its label points at and the focus moves to). */
export const participantFieldId: (formId: string, index: number, field: ParticipantField) => string =
  travellerFieldId;

export function ParticipantBlock({
  formId,
  index,
  draft,
  canRemove,
  errorOf,
  onChange,
  onTouch,
  onRemove,
}: {
  formId: string;
  index: number;
  draft: ParticipantDraft;
  canRemove: boolean;
  errorOf: (field: ParticipantField) => string | undefined;
  onChange: (field: ParticipantField, value: string) => void;
  onTouch: (field: ParticipantField) => void;
  onRemove: () => void;
}) {
  const first = index === 0;
  const bind = (field: ParticipantField) => ({
    id: participantFieldId(formId, index, field),
    name: `passengers.${index}.${field}`,
    value: draft[field],
    error: errorOf(field),
    onChange: (e: ChangeEvent<HTMLInputElement>) => onChange(field, e.target.value),
    onBlur: () => onTouch(field),
    autoCapitalize: "characters",
    spellCheck: false,
    style: { textTransform: "uppercase" as const },
  });

  return (
    <TravellerBlock
      noun="Participant"
      index={index}
      canRemove={canRemove}
      onRemove={onRemove}
      lead
      testId="participant-block"
    >
      <div className="grid @lg:grid-cols-3 gap-x-4 gap-y-3">
        <TextField label="First name" autoComplete={first ? "given-name" : "off"} {...bind("firstName")} />
        <TextField label="Last name" autoComplete={first ? "family-name" : "off"} {...bind("lastName")} />
        <TextField label="Passport number" autoComplete="off" {...bind("passport")} />
      </div>
    </TravellerBlock>
  );
}
