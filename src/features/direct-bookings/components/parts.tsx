/**
 * Small pieces of the direct-booking screens: the source label, the row buttons' layout, a mail
 * link, a dash for nothing.
 */
import { Mail } from "lucide-react";
import { sourceLabel } from "../../../domain/direct-analytics.ts";

export { sourceLabel };

/** A mail link as an icon button; its tooltip opens to the left (it sits in a table's last column). */
/**
 * A list row's icon buttons: one line where the table has room, else three to a line (never
 * narrower), so the table fits its box and the last button (Delete) is never past a scrollbar at
 * the table's foot. Their tooltips open to the left (`tooltipLeft`), never past the right edge.
 */
export const ROW_ACTIONS_CLASS =
  "ml-auto flex min-w-[6.5rem] flex-wrap items-center justify-end gap-0.5 max-lg:min-w-[8.75rem]";

export function IconLink({ href, label }: { href: string; label: string }) {
  return (
    <span className="tooltip tooltip-left" data-tip={label}>
      <a
        href={href}
        className="btn btn-ghost btn-sm btn-square text-primary max-lg:size-11"
        aria-label={label}
      >
        <Mail className="size-4" aria-hidden="true" />
      </a>
    </span>
  );
}

export function Dash() {
  return <span className="text-base-content/60">—</span>;
}
