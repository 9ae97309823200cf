// @vitest-environment happy-dom
import { act, useState } from "react";
import { afterEach, describe, expect, it } from "vitest";
import { DataList, type DataListColumn, VIRTUALIZE_ABOVE } from "../../../src/ui/data-list.tsx";
import { cleanup, click, render } from "./helpers/render.tsx";

afterEach(cleanup);

type Row = { id: string; name: string; price: number | null; status: string };
const rows: Row[] = [
  { id: "1", name: "Umrah Economy", price: 250000, status: "active" },
  { id: "2", name: "Baku Tour", price: null, status: "sold" },
  { id: "3", name: "Umrah Premium", price: 450000, status: "active" },
];
const columns: DataListColumn<Row>[] = [
  { key: "name", header: "Name", sortValue: (r) => r.name, render: (r) => r.name },
  { key: "price", header: "Price", sortValue: (r) => r.price, render: (r) => r.price ?? "—" },
  { key: "status", header: "Status", render: (r) => r.status },
];

function Harness({
  data = rows,
  term = "",
  layout = "table" as const,
}: {
  data?: Row[];
  term?: string;
  layout?: "table" | "cards";
}) {
  const [status, setStatus] = useState("all");
  return (
    <DataList
      rows={data}
      columns={columns}
      getKey={(r) => r.id}
      layout={layout}
      searchTerm={term}
      searchFields={(r) => [r.name, r.status]}
      countLabel="packages"
      newColumnDirection="desc"
      filters={[
        {
          id: "status",
          label: "Status",
          value: status,
          onChange: setStatus,
          options: [
            { value: "all", label: "All Status" },
            { value: "active", label: "active" },
            { value: "sold", label: "sold" },
          ],
          predicate: (r, v) => r.status === v,
        },
      ]}
      emptyState={<p>No packages yet</p>}
      noMatchState={<p>No packages match</p>}
    />
  );
}

const names = () =>
  [...document.querySelectorAll("tbody tr")].map((tr) => tr.querySelector("td")?.textContent);
const header = (key: string) => document.querySelector<HTMLElement>(`[data-sort-key="${key}"]`)!;
const count = () => document.querySelector('[data-testid="data-list-count"]')?.textContent;

