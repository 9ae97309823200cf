/** Package bookings (tag: package-bookings): customers book, pay and cancel pending ones; admins approve, cancel, delete. */
import { and, eq, lte, sql } from "drizzle-orm";
import { Hono } from "hono";
import {
  bookingStatusInput,
  createPackageBookingInput,
  normalizeParticipant,
  packageBookingRefusal,
  paymentInput,
  placesLeftMessage,
} from "../../src/domain/bookings.ts";
import { karachiDate } from "../../src/domain/format.ts";
import { bump } from "../db/helpers.ts";
import { packageBookings, packages } from "../db/schema.ts";
import { deltaRequest, listAnswer } from "../http/delta.ts";
import type { AppEnv, Deps } from "../http/env.ts";
import { conflict, notFound } from "../http/errors.ts";
import { requireAdmin, requireCustomer, requireCustomerAtLock, requireSignedIn } from "../http/guards.ts";
import { idempotent, keepAnswerInTransaction } from "../http/idempotency.ts";
import { body, uuidParam } from "../http/input.ts";
import { logRow } from "../services/activity.ts";
import { packageWhat } from "../services/booking-facts.ts";
import { ACTION_TO, takeAction } from "../services/booking-lifecycle.ts";
import { notDepartedSql, pendingExpiry } from "../services/bookings.ts";
import { assertHoldRoom, holdRoomSql } from "../services/holds.ts";
import { bookingNotice } from "../services/notices.ts";
import { deliveryOf, notify } from "../services/notify.ts";
import {
  expirePackageBookings,
  loadPackageBookings,
  toPackage,
  toPackageBooking,
} from "../services/packages.ts";
import { bookingReference } from "../services/references.ts";
import { lockCaller } from "./holder.ts";
import { whoOf } from "./who.ts";

const NOT_FOUND = "Package booking not found";

