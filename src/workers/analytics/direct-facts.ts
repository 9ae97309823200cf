// The mirror's three direct lists (website flights, website packages, GDS) as the facts the
// Direct-bookings analytics count (src/domain/direct-analytics.ts).
import type { DirectBookingRow, DirectPackageBookingRow, GdsBookingRow } from "../../db/schema.ts";
import type { DirectFact, DirectKind } from "../../domain/direct-analytics.ts";
import { shortId } from "../../domain/format.ts";
import { directBookingFact, directPackageBookingFact, gdsFact, text } from "./facts.ts";

export type DirectMirror = {
  directBookings: readonly DirectBookingRow[];
  directPackageBookings: readonly DirectPackageBookingRow[];
  gdsBookings: readonly GdsBookingRow[];
};

/** The three direct lists as facts, every currency kept (the dashboard sums GDS sales per currency). */
export function directFacts(m: Partial<DirectMirror>): DirectFact[] {
  const out: DirectFact[] = [];
  const extra = (
    b: { _id: string; bookingId: string; customerName: string; source: string },
    fallbackSource: string,
  ) => ({
    id: b._id,
    bookingId: text(b.bookingId) ?? shortId(b._id),
    customerName: text(b.customerName) ?? "",
    source: text(b.source) ?? fallbackSource,
  });
  for (const b of m.directBookings ?? []) {
    const f = directBookingFact(b);
    out.push({ ...f, kind: f.kind as DirectKind, ...extra(b, "website"), currency: "PKR" });
  }
  for (const b of m.directPackageBookings ?? []) {
    out.push({
      ...directPackageBookingFact(b),
      kind: "directPackage",
      ...extra(b, "website"),
      currency: "PKR",
    });
  }
  for (const b of m.gdsBookings ?? []) {
    out.push({
      ...gdsFact(b),
      kind: "gds",
      // Not held seats, but the people travelling: the newest bookings show them.
      seats: b.passengers?.length ?? 0,
      ...extra(b, "gds"),
      currency: text(b.currency) ?? "PKR",
    });
  }
  return out;
}
