/** Available Packages' type chips (All / Umrah / Tours), each with its count of packages offered. */
import { TYPE_CHIPS, type TypeFilter } from "../package-list.ts";

/** The keyboard focus ring of the toolbar's buttons. */
export const FOCUS = "focus-visible:outline-2 focus-visible:outline-offset-2 focus-visible:outline-primary";

export function TypeChips({
  type,
  counts,
  onChange,
}: {
  type: TypeFilter;
  /** Null until the list has loaded once: no count rather than a false 0. */
  counts: Record<TypeFilter, number> | null;
  onChange: (type: TypeFilter) => void;
}) {
  return (
    <fieldset className="min-w-0 max-sm:w-full">
      <legend className="mb-1 font-medium text-base-content/70 text-xs">Package type</legend>
      <div className="flex flex-wrap gap-2">
        {TYPE_CHIPS.map((chip) => {
          const active = type === chip.value;
          return (
            <button
              key={chip.value}
              type="button"
              className={`btn btn-sm rounded-full max-lg:min-h-11 max-sm:flex-1 ${FOCUS} ${
                active ? "btn-primary" : "btn-ghost border-base-300"
              }`}
              aria-pressed={active}
              onClick={() => onChange(chip.value)}
              data-chip={chip.value}
            >
              {chip.label}
              {counts && (
                <span
                  className={`badge badge-sm ${active ? "bg-primary-content/20 text-primary-content border-0" : "badge-ghost"}`}
                >
                  {counts[chip.value]}
                </span>
              )}
            </button>
          );
        })}
      </div>
    </fieldset>
  );
}
