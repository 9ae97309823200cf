/** A titled group of fields inside a user form (a fieldset with its legend). */
import type { ReactNode } from "react";

export function FormSection({
  title,
  note,
  children,
}: {
  title: string;
  note?: string;
  children: ReactNode;
}) {
  return (
    <fieldset className="min-w-0">
      <legend className="mb-3 w-full border-base-300 border-b pb-2 font-semibold text-sm">
        {title}
        {note && <span className="ml-1 font-normal text-base-content/70">{note}</span>}
      </legend>
      {children}
    </fieldset>
  );
}
