import { eq } from "drizzle-orm";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { activityLogs, flightBookings, flights } from "../../server/db/schema.ts";
import { flightInput, passenger } from "./helpers/fixtures.ts";
import { startServer, type TestServer, type TestUser } from "./helpers/server.ts";

let clock = new Date("2030-01-05T06:00:00.000Z");
let s: TestServer;
let admin: TestUser;
let ayesha: TestUser;
let bilal: TestUser;

async function newFlight(seats: number, over: Record<string, unknown> = {}) {
  const res = await s.post("/api/flights", flightInput({ seatsAvailable: seats, ...over }), {
    token: admin.token,
  });
  expect(res.status).toBe(201);
  return res.body.flight as { _id: string };
}

async function seatsOf(id: string) {
  const [f] = await s.deps.db.select().from(flights).where(eq(flights.id, id));
  return f!.seatsAvailable;
}

beforeAll(async () => {
  s = await startServer({ now: () => clock, config: { tokenTtlSeconds: 24 * 3600 } });
  admin = await s.user({ role: "admin" });
  ayesha = await s.user({ name: "Ayesha" });
  bilal = await s.user({ name: "Bilal" });
});
afterAll(() => s?.close());

describe("booking a flight", () => {
  it("holds the seats, prices the booking and keeps it pending for 2 hours", async () => {
    const f = await newFlight(10);
    const res = await s.post(
      "/api/bookings",
      { ticketId: f._id, passengers: [passenger("Ali"), passenger("Sara", { personType: "Ms" })] },
      { token: ayesha.token },
    );
    expect(res.status).toBe(201);
    expect(res.body.bookingId).toMatch(/^SF-[A-Z0-9]{8}$/);
    const b = res.body.booking;
    expect(b).toMatchObject({
      status: "pending",
      passengerCount: 2,
      pricePerPassenger: 120000,
      totalAmount: 240000,
      pnr: null,
    });
    expect(
      b.passengers.map((p: { name: string; passport: string; nationality: string }) => [
        p.name,
        p.passport,
        p.nationality,
      ]),
    ).toEqual([
      ["ALI KHAN", "AB1234567", "PAKISTAN"],
      ["SARA KHAN", "AB1234567", "PAKISTAN"],
    ]);
    expect(new Date(b.expiresAt).getTime() - new Date(b.createdAt).getTime()).toBe(2 * 60 * 60 * 1000);
    expect(await seatsOf(f._id)).toBe(8);
  });

  it("checks every passenger rule", async () => {
    const f = await newFlight(5);
    const none = await s.post("/api/bookings", { ticketId: f._id, passengers: [] }, { token: ayesha.token });
    expect(none.status).toBe(400);
    expect(none.body.message).toBe("At least one passenger is required");
    const bad = await s.post(
      "/api/bookings",
      {
        ticketId: f._id,
        passengers: [passenger("", { passport: "x".repeat(21), passportExpiry: "2020-01-01" })],
      },
      { token: ayesha.token },
    );
    expect(bad.status).toBe(400);
    expect(bad.body.errors["passengers.0.firstName"]).toBe("First name is required");
    expect(bad.body.errors["passengers.0.passport"]).toBe("Passport number must be less than 20 characters");
    // A date JavaScript accepts and the database does not (year 0): the rule's 400, never a 500.
    const yearZero = await s.post(
      "/api/bookings",
      { ticketId: f._id, passengers: [passenger("Ali", { dateOfBirth: "0000-01-01" })] },
      { token: ayesha.token },
    );
    expect(yearZero.status).toBe(400);
    expect(yearZero.body.errors["passengers.0.dateOfBirth"]).toBe("Please enter a valid date of birth");
    expect(await seatsOf(f._id)).toBe(5);
  });

  it("refuses sold-out, too few seats and inactive flights with 409", async () => {
    const small = await newFlight(1);
    const two = await s.post(
      "/api/bookings",
      { ticketId: small._id, passengers: [passenger("A"), passenger("B")] },
      { token: ayesha.token },
    );
    expect(two.status).toBe(409);
    expect(two.body.message).toMatch(/Only 1 seat left/);
    const delayed = await newFlight(10, { status: "delayed" });
    const d = await s.post(
      "/api/bookings",
      { ticketId: delayed._id, passengers: [passenger("A")] },
      { token: ayesha.token },
    );
    expect(d.status).toBe(409);
    expect(d.body.message).toBe("This flight is not available for booking");
    const zero = await newFlight(0);
    const z = await s.post(
      "/api/bookings",
      { ticketId: zero._id, passengers: [passenger("A")] },
      { token: ayesha.token },
    );
    expect(z.status).toBe(409);
    expect(z.body.message).toBe("This flight is sold out");
    const missing = await s.post(
      "/api/bookings",
      { ticketId: "00000000-0000-4000-8000-000000000000", passengers: [passenger("A")] },
      { token: ayesha.token },
    );
    expect(missing.status).toBe(404);
    expect(
      (
        await s.post(
          "/api/bookings",
          { ticketId: small._id, passengers: [passenger("A")] },
          { token: admin.token },
        )
      ).status,
    ).toBe(403);
  });

  it("never overbooks: 50 concurrent single-seat bookings on a 10-seat flight", async () => {
    const f = await newFlight(10);
    const results = await Promise.all(
      Array.from({ length: 50 }, (_, i) =>
        s.post(
          "/api/bookings",
          { ticketId: f._id, passengers: [passenger(`P${i}`)] },
          { token: i % 2 ? ayesha.token : bilal.token },
        ),
      ),
    );
    const statuses = results.map((r) => r.status);
    expect(statuses.filter((x) => x === 201)).toHaveLength(10);
    expect(statuses.filter((x) => x === 409)).toHaveLength(40);
    expect(await seatsOf(f._id)).toBe(0);
  });

  it("replays an Idempotency-Key instead of booking twice", async () => {
    const f = await newFlight(6);
    const headers = { "idempotency-key": "book-once-123" };
    const body = { ticketId: f._id, passengers: [passenger("Once")] };
    const a = await s.post("/api/bookings", body, { token: ayesha.token, headers });
    const b = await s.post("/api/bookings", body, { token: ayesha.token, headers });
    expect(a.status).toBe(201);
    expect(b.status).toBe(201);
    expect(b.body.bookingId).toBe(a.body.bookingId);
    expect(await seatsOf(f._id)).toBe(5);
    const other = await s.post(
      "/api/bookings",
      { ...body, passengers: [passenger("Twice")] },
      { token: ayesha.token, headers },
    );
    expect(other.status).toBe(422);
  });
});

