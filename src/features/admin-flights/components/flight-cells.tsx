/**
 * The cells of the flights list shared by its three layouts: a date with its times, the route and
 * the seats left (red at none).
 */
import { formatDate } from "../../../domain/format.ts";
import type { Flight } from "../data.ts";

/** Dense cells (13 columns share ~1,050 px); headers a shade darker than daisyUI's for AA contrast. */
export const CELL = "px-1.5 text-[13px] [&:is(th)]:text-base-content/80";

export function Schedule({
  date,
  from,
  to,
}: {
  date: string | null;
  from: string | null;
  to: string | null;
}) {
  if (!date) return <span className="text-base-content/60">—</span>;
  return (
    <span className="flex flex-col whitespace-nowrap leading-tight">
      <span>{formatDate(date)}</span>
      <span className="text-base-content/70 text-xs tabular-nums">
        {from}
        {to ? ` → ${to}` : ""}
      </span>
    </span>
  );
}

/** 'LHE → JED'; a long city name wraps rather than widening the table. */
export function Route({ f }: { f: Flight }) {
  return (
    <span className="inline-block max-w-36 font-medium tracking-wide">
      <span className="whitespace-nowrap">
        {f.departure} <span className="text-base-content/60">→</span>
      </span>{" "}
      {f.destination}
    </span>
  );
}

export function Seats({ n }: { n: number }) {
  return <span className={`tabular-nums ${n === 0 ? "font-semibold text-error" : ""}`}>{n}</span>;
}
