/** One package on Available Packages: name, type, destination, dates and duration, price per person, places left, Details and Book Now. */
import { Info } from "lucide-react";
import type { PackageRow } from "../../../db/schema.ts";
import { packageAvailability } from "../../../domain/bookings.ts";
import { formatRupees } from "../../../domain/format.ts";
import { BookNowButton } from "../../../ui/buttons.tsx";
import { DetailsButton } from "../../../ui/customer/card-buttons.tsx";
import { PlacesLeft, TypeBadge } from "./package-bits.tsx";
import { PackageFacts } from "./package-facts.tsx";

export function PackageCard({
  pkg,
  today,
  onDetails,
  onBook,
}: {
  pkg: PackageRow;
  today: string;
  onDetails: () => void;
  onBook: () => void;
}) {
  const availability = packageAvailability(pkg, today);
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
          <PackageFacts pkg={pkg} look="card" />
        </ul>
        <PlacesLeft pkg={pkg} availability={availability} />
        <div className="mt-auto flex flex-wrap items-end justify-between gap-3 border-base-300 border-t pt-3">
          <p className="min-w-0">
            <span className="block font-bold text-xl leading-tight">{formatRupees(pkg.price)}</span>
            <span className="text-base-content/75 text-xs">per person</span>
          </p>
          <div className="flex flex-wrap gap-2 max-sm:w-full max-sm:[&>*]:flex-1">
            <DetailsButton
              onClick={onDetails}
              icon={Info}
              small={false}
              srLabel={`of ${name}`}
              testId="package-details-button"
            />
            <BookNowButton availability={availability} onClick={onBook} />
          </div>
        </div>
      </div>
    </article>
  );
}
