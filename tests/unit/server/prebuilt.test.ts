import { is, Placeholder } from "drizzle-orm";
import { describe, expect, it } from "vitest";
import { fromDriverRow, placeholderRows } from "../../../server/db/prebuilt.ts";
import { flightBookings } from "../../../server/db/schema.ts";

describe("placeholderRows", () => {
  it("names a slot per row and column, and puts the values under those names", () => {
    const values: Record<string, unknown> = {};
    const { rows, shape } = placeholderRows(
      "w0_",
      [
        { a: 1, b: "x" },
        { a: 2, b: null },
      ],
      values,
    );
    // A null is NULL in the statement itself (no encoder runs on it), and the shape says so.
    expect(values).toEqual({ w0_0_a: 1, w0_0_b: "x", w0_1_a: 2 });
    expect(is(rows[0]!.a, Placeholder) && is(rows[0]!.b, Placeholder) && is(rows[1]!.a, Placeholder)).toBe(
      true,
    );
    expect(rows[1]!.b).toBeNull();
    expect(shape).toBe("a,b,;a,b=null,;");
  });

  it("leaves undefined columns out (their default), and the shape says so", () => {
    const values: Record<string, unknown> = {};
    const full = placeholderRows("p", [{ a: 1, b: 2 }], {});
    const partial = placeholderRows("p", [{ a: 1, b: undefined }], values);
    expect(Object.keys(partial.rows[0]!)).toEqual(["a"]);
    expect(values).toEqual({ p0_a: 1 });
    // Another shape: a statement built for one is never filled in for the other.
    expect(partial.shape).not.toBe(full.shape);
  });
});

describe("fromDriverRow", () => {
  it("maps a returned row as drizzle maps its own: by column name, through each column's decoder", () => {
    const row = fromDriverRow(flightBookings, {
      id: "0b0c6f9e-2b59-4b0e-9f0a-3c6f0d1e2f3a",
      booking_id: "SF-7K2Q9M",
      passenger_count: 2,
      price_per_passenger: "120000.00",
      total_amount: "240000.00",
      flight_snapshot: { flightNumber: "PK 701" },
      expires_at: "2030-02-01 11:00:00.123+00",
      created_at: "2030-02-01 09:00:00+00",
      payment_method: null,
    });
    expect(row.bookingId).toBe("SF-7K2Q9M");
    expect(row.pricePerPassenger).toBe(120000);
    expect(row.totalAmount).toBe(240000);
    expect(row.flightSnapshot).toEqual({ flightNumber: "PK 701" });
    expect(row.expiresAt).toEqual(new Date("2030-02-01T11:00:00.123Z"));
    expect(row.createdAt).toEqual(new Date("2030-02-01T09:00:00Z"));
    // Null (and a column the statement did not return) stays null, as drizzle leaves it.
    expect(row.paymentMethod).toBeNull();
    expect(row.cancelReason).toBeNull();
  });
});
