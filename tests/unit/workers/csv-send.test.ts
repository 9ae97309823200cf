/**
 * Sending checked rows: when the server refuses rows (a 400 naming them), they become 'Row N'
 * results with every error, and the others are sent again.
 */
import { describe, expect, it, vi } from "vitest";
import { refusedRows, sendImportRows } from "../../../src/workers/csv-send.ts";

const ok = (n: number) => ({
  ok: true as const,
  data: { total: n, success: n, errors: 0, errorDetails: [] as string[] },
});

describe("refusedRows", () => {
  it("groups a 400's field messages by row, in order", () => {
    expect(
      refusedRows(
        {
          "flights.1.airlineName": "Airline must be one of the airlines in the list",
          "flights.1.pnr": "PNR is required",
          "flights.3.price": "Price must be positive",
          body: "ignored",
        },
        "flights",
      ),
    ).toEqual(
      new Map([
        [1, "Airline must be one of the airlines in the list; PNR is required"],
        [3, "Price must be positive"],
      ]),
    );
  });
});

describe("sendImportRows", () => {
  it("passes a clean answer through", async () => {
    const send = vi.fn(async (rows: string[]) => ok(rows.length));
    expect(await sendImportRows(["a", "b"], "flights", send)).toEqual(ok(2));
    expect(send).toHaveBeenCalledTimes(1);
  });

  it("lists the refused rows with all their errors and sends the others again", async () => {
    const send = vi
      .fn()
      .mockResolvedValueOnce({
        ok: false,
        status: 400,
        message: "Row 3: …",
        errors: {
          "flights.1.pnr": "PNR is required",
          "flights.1.departureDate": "Departure date cannot be in the past",
        },
      })
      .mockResolvedValueOnce(ok(2));
    const out = await sendImportRows(["a", "b", "c"], "flights", send);
    expect(send.mock.calls.map((c) => c[0])).toEqual([
      ["a", "b", "c"],
      ["a", "c"],
    ]);
    expect(out).toEqual({
      ok: true,
      data: {
        total: 3,
        success: 2,
        errors: 1,
        errorDetails: ["Row 3: PNR is required; Departure date cannot be in the past"],
      },
    });
  });

  it("answers any other failure as it came", async () => {
    const failed = { ok: false as const, status: 500, message: "Failed to import flights", errors: {} };
    expect(await sendImportRows(["a"], "flights", async () => failed)).toBe(failed);
  });
});
