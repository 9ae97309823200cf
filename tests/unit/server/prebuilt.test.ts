import { is, Placeholder } from "drizzle-orm";
import { describe, expect, it } from "vitest";
import { placeholderRows } from "../../../server/db/prebuilt.ts";

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
    expect(values).toEqual({ w0_0_a: 1, w0_0_b: "x", w0_1_a: 2, w0_1_b: null });
    expect(rows.every((r) => is(r.a, Placeholder) && is(r.b, Placeholder))).toBe(true);
    expect(shape).toBe("a,b,;a,b,;");
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
