/**
 * A booking posted by the public website (tag: web): a direct flight or a direct package booking,
 * stored with its log row in one transaction. The input is checked already (validateWebBooking).
 */
import { type WebBookingInput, webBookingAmounts, webBookingSource } from "../../src/domain/direct.ts";
import type { Db, DbOrTx } from "../db/client.ts";
import {
  type DirectFlightDetails,
  type DirectPackageDetails,
  type DirectPassenger,
  directBookings,
  directPackageBookings,
} from "../db/schema.ts";
import { logActivityBy, type Who } from "./activity.ts";
import { whatOf } from "./booking-facts.ts";
import { toDirectBooking, toDirectPackageBooking } from "./direct.ts";
import { compact, storing } from "./ingestion-storage.ts";
import { bookingNotice } from "./notices.ts";
import { deliveryOf, notify } from "./notify.ts";
import { bookingReference } from "./references.ts";

/** How the website's bookings are logged: by the website, from where the call came. */
const WEBSITE = { id: null, name: "Website", email: "", role: "system" };

/** Stores the website's booking `input` (by `who`, the API client) and answers it as the API shows it. */
export async function storeWebBooking(db: Db, who: Who, input: WebBookingInput, now: Date) {
  const source = webBookingSource(input);
  const common = {
    status: "pending" as const,
    source,
    customerName: input.customerName.trim(),
    customerEmail: input.customerEmail.trim().toLowerCase(),
    customerPhone: input.customerPhone?.trim() ?? "",
    specialRequests: input.specialRequests?.trim() || null,
    createdAt: now,
    updatedAt: now,
  };
  const amounts = webBookingAmounts(input);
  // Each booking commits with its log row or not at all.
  if (input.bookingType === "flight") {
    const row = await storing("Website flight booking", db, async (tx: DbOrTx) => {
      const [row] = await tx
        .insert(directBookings)
        .values({
          ...common,
          bookingId: bookingReference("WB"),
          bookingType: "flight",
          passengerCount: amounts.passengerCount,
          pricePerPassenger: amounts.pricePerPassenger,
          totalAmount: amounts.totalAmount,
          destination: input.flightDetails?.arrival?.city ?? null,
          flightDetails: input.flightDetails ? (compact(input.flightDetails) as DirectFlightDetails) : null,
          passengerDetails: (input.passengerDetails ?? []).map((p) => compact(p) as DirectPassenger),
        })
        .returning();
      const details = `Website flight booking ${row!.bookingId} from ${row!.customerName} (${source})`;
      const entry = { resource: "direct_booking", resourceId: row!.id, details, actor: WEBSITE };
      await logActivityBy(tx, who, { action: "create_booking", ...entry }, now);
      const facts = { what: whatOf("direct-flight", row!.flightDetails), people: row!.passengerCount };
      await notify(tx, [newWebBooking("direct-flight", row!, facts)], now, deliveryOf(db));
      return row!;
    });
    return toDirectBooking(row);
  }
  const pkg = input.packageDetails ?? {};
  const row = await storing("Website package booking", db, async (tx: DbOrTx) => {
    const [row] = await tx
      .insert(directPackageBookings)
      .values({
        ...common,
        bookingId: bookingReference("WP"),
        totalAmount: amounts.totalAmount,
        packageDetails: compact(pkg) as DirectPackageDetails,
        passengerDetails: (input.passengerDetails ?? []).map((p) => ({
          firstName: p.firstName?.trim() ?? p.name?.trim() ?? "",
          lastName: p.lastName?.trim() ?? "",
          ...(p.passport ? { passport: p.passport.trim().toUpperCase() } : {}),
          ...(p.ageType ? { ageType: p.ageType } : {}),
        })),
      })
      .returning();
    const details = `Website package booking ${row!.bookingId} from ${row!.customerName} (${source})`;
    const entry = { resource: "direct_package_booking", resourceId: row!.id, details, actor: WEBSITE };
    await logActivityBy(tx, who, { action: "create_booking", ...entry }, now);
    const facts = {
      what: whatOf("direct-package", row!.packageDetails),
      people: row!.passengerDetails.length,
    };
    await notify(tx, [newWebBooking("direct-package", row!, facts)], now, deliveryOf(db));
    return row!;
  });
  return toDirectPackageBooking(row);
}

/** The agency's notice of a website booking (docs/ARCHITECTURE.md §13.1), in its transaction. */
function newWebBooking(
  kind: "direct-flight" | "direct-package",
  row: { id: string; bookingId: string; totalAmount: number; customerName: string },
  facts: { what: string; people: number },
) {
  return bookingNotice("new_web_booking", {
    kind,
    id: row.id,
    reference: row.bookingId,
    ...facts,
    total: row.totalAmount,
    currency: "PKR",
    customer: row.customerName,
  });
}
