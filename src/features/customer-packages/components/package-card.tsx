/** One package on Available Packages: name, type, destination, dates and duration, price per person, places left, Details and Book Now. */
import { CalendarDays, Clock3, Info, MapPin } from "lucide-react";
import type { PackageRow } from "../../../db/schema.ts";
import { canBookPackage } from "../../../domain/bookings.ts";
import { formatRupees } from "../../../domain/format.ts";
import { BookNowButton } from "../../../ui/buttons.tsx";
import { dateRange, PlacesLeft, TypeBadge } from "./package-bits.tsx";

export function PackageCard({
  pkg,
  onDetails,
  onBook,
}: {
  pkg: PackageRow;
  onDetails: () => void;
  onBook: () => void;
}) {
  const bookable = canBookPackage(pkg);
  const name = pkg.name.toUpperCase();
  return (
    <article
      className="card h-full border border-base-300 bg-base-100 transition-shadow hover:shadow-md"
      aria-labelledby={`pkg-${pkg._id}`}
      data-testid="package-card"
      data-package-id={pkg._id}
    >
      <div className="card-body gap-3 p-4 sm:p-5">
        <div>
          <TypeBadge type={pkg.type} />
        </div>
        <h2 id={`pkg-${pkg._id}`} className="font-bold text-lg leading-snug break-words">
          {name}
        </h2>
        <ul className="flex flex-col gap-1.5 text-sm">
          <li className="flex items-center gap-2 font-medium">
            <MapPin className="size-4 shrink-0 text-base-content/70" aria-hidden="true" />
            <span className="min-w-0 break-words">{pkg.destination.toUpperCase()}</span>
          </li>
          <li className="flex items-center gap-2">
            <CalendarDays className="size-4 shrink-0 text-base-content/70" aria-hidden="true" />
            {dateRange(pkg.departureDate, pkg.returnDate)}
          </li>
          <li className="flex items-center gap-2">
            <Clock3 className="size-4 shrink-0 text-base-content/70" aria-hidden="true" />
            {pkg.duration}
          </li>
        </ul>
        <PlacesLeft pkg={pkg} bookable={bookable} />
        <div className="mt-auto flex flex-wrap items-end justify-between gap-3 border-base-300 border-t pt-3">
          <p className="min-w-0">
            <span className="block font-bold text-xl leading-tight">{formatRupees(pkg.price)}</span>
            <span className="text-base-content/75 text-xs">per person</span>
          </p>
          <div className="flex flex-wrap gap-2 max-sm:w-full max-sm:[&>*]:flex-1">
            <button
              type="button"
              className="btn btn-ghost border-base-300 max-lg:min-h-11"
              onClick={onDetails}
              data-testid="package-details-button"
            >
              <Info className="size-4" aria-hidden="true" />
              Details<span className="sr-only"> of {name}</span>
            </button>
            <BookNowButton available={bookable} onClick={onBook} />
          </div>
        </div>
      </div>
    </article>
  );
}
