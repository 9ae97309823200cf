/**
 * Big lists on screen: Flight Management, Customer Bookings and Package Bookings with 10,000 rows
 * each (smoke: 300), in Chromium at 1440 × 900 (the full table), against the same screens on the
 * demo data alone (a few hundred rows or fewer), measured in the same run.
 *
 * The app's own server (createApp, as server/main.ts runs it, serving the built PWA) runs in this
 * process on an in-memory PGlite: the demo data, then `n` generated flights and `n` flight and
 * package bookings cloned from the demo's (approved or cancelled, so no hold expires meanwhile).
 * The admin signs in as the e2e suite does (fixtures.ts signedIn: the token put in localStorage) and
 * the app's own sync fills its offline mirror (IndexedDB) before anything is timed. The service
 * worker is blocked (the figures are about rendering, and page.route sees every request then).
 *
 * The admin's mirror asks for at most 1,000 flight bookings (`GET /api/bookings?limit=1000`, the
 * API's cap); to put `n` on the Customer Bookings screen the bench answers that one call with every
 * booking, as the server's own loadFlightBookings reads them.
 *
 * Measured in the page with performance marks (`screens:*`), each round:
 * - first render: the router sent to the screen from another one (history.pushState + popstate,
 *   as a link does) → the first frame painted with the list's rows and its full count (the frame
 *   is found with requestAnimationFrame, its paint with a message posted from that callback, which
 *   runs after the frame is painted). Includes the route's render, the mirror read (IndexedDB,
 *   every row) and the list's sort.
 * - a keystroke in the global search → the updated list painted: the keydown's own timestamp (when
 *   the browser received the key, sent by CDP as a real key press) → the paint after the `input`
 *   event. Typing a 3-letter term and deleting it again: 6 keystrokes a round, the last one
 *   bringing every row back.
 * Medians of several rounds (a warm-up round first: the route's chunk loads once).
 */
import { randomUUID } from "node:crypto";
import type { Browser, Page } from "@playwright/test";
import { count } from "drizzle-orm";
import { createApp } from "../../server/app.ts";
import { type Database, openDatabase } from "../../server/db/client.ts";
import { flightBookingPassengers, flightBookings, flights, packageBookings } from "../../server/db/schema.ts";
import { seedDemo } from "../../server/db/seed/index.ts";
import { loadFlightBookings } from "../../server/services/bookings.ts";
import { ADMIN, signedIn } from "../e2e/fixtures.ts";
import { benchServerConfig, launchChromium, listenInProcess } from "./harness.ts";
import { type BenchFigure, median } from "./util.ts";
import { benchFlights } from "./wire.bench.ts";

type Screen = { name: string; path: string; table: "flights" | "bookings" | "packageBookings"; term: string };
export const SCREENS: readonly Screen[] = [
  { name: "Flight Management", path: "/admin/flights", table: "flights", term: "dxb" },
  { name: "Customer Bookings", path: "/admin/flights/bookings", table: "bookings", term: "jed" },
  { name: "Package Bookings", path: "/admin/packages/bookings", table: "packageBookings", term: "umr" },
];
/** A screen to leave to between rounds: light, no list. */
const ELSEWHERE = "/admin/profile";

type Served = {
  url: string;
  database: Database;
  /** The server's secret, which signs the bookings' document codes. */
  secret: Uint8Array;
  totals: Record<Screen["table"], number>;
  stop: () => Promise<void>;
};

async function insertChunks<T>(rows: T[], insert: (chunk: T[]) => Promise<unknown>): Promise<void> {
  for (let i = 0; i < rows.length; i += 500) await insert(rows.slice(i, i + 500));
}

