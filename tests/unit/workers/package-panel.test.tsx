// @vitest-environment happy-dom
import { act } from "react";
import { afterEach, describe, expect, it, vi } from "vitest";
import type { PackageBookingRow, PackageRow } from "../../../src/db/schema.ts";
import { adminFigures, packageInventory } from "../../../src/domain/analytics.ts";
import { usePackageAnalytics } from "../../../src/features/admin-packages/package-analytics.ts";
import { bookingFacts, packagePanel } from "../../../src/workers/analytics.worker.ts";
import type { PackagePanelData } from "../../../src/workers/analytics-client.ts";
import { cleanup, render } from "../ui/helpers/render.tsx";

// The hook talks to the worker through the client: here the client runs the worker's own function.
const packagePanelCall = vi.hoisted(() => vi.fn());
vi.mock("../../../src/workers/analytics-client.ts", () => ({
  analytics: { packagePanel: packagePanelCall },
}));

afterEach(() => {
  cleanup();
  packagePanelCall.mockReset();
});

let seq = 0;
const NOW = Date.parse("2026-03-12T06:00:00.000Z");
const TODAY = "2026-03-12";

function pkg(type: string, status: string, departureDate = "2026-04-01", current = 0): PackageRow {
  seq++;
  return {
    _id: `pkg-${seq}`,
    name: `Package ${seq}`,
    type,
    status,
    departureDate,
    currentParticipants: current,
    maxParticipants: 10,
  } as unknown as PackageRow;
}

/** A booking as the server writes it: totalAmount = package price × participants. */
function booking(status: string, createdAt: string, price: number, people: number): PackageBookingRow {
  seq++;
  return {
    _id: `pb-${seq}`,
    bookingId: `PK-${String(seq).padStart(8, "0")}`,
    status,
    createdAt,
    participantCount: people,
    pricePerPerson: price,
    totalAmount: Math.round(price * people * 100) / 100,
    packageDetails: { name: "Economy Umrah 15 Days", destination: "Makkah", price },
    packageId: null,
    passengers: Array.from({ length: people }, (_, i) => ({ name: `PASSENGER ${i + 1}`, passport: "AB1" })),
    userId: { name: "Bilal Ahmed", email: "bilal@safar.pk", phone: "+923001234567" },
  } as unknown as PackageBookingRow;
}

const PACKAGES = [
  pkg("umrah", "active"),
  pkg("tour", "active"),
  pkg("tour", "sold"),
  pkg("umrah", "cancelled"),
  pkg("umrah", "active"),
  // Active, but departed yesterday or full: customers cannot book them.
  pkg("tour", "active", "2026-03-11"),
  pkg("umrah", "active", TODAY, 10),
];

const BOOKINGS = [
  booking("approved", "2026-03-01T08:00:00.000Z", 485_000.5, 3),
  booking("approved", "2025-11-20T08:00:00.000Z", 210_000, 2),
  booking("pending", "2026-03-10T08:00:00.000Z", 999_999, 1),
  booking("cancelled", "2026-02-10T08:00:00.000Z", 777_777, 4),
  booking("approved", "2026-01-05T08:00:00.000Z", 99_999.99, 7),
  booking("pending", "2026-03-11T08:00:00.000Z", 150_000, 2),
  booking("cancelled", "2024-06-01T08:00:00.000Z", 120_000, 1),
];

describe("Package Analytics in the analytics worker", () => {
  it("counts and revenue are the admin dashboard's package figures on the same rows", () => {
    const d = packagePanel({ packages: PACKAGES, packageBookings: BOOKINGS });
    const f = adminFigures({
      bookings: bookingFacts({ packageBookings: BOOKINGS }),
      flights: [],
      totalCustomers: 0,
      range: null,
      today: TODAY,
    });
    expect(d).toMatchObject({
      approved: f.packageApproved,
      pending: f.packagePending,
      cancelled: f.packageCancelled,
      totalRevenue: f.packageSales,
      totalBookings: f.packageApproved + f.packagePending + f.packageCancelled,
    });
    expect(d).toMatchObject({ approved: 3, pending: 2, cancelled: 2, totalBookings: 7 });
    // 485,000.50 × 3 + 210,000 × 2 + 99,999.99 × 7
    expect(d.totalRevenue).toBe(1_455_001.5 + 420_000 + 699_999.93);
  });

  it("counts the catalogue with packageInventory: active packages are those customers can book", () => {
    const d = packagePanel({ packages: PACKAGES, packageBookings: [] }, NOW);
    expect(packageInventory(PACKAGES, TODAY)).toEqual({
      totalPackages: 7,
      activePackages: 3,
      umrah: 4,
      tour: 3,
    });
    expect(d).toMatchObject(packageInventory(PACKAGES, TODAY));
    expect(d).toMatchObject({ totalBookings: 0, approved: 0, pending: 0, cancelled: 0, totalRevenue: 0 });
    expect(d.recentBookings).toEqual([]);
  });

  it("returns the 5 newest bookings, newest first", () => {
    const d = packagePanel({ packages: [], packageBookings: BOOKINGS });
    expect(d.recentBookings.map((b) => b.createdAt)).toEqual([
      "2026-03-11T08:00:00.000Z",
      "2026-03-10T08:00:00.000Z",
      "2026-03-01T08:00:00.000Z",
      "2026-02-10T08:00:00.000Z",
      "2026-01-05T08:00:00.000Z",
    ]);
  });
});

describe("usePackageAnalytics", () => {
  function Probe(props: { packages: PackageRow[]; bookings: PackageBookingRow[]; ready: boolean }) {
    const { figures, failed } = usePackageAnalytics(props.packages, props.bookings, props.ready);
    return (
      <p data-failed={failed}>{figures ? `${figures.totalBookings}/${figures.totalRevenue}` : "none"}</p>
    );
  }
  const shown = () => document.querySelector("p")!;
  const settle = () => act(async () => {});

  it("asks the worker once the mirror is read, and shows its answer", async () => {
    packagePanelCall.mockImplementation(async (m: Parameters<typeof packagePanel>[0]) => packagePanel(m));
    const r = render(<Probe packages={PACKAGES} bookings={BOOKINGS} ready={false} />);
    await settle();
    expect(packagePanelCall).not.toHaveBeenCalled();
    expect(shown().textContent).toBe("none");

    r.rerender(<Probe packages={PACKAGES} bookings={BOOKINGS} ready />);
    await settle();
    expect(packagePanelCall).toHaveBeenCalledTimes(1);
    expect(packagePanelCall).toHaveBeenCalledWith({ packages: PACKAGES, packageBookings: BOOKINGS });
    const expected = packagePanel({ packages: PACKAGES, packageBookings: BOOKINGS });
    expect(shown().textContent).toBe(`7/${expected.totalRevenue}`);
  });

  it("keeps the last figures and says so when the worker fails", async () => {
    packagePanelCall.mockImplementationOnce(async (m: Parameters<typeof packagePanel>[0]) => packagePanel(m));
    const r = render(<Probe packages={PACKAGES} bookings={BOOKINGS} ready />);
    await settle();
    const error = vi.spyOn(console, "error").mockImplementation(() => {});
    packagePanelCall.mockImplementationOnce(
      async (): Promise<PackagePanelData> => Promise.reject(new Error("worker died")),
    );
    r.rerender(<Probe packages={PACKAGES} bookings={BOOKINGS.slice(1)} ready />);
    await settle();
    expect(shown().dataset.failed).toBe("true");
    expect(shown().textContent).toMatch(/^7\//);
    error.mockRestore();
  });
});
