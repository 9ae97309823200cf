import { describe, expect, it } from "vitest";
import { parseJsonSliced, SLICE_ABOVE } from "../../../src/db/sliced-json.ts";

/** Rows with the awkward bits: quotes, backslashes, brackets and commas inside strings, nesting. */
const rows = (n: number) =>
  Array.from({ length: n }, (_, i) => ({
    _id: `r${i}`,
    name: `Row "${i}", [not] {an} array\\`,
    note: i % 7 === 0 ? "ends with a backslash \\\\" : `a, b, c ${"x".repeat(i % 40)}`,
    stops: i % 3 === 0 ? [{ at: "DXB", mins: [45, 60] }] : [],
    price: i * 1.5,
    ok: i % 2 === 0,
    nothing: null,
    unicode: "مکہ ✈ \u2028",
  }));

describe("parseJsonSliced", () => {
  const shapes: Record<string, (r: unknown[]) => unknown> = {
    "{ flights }": (r) => ({ flights: r, total: r.length }),
    "a bare array": (r) => r,
    "{ success, data: { bookings } }": (r) => ({ success: true, data: { bookings: r, page: { n: 1 } } }),
    "a delta page": (r) => ({ changed: r, deleted: ["a", "b"], cursor: "c,[1]" }),
  };
  for (const [label, shape] of Object.entries(shapes))
    it(`gives what JSON.parse gives for ${label}, big and small`, async () => {
      for (const n of [0, 1, 5, 4000]) {
        const text = JSON.stringify(shape(rows(n)), null, n === 5 ? 2 : undefined);
        if (n === 4000) expect(text.length).toBeGreaterThan(SLICE_ABOVE * 2);
        expect(await parseJsonSliced(text, async () => {})).toEqual(JSON.parse(text));
      }
    });

  it("an empty body is undefined; malformed text throws as JSON.parse does", async () => {
    expect(await parseJsonSliced("")).toBeUndefined();
    const big = JSON.stringify({ flights: rows(4000) });
    await expect(parseJsonSliced(big.slice(0, -2))).rejects.toThrow(SyntaxError);
    await expect(parseJsonSliced(big.replace("},{", "},,{"))).rejects.toThrow(SyntaxError);
    await expect(parseJsonSliced(big.replace("},{", "},{,"))).rejects.toThrow(SyntaxError);
    await expect(parseJsonSliced(`${big}]`)).rejects.toThrow(SyntaxError);
    await expect(parseJsonSliced("{nope")).rejects.toThrow(SyntaxError);
  });
});