export function packageBookingRoutes(deps: Deps) {
  const { db } = deps;
  const secret = deps.config.jwtSecret;
  const r = new Hono<AppEnv>();
  const once = idempotent(deps);
  // A booking and the answer kept for its Idempotency-Key commit together (one commit per booking).
  const onceInTransaction = idempotent(deps, { inTransaction: true });

  async function one(id: string, withUser: boolean) {
    const [b] = await loadPackageBookings(db, { ids: [id] }, withUser, secret);
    if (!b) throw notFound(NOT_FOUND);
    return b;
  }

  r.post("/", requireCustomerAtLock(deps), onceInTransaction, async (c) => {
    const caller = c.get("caller")!;
    const input = await body(c, createPackageBookingInput);
    const participants = input.passengers.map(normalizeParticipant);
    const n = participants.length;
    const now = deps.now();
    const today = karachiDate(now);
    const { limits } = deps.config;
    // On PostgreSQL its BEGIN goes with the lock statement, one round trip (server/db/transaction.ts).
    const made = await db.transaction(async (tx) => {
      // Serialises this customer's bookings; a replay of the Idempotency-Key is answered here.
      await lockCaller(tx, c, caller.id);
      // At most maxHeldPlacesPerCustomer places in pending bookings: a condition of the UPDATE.
      const holdRoom = holdRoomSql("places", caller.id, n, limits, now);
      let pkg: typeof packages.$inferSelect | undefined;
      for (let attempt = 1; !pkg; attempt++) {
        [pkg] = await tx
          .update(packages)
          .set({ currentParticipants: sql`${packages.currentParticipants} + ${n}`, ...bump(now) })
          .where(
            and(
              eq(packages.id, input.packageId),
              eq(packages.status, "active"),
              // Not departed, in the statement that takes the places (docs/ARCHITECTURE.md §4.5).
              notDepartedSql(packages.departureDate, today),
              lte(sql`${packages.currentParticipants} + ${n}`, packages.maxParticipants),
              holdRoom,
            ),
          )
          .returning();
        if (pkg) break;
        // Why nothing was taken, read only on this path (the cap first, as the customer's own limit).
        await assertHoldRoom(tx, "places", caller.id, n, limits, now);
        const [current] = await tx.select().from(packages).where(eq(packages.id, input.packageId)).limit(1);
        if (!current) throw notFound("Package not found");
        // Departed, not active, full or short: the rule the screens show (src/domain/bookings.ts).
        const refusal = packageBookingRefusal(current, n, today);
        if (refusal) throw conflict(refusal);
        // Bookable now, but not when the UPDATE ran (a release committed in between): again.
        if (attempt === 3) {
          throw conflict(placesLeftMessage(current.maxParticipants - current.currentParticipants, n));
        }
      }
      const snapshot = toPackage(pkg);
      const [booking] = await tx
        .insert(packageBookings)
        .values({
          bookingId: bookingReference("PK"),
          userId: caller.id,
          packageId: pkg.id,
          packageSnapshot: snapshot,
          passengers: participants,
          status: "pending",
          participantCount: n,
          pricePerPerson: pkg.price,
          totalAmount: Math.round(pkg.price * n * 100) / 100,
          expiresAt: pendingExpiry(now),
          createdAt: now,
          updatedAt: now,
        })
        .returning();
      const created = booking!;
      // The log row and the answer kept for the Idempotency-Key commit with the booking, written by
      // one statement; the answer is built from the rows just written (the package as this booking
      // left it), not read back.
      const answer = { bookingId: created.bookingId, booking: toPackageBooking(created, pkg, secret) };
      const log = logRow(
        whoOf(c),
        {
          action: "create_booking",
          resource: "package_booking",
          resourceId: created.id,
          details: `Booked ${n} place${n === 1 ? "" : "s"} on a package (${created.bookingId})`,
          metadata: {
            bookingId: created.bookingId,
            packageId: input.packageId,
            participants: n,
            totalAmount: created.totalAmount,
          },
        },
        now,
      );
      // The agency hears of it in this transaction (docs/ARCHITECTURE.md §13.1).
      const notice = bookingNotice("new_booking", {
        kind: "package",
        id: created.id,
        reference: created.bookingId,
        what: packageWhat(pkg.name, pkg.departureDate),
        people: n,
        total: created.totalAmount,
        currency: "PKR",
        customer: c.get("caller")!.name,
      });
      await notify(tx, [notice], now, deliveryOf(db));
      await keepAnswerInTransaction(tx, c, 201, answer, log);
      return answer;
    });
    return c.json(made, 201);
  });

  r.get("/me", requireCustomer(deps), async (c) => {
    const now = deps.now();
    await expirePackageBookings(db, now);
    const delta = await deltaRequest(c, db, now);
    const userId = c.get("caller")!.id;
    const rows = await loadPackageBookings(db, { userId, since: delta.since }, false, secret);
    return listAnswer(c, db, delta, "packageBookings", rows, (r) => r, userId);
  });

  r.get("/all", requireAdmin(deps), async (c) => {
    const now = deps.now();
    await expirePackageBookings(db, now);
    const delta = await deltaRequest(c, db, now);
    const rows = await loadPackageBookings(db, { since: delta.since }, true, secret);
    return listAnswer(c, db, delta, "packageBookings", rows, (r) => r);
  });

  r.post("/:id/payment", requireCustomer(deps), once, async (c) => {
    const id = uuidParam(c, "id", "Package booking");
    const input = await body(c, paymentInput);
    const payment = { method: input.method, reference: input.reference.trim() };
    await takeAction(db, { kind: "package", action: "markPaid", id, payment, by: whoOf(c), now: deps.now() });
    return c.json({ booking: await one(id, false) });
  });

  // Approve or cancel, by the lifecycle's rules (docs/ARCHITECTURE.md §10): an approved package
  // booking is cancelled as an approved flight booking is, its places given back. A customer
  // cancels their own pending one here too (an approve by them is refused), seeing their own view.
  r.put("/:id/status", requireSignedIn(deps), once, async (c) => {
    const id = uuidParam(c, "id", "Package booking");
    const { status } = await body(c, bookingStatusInput);
    await takeAction(db, { kind: "package", action: ACTION_TO[status], id, by: whoOf(c), now: deps.now() });
    return c.json({ booking: await one(id, c.get("caller")!.role === "admin") });
  });

  r.delete("/:id", requireAdmin(deps), once, async (c) => {
    const id = uuidParam(c, "id", "Package booking");
    await takeAction(db, { kind: "package", action: "delete", id, by: whoOf(c), now: deps.now() });
    return c.json({ message: "Package booking deleted successfully!" });
  });

  return r;
}
