/** A month of the website activity (or the range's total) as a small card, for phones. */
import { formatRupees } from "../../../domain/format.ts";
import { count, NOT_MEASURED } from "../model.ts";

export function MonthFigures({
  title,
  span,
  bookings,
  revenue,
}: {
  title: string;
  span: string;
  bookings: number;
  revenue: number;
}) {
  return (
    <>
      <p className="flex flex-wrap items-baseline justify-between gap-x-3">
        <span className="font-medium">{title}</span>
        <span className="text-base-content/70 text-xs">{span}</span>
      </p>
      <dl className="grid grid-cols-[1fr_auto_auto] gap-x-4 gap-y-1 text-sm">
        <div>
          <dt className="text-base-content/70 text-xs">Visits</dt>
          <dd className="text-base-content/70">{NOT_MEASURED}</dd>
        </div>
        <div>
          <dt className="text-base-content/70 text-xs">Bookings</dt>
          <dd className="font-semibold tabular-nums">{count(bookings)}</dd>
        </div>
        <div>
          <dt className="text-base-content/70 text-xs">Revenue</dt>
          <dd className="whitespace-nowrap font-semibold tabular-nums">{formatRupees(revenue)}</dd>
        </div>
      </dl>
    </>
  );
}
