/**
 * The package at the top of the booking modal: type, destination, dates, duration, the price per
 * person and the places left.
 */
import { Users } from "lucide-react";
import type { PackageRow } from "../../../db/schema.ts";
import { PerPerson } from "../../../ui/customer/per-person.tsx";
import { placesLeft } from "../package-list.ts";
import { TypeBadge } from "./package-bits.tsx";
import { PackageFacts } from "./package-facts.tsx";

export function PackageSummary({ pkg }: { pkg: PackageRow }) {
  const left = placesLeft(pkg);
  return (
    <div className="grid gap-3 rounded-box bg-base-200 p-4 sm:grid-cols-[minmax(0,1fr)_auto] sm:items-center">
      <div className="flex min-w-0 flex-col gap-2">
        <div>
          <TypeBadge type={pkg.type} />
        </div>
        <ul className="flex flex-wrap gap-x-4 gap-y-1 text-sm">
          <PackageFacts pkg={pkg} />
        </ul>
      </div>
      <div className="flex flex-wrap items-baseline justify-between gap-x-3 gap-y-1 sm:flex-col sm:items-end">
        <PerPerson price={pkg.price} className="whitespace-nowrap" />
        <p className="inline-flex items-center gap-1.5 whitespace-nowrap text-base-content/75 text-sm">
          <Users className="size-4" aria-hidden="true" />
          {left} place{left === 1 ? "" : "s"} left
        </p>
      </div>
    </div>
  );
}
