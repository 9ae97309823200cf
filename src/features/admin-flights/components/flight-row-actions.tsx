/** A flight's view, manifest, edit and delete buttons in the list, and what each does. */
import { IconButton } from "../../../ui/buttons.tsx";
import type { Flight } from "../data.ts";

export type FlightActions = {
  onView: (f: Flight) => void;
  /** Its passenger manifest (docs/ARCHITECTURE.md §4.7). */
  onManifest: (f: Flight) => void;
  onEdit: (f: Flight) => void;
  onDelete: (f: Flight) => void;
};

export function RowActions({
  f,
  actions,
  wrap = false,
}: {
  f: Flight;
  actions: FlightActions;
  wrap?: boolean;
}) {
  const name = `${f.flightNumber} ${f.departure} to ${f.destination}`;
  return (
    <span
      className={`flex items-center justify-end gap-0.5 ${
        wrap ? "ml-auto max-w-[6.5rem] flex-wrap max-lg:max-w-[5.75rem]" : "flex-nowrap"
      }`}
    >
      <IconButton
        className="tooltip-left"
        icon="view"
        label={`View flight ${name}`}
        onClick={() => actions.onView(f)}
      />
      <IconButton
        className="tooltip-left"
        icon="manifest"
        label={`Passenger manifest of flight ${name}`}
        onClick={() => actions.onManifest(f)}
      />
      <IconButton
        className="tooltip-left"
        icon="edit"
        label={`Edit flight ${name}`}
        onClick={() => actions.onEdit(f)}
      />
      <IconButton
        className="tooltip-left"
        icon="delete"
        label={`Delete flight ${name}`}
        onClick={() => actions.onDelete(f)}
      />
    </span>
  );
}
