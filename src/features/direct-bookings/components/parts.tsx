/** Small pieces of the direct-booking screens: the source label, a mail link, a dash for nothing. */
import { Mail } from "lucide-react";
import { sourceLabel } from "../../../domain/direct-analytics.ts";

export { sourceLabel };

export function IconLink({ href, label }: { href: string; label: string }) {
  return (
    <span className="tooltip" data-tip={label}>
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
