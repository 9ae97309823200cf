/** Small pieces both package screens show: the type badge, the status badge, the date range, places left. */
import { Ban, CircleCheck, Clock3, Landmark, Mountain } from "lucide-react";
import type { BookingStatus, PackageAvailability } from "../../../domain/bookings.ts";
import { formatDate } from "../../../domain/format.ts";
import type { PackageType } from "../../../domain/packages.ts";
import { STATUS_LABELS } from "../analytics.ts";
import { PACKAGE_TYPE_LABELS, type PackageLike, placesLeft } from "../package-list.ts";

export function TypeBadge({ type }: { type: PackageType }) {
  const Icon = type === "umrah" ? Landmark : Mountain;
  return (
    <span
      className={`badge gap-1 font-medium ${
        // The secondary blue's soft badge misses AA contrast in the dark theme: a tint with body text.
        type === "umrah"
          ? "badge-soft badge-primary"
          : "border-secondary/40 bg-secondary/15 text-base-content"
      }`}
      data-testid="type-badge"
    >
      <Icon className="size-3.5" aria-hidden="true" />
      {PACKAGE_TYPE_LABELS[type] ?? type}
    </span>
  );
}

/** Pending is a solid badge: yellow text on a pale yellow does not reach AA contrast. */
const STATUS_LOOK: Record<BookingStatus, { className: string; icon: typeof Clock3 }> = {
  pending: { className: "badge-warning", icon: Clock3 },
  approved: { className: "badge-soft badge-success", icon: CircleCheck },
  cancelled: { className: "badge-soft badge-error", icon: Ban },
};

export function StatusBadge({ status }: { status: BookingStatus }) {
  const look = STATUS_LOOK[status] ?? STATUS_LOOK.pending;
  const Icon = look.icon;
  return (
    <span className={`badge gap-1 font-medium ${look.className}`} data-testid="booking-status">
      <Icon className="size-3.5" aria-hidden="true" />
      {STATUS_LABELS[status] ?? status}
    </span>
  );
}

/** '12 Mar 2026 – 26 Mar 2026'. */
export function dateRange(from: string | null | undefined, to: string | null | undefined): string {
  const a = formatDate(from);
  const b = formatDate(to);
  return a && b ? `${a} – ${b}` : a || b || "Dates to be announced";
}

/**
 * '12 of 45 places left' with a bar of the places taken while the package can be booked; else
 * 'Departed', or 'Sold out' when none are left or it is not on sale.
 */
export function PlacesLeft({ pkg, availability }: { pkg: PackageLike; availability: PackageAvailability }) {
  const left = placesLeft(pkg);
  const max = Math.max(0, pkg.maxParticipants ?? 0);
  if (availability !== "bookable")
    return (
      <p
        className={`font-medium text-sm ${availability === "departed" ? "text-base-content/75" : "text-error"}`}
        data-testid="places-left"
      >
        {availability === "departed" ? "Departed" : "Sold out"}
      </p>
    );
  const low = left <= 5;
  return (
    <div className="flex flex-col gap-1" data-testid="places-left">
      <p className="text-sm">
        <span className="font-semibold">{left}</span>{" "}
        <span className="text-base-content/75">
          of {max} place{max === 1 ? "" : "s"} left
        </span>
      </p>
      <progress
        className={`progress h-1.5 w-full ${low ? "progress-warning" : "progress-primary"}`}
        value={max - left}
        max={max || 1}
        aria-label={`${max - left} of ${max} places booked`}
      />
    </div>
  );
}
