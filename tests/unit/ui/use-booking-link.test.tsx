// @vitest-environment happy-dom
import { act, useState } from "react";
import { afterEach, beforeEach, describe, expect, it, vi } from "vitest";
import { BOOKING_GONE, BOOKING_NOT_LOADED, useBookingLink } from "../../../src/ui/use-booking-link.ts";
import { cleanup, click, render } from "./helpers/render.tsx";

const fake = vi.hoisted(() => ({
  search: {} as Record<string, unknown>,
  navigate: vi.fn(),
  syncNow: vi.fn(
    async (): Promise<{ results: { table: string; ok: boolean }[]; stopped: string | null }> => ({
      results: [],
      stopped: null,
    }),
  ),
  mirror: new Map<string, { _id: string }>(),
  warning: vi.fn(),
}));

vi.mock("@tanstack/react-router", () => ({
  useSearch: () => fake.search,
  useNavigate: () => fake.navigate,
}));
vi.mock("../../../src/db/sync.ts", () => ({ syncNow: fake.syncNow }));
vi.mock("../../../src/db/schema.ts", () => ({
  db: { mirror: () => ({ get: async (id: string) => fake.mirror.get(id) }) },
}));
vi.mock("../../../src/ui/toast.ts", () => ({ toast: { warning: fake.warning } }));

const ID = "0b6f3c1e-2a4d-4e8f-9c1b-7d5e3f2a1b0c";

function Screen({ rows, loading = false }: { rows: { _id: string }[]; loading?: boolean }) {
  const [openId, setOpenId] = useState<string | null>(null);
  useBookingLink({ table: "bookings", rows, loading, openId, open: setOpenId });
  return (
    <button type="button" data-open={openId ?? ""} onClick={() => setOpenId(null)}>
      Close
    </button>
  );
}

const opened = (c: HTMLElement) => c.querySelector("button")?.getAttribute("data-open");
const settle = () => act(async () => {});

beforeEach(() => {
  fake.search = { booking: ID, status: "cancelled" };
  fake.mirror.clear();
});
afterEach(() => {
  cleanup();
  vi.clearAllMocks();
});

describe("useBookingLink", () => {
  it("opens a booking the rows hold once they are read, and drops the link when its details close", () => {
    const r = render(<Screen rows={[{ _id: ID }]} loading />);
    expect(opened(r.container)).toBe("");
    r.rerender(<Screen rows={[{ _id: ID }]} />);
    expect(opened(r.container)).toBe(ID);
    expect(fake.navigate).not.toHaveBeenCalled();
    expect(fake.syncNow).not.toHaveBeenCalled();

    click(r.container.querySelector("button")!);
    expect(fake.navigate).toHaveBeenCalledTimes(1);
    const [{ search, replace }] = fake.navigate.mock.calls[0]!;
    expect(replace).toBe(true);
    expect(search({ booking: ID, status: "cancelled" })).toEqual({ status: "cancelled" });
  });

  it("waits for a pull of the list, then opens the booking the pull brought", async () => {
    fake.syncNow.mockImplementationOnce(async () => {
      fake.mirror.set(ID, { _id: ID });
      return { results: [], stopped: null };
    });
    const r = render(<Screen rows={[]} />);
    await settle();
    expect(fake.syncNow).toHaveBeenCalledWith(["bookings"]);
    expect(fake.warning).not.toHaveBeenCalled();
    r.rerender(<Screen rows={[{ _id: ID }]} />);
    expect(opened(r.container)).toBe(ID);
  });

  it("says a booking still missing after the pull is gone, and drops the link", async () => {
    render(<Screen rows={[{ _id: "another" }]} />);
    await settle();
    expect(fake.syncNow).toHaveBeenCalledTimes(1);
    expect(fake.warning).toHaveBeenCalledWith(BOOKING_GONE, expect.anything());
    expect(fake.navigate).toHaveBeenCalledTimes(1);
  });

  it("after a pull that failed, says the list could not be refreshed, not that the booking is gone", async () => {
    fake.syncNow.mockImplementationOnce(async () => ({
      results: [{ table: "bookings", ok: false, error: "offline", status: 0 }],
      stopped: null,
    }));
    render(<Screen rows={[]} />);
    await settle();
    expect(fake.warning).toHaveBeenCalledWith(BOOKING_NOT_LOADED, expect.anything());
    expect(fake.warning).not.toHaveBeenCalledWith(BOOKING_GONE, expect.anything());
    expect(fake.navigate).toHaveBeenCalledTimes(1);
  });

  it("does nothing without a link", async () => {
    fake.search = {};
    const r = render(<Screen rows={[{ _id: ID }]} />);
    await settle();
    expect(opened(r.container)).toBe("");
    expect(fake.syncNow).not.toHaveBeenCalled();
    expect(fake.navigate).not.toHaveBeenCalled();
  });
});