describe("DataList", () => {
  it("shows the rows and the count", () => {
    render(<Harness />);
    expect(names()).toEqual(["Umrah Economy", "Baku Tour", "Umrah Premium"]);
    expect(count()).toBe("Showing 3 of 3 packages");
  });

  it("sorts by a header click: a new column starts in newColumnDirection, a second click toggles", () => {
    render(<Harness />);
    click(header("price"));
    expect(names()).toEqual(["Umrah Premium", "Umrah Economy", "Baku Tour"]);
    expect(header("price").closest("th")!.getAttribute("aria-sort")).toBe("descending");
    click(header("price"));
    expect(names()).toEqual(["Umrah Economy", "Umrah Premium", "Baku Tour"]);
    expect(header("price").closest("th")!.getAttribute("aria-sort")).toBe("ascending");
    click(header("name"));
    expect(header("price").closest("th")!.hasAttribute("aria-sort")).toBe(false);
    expect(names()).toEqual(["Umrah Premium", "Umrah Economy", "Baku Tour"]);
    expect(document.querySelector('[data-sort-key="status"]')).toBeNull();
  });

  it("filters with the select and clears filters", () => {
    render(<Harness />);
    const select = document.querySelector<HTMLSelectElement>('select[data-filter="status"]')!;
    select.value = "sold";
    act(() => void select.dispatchEvent(new Event("change", { bubbles: true })));
    expect(names()).toEqual(["Baku Tour"]);
    expect(count()).toBe("Showing 1 of 3 packages");
    const clear = [...document.querySelectorAll("button")].find((b) =>
      b.textContent?.includes("Clear Filters"),
    )!;
    click(clear);
    expect(names()).toHaveLength(3);
  });

  it("tells no rows from no match", () => {
    const { rerender } = render(<Harness data={[]} />);
    expect(document.body.textContent).toContain("No packages yet");
    rerender(<Harness term="zzz" />);
    expect(document.body.textContent).toContain("No packages match");
    expect(count()).toBe("Showing 0 of 3 packages");
    rerender(<Harness term="umrah prem" />);
    expect(names()).toEqual(["Umrah Premium"]);
  });

  it("renders cards in the cards layout", () => {
    render(<Harness layout="cards" />);
    expect(document.querySelectorAll('[data-testid="data-list-cards"] > li')).toHaveLength(3);
    expect(document.querySelector("table")).toBeNull();
  });

  const many = (n: number): Row[] =>
    Array.from({ length: n }, (_, i) => ({
      id: String(i),
      name: `Package ${String(i).padStart(4, "0")}`,
      price: i,
      status: "active",
    }));
  const keys = () =>
    [...document.querySelectorAll("[data-row-key]")].map((el) => el.getAttribute("data-row-key"));

  it("renders a list of up to VIRTUALIZE_ABOVE rows in full, without a window", () => {
    render(<Harness data={many(VIRTUALIZE_ABOVE)} />);
    expect(names()).toHaveLength(VIRTUALIZE_ABOVE);
    expect(document.querySelector("table")!.hasAttribute("aria-rowcount")).toBe(false);
    expect(document.querySelector('[data-testid="data-list-more"]')).toBeNull();
  });

  it("virtualises a long list: a window of rows, spacers for the rest, the full count and row count", () => {
    const data = many(1000);
    render(<Harness data={data} />);
    const rendered = keys();
    // The test DOM has no layout: rows keep their estimated height, the window is the viewport.
    expect(rendered.length).toBeGreaterThan(5);
    expect(rendered.length).toBeLessThan(VIRTUALIZE_ABOVE);
    expect(rendered.slice(0, 3)).toEqual(["0", "1", "2"]);
    expect(count()).toBe("Showing 1000 of 1000 packages");
    const table = document.querySelector("table")!;
    expect(table.getAttribute("aria-rowcount")).toBe("1001");
    expect(document.querySelector('[data-row-key="2"]')!.getAttribute("aria-rowindex")).toBe("4");
    // Below the window a spacer row holds the height of the rows left out.
    const spacer = [...document.querySelectorAll('tbody tr[aria-hidden="true"]')];
    expect(spacer).toHaveLength(1);
    const height = Number.parseFloat((spacer[0]!.firstElementChild as HTMLElement).style.height);
    expect(height).toBeGreaterThan((1000 - rendered.length - 1) * 40);
  });

  it("moves the window with the page's scroll", () => {
    render(<Harness data={many(1000)} />);
    act(() => {
      window.scrollTo(0, 57 * 500);
      window.dispatchEvent(new Event("scroll"));
    });
    const rendered = keys().map(Number);
    expect(rendered).toContain(500);
    expect(rendered).not.toContain(0);
    expect(document.querySelectorAll('tbody tr[aria-hidden="true"]')).toHaveLength(2);
    act(() => {
      window.scrollTo(0, 0);
      window.dispatchEvent(new Event("scroll"));
    });
    expect(keys().map(Number)).toContain(0);
  });

  it("a search narrows a long list: the matches render in full; a sort reorders the window", () => {
    const data = many(1000);
    const { rerender } = render(<Harness data={data} term="package 000" />);
    // Package 0000 … 0009 match.
    expect(names()).toHaveLength(10);
    expect(count()).toBe("Showing 10 of 1000 packages");
    rerender(<Harness data={data} term="" />);
    click(header("price"));
    expect(keys().slice(0, 2)).toEqual(["999", "998"]);
  });

  it("virtualises cards too, with their position in the set", () => {
    render(<Harness data={many(1000)} layout="cards" />);
    const items = document.querySelectorAll('[data-testid="data-list-cards"] > li[data-row-key]');
    expect(items.length).toBeGreaterThan(0);
    expect(items.length).toBeLessThan(VIRTUALIZE_ABOVE);
    expect(items[0]!.getAttribute("aria-setsize")).toBe("1000");
    expect(items[0]!.getAttribute("aria-posinset")).toBe("1");
  });

  it("select all takes every matching row of a long list, rendered or not", () => {
    const data = many(1000);
    let selected = new Set<string>();
    function Selecting({ term }: { term: string }) {
      const [sel, setSel] = useState<Set<string>>(new Set());
      selected = sel;
      return (
        <DataList
          rows={data}
          columns={columns}
          getKey={(r) => r.id}
          layout="table"
          searchTerm={term}
          searchFields={(r) => [r.name]}
          selection={{ selected: sel, onChange: setSel }}
          emptyState={<p>none</p>}
          noMatchState={<p>no match</p>}
        />
      );
    }
    const { rerender } = render(<Selecting term="" />);
    const all = () => document.querySelector<HTMLInputElement>('input[aria-label="Select all"]')!;
    click(all());
    expect(selected.size).toBe(1000);
    expect(all().checked).toBe(true);
    click(all());
    expect(selected.size).toBe(0);
    rerender(<Selecting term="package 01" />);
    click(all());
    const matching = data.filter((r) => r.name.includes("01")).map((r) => r.id);
    expect(matching.length).toBeGreaterThan(VIRTUALIZE_ABOVE);
    expect([...selected].sort()).toEqual(matching.sort());
    rerender(<Selecting term="" />);

    // The focused row stays rendered while scrolled away, between spacers, and goes when it loses focus.
    const box = document.querySelector<HTMLInputElement>('[data-row-key="3"] input')!;
    act(() => box.focus());
    const scroll = (y: number) =>
      act(() => {
        window.scrollTo(0, y);
        window.dispatchEvent(new Event("scroll"));
      });
    scroll(57 * 600);
    expect(keys()).toContain("3");
    expect(keys()).toContain("600");
    expect(document.activeElement).toBe(box);
    expect(document.querySelectorAll('tbody tr[aria-hidden="true"]')).toHaveLength(3);
    act(() => box.blur());
    scroll(57 * 700);
    expect(keys()).not.toContain("3");
    scroll(0);
  });
});
