import { describe, expect, it } from "vitest";
import { parseJsonSliced, readTextPieces, SLICE_ABOVE, scanRows } from "../../../src/db/sliced-json.ts";

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
    // One escaped quote (an odd number), then commas and brackets: a scan that lost the escape
    // would step out of the string here.
    seat: i % 5 === 0 ? `32" pitch], {legroom` : "standard",
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

  it("gives the same from the text in pieces, whatever the pieces cut: strings, escapes, backslash runs", async () => {
    const text = JSON.stringify({ flights: rows(4000), total: 4000 });
    const whole = await scanRows(text);
    expect(whole).toMatchObject({ elements: 4000 });
    const cutAfter = (test: (ch: string) => boolean) =>
      [...text].flatMap((ch, i) => (test(ch) ? [i + 1] : []));
    const step = Math.floor(text.length / 7);
    const splits = {
      "after every backslash": cutAfter((ch) => ch === "\\"),
      "after every quote": cutAfter((ch) => ch === '"'),
      "before every quote": cutAfter((ch) => ch === '"').map((i) => i - 1),
      evenly: Array.from({ length: 6 }, (_, k) => (k + 1) * step),
      "after the first character": [1],
      "before the last": [text.length - 1],
    };
    for (const [label, points] of Object.entries(splits)) {
      const sorted = [...new Set(points)].filter((i) => i > 0 && i < text.length).sort((a, b) => a - b);
      const pieces = [0, ...sorted].map((from, k) => text.slice(from, sorted[k] ?? text.length));
      expect(pieces.join(""), label).toBe(text);
      // The scan itself (parseJsonSliced would hide a wrong one behind its JSON.parse fallback).
      expect(await scanRows(pieces), label).toEqual(whole);
      expect(await parseJsonSliced(pieces, async () => {}), label).toEqual(JSON.parse(text));
    }
    // One piece per character.
    const small = JSON.stringify(rows(3));
    expect(await parseJsonSliced([...small], async () => {})).toEqual(JSON.parse(small));
  });

  it("an empty body is undefined; malformed text throws as JSON.parse does", async () => {
    expect(await parseJsonSliced("")).toBeUndefined();
    const big = JSON.stringify({ flights: rows(4000) });
    await expect(parseJsonSliced(big.slice(0, -2))).rejects.toThrow(SyntaxError);
    await expect(parseJsonSliced(big.replace("},{", "},,{"))).rejects.toThrow(SyntaxError);
    await expect(parseJsonSliced(big.replace("},{", "},{,"))).rejects.toThrow(SyntaxError);
    await expect(parseJsonSliced(`${big}]`)).rejects.toThrow(SyntaxError);
    await expect(parseJsonSliced("{nope")).rejects.toThrow(SyntaxError);
    expect(await parseJsonSliced([])).toBeUndefined();
    const half = Math.floor(big.length / 2);
    await expect(parseJsonSliced([big.slice(0, half), big.slice(half, -2)])).rejects.toThrow(SyntaxError);
    // An unclosed string to the end.
    await expect(parseJsonSliced([big.slice(0, -2), '"]}'])).rejects.toThrow(SyntaxError);
  });
});

describe("readTextPieces", () => {
  const streamOf = (chunks: Uint8Array[]) =>
    new ReadableStream<Uint8Array>({
      start(c) {
        for (const chunk of chunks) c.enqueue(chunk);
        c.close();
      },
    });

  it("gives the body's text, a character split across two chunks whole", async () => {
    const bytes = new TextEncoder().encode('{"name":"Umrah — Makkah ٱلْحَجّ ✈️"}');
    // Cut inside the em dash (3 bytes) and inside the emoji (4 bytes).
    const dash = bytes.indexOf(0xe2);
    const cuts = [0, dash + 1, dash + 2, bytes.length - 3, bytes.length];
    const chunks = cuts.slice(1).map((end, i) => bytes.slice(cuts[i], end));
    expect((await readTextPieces(streamOf(chunks))).join("")).toBe('{"name":"Umrah — Makkah ٱلْحَجّ ✈️"}');
  });

  it("gives an empty text for no body or an empty one", async () => {
    expect(await readTextPieces(null)).toEqual([]);
    expect(await readTextPieces(streamOf([]))).toEqual([]);
  });

  it("fails as the stream fails (a connection dropped half-way is not a short text)", async () => {
    const broken = new ReadableStream<Uint8Array>({
      start(c) {
        c.enqueue(new TextEncoder().encode('{"flights":['));
        c.error(new TypeError("network error"));
      },
    });
    await expect(readTextPieces(broken)).rejects.toThrow("network error");
  });
});