describe("privacy and the PNR", () => {
  it("customers see only their own bookings, and the PNR only once approved", async () => {
    const f = await newFlight(5);
    const mine = (
      await s.post(
        "/api/bookings",
        { ticketId: f._id, passengers: [passenger("Mine")] },
        { token: ayesha.token },
      )
    ).body.booking;
    const theirs = (
      await s.post(
        "/api/bookings",
        { ticketId: f._id, passengers: [passenger("Theirs")] },
        { token: bilal.token },
      )
    ).body.booking;
    const list = await s.get("/api/bookings/me", { token: ayesha.token });
    const ids = list.body.bookings.map((b: { _id: string }) => b._id);
    expect(ids).toContain(mine._id);
    expect(ids).not.toContain(theirs._id);
    expect(JSON.stringify(list.body)).not.toContain("PKX9QZ");
    expect(
      (
        await s.post(
          `/api/bookings/${theirs._id}/payment`,
          { method: "jazzcash", reference: "JC-1" },
          { token: ayesha.token },
        )
      ).status,
    ).toBe(404);

    const approve = await s.put(`/api/bookings/${mine._id}/approve`, undefined, { token: admin.token });
    expect(approve.status).toBe(200);
    expect(approve.body.booking).toMatchObject({ status: "approved", pnr: "PKX9QZ", customerName: "Ayesha" });
    const after = await s.get("/api/bookings/me", { token: ayesha.token });
    const approved = after.body.bookings.find((b: { _id: string }) => b._id === mine._id);
    expect(approved.pnr).toBe("PKX9QZ");
    expect(approved.ticketId).not.toHaveProperty("pnr");
    expect(
      (await s.put(`/api/bookings/${mine._id}/approve`, undefined, { token: ayesha.token })).status,
    ).toBe(403);
  });
});

