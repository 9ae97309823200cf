import { describe, expect, it } from "vitest";
import { parseAdminBookingsSearch } from "../../../src/features/admin-flights/route-search.ts";
import { parsePackageBookingsSearch } from "../../../src/features/admin-packages/route-search.ts";
import { parseBookingsSearch } from "../../../src/features/customer-flights/route-search.ts";
import { parseBookingLink, withoutBookingLink } from "../../../src/ui/booking-link.ts";

const ID = "0b6f3c1e-2a4d-4e8f-9c1b-7d5e3f2a1b0c";

describe("parseBookingLink (?booking=<id>)", () => {
  it("keeps a uuid, lower-cased and trimmed", () => {
    expect(parseBookingLink({ booking: ID })).toEqual({ booking: ID });
    expect(parseBookingLink({ booking: ` ${ID.toUpperCase()} ` })).toEqual({ booking: ID });
  });

  it("drops anything that is not a uuid, never throwing", () => {
    for (const booking of [
      undefined,
      null,
      "",
      "abc",
      42,
      [ID],
      { id: ID },
      `${ID}x`,
      ID.slice(1),
      ID.replaceAll("-", ""),
      "BK-2026-0001",
      "<script>",
    ])
      expect(parseBookingLink({ booking })).toEqual({});
    expect(parseBookingLink({})).toEqual({});
  });

  it("is taken out of the URL with the other params kept", () => {
    expect(withoutBookingLink({ status: "pending", booking: ID })).toEqual({ status: "pending" });
    expect(withoutBookingLink({})).toEqual({});
  });
});

describe("the list routes keep their filters next to ?booking=", () => {
  it("My Bookings", () => {
    expect(parseBookingsSearch({ status: "cancelled", date: "today", booking: ID })).toEqual({
      status: "cancelled",
      date: "today",
      booking: ID,
    });
    expect(parseBookingsSearch({ status: "nope", booking: "nope" })).toEqual({});
  });

  it("Customer Bookings (admin)", () => {
    expect(parseAdminBookingsSearch({ status: "pending", booking: ID })).toEqual({
      status: "pending",
      booking: ID,
    });
    expect(parseAdminBookingsSearch({ booking: "1" })).toEqual({});
  });

  it("Package Bookings (admin)", () => {
    expect(parsePackageBookingsSearch({ package: "Umrah", booking: ID })).toEqual({
      package: "Umrah",
      booking: ID,
    });
    expect(parsePackageBookingsSearch({ booking: `${ID}/` })).toEqual({});
  });
});
