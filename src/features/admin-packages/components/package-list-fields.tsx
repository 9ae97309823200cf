/**
 * The package form's three lists (itinerary; inclusions and exclusions side by side), each an
 * editable list of lines with its items' messages, and their conversion to and from the texts.
 */
import { fieldId } from "../../../ui/form/use-form.ts";
import { LIST_LABELS, type ListField, type PackageLists } from "../package-form.ts";
import { type ListItem, listItems, TextListEditor } from "./text-list-editor.tsx";

export type Lists = Record<ListField, ListItem[]>;

export const toLists = (l: PackageLists): Lists => ({
  itinerary: listItems(l.itinerary),
  inclusions: listItems(l.inclusions),
  exclusions: listItems(l.exclusions),
});
export const textsOf = (l: Lists): PackageLists => ({
  itinerary: l.itinerary.map((x) => x.text),
  inclusions: l.inclusions.map((x) => x.text),
  exclusions: l.exclusions.map((x) => x.text),
});

export function PackageListFields({
  formId,
  lists,
  onChange,
  errorOf,
  listError,
  busy,
}: {
  formId: string;
  lists: Lists;
  onChange: (field: ListField, next: ListItem[]) => void;
  /** The message of the list's item at `index`, and of the list itself. */
  errorOf: (field: ListField, index: number) => string | undefined;
  listError: (field: ListField) => string | undefined;
  busy: boolean;
}) {
  const editor = (field: ListField) => (
    <TextListEditor
      key={field}
      id={fieldId(formId, field)}
      label={LIST_LABELS[field].label}
      itemLabel={LIST_LABELS[field].item}
      placeholder={LIST_LABELS[field].placeholder}
      items={lists[field]}
      onChange={(next) => onChange(field, next)}
      errorOf={(i) => errorOf(field, i)}
      listError={listError(field)}
      disabled={busy}
    />
  );
  return (
    <>
      {editor("itinerary")}
      <div className="grid gap-5 md:grid-cols-2">{(["inclusions", "exclusions"] as const).map(editor)}</div>
    </>
  );
}
