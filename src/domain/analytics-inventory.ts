/**
 * The catalogue's counts on the dashboards, by the one rule of what customers can book
 * (`isFlightBookable` / `isPackageBookable`, src/domain/bookable.ts).
 */
import { isFlightBookable, isPackageBookable } from "./bookable.ts";

/** The package catalogue's counts (Package Analytics). */
export type PackageInventory = {
  totalPackages: number;
  /** The packages customers can book on `today` (active, not departed, places left). */
  activePackages: number;
  umrah: number;
  tour: number;
};

type PackageLike = {
  type?: string | null;
  status?: string | null;
  departureDate?: string | null;
  currentParticipants?: number | null;
  maxParticipants?: number | null;
};

/** One pass over the packages: how many, how many customers can book, how many Umrah and Tour. */
export function packageInventory(packages: readonly PackageLike[], today: string): PackageInventory {
  const a: PackageInventory = { totalPackages: 0, activePackages: 0, umrah: 0, tour: 0 };
  for (const p of packages) {
    a.totalPackages++;
    if (isPackageBookable(p, today)) a.activePackages++;
    if (p.type === "umrah") a.umrah++;
    else if (p.type === "tour") a.tour++;
  }
  return a;
}

/**
 * The seats customers can book on `today` and on how many flights: the admin dashboard's
 * Available Tickets and the Available slice of its Seats Overview.
 */
export function seatsOnSale(
  flights: readonly {
    status?: string | null;
    seatsAvailable?: number | null;
    departureDate?: string | null;
  }[],
  today: string,
): { seats: number; flights: number } {
  let seats = 0;
  let count = 0;
  for (const f of flights) {
    if (!isFlightBookable(f, today)) continue;
    seats += f.seatsAvailable ?? 0;
    count++;
  }
  return { seats, flights: count };
}
