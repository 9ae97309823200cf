import fc from "fast-check";
import { describe, expect, it, vi } from "vitest";
import {
  applyFilters,
  compareValues,
  computeView,
  type DataListFilter,
  layoutForWidth,
  narrowsSearch,
  nextSort,
  type Sorter,
  searchRows,
  showingLabel,
  sortRows,
  warmSearch,
  windowParts,
} from "../../../src/ui/data-list-model.ts";
import { matchesSearch } from "../../../src/ui/search.ts";

type Flight = { id: string; airline: string; price: number | null; date: string | null; status: string };

const rows: Flight[] = [
  { id: "a", airline: "Saudia", price: 145000, date: "2026-04-01", status: "active" },
  { id: "b", airline: "Emirates", price: null, date: "2026-03-20", status: "sold" },
  { id: "c", airline: "air blue", price: 98000, date: null, status: "active" },
  { id: "d", airline: "Qatar Airways", price: 210000, date: "2026-05-11", status: "delayed" },
  { id: "e", airline: "PIA", price: 98000, date: "2026-02-02", status: "active" },
];

const sorters: Sorter<Flight>[] = [
  { key: "airline", sortValue: (r) => r.airline },
  { key: "price", sortValue: (r) => r.price },
  { key: "date", sortValue: (r) => r.date },
];

const ids = (list: Flight[]) => list.map((r) => r.id);

describe("nextSort", () => {
  it("starts a new column in the given direction", () => {
    expect(nextSort(null, "price")).toEqual({ key: "price", direction: "asc" });
    expect(nextSort(null, "price", "desc")).toEqual({ key: "price", direction: "desc" });
    expect(nextSort({ key: "date", direction: "asc" }, "price", "desc")).toEqual({
      key: "price",
      direction: "desc",
    });
    expect(nextSort({ key: "date", direction: "desc" }, "price", "asc")).toEqual({
      key: "price",
      direction: "asc",
    });
  });

  it("toggles the direction on the same column", () => {
    const first = nextSort(null, "price", "desc");
    const second = nextSort(first, "price", "desc");
    const third = nextSort(second, "price", "desc");
    expect(second.direction).toBe("asc");
    expect(third.direction).toBe("desc");
  });
});

describe("sortRows", () => {
  it("keeps the order without a sort, and never changes its input", () => {
    const copy = [...rows];
    expect(ids(sortRows(rows, sorters, null))).toEqual(["a", "b", "c", "d", "e"]);
    sortRows(rows, sorters, { key: "price", direction: "desc" });
    expect(rows).toEqual(copy);
  });

  it("sorts numbers by value, ascending and descending, stably", () => {
    expect(ids(sortRows(rows, sorters, { key: "price", direction: "asc" }))).toEqual([
      "c",
      "e",
      "a",
      "d",
      "b",
    ]);
    expect(ids(sortRows(rows, sorters, { key: "price", direction: "desc" }))).toEqual([
      "d",
      "a",
      "c",
      "e",
      "b",
    ]);
  });

  it("puts missing values last in both directions", () => {
    expect(ids(sortRows(rows, sorters, { key: "date", direction: "asc" })).at(-1)).toBe("c");
    expect(ids(sortRows(rows, sorters, { key: "date", direction: "desc" })).at(-1)).toBe("c");
    expect(ids(sortRows(rows, sorters, { key: "date", direction: "desc" }))).toEqual([
      "d",
      "a",
      "b",
      "e",
      "c",
    ]);
  });

  it("sorts text case-insensitively", () => {
    expect(ids(sortRows(rows, sorters, { key: "airline", direction: "asc" }))).toEqual([
      "c",
      "b",
      "e",
      "d",
      "a",
    ]);
  });

  it("ignores an unknown key", () => {
    expect(ids(sortRows(rows, sorters, { key: "nope", direction: "asc" }))).toEqual([
      "a",
      "b",
      "c",
      "d",
      "e",
    ]);
  });
});

describe("compareValues", () => {
  it("orders text naturally", () => {
    expect(compareValues("A2", "A10")).toBeLessThan(0);
    expect(compareValues("b", "B")).toBe(0);
    expect(compareValues(2, 10)).toBeLessThan(0);
  });
});

function statusFilter(value: string): DataListFilter<Flight> {
  return {
    id: "status",
    label: "Status",
    options: [
      { value: "all", label: "All" },
      { value: "active", label: "Active" },
      { value: "sold", label: "Sold out" },
    ],
    value,
    onChange: vi.fn(),
    predicate: (r, v) => r.status === v,
  };
}

