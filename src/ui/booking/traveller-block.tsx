/**
 * The frame of one traveller in a booking form (passenger or participant): a fieldset named
 * '<Noun> <n>', its heading, and Remove (disabled for the last one left). The screen gives the
 * fields. Field ids follow one pattern, so the form can move focus to a block's field.
 */
import { Trash2 } from "lucide-react";
import type { ReactNode } from "react";

/** The element id of a traveller's field (what its label points at and the focus moves to). */
export function travellerFieldId(formId: string, index: number, field: string): string {
  return `${formId}-p${index}-${field}`;
}

export function TravellerBlock({
  noun,
  index,
  canRemove,
  onRemove,
  lead = false,
  testId,
  children,
}: {
  /** 'Passenger' or 'Participant'. */
  noun: string;
  index: number;
  canRemove: boolean;
  onRemove: () => void;
  /** Marks the first traveller '(lead)'. */
  lead?: boolean;
  testId: string;
  children: ReactNode;
}) {
  const n = index + 1;
  return (
    <fieldset className="@container rounded-box border border-base-300 bg-base-100 p-4" data-testid={testId}>
      <legend className="sr-only">
        {noun} {n}
      </legend>
      <div className="mb-3 flex items-center justify-between gap-2">
        <p className="font-semibold" aria-hidden="true">
          {noun} {n}
          {lead && index === 0 && (
            <span className="ml-2 font-normal text-base-content/75 text-sm">(lead)</span>
          )}
        </p>
        <button
          type="button"
          className="btn btn-ghost btn-sm text-error max-lg:min-h-11 disabled:text-base-content/50"
          onClick={onRemove}
          disabled={!canRemove}
          title={canRemove ? undefined : `At least one ${noun.toLowerCase()} is required`}
          aria-label={`Remove ${noun.toLowerCase()} ${n}`}
        >
          <Trash2 className="size-4" aria-hidden="true" />
          <span className="max-sm:sr-only">Remove</span>
        </button>
      </div>
      {children}
    </fieldset>
  );
}
