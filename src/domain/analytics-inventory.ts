/** The package catalogue's counts for Package Analytics, in one pass over the packages. */
/** The package catalogue's counts (back-office §2, Package Analytics). */
export type PackageInventory = {
  totalPackages: number;
  activePackages: number;
  umrah: number;
  tour: number;
};

/** One pass over the packages: how many, how many active, how many Umrah and Tour. */
export function packageInventory(
  packages: readonly { type?: string | null; status?: string | null }[],
): PackageInventory {
  const a: PackageInventory = { totalPackages: 0, activePackages: 0, umrah: 0, tour: 0 };
  for (const p of packages) {
    a.totalPackages++;
    if (p.status === "active") a.activePackages++;
    if (p.type === "umrah") a.umrah++;
    else if (p.type === "tour") a.tour++;
  }
  return a;
}