describe("filters and search", () => {
  it("an inactive filter (its first option) does not filter nor call the predicate", () => {
    const f = statusFilter("all");
    const predicate = vi.fn(f.predicate);
    expect(applyFilters(rows, [{ ...f, predicate }])).toHaveLength(5);
    expect(predicate).not.toHaveBeenCalled();
  });

  it("an active filter keeps the rows its predicate accepts; filters combine", () => {
    expect(ids(applyFilters(rows, [statusFilter("active")]))).toEqual(["a", "c", "e"]);
    const cheap: DataListFilter<Flight> = {
      id: "price",
      label: "Price",
      options: [
        { value: "any", label: "Any" },
        { value: "cheap", label: "Under 100k" },
      ],
      value: "cheap",
      onChange: vi.fn(),
      predicate: (r) => (r.price ?? Infinity) < 100000,
    };
    expect(ids(applyFilters(rows, [statusFilter("active"), cheap]))).toEqual(["c", "e"]);
  });

  it("honours an explicit allValue", () => {
    const f = { ...statusFilter(""), allValue: "" };
    expect(applyFilters(rows, [f])).toHaveLength(5);
  });

  it("searches the given fields", () => {
    expect(ids(searchRows(rows, "air", (r) => [r.airline]))).toEqual(["c", "d"]);
    expect(ids(searchRows(rows, "AIR active", (r) => [r.airline, r.status]))).toEqual(["c"]);
    expect(searchRows(rows, "air")).toHaveLength(5);
  });

  it("searches exactly as matchesSearch does (cached fields included)", () => {
    const fields = (r: Flight) => [r.airline, r.price, r.date, r.status];
    const word = fc.constantFrom(
      "air",
      "AIR",
      "a",
      "98",
      "2026-0",
      "sold",
      "qatar airways",
      " pia ",
      "",
      "zz",
    );
    fc.assert(
      fc.property(fc.array(word, { maxLength: 3 }), (words) => {
        const term = words.join(" ");
        // Twice: the second search reads the cached lower-cased fields.
        for (let i = 0; i < 2; i++)
          expect(ids(searchRows(rows, term, fields))).toEqual(
            ids(rows.filter((r) => matchesSearch(term, ...fields(r)))),
          );
      }),
    );
  });

  it("a word must lie within one field, never across two", () => {
    const fields = (r: Flight) => [r.airline, r.status];
    // 'Saudia' + 'active': 'iaac' spans the two fields.
    expect(ids(searchRows(rows, "iaac", fields))).toEqual([]);
    expect(ids(searchRows(rows, "saudia\u0000active", fields))).toEqual([]);
    expect(ids(searchRows(rows, "udia acti", fields))).toEqual(["a"]);
  });

  it("warmSearch makes every row's search text ahead: the search then reads it, and finds the same", async () => {
    const many = Array.from({ length: 1200 }, (_, i) => ({
      id: String(i),
      airline: i % 3 ? "PIA" : "Emirates",
    }));
    const fields = vi.fn((r: { airline: string }) => [r.airline]);
    warmSearch(many, fields, new AbortController().signal);
    await vi.waitFor(() => expect(fields).toHaveBeenCalledTimes(many.length));
    expect(searchRows(many, "emir", fields)).toHaveLength(400);
    expect(fields).toHaveBeenCalledTimes(many.length);
  });

  it("warmSearch stops when its signal aborts", async () => {
    const many = Array.from({ length: 5000 }, (_, i) => ({ id: String(i), airline: "PIA" }));
    const fields = vi.fn((r: { airline: string }) => [r.airline]);
    const stop = new AbortController();
    stop.abort();
    warmSearch(many, fields, stop.signal);
    await new Promise((r) => setTimeout(r, 50));
    expect(fields).not.toHaveBeenCalled();
  });

  it("a changed row (a new object) is searched by its new fields", () => {
    const fields = (r: Flight) => [r.airline];
    expect(ids(searchRows(rows, "emirates", fields))).toEqual(["b"]);
    const changed = rows.map((r) => (r.id === "b" ? { ...r, airline: "flydubai" } : r));
    expect(ids(searchRows(changed, "emirates", fields))).toEqual([]);
    expect(ids(searchRows(changed, "flydubai", fields))).toEqual(["b"]);
  });
});