describe("the PNR before approval", () => {
  it("is in no answer to the customer until approved: booking, Mark as Paid, a delta page, a cancelled booking", async () => {
    const PNR = "ZQ7PNR";
    const f = await newFlight(6, { pnr: PNR });
    const find = (list: { _id: string }[], id: string) => list.find((b) => b._id === id);
    const noPnr = (res: { status: number; text: string }, where: string) => {
      expect(res.status, where).toBeLessThan(300);
      expect(res.text, where).not.toContain(PNR);
    };
    const book = async (first: string) => {
      const res = await s.post(
        "/api/bookings",
        { ticketId: f._id, passengers: [passenger(first)] },
        { token: bilal.token },
      );
      expect(res.status).toBe(201);
      expect(res.body.booking.pnr).toBeNull();
      noPnr(res, "POST /bookings");
      return res.body.booking._id as string;
    };
    const cursor = (await s.get("/api/bookings/me", { token: bilal.token })).headers.get("x-sync-cursor");
    expect(cursor).toBeTruthy();
    const delta = () =>
      s.get(`/api/bookings/me?since=${encodeURIComponent(cursor!)}`, { token: bilal.token });

    const id = await book("Secret");
    const paid = await s.post(
      `/api/bookings/${id}/payment`,
      { method: "bank_transfer", reference: "HBL-778812" },
      { token: bilal.token },
    );
    expect(paid.body.booking).toMatchObject({ status: "pending", paymentMethod: "bank_transfer", pnr: null });
    noPnr(paid, "Mark as Paid");
    const page = await delta();
    expect(find(page.body.changed, id)).toMatchObject({ status: "pending", pnr: null });
    noPnr(page, "delta page");

    // Cancelled while pending.
    const dropped = await book("Dropped");
    expect((await s.put(`/api/bookings/${dropped}/cancel`, undefined, { token: admin.token })).status).toBe(
      200,
    );
    const list = await s.get("/api/bookings/me", { token: bilal.token });
    expect(find(list.body.bookings, dropped)).toMatchObject({ status: "cancelled", pnr: null });
    noPnr(list, "list with a cancelled booking");
    noPnr(await delta(), "delta page with a cancelled booking");

    // Approved: now the customer sees it, in the list and in the delta.
    expect((await s.put(`/api/bookings/${id}/approve`, undefined, { token: admin.token })).status).toBe(200);
    const approved = await s.get("/api/bookings/me", { token: bilal.token });
    expect(find(approved.body.bookings, id)).toMatchObject({ status: "approved", pnr: PNR });
    expect(find(approved.body.bookings, dropped)).toMatchObject({ pnr: null });
    expect(find((await delta()).body.changed, id)).toMatchObject({ status: "approved", pnr: PNR });

    // Cancelled after approval: no longer approved, so no PNR again.
    expect((await s.put(`/api/bookings/${id}/cancel`, undefined, { token: admin.token })).status).toBe(200);
    const cancelled = await s.get("/api/bookings/me", { token: bilal.token });
    expect(find(cancelled.body.bookings, id)).toMatchObject({ status: "cancelled", pnr: null });
    noPnr(cancelled, "list after an approved booking was cancelled");
    noPnr(await delta(), "delta page after an approved booking was cancelled");
  });
});

