/**
 * The Available Packages view as it lives in the URL (?type=umrah&sort=price&dir=desc): only
 * values away from the defaults, unknown values dropped. The route files load this module up
 * front, so it imports nothing heavy.
 */
import { isOneOf } from "../../domain/constants.ts";
import type { PackagesView } from "./package-list.ts";

/** The search params of the Available Packages routes: only values away from the defaults. */
export type PackagesSearch = { type?: "umrah" | "tour"; sort?: "price" | "name"; dir?: "desc" };
export type { PackagesView };

export function parsePackagesSearch(raw: Record<string, unknown>): PackagesSearch {
  const out: PackagesSearch = {};
  if (isOneOf(["umrah", "tour"], raw.type)) out.type = raw.type;
  if (isOneOf(["price", "name"], raw.sort)) out.sort = raw.sort;
  if (isOneOf(["desc"], raw.dir)) out.dir = raw.dir;
  return out;
}

export function packagesView(s: PackagesSearch): PackagesView {
  return { type: s.type ?? "all", sort: s.sort ?? "departure", dir: s.dir ?? "asc" };
}

/** The search params for a view (the defaults left out). */
export function packagesSearch(v: PackagesView): PackagesSearch {
  return parsePackagesSearch({ type: v.type, sort: v.sort, dir: v.dir });
}