/** `n` more flight and package bookings, cloned from the demo's, spread over the past year. */
async function seedBookings(database: Database, n: number, now: Date): Promise<void> {
  const { db } = database;
  // A clone of the demo's booking number i % length: settled (no hold to expire), newer ones first.
  const clone = <R extends { id: string; status: string; approvedAt: Date | null }>(
    src: readonly R[],
    i: number,
    prefix: string,
  ) => {
    const row = src[i % src.length]!;
    const at = new Date(now.getTime() - 3_600_000 - i * 3_000_000);
    const status = (row.status === "pending" ? "approved" : row.status) as "approved" | "cancelled";
    return {
      ...row,
      id: randomUUID(),
      bookingId: `${prefix}-B${i.toString(36).toUpperCase().padStart(6, "0")}`,
      status,
      expiresAt: null,
      approvedAt: status === "approved" ? at : row.approvedAt,
      createdAt: at,
      updatedAt: at,
    };
  };
  const fb = await db.select().from(flightBookings);
  const byBooking = new Map<string, (typeof flightBookingPassengers.$inferSelect)[]>();
  for (const p of await db.select().from(flightBookingPassengers))
    byBooking.set(p.bookingId, [...(byBooking.get(p.bookingId) ?? []), p]);
  const newBookings = Array.from({ length: n }, (_, i) => clone(fb, i, "SF"));
  const newPassengers = newBookings.flatMap((b, i) =>
    (byBooking.get(fb[i % fb.length]!.id) ?? []).map((p) => ({ ...p, id: randomUUID(), bookingId: b.id })),
  );
  await insertChunks(newBookings, (c) => db.insert(flightBookings).values(c));
  await insertChunks(newPassengers, (c) => db.insert(flightBookingPassengers).values(c));
  const pb = await db.select().from(packageBookings);
  const newPackageBookings = Array.from({ length: n }, (_, i) => clone(pb, i, "PK"));
  await insertChunks(newPackageBookings, (c) => db.insert(packageBookings).values(c));
}

/** The app's server with the built PWA on an in-memory PGlite: the demo data and `n` more of each list. */
export async function serveApp(dist: string, n: number): Promise<Served> {
  const database = await openDatabase({ kind: "pglite" });
  const config = benchServerConfig(dist);
  const now = new Date();
  await seedDemo(database.db, { now });
  if (n > 0) {
    await insertChunks(benchFlights(n, now), (c) => database.db.insert(flights).values(c));
    await seedBookings(database, n, now);
  }
  const total = async (t: typeof flights | typeof flightBookings | typeof packageBookings) =>
    (await database.db.select({ n: count() }).from(t))[0]!.n;
  const totals = {
    flights: await total(flights),
    bookings: await total(flightBookings),
    packageBookings: await total(packageBookings),
  };
  const { app } = createApp(database, config);
  const { server, base } = await listenInProcess(app);
  return {
    url: base,
    database,
    secret: config.jwtSecret,
    totals,
    stop: async () => {
      server.closeAllConnections();
      await new Promise<void>((r) => server.close(() => r()));
      await database.close();
    },
  };
}

/**
 * The page's side, as plain JavaScript put in by addInitScript (functions handed to page.evaluate
 * must not name inner functions: tsx adds a `__name` helper the page does not have).
 *
 * navigate(to, expected): sends the router to `to` as a link does and resolves, once a frame is
 * painted with the list's rows and 'Showing expected of expected' (expected null: the path shown
 * without a list), with the ms since. armKey(): the next keydown's timestamp → the paint after its
 * `input` event (ms) and the count then.
 */
