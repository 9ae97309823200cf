// @vitest-environment happy-dom
import { act, useState } from "react";
import { afterEach, describe, expect, it } from "vitest";
import { DataList, type DataListColumn, RENDER_STEP } from "../../../src/ui/data-list.tsx";
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

  it("renders a long list in steps: 'Show more' adds the next rows; a new search starts again", () => {
    const many: Row[] = Array.from({ length: RENDER_STEP * 2 + 5 }, (_, i) => ({
      id: String(i),
      name: `Package ${String(i).padStart(3, "0")}`,
      price: i,
      status: "active",
    }));
    const more = () => document.querySelector<HTMLElement>('[data-testid="data-list-more"]');
    const { rerender } = render(<Harness data={many} />);
    expect(names()).toHaveLength(RENDER_STEP);
    expect(count()).toBe(`Showing ${many.length} of ${many.length} packages`);
    expect(more()?.textContent).toBe(`Show ${RENDER_STEP} more`);
    click(more()!);
    expect(names()).toHaveLength(RENDER_STEP * 2);
    expect(more()?.textContent).toBe("Show 5 more");
    click(more()!);
    expect(names()).toHaveLength(many.length);
    expect(more()).toBeNull();
    rerender(<Harness data={many} term="package" />);
    expect(names()).toHaveLength(RENDER_STEP);
  });
});
