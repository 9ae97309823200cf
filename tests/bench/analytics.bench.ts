/**
 * Analytics: the single-pass domain figures over N bookings against a straightforward multi-pass
 * filter/reduce version with Date objects, measured in the same run (the anchor), the two timed in
 * alternation so both see the same load on a shared machine.
 */
import { adminFigures, adminRange, type BookingFact, customerFigures } from "../../src/domain/analytics.ts";
import { type BenchFigure, median, pairedRatio, timeRounds } from "./util.ts";

function makeFacts(n: number, now: Date): BookingFact[] {
  const kinds = ["flight", "package", "directFlight", "directPackage", "gds"] as const;
  const statuses = ["approved", "approved", "approved", "pending", "cancelled"] as const;
  const dests = ["JED", "MED", "DXB", "SHJ", "RUH", "DOH", "IST", "MCT"];
  const out: BookingFact[] = new Array(n);
  let seed = 42;
  const rnd = () => {
    seed = (seed * 1664525 + 1013904223) >>> 0;
    return seed / 2 ** 32;
  };
  for (let i = 0; i < n; i++) {
    out[i] = {
      kind: kinds[Math.floor(rnd() * kinds.length)]!,
      status: statuses[Math.floor(rnd() * statuses.length)]!,
      createdAt: new Date(now.getTime() - Math.floor(rnd() * 420 * 86_400_000)).toISOString(),
      amount: Math.round(rnd() * 500_000),
      seats: 1 + Math.floor(rnd() * 5),
      destination: dests[Math.floor(rnd() * dests.length)]!,
    };
  }
  return out;
}

/** The obvious version: one filter/reduce per figure, a Date per comparison. */
function naiveAdmin(bookings: BookingFact[], range: { start: Date; end: Date } | null) {
  const inRange = (b: BookingFact) =>
    !range || (new Date(b.createdAt) >= range.start && new Date(b.createdAt) < range.end);
  const sales = (kind: BookingFact["kind"]) =>
    bookings
      .filter((b) => b.kind === kind && b.status === "approved" && inRange(b))
      .reduce((s, b) => s + b.amount, 0);
  const count = (kind: BookingFact["kind"], status: BookingFact["status"]) =>
    bookings.filter((b) => b.kind === kind && b.status === status && inRange(b)).length;
  return {
    flightSales: sales("flight"),
    packageSales: sales("package"),
    directFlightSales: sales("directFlight"),
    directPackageSales: sales("directPackage"),
    gdsFlightSales: sales("gds"),
    flightApproved: count("flight", "approved"),
    flightPending: count("flight", "pending"),
    flightCancelled: count("flight", "cancelled"),
    packageApproved: count("package", "approved"),
    packagePending: count("package", "pending"),
    packageCancelled: count("package", "cancelled"),
    booked: bookings
      .filter((b) => b.kind === "flight" && b.status === "approved")
      .reduce((s, b) => s + b.seats, 0),
    pending: bookings
      .filter((b) => b.kind === "flight" && b.status === "pending")
      .reduce((s, b) => s + b.seats, 0),
  };
}

export async function analyticsBench(opts: { smoke: boolean }): Promise<BenchFigure[]> {
  const now = new Date("2026-03-12T06:00:00Z");
  const figures: BenchFigure[] = [];
  for (const n of opts.smoke ? [10_000] : [100_000, 1_000_000]) {
    const facts = makeFacts(n, now);
    const range = adminRange("yearly", now);
    const runs = opts.smoke ? 3 : n >= 1_000_000 ? 9 : 15;
    const [fastRuns, slowRuns, customerRuns] = timeRounds(runs, [
      () => adminFigures({ bookings: facts, flights: [], totalCustomers: 0, range, today: "2026-03-12" }),
      () => naiveAdmin(facts, range),
      () => customerFigures(facts, now),
    ]) as [number[], number[], number[]];
    const fast = median(fastRuns);
    const slow = median(slowRuns);
    const customer = median(customerRuns);
    const speedup = pairedRatio(slowRuns, fastRuns);
    const budget = n >= 1_000_000 ? 250 : 25;
    figures.push({
      figure: `admin analytics, ${n.toLocaleString("en")} bookings`,
      value: fast,
      unit: "ms",
      anchor: `multi-pass filter/reduce: ${slow.toFixed(1)} ms`,
      ratio: speedup,
      budget: `≤ ${budget} ms and ≥ 25× faster`,
      pass: opts.smoke ? null : fast <= budget && speedup >= 25,
      note: `ratio: the median of ${runs} rounds' own ratios (each round runs both back to back)`,
    });
    figures.push({
      figure: `customer analytics, ${n.toLocaleString("en")} bookings`,
      value: customer,
      unit: "ms",
      anchor: `admin analytics: ${fast.toFixed(1)} ms`,
      ratio: pairedRatio(customerRuns, fastRuns),
      budget: `≤ ${budget} ms`,
      pass: opts.smoke ? null : customer <= budget,
    });
  }
  return figures;
}