const PAGE_SCRIPT = String.raw`
window.__screens = (() => {
  const afterPaint = (fn) => {
    // Posted from a frame's rAF callback, the message runs after that frame is painted.
    const ch = new MessageChannel();
    ch.port1.onmessage = fn;
    ch.port2.postMessage(null);
  };
  const listShows = (to, expected) => {
    if (location.pathname !== to) return false;
    const list = document.querySelector('[data-testid="data-list"]');
    if (expected === null) return list === null;
    const text = document.querySelector('[data-testid="data-list-count"]')?.textContent ?? "";
    const m = /^Showing (\d+) of (\d+)/.exec(text);
    return Boolean(list?.querySelector("[data-row-key]") && m && Number(m[1]) === expected && Number(m[2]) === expected);
  };
  return {
    navigate: (to, expected) =>
      new Promise((resolve, reject) => {
        const deadline = performance.now() + 120000;
        performance.mark("screens:navigate");
        const t0 = performance.now();
        history.pushState({}, "", to);
        dispatchEvent(new PopStateEvent("popstate", { state: history.state }));
        const frame = () => {
          if (listShows(to, expected))
            afterPaint(() => {
              performance.mark("screens:painted");
              performance.measure("screens:first-render", "screens:navigate", "screens:painted");
              resolve(performance.now() - t0);
            });
          else if (performance.now() > deadline) reject(new Error(to + ": no rows painted (count " + expected + ")"));
          else requestAnimationFrame(frame);
        };
        requestAnimationFrame(frame);
      }),
    armKey: () => {
      window.__screens.key = new Promise((resolve) => {
        addEventListener(
          "keydown",
          (down) => {
            const t0 = down.timeStamp;
            performance.mark("screens:key", { startTime: t0 });
            // A bubbling listener on window runs after React's (on its root) has updated the list.
            addEventListener(
              "input",
              () =>
                requestAnimationFrame(() =>
                  afterPaint(() => {
                    performance.mark("screens:key-painted");
                    performance.measure("screens:keystroke", "screens:key", "screens:key-painted");
                    resolve({
                      ms: performance.now() - t0,
                      shown: document.querySelector('[data-testid="data-list-count"]')?.textContent ?? "",
                    });
                  }),
                ),
              { once: true },
            );
          },
          { once: true, capture: true },
        );
      });
    },
  };
})();
`;

type PageSide = {
  navigate: (to: string, expected: number | null) => Promise<number>;
  armKey: () => void;
  key?: Promise<{ ms: number; shown: string }>;
};
type WithSide = { __screens: PageSide };

/** The router sent to `path`; ms until the list is painted with `total` rows (null: a screen without a list). */
export function navigateAndPaint(page: Page, path: string, total: number | null): Promise<number> {
  return page.evaluate(([to, expected]) => (window as unknown as WithSide).__screens.navigate(to, expected), [
    path,
    total,
  ] as const);
}

/** One key press in the global search: its keydown → the paint after its `input` event (ms), and the count then. */
export async function keystroke(page: Page, key: string): Promise<{ ms: number; shown: string }> {
  await page.evaluate(() => (window as unknown as WithSide).__screens.armKey());
  await page.keyboard.press(key);
  return page.evaluate(() => (window as unknown as WithSide).__screens.key!);
}

type ScreenTimes = { screen: Screen; rows: number; render: number[]; keys: number[] };

/** Signs in, lets the sync fill the mirror, then times each screen `rounds` times. */
/**
 * Chromium signed in as the admin on `served`, on a screen without a list, its mirror filled by the
 * app's own sync (every screen has shown its full count). Exported for ad-hoc profiling.
 */
export async function openSignedIn(
  served: Served,
  log: (s: string) => void,
  label: string,
): Promise<{ browser: Browser; page: Page }> {
  const browser = await launchChromium();
  const context = await browser.newContext({
    baseURL: served.url,
    viewport: { width: 1440, height: 900 },
    serviceWorkers: "block",
  });
  await context.addInitScript({ content: PAGE_SCRIPT });
  const page = await context.newPage();
  // Every flight booking for the admin's mirror, not the API's newest 1,000 (see the file's top).
  await page.route(
    (url) =>
      url.pathname === "/api/bookings" &&
      url.searchParams.get("limit") === "1000" &&
      !url.searchParams.has("since"),
    async (route) => {
      const answer = await route.fetch();
      const all = await loadFlightBookings(served.database.db, {}, true, served.secret);
      await route.fulfill({
        status: answer.status(),
        contentType: "application/json",
        headers: { "x-sync-cursor": answer.headers()["x-sync-cursor"] ?? "" },
        body: JSON.stringify({ bookings: all }),
      });
    },
  );
  await signedIn(page, ADMIN, ELSEWHERE);
  await page.getByRole("heading", { level: 1 }).first().waitFor();
  // The first sync fills the mirror: every screen shows its full count before anything is timed.
  for (const s of SCREENS) {
    const started = Date.now();
    await navigateAndPaint(page, s.path, served.totals[s.table]);
    log(
      `screens (${label}): ${s.name} holds ${served.totals[s.table]} rows (${Date.now() - started} ms to sync)`,
    );
    await navigateAndPaint(page, ELSEWHERE, null);
  }
  return { browser, page };
}

