/**
 * The cells of the flights list shared by its three layouts: a date with its times, the route, the
 * seats left (red at none), and the row's view, edit and delete buttons.
 */
import { formatDate } from "../../../domain/format.ts";
import { IconButton } from "../../../ui/buttons.tsx";
import type { Flight } from "../data.ts";

export type FlightActions = {
  onView: (f: Flight) => void;
  onEdit: (f: Flight) => void;
  onDelete: (f: Flight) => void;
};

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
