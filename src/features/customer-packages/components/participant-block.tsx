/** One participant of the package booking modal: first name, last name and passport number. */
import { Trash2 } from "lucide-react";
import type { ChangeEvent } from "react";
import { TextField } from "../../../ui/form/fields.tsx";
import type { ParticipantDraft, ParticipantField } from "../booking-form.ts";

/** The element id of a participant field (what its label points at and the focus moves to). */
export function participantFieldId(formId: string, index: number, field: ParticipantField): string {
  return `${formId}-p${index}-${field}`;
}

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
  const n = index + 1;
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
    <fieldset
      className="@container rounded-box border border-base-300 bg-base-100 p-4"
      data-testid="participant-block"
    >
      <legend className="sr-only">Participant {n}</legend>
      <div className="mb-3 flex items-center justify-between gap-2">
        <p className="font-semibold" aria-hidden="true">
          Participant {n}
          {first && <span className="ml-2 font-normal text-base-content/75 text-sm">(lead)</span>}
        </p>
        <button
          type="button"
          className="btn btn-ghost btn-sm text-error max-lg:min-h-11 disabled:text-base-content/50"
          onClick={onRemove}
          disabled={!canRemove}
          title={canRemove ? undefined : "At least one participant is required"}
          aria-label={`Remove participant ${n}`}
        >
          <Trash2 className="size-4" aria-hidden="true" />
          <span className="max-sm:sr-only">Remove</span>
        </button>
      </div>
      <div className="grid @lg:grid-cols-3 gap-x-4 gap-y-3">
        <TextField label="First name" autoComplete={first ? "given-name" : "off"} {...bind("firstName")} />
        <TextField label="Last name" autoComplete={first ? "family-name" : "off"} {...bind("lastName")} />
        <TextField label="Passport number" autoComplete="off" {...bind("passport")} />
      </div>
    </fieldset>
  );
}
