/**
 * Pieces the booking details and lists of the direct-bookings area share (website flight and package
 * bookings, GDS bookings): the status badge, label/value facts, titled sections, and the narrower
 * cell padding their wide tables need.
 */
import type { LucideIcon } from "lucide-react";
import type { ReactNode } from "react";

/**
 * Tinted, not coloured, text: daisyUI's soft badges put yellow text on a pale ground (under WCAG AA in
 * the light theme), so the tone is the ground and a dot, and the word is in the base text colour.
 */
const STATUS_TONE: Record<string, { box: string; dot: string }> = {
  pending: { box: "border-warning/60 bg-warning/20", dot: "bg-warning" },
  approved: { box: "border-success/50 bg-success/15", dot: "bg-success" },
  cancelled: { box: "border-error/50 bg-error/10", dot: "bg-error" },
};
const OTHER = { box: "border-base-300 bg-base-200", dot: "bg-base-content/50" };

export function StatusBadge({ status, className = "" }: { status: string; className?: string }) {
  const tone = STATUS_TONE[status] ?? OTHER;
  return (
    <span
      className={`badge badge-sm gap-1.5 whitespace-nowrap text-base-content capitalize ${tone.box} ${className}`}
      data-status={status}
    >
      <span className={`size-1.5 shrink-0 rounded-full ${tone.dot}`} aria-hidden="true" />
      {status}
    </span>
  );
}

export function Fact({
  label,
  children,
  wide = false,
}: {
  label: string;
  children: ReactNode;
  wide?: boolean;
}) {
  return (
    <div className={`min-w-0 ${wide ? "col-span-full" : ""}`}>
      <dt className="text-base-content/70 text-xs">{label}</dt>
      <dd className="min-w-0 break-words">{children}</dd>
    </div>
  );
}

export function Section({
  title,
  icon: Icon,
  children,
}: {
  title: string;
  icon?: LucideIcon;
  children: ReactNode;
}) {
  return (
    <section className="min-w-0 rounded-box border border-base-300 bg-base-100 p-4">
      <h3 className="mb-3 flex items-center gap-2 font-semibold">
        {Icon && <Icon className="size-4 text-primary" aria-hidden="true" />}
        {title}
      </h3>
      {children}
    </section>
  );
}

/** Cells get 12 px side padding (daisyUI's is 16 px) so seven columns and a row of actions fit a 1024 px table. */
export function withNarrowCells<C extends { className?: string }>(columns: C[]): C[] {
  return columns.map((c) => ({ ...c, className: `${c.className ?? ""} px-3`.trim() }));
}