describe("the booking lifecycle", () => {
  it("approve only from pending; cancel from pending or approved releases seats; delete releases too", async () => {
    const f = await newFlight(10);
    const book = async (n: number) =>
      (
        await s.post(
          "/api/bookings",
          { ticketId: f._id, passengers: Array.from({ length: n }, (_, i) => passenger(`X${i}`)) },
          { token: ayesha.token },
        )
      ).body.booking;
    const a = await book(2);
    const b = await book(3);
    const c = await book(1);
    expect(await seatsOf(f._id)).toBe(4);
    expect((await s.put(`/api/bookings/${a._id}/approve`, undefined, { token: admin.token })).status).toBe(
      200,
    );
    expect(await seatsOf(f._id)).toBe(4);
    const again = await s.put(`/api/bookings/${a._id}/approve`, undefined, { token: admin.token });
    expect(again.status).toBe(409);
    expect((await s.put(`/api/bookings/${a._id}/cancel`, undefined, { token: admin.token })).status).toBe(
      200,
    );
    expect(await seatsOf(f._id)).toBe(6);
    expect((await s.put(`/api/bookings/${a._id}/cancel`, undefined, { token: admin.token })).status).toBe(
      409,
    );
    expect((await s.put(`/api/bookings/${a._id}/approve`, undefined, { token: admin.token })).status).toBe(
      409,
    );
    expect((await s.del(`/api/bookings/${b._id}`, { token: admin.token })).status).toBe(200);
    expect(await seatsOf(f._id)).toBe(9);
    expect((await s.del(`/api/bookings/${a._id}`, { token: admin.token })).status).toBe(200);
    expect(await seatsOf(f._id)).toBe(9);
    const all = await s.get("/api/bookings?limit=1000", { token: admin.token });
    expect(all.body.bookings.find((x: { _id: string }) => x._id === c._id)).toMatchObject({
      userId: { _id: ayesha.id, name: "Ayesha" },
      ticketId: { _id: f._id },
    });
    expect((await s.get("/api/bookings?limit=0", { token: admin.token })).status).toBe(400);
  });

  it("Mark as Paid records the claim on a pending booking without approving it", async () => {
    const f = await newFlight(3);
    const b = (
      await s.post(
        "/api/bookings",
        { ticketId: f._id, passengers: [passenger("Pay")] },
        { token: ayesha.token },
      )
    ).body.booking;
    const bad = await s.post(
      `/api/bookings/${b._id}/payment`,
      { method: "cash", reference: "" },
      { token: ayesha.token },
    );
    expect(bad.status).toBe(400);
    const res = await s.post(
      `/api/bookings/${b._id}/payment`,
      { method: "easypaisa", reference: "EP-99812" },
      { token: ayesha.token },
    );
    expect(res.status).toBe(200);
    expect(res.body.booking).toMatchObject({
      status: "pending",
      paymentMethod: "easypaisa",
      paymentReference: "EP-99812",
    });
    expect(res.body.booking.paymentClaimedAt).toBeTruthy();
    // Once the agency has settled it, a claim is refused and writes nothing.
    expect((await s.put(`/api/bookings/${b._id}/approve`, {}, { token: admin.token })).status).toBe(200);
    const late = await s.post(
      `/api/bookings/${b._id}/payment`,
      { method: "jazzcash", reference: "JC-LATE" },
      { token: ayesha.token },
    );
    expect(late.status).toBe(409);
    expect(late.body.message).toBe("Only pending bookings can be marked as paid");
    const [row] = await s.deps.db.select().from(flightBookings).where(eq(flightBookings.id, b._id));
    expect(row!.paymentReference).toBe("EP-99812");
  });

  it("expires unapproved bookings after 2 hours, on read and releasing their seats", async () => {
    const f = await newFlight(4);
    const b = (
      await s.post(
        "/api/bookings",
        { ticketId: f._id, passengers: [passenger("Late"), passenger("Later")] },
        { token: ayesha.token },
      )
    ).body.booking;
    expect(await seatsOf(f._id)).toBe(2);
    clock = new Date(clock.getTime() + 2 * 60 * 60 * 1000 - 1000);
    let mine = (await s.get("/api/bookings/me", { token: ayesha.token })).body.bookings.find(
      (x: { _id: string }) => x._id === b._id,
    );
    expect(mine.status).toBe("pending");
    clock = new Date(clock.getTime() + 2000);
    mine = (await s.get("/api/bookings/me", { token: ayesha.token })).body.bookings.find(
      (x: { _id: string }) => x._id === b._id,
    );
    expect(mine).toMatchObject({ status: "cancelled", cancelReason: "expired" });
    expect(await seatsOf(f._id)).toBe(4);
    expect((await s.put(`/api/bookings/${b._id}/approve`, undefined, { token: admin.token })).status).toBe(
      409,
    );
    const logs = await s.deps.db.select().from(activityLogs).where(eq(activityLogs.resourceId, b._id));
    expect(logs.map((l) => l.action)).toEqual(expect.arrayContaining(["create_booking", "cancel_booking"]));
  });
});
