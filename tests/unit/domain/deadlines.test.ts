/** A flight's airline deadlines (docs/ARCHITECTURE.md §4.8): how they are written, and the dashboard's list. */
import { describe, expect, it } from "vitest";
import {
  agencyDateTime,
  type DeadlineBooking,
  deadlineInstant,
  deadlineProblems,
  deadlinesDueSoon,
} from "../../../src/domain/deadlines.ts";

describe("deadlineInstant", () => {
  it("reads the form's, a CSV's and an API client's writing; without an offset it is Karachi time", () => {
    expect(deadlineInstant("2030-03-10T23:59")).toBe("2030-03-10T18:59:00.000Z");
    expect(deadlineInstant(" 2030-03-10 23:59 ")).toBe("2030-03-10T18:59:00.000Z");
    expect(deadlineInstant("2030-03-10T23:59:30")).toBe("2030-03-10T18:59:30.000Z");
    expect(deadlineInstant("2030-03-10T18:59:00.000Z")).toBe("2030-03-10T18:59:00.000Z");
    expect(deadlineInstant("2030-03-10T20:59+0200")).toBe("2030-03-10T18:59:00.000Z");
    expect(deadlineInstant("2030-03-10T20:59-01:00")).toBe("2030-03-10T21:59:00.000Z");
  });

  it("refuses a date without a time, an impossible date or time, and what is not text", () => {
    for (const v of [
      "2030-03-10",
      "2030-02-30T10:00",
      "2030-03-10T24:00",
      "2030-03-10T10:60",
      "10/03/2030 10:00",
      "",
      5,
      null,
    ])
      expect(deadlineInstant(v)).toBeNull();
  });

  it("agencyDateTime writes an instant back as the form's value, in Karachi time", () => {
    expect(agencyDateTime("2030-03-10T18:59:00.000Z")).toBe("2030-03-10T23:59");
    expect(agencyDateTime("2030-03-10T20:00:00.000Z")).toBe("2030-03-11T01:00");
    expect(agencyDateTime(null)).toBe("");
    expect(agencyDateTime("not a date")).toBe("");
  });
});

describe("deadlineProblems", () => {
  it("refuses a deadline at or after the departure, read as Karachi time", () => {
    expect(
      deadlineProblems({ namesDueAt: "2030-03-12T08:59", ticketingDueAt: null }, "2030-03-12T09:00"),
    ).toEqual([]);
    expect(deadlineProblems({ namesDueAt: "2030-03-12T04:00:00Z" }, "2030-03-12T09:00")).toEqual([
      ["namesDueAt", "Name submission deadline must be before departure"],
    ]);
    expect(deadlineProblems({ ticketingDueAt: "2030-03-13 10:00" }, "2030-03-12T09:00")).toEqual([
      ["ticketingDueAt", "Ticketing deadline must be before departure"],
    ]);
  });
});

describe("deadlinesDueSoon", () => {
  const now = new Date("2030-03-01T07:00:00.000Z"); // 12:00 in Karachi
  const flight = (id: string, over: Record<string, string | null> = {}) => ({
    _id: id,
    departureDate: "2030-03-20",
    departureTime: "09:00",
    namesDueAt: null,
    ticketingDueAt: null,
    namesSentAt: null,
    ...over,
  });
  const booking = (
    flightId: string,
    status: string,
    passengerCount: number,
    approvedAt: string | null = null,
  ): DeadlineBooking => ({
    ticketId: { _id: flightId },
    status,
    passengerCount,
    approvedAt,
  });

  it("lists each deadline within 72 hours, soonest first, with unsent and pending names", () => {
    const flights = [
      flight("a", { namesDueAt: "2030-03-03T18:00:00.000Z", ticketingDueAt: "2030-03-02T07:00:00.000Z" }),
      flight("b", { namesDueAt: "2030-03-04T07:00:01.000Z" }), // 72 h and a second: not yet
      flight("c", { ticketingDueAt: "2030-03-04T07:00:00.000Z" }), // exactly 72 h
      flight("d"),
    ];
    const bookings = [
      booking("a", "approved", 3, "2030-02-20T10:00:00.000Z"),
      booking("a", "pending", 2),
      booking("a", "cancelled", 4),
      booking("b", "approved", 9, "2030-02-20T10:00:00.000Z"),
    ];
    const rows = deadlinesDueSoon(flights, bookings, now).map((r) => [
      r.flight._id,
      r.kind,
      r.overdue,
      r.unsentNames,
      r.pendingNames,
    ]);
    expect(rows).toEqual([
      ["a", "ticketing", false, 3, 2],
      ["a", "names", false, 3, 2],
      ["c", "ticketing", false, 0, 0],
    ]);
  });

  it("counts as sent the bookings approved before the last sending, not those approved since", () => {
    const flights = [
      flight("a", { namesDueAt: "2030-03-02T07:00:00.000Z", namesSentAt: "2030-02-25T10:00:00.000Z" }),
    ];
    const bookings = [
      booking("a", "approved", 4, "2030-02-25T09:00:00.000Z"),
      booking("a", "approved", 1, "2030-02-25T10:00:00.000Z"),
      booking("a", "approved", 2, "2030-02-26T08:00:00.000Z"),
    ];
    expect(deadlinesDueSoon(flights, bookings, now)[0]?.unsentNames).toBe(2);
  });

  it("keeps a passed names deadline with names unsent until the flight leaves, as overdue", () => {
    const due = { namesDueAt: "2030-02-27T07:00:00.000Z" };
    const flights = [
      flight("unsent", due),
      flight("sent", { ...due, namesSentAt: "2030-02-26T07:00:00.000Z" }),
      flight("left", { ...due, departureDate: "2030-03-01", departureTime: "11:00" }),
    ];
    const bookings = ["unsent", "sent", "left"].map((id) =>
      booking(id, "approved", 1, "2030-02-20T07:00:00.000Z"),
    );
    const rows = deadlinesDueSoon(flights, bookings, now);
    expect(rows.map((r) => [r.flight._id, r.overdue])).toEqual([["unsent", true]]);
  });
});
