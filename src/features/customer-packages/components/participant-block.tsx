/** One participant of the package booking modal: first name, last name and passport number. */
import { TravellerBlock, travellerFieldId } from "../../../ui/booking/traveller-block.tsx";
import { type TravellerProps, textFieldProps } from "../../../ui/customer/traveller-fields.ts";
import { TextField } from "../../../ui/form/fields.tsx";
import type { ParticipantDraft, ParticipantField } from "../booking-form.ts";

/** The element id of a participant field (what its label points at and the focus moves to). */
export const participantFieldId: (formId: string, index: number, field: ParticipantField) => string =
  travellerFieldId;

export function ParticipantBlock(
  props: TravellerProps<ParticipantDraft, ParticipantField> & {
    onChange: (field: ParticipantField, value: string) => void;
  },
) {
  const { index, canRemove, onChange, onRemove } = props;
  const first = index === 0;
  const bind = (field: ParticipantField) => ({
    ...textFieldProps(props, field, (value) => onChange(field, value)),
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
