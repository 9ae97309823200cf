/**
 * A package's where and when as list items: destination, dates and duration (the booking modal's
 * summary and the details share them).
 */
import { CalendarDays, Clock3, MapPin } from "lucide-react";
import type { PackageRow } from "../../../db/schema.ts";
import { dateRange } from "./package-bits.tsx";

export function PackageFacts({
  pkg,
}: {
  pkg: Pick<PackageRow, "destination" | "departureDate" | "returnDate" | "duration">;
}) {
  return (
    <>
      <li className="inline-flex items-center gap-1.5">
        <MapPin className="size-4 shrink-0" aria-hidden="true" />
        {pkg.destination.toUpperCase()}
      </li>
      <li className="inline-flex items-center gap-1.5">
        <CalendarDays className="size-4 shrink-0" aria-hidden="true" />
        {dateRange(pkg.departureDate, pkg.returnDate)}
      </li>
      <li className="inline-flex items-center gap-1.5">
        <Clock3 className="size-4 shrink-0" aria-hidden="true" />
        {pkg.duration}
      </li>
    </>
  );
}