describe("computeView", () => {
  it("filters, searches, sorts and counts", () => {
    const view = computeView({
      rows,
      sorters,
      sort: { key: "price", direction: "desc" },
      filters: [statusFilter("active")],
      searchTerm: "a",
      searchFields: (r) => [r.airline],
    });
    expect(ids(view.visible)).toEqual(["a", "c", "e"]);
    expect(view.total).toBe(5);
    expect(view.filtered).toBe(true);
    expect(view.searching).toBe(true);
    expect(view.state).toBe("rows");
    expect(showingLabel(view.visible.length, view.total, "flights")).toBe("Showing 3 of 5 flights");
  });

  it("tells 'no rows at all' from 'nothing matches'", () => {
    expect(computeView({ rows: [], sorters, sort: null }).state).toBe("empty");
    const none = computeView({
      rows,
      sorters,
      sort: null,
      searchTerm: "zzz",
      searchFields: (r) => [r.airline],
    });
    expect(none.state).toBe("no-match");
    expect(none.visible).toEqual([]);
    expect(none.total).toBe(5);
    expect(computeView({ rows, sorters, sort: null, filters: [statusFilter("all")] }).filtered).toBe(false);
  });

  it("sorting first (or presorted) gives the rows of filter → search → sort, in the same order", () => {
    const row = fc.record({
      id: fc.uuid(),
      airline: fc.constantFrom("Saudia", "Emirates", "air blue", "PIA", ""),
      price: fc.option(fc.integer({ min: 0, max: 5 }), { nil: null }),
      date: fc.option(fc.constantFrom("2026-01-01", "2026-02-01"), { nil: null }),
      status: fc.constantFrom("active", "sold"),
    });
    const sort = fc.option(
      fc.record({
        key: fc.constantFrom("airline", "price", "date"),
        direction: fc.constantFrom("asc" as const, "desc" as const),
      }),
      { nil: null },
    );
    fc.assert(
      fc.property(
        fc.array(row, { maxLength: 30 }),
        sort,
        fc.constantFrom("", "a", "air", "s"),
        (list, s, term) => {
          const filters = [statusFilter("active")];
          const searchFields = (r: Flight) => [r.airline];
          const expected = sortRows(searchRows(applyFilters(list, filters), term, searchFields), sorters, s);
          const view = computeView({ rows: list, sorters, sort: s, filters, searchTerm: term, searchFields });
          expect(ids(view.visible)).toEqual(ids(expected));
          const presorted = sortRows(list, sorters, s);
          const again = computeView({
            rows: list,
            sorters,
            sort: s,
            filters,
            searchTerm: term,
            searchFields,
            presorted,
          });
          expect(ids(again.visible)).toEqual(ids(expected));
        },
      ),
    );
  });

  it("labels the count with 'entries' by default", () => {
    expect(showingLabel(0, 12)).toBe("Showing 0 of 12 entries");
  });
});

describe("narrowing a search", () => {
  it("a term narrows the last one when each of its words lies within a word of the new term", () => {
    expect(narrowsSearch("", "d")).toBe(true);
    expect(narrowsSearch("d", "dx")).toBe(true);
    expect(narrowsSearch("dx", " DXB ")).toBe(true);
    expect(narrowsSearch("air", "air blue")).toBe(true);
    expect(narrowsSearch("blue air", "airline blues")).toBe(true);
    expect(narrowsSearch("dxb", "dx")).toBe(false);
    expect(narrowsSearch("dx", "")).toBe(false);
    expect(narrowsSearch("ab", "a b")).toBe(false);
  });

  it("searching within the last matches gives what searching every row gives, whenever the term narrows", () => {
    const fields = (r: Flight) => [r.airline, r.status, r.price];
    const word = fc.string({ unit: fc.constantFrom("a", "i", "r", "e", "s", "9", "8", " "), maxLength: 6 });
    fc.assert(
      fc.property(word, word, (before, after) => {
        fc.pre(narrowsSearch(before, after));
        const base = {
          rows,
          sorters,
          sort: { key: "price", direction: "asc" as const },
          searchFields: fields,
        };
        const last = computeView({ ...base, searchTerm: before });
        const within = computeView({ ...base, searchTerm: after, searchWithin: last.visible });
        expect(ids(within.visible)).toEqual(ids(computeView({ ...base, searchTerm: after }).visible));
      }),
    );
  });
});

describe("layoutForWidth", () => {
  it("picks the layout by container width", () => {
    expect(layoutForWidth(1440)).toBe("table");
    expect(layoutForWidth(1024)).toBe("table");
    expect(layoutForWidth(1023)).toBe("compact");
    expect(layoutForWidth(640)).toBe("compact");
    expect(layoutForWidth(639)).toBe("cards");
    expect(layoutForWidth(0)).toBe("cards");
  });
});

describe("windowParts", () => {
  const item = (index: number, start: number, size = 10) => ({ index, start, end: start + size });

  it("puts spacers before and after the rendered items so the list keeps its height", () => {
    // A list at offset 100 with 50 rows of 10 px: rows 20–24 rendered.
    const items = [20, 21, 22, 23, 24].map((i) => item(i, 100 + i * 10));
    expect(windowParts(items, 100, 600)).toEqual([
      { kind: "spacer", key: "before-20", size: 200 },
      ...[20, 21, 22, 23, 24].map((index) => ({ kind: "item", index })),
      { kind: "spacer", key: "after", size: 250 },
    ]);
  });

  it("leaves out spacers of no height (the top and the end of the list)", () => {
    const items = [0, 1, 2].map((i) => item(i, i * 10));
    expect(windowParts(items, 0, 30)).toEqual([0, 1, 2].map((index) => ({ kind: "item", index })));
    expect(windowParts([], 0, 500)).toEqual([]);
  });

  it("puts a spacer between two items that are not neighbours (a focused row kept in)", () => {
    const items = [item(3, 30), item(40, 400), item(41, 410)];
    expect(windowParts(items, 0, 500)).toEqual([
      { kind: "spacer", key: "before-3", size: 30 },
      { kind: "item", index: 3 },
      { kind: "spacer", key: "before-40", size: 360 },
      { kind: "item", index: 40 },
      { kind: "item", index: 41 },
      { kind: "spacer", key: "after", size: 80 },
    ]);
  });
});
