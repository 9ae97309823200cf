/**
 * The cells of the packages list shared by its three layouts: the name, the dates with the
 * trip's length, the places booked and left, and the price.
 */
import { formatRupees } from "../../../domain/format.ts";
import type { Package } from "../data.ts";
import { dateRange, placesLeft, tripDays } from "../package-list.ts";

export function Name({ p }: { p: Package }) {
  return (
    <span className="block min-w-0 font-semibold uppercase leading-snug tracking-wide" title={p.name}>
      {p.name}
    </span>
  );
}

export function Dates({ p }: { p: Package }) {
  const days = tripDays(p.departureDate, p.returnDate);
  return (
    <span className="flex flex-col leading-tight">
      <span className="whitespace-nowrap">{dateRange(p.departureDate, p.returnDate)}</span>
      <span className="text-base-content/70 text-xs">{p.duration || (days ? `${days} days` : "")}</span>
    </span>
  );
}

export function Participants({ p }: { p: Package }) {
  const left = placesLeft(p);
  const share = p.maxParticipants > 0 ? Math.min(1, p.currentParticipants / p.maxParticipants) : 1;
  return (
    <span className="flex min-w-24 flex-col gap-1 leading-tight">
      <span className="tabular-nums">
        <span className="font-semibold">{p.currentParticipants}</span>
        <span className="text-base-content/70">/{p.maxParticipants}</span>
      </span>
      <span className="h-1 w-full overflow-hidden rounded-full bg-base-content/10" aria-hidden="true">
        <span
          className={`block h-full ${left === 0 ? "bg-error" : share >= 0.8 ? "bg-warning" : "bg-success"}`}
          style={{ width: `${share * 100}%` }}
        />
      </span>
      <span className={`text-xs ${left === 0 ? "font-medium text-error" : "text-base-content/70"}`}>
        {left === 0 ? "Full" : `${left} available`}
      </span>
    </span>
  );
}

export function Price({ p }: { p: Package }) {
  return (
    <span className="flex flex-col whitespace-nowrap leading-tight">
      <span className="font-semibold tabular-nums">{formatRupees(p.price)}</span>
      <span className="text-base-content/70 text-xs">per person</span>
    </span>
  );
}