/** Times each screen `rounds` times (after a warm-up round). */
async function measure(
  served: Served,
  rounds: number,
  log: (s: string) => void,
  label: string,
): Promise<ScreenTimes[]> {
  const { browser, page } = await openSignedIn(served, log, label);
  try {
    const out: ScreenTimes[] = [];
    for (const screen of SCREENS) {
      const total = served.totals[screen.table];
      const times: ScreenTimes = { screen, rows: total, render: [], keys: [] };
      for (let r = 0; r <= rounds; r++) {
        await navigateAndPaint(page, ELSEWHERE, null);
        const ms = await navigateAndPaint(page, screen.path, total);
        await page.getByTestId("global-search").focus();
        const keys: number[] = [];
        for (const k of [...screen.term, "Backspace", "Backspace", "Backspace"]) {
          const { ms: kms, shown } = await keystroke(page, k);
          if (!/^Showing \d+ of \d+/.test(shown)) throw new Error(`${screen.name}: no count after '${k}'`);
          keys.push(kms);
        }
        const back = await page.getByTestId("data-list-count").textContent();
        if (back !== null && !back.startsWith(`Showing ${total} of ${total}`))
          throw new Error(`${screen.name}: the cleared search shows '${back}'`);
        if (r === 0) continue; // warm-up
        times.render.push(ms);
        times.keys.push(...keys);
      }
      out.push(times);
    }
    return out;
  } finally {
    await browser.close();
  }
}

const quantile = (xs: readonly number[], q: number) => {
  const s = [...xs].sort((a, b) => a - b);
  return s[Math.min(s.length - 1, Math.floor(q * s.length))]!;
};

export async function screensBench(opts: {
  smoke: boolean;
  log: (s: string) => void;
  dist: string;
  work: string;
}): Promise<BenchFigure[]> {
  const { smoke, log, dist } = opts;
  const n = smoke ? 300 : 10_000;
  const rounds = smoke ? 1 : 7;
  log(`screens: the demo data and ${n.toLocaleString("en")} more flights, flight and package bookings`);
  const big = await serveApp(dist, n);
  let large: ScreenTimes[];
  try {
    large = await measure(big, rounds, log, `${n} more`);
  } finally {
    await big.stop();
  }
  log("screens: the demo data alone (the anchor)");
  const demo = await serveApp(dist, 0);
  let small: ScreenTimes[];
  try {
    small = await measure(demo, rounds, log, "demo");
  } finally {
    await demo.stop();
  }
  const figures: BenchFigure[] = [];
  for (const [i, l] of large.entries()) {
    const a = small[i]!;
    const rows = l.rows.toLocaleString("en");
    const render = median(l.render);
    const renderAnchor = median(a.render);
    figures.push({
      figure: `${l.screen.name}, ${rows} rows: first render (navigation → rows painted)`,
      value: render,
      unit: "ms",
      anchor: `the same screen, demo data (${a.rows} rows): ${renderAnchor.toFixed(0)} ms`,
      ratio: render / renderAnchor,
      budget: "≤ 500 ms",
      pass: smoke ? null : render <= 500,
      note: `median of ${l.render.length} rounds (${l.render.map((x) => x.toFixed(0)).join(", ")}); Chromium, 1440 × 900, full table`,
    });
    const key = median(l.keys);
    const keyAnchor = median(a.keys);
    figures.push({
      figure: `${l.screen.name}, ${rows} rows: a keystroke in the global search → updated list painted`,
      value: key,
      unit: "ms",
      anchor: `the same screen, demo data (${a.rows} rows): ${keyAnchor.toFixed(0)} ms`,
      ratio: key / keyAnchor,
      budget: "≤ 50 ms",
      pass: smoke ? null : key <= 50,
      note: `median of ${l.keys.length} keystrokes ('${l.screen.term}' typed and deleted, ${l.render.length} rounds); p90 ${quantile(l.keys, 0.9).toFixed(0)} ms, max ${Math.max(...l.keys).toFixed(0)} ms`,
    });
  }
  return figures;
}
