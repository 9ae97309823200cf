/** A package's buttons in the list (edit and delete) and what each does. */
import { IconButton } from "../../../ui/buttons.tsx";
import type { Package } from "../data.ts";

export type PackageActions = {
  onEdit: (p: Package) => void;
  onDelete: (p: Package) => void;
};

export function RowActions({ p, actions }: { p: Package; actions: PackageActions }) {
  const name = p.name.toUpperCase();
  return (
    <span className="flex items-center justify-end gap-0.5">
      <IconButton icon="edit" label={`Edit package ${name}`} onClick={() => actions.onEdit(p)} />
      <IconButton icon="delete" label={`Delete package ${name}`} onClick={() => actions.onDelete(p)} />
    </span>
  );
}
