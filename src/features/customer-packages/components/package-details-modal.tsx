/** A package's details: the facts, the description, the day-by-day itinerary, what is included and what is not. */
import { Check, type LucideIcon, Users, X } from "lucide-react";
import type { PackageRow } from "../../../db/schema.ts";
import { packageAvailability } from "../../../domain/bookings.ts";
import { BookNowButton } from "../../../ui/buttons.tsx";
import { PerPerson } from "../../../ui/customer/per-person.tsx";
import { Modal } from "../../../ui/modal.tsx";
import { placesLeft } from "../package-list.ts";
import { TypeBadge } from "./package-bits.tsx";
import { PackageFacts } from "./package-facts.tsx";

export function PackageDetailsModal({
  pkg,
  today,
  onClose,
  onBook,
}: {
  pkg: PackageRow | null;
  today: string;
  onClose: () => void;
  onBook: (pkg: PackageRow) => void;
}) {
  if (!pkg) return null;
  const availability = packageAvailability(pkg, today);
  const left = placesLeft(pkg);
  return (
    <Modal
      open
      onClose={onClose}
      size="lg"
      title={pkg.name.toUpperCase()}
      description={pkg.destination.toUpperCase()}
      footer={
        <>
          <button type="button" className="btn btn-ghost border-base-300 max-lg:min-h-11" onClick={onClose}>
            Close
          </button>
          <BookNowButton availability={availability} onClick={() => onBook(pkg)} />
        </>
      }
    >
      {/* Focusable so the keyboard can scroll the dialog's body, which holds no control (axe scrollable-region-focusable). */}
      <section
        className="flex flex-col gap-5 rounded-sm focus-visible:outline-2 focus-visible:outline-offset-4 focus-visible:outline-primary"
        aria-label="Package details"
        // biome-ignore lint/a11y/noNoninteractiveTabindex: a scrollable region must be reachable by keyboard
        tabIndex={0}
        data-testid="package-details"
      >
        <div className="flex flex-col gap-3 rounded-box bg-base-200 p-4">
          <div className="flex flex-wrap items-center justify-between gap-2">
            <TypeBadge type={pkg.type} />
            <PerPerson price={pkg.price} />
          </div>
          <ul className="grid gap-x-4 gap-y-1.5 text-sm sm:grid-cols-2">
            <PackageFacts pkg={pkg} />
            <li className="inline-flex items-center gap-1.5">
              <Users className="size-4 shrink-0" aria-hidden="true" />
              {availability === "bookable"
                ? `${left} of ${pkg.maxParticipants} places left`
                : availability === "departed"
                  ? "Departed"
                  : "Sold out"}
            </li>
          </ul>
        </div>
        <section aria-labelledby="pkg-about">
          <h3 id="pkg-about" className="mb-1.5 font-semibold">
            About this package
          </h3>
          <p className="whitespace-pre-line text-base-content/85">{pkg.description}</p>
        </section>
        {pkg.itinerary.length > 0 && (
          <section aria-labelledby="pkg-itinerary">
            <h3 id="pkg-itinerary" className="mb-2 font-semibold">
              Itinerary
            </h3>
            <ol className="flex flex-col gap-2 border-base-300 border-l-2 pl-4">
              {pkg.itinerary.map((step, i) => (
                <li key={i} className="relative text-sm">
                  <span
                    className="absolute top-1.5 -left-[1.3rem] size-2.5 rounded-full bg-primary"
                    aria-hidden="true"
                  />
                  {step}
                </li>
              ))}
            </ol>
          </section>
        )}
        <div className="grid gap-5 sm:grid-cols-2">
          <ItemList
            id="pkg-inclusions"
            title="Inclusions"
            items={pkg.inclusions}
            icon={Check}
            tone="text-success"
          />
          <ItemList
            id="pkg-exclusions"
            title="Exclusions"
            items={pkg.exclusions}
            icon={X}
            tone="text-error"
          />
        </div>
      </section>
    </Modal>
  );
}

/** Inclusions or Exclusions: a heading over the items, each with its mark; nothing when there are none. */
function ItemList({
  id,
  title,
  items,
  icon: Icon,
  tone,
}: {
  id: string;
  title: string;
  items: readonly string[];
  icon: LucideIcon;
  tone: string;
}) {
  if (items.length === 0) return null;
  return (
    <section aria-labelledby={id}>
      <h3 id={id} className="mb-2 font-semibold">
        {title}
      </h3>
      <ul className="flex flex-col gap-1.5 text-sm">
        {items.map((item, i) => (
          <li key={i} className="flex items-start gap-2">
            <Icon className={`mt-0.5 size-4 shrink-0 ${tone}`} aria-hidden="true" />
            {item}
          </li>
        ))}
      </ul>
    </section>
  );
}
