/**
 * What the customer's traveller blocks (a flight's passenger, a package's participant) are given,
 * and the props of one of their text fields.
 */
import type { ChangeEvent } from "react";
import { travellerFieldId } from "../booking/traveller-block.tsx";

export type TravellerProps<D, F extends string> = {
  formId: string;
  index: number;
  draft: D;
  canRemove: boolean;
  errorOf: (field: F) => string | undefined;
  onTouch: (field: F) => void;
  onRemove: () => void;
};

/**
 * A traveller's text field: its id, its name (`passengers.<i>.<field>`, the key of its message),
 * value, message and blur; `set` takes the new value.
 */
export function textFieldProps<D extends Record<T, string>, F extends string, T extends F>(
  p: TravellerProps<D, F>,
  field: T,
  set: (value: string) => void,
) {
  return {
    id: travellerFieldId(p.formId, p.index, field),
    name: `passengers.${p.index}.${field}`,
    value: p.draft[field],
    error: p.errorOf(field),
    onChange: (e: ChangeEvent<HTMLInputElement | HTMLSelectElement>) => set(e.target.value),
    onBlur: () => p.onTouch(field),
  };
}
