/**
 * Layout checks by measurement (docs/ARCHITECTURE.md §7): what a wide table hides, a badge running
 * out of its card at 390 px, a toast over the top bar's controls, pie labels on their slices, a
 * package's name read alike on two screens, an airline's code written twice, the stylesheet's
 * selectors that would restyle a whole subtree on a class change, and images that would each be a
 * document of their own.
 */
import { expect, type Locator, type Page, test } from "@playwright/test";
import { pendingPackageBooking } from "./booking-helpers.ts";
import { ADMIN, CUSTOMER, signedIn } from "./fixtures.ts";

type Box = { x: number; y: number; width: number; height: number };

async function box(l: Locator): Promise<Box> {
  const b = await l.boundingBox();
  if (!b) throw new Error(`no box: ${l}`);
  return b;
}

const inside = (inner: Box, outer: Box) =>
  inner.x >= outer.x - 0.5 &&
  inner.x + inner.width <= outer.x + outer.width + 0.5 &&
  inner.y >= outer.y - 0.5 &&
  inner.y + inner.height <= outer.y + outer.height + 0.5;

const overlap = (a: Box, b: Box) =>
  a.x < b.x + b.width && b.x < a.x + a.width && a.y < b.y + b.height && b.y < a.y + a.height;

/** The page scrolls sideways by nothing: no part of it runs past the viewport's right edge. */
async function noSidewaysScroll(page: Page) {
  const { scroll, client } = await page.evaluate(() => ({
    scroll: document.documentElement.scrollWidth,
    client: document.documentElement.clientWidth,
  }));
  expect(scroll, "page width").toBeLessThanOrEqual(client);
}

test("Direct Flight Bookings: Delete in view at 1280 and 1440 px; a toast leaves the top bar's controls free", async ({
  page,
  context,
}) => {
  await page.setViewportSize({ width: 1440, height: 900 });
  await signedIn(page, ADMIN, "/admin/direct-bookings/bookings");
  const table = page.getByTestId("data-list-table");
  // A pending booking's row: the most buttons (approve, cancel, view, email, delete).
  const pendingRow = table
    .locator("tbody tr")
    .filter({ has: page.getByRole("button", { name: /^Approve booking/ }) })
    .first();
  for (const width of [1440, 1280]) {
    await page.setViewportSize({ width, height: width === 1280 ? 720 : 900 });
    const remove = pendingRow.getByRole("button", { name: /^Delete booking/ });
    await expect(remove, `Delete at ${width} px`).toBeInViewport({ ratio: 1 });
    // The table fits its box: nothing of it hides behind a scrollbar at its foot.
    const { scroll, client } = await table.evaluate((t) => ({
      scroll: t.parentElement!.scrollWidth,
      client: t.parentElement!.clientWidth,
    }));
    expect(scroll, `table width at ${width} px`).toBeLessThanOrEqual(client);
  }

  // Offline, an approval is kept for later with a toast: it stays clear of the theme toggle and the
  // user menu (the change never reaches the server: this browser context closes first).
  await context.setOffline(true);
  await pendingRow.getByRole("button", { name: /^Approve booking/ }).click();
  const toast = page.getByTestId("toast").first();
  await expect(toast).toBeVisible();
  const toastBox = await box(toast);
  for (const control of [page.getByTestId("theme-toggle"), page.getByTestId("user-menu-trigger")])
    expect(overlap(toastBox, await box(control)), `toast over ${control}`).toBe(false);
});

test("at 390 px a long payment reference and the unsent-change badges stay inside their boxes", async ({
  page,
  context,
}) => {
  const { booking } = await pendingPackageBooking(
    page.request,
    "HBL-20261130-000123456789-INTERBANK-TRANSFER",
  );

  await page.setViewportSize({ width: 390, height: 844 });
  await signedIn(page, ADMIN, "/admin/packages/bookings");
  await page.getByLabel("Search", { exact: true }).fill(booking.bookingId);
  const card = page.locator(`[data-booking-id="${booking._id}"]`);
  const claim = card.getByText(/^Payment claimed/);
  await expect(claim).toBeVisible();
  expect(inside(await box(claim), await box(card)), "payment badge inside its card").toBe(true);
  await noSidewaysScroll(page);

  // An approval made offline waits: its badge on the card and the top bar's count fit too.
  await context.setOffline(true);
  await card.getByRole("button", { name: /^Approve/ }).click();
  const queued = card.getByTestId("queued-badge");
  await expect(queued).toBeVisible();
  expect(inside(await box(queued), await box(card)), "queued badge inside its card").toBe(true);
  const count = page.getByTestId("outbox-count");
  await expect(count).toBeVisible();
  expect(inside(await box(count), await box(page.locator("header").first())), "count in the top bar").toBe(
    true,
  );
  await noSidewaysScroll(page);
});

test("a package's name reads the same on My Dashboard and in My Packages", async ({ page }) => {
  const { booking, pkg, email } = await pendingPackageBooking(page.request);
  // The spec shows package names upper-case, whatever case they are stored in.
  const name = pkg.name.toUpperCase();
  await signedIn(page, email, "/customer/dashboard");
  const recent = page
    .getByTestId("recent-bookings")
    .getByRole("listitem")
    .filter({ hasText: booking.bookingId });
  await expect(recent).toContainText(name);
  await page.goto("/customer/packages/my");
  await expect(page.getByRole("article", { name })).toBeVisible();
});

test("the flights table writes an airline's code once (its logo)", async ({ page }) => {
  await page.setViewportSize({ width: 1440, height: 900 });
  await signedIn(page, ADMIN, "/admin/flights");
  const row = page.getByTestId("data-list-table").locator("tbody tr").first();
  const flightNumber = (await row.locator("td").nth(1).innerText()).trim();
  const code = flightNumber.split(/\s+/)[0]!;
  await expect(row.locator("td").first().getByText(code, { exact: true })).toHaveCount(0);
});

test.describe("dark theme", () => {
  test.use({ colorScheme: "dark", viewport: { width: 1440, height: 900 } });

  test("the Seats Overview pie's percentages read on their slices (4.5:1)", async ({ page }) => {
    await signedIn(page, ADMIN, "/admin/dashboard");
    const chart = page.getByTestId("seats-overview-chart");
    await expect(chart.locator(".apexcharts-pie-label").first()).toBeVisible();
    const ratios = await chart.evaluate((el) => {
      const rgb = (c: string) => (c.match(/[\d.]+/g) ?? []).slice(0, 3).map(Number);
      const lum = (c: string) => {
        const [r, g, b] = rgb(c).map((v) => {
          const s = v / 255;
          return s <= 0.03928 ? s / 12.92 : ((s + 0.055) / 1.055) ** 2.4;
        });
        return 0.2126 * r! + 0.7152 * g! + 0.0722 * b!;
      };
      return [...el.querySelectorAll<SVGTextElement>(".apexcharts-pie-label")].map((label, i) => {
        const slice = el.querySelector(`.apexcharts-pie-slice-${i}`)!;
        const [a, b] = [lum(getComputedStyle(label).fill), lum(getComputedStyle(slice).fill)].sort(
          (x, y) => y - x,
        );
        return `${label.textContent} ${((a! + 0.05) / (b! + 0.05)).toFixed(2)}`;
      });
    });
    expect(ratios.length).toBeGreaterThan(0);
    for (const r of ratios) expect(Number(r.split(" ")[1]), r).toBeGreaterThanOrEqual(4.5);
  });
});

test("no rule of the stylesheet reads the class attribute ahead of a combinator, so a class change restyles its element alone", async ({
  page,
}) => {
  // `[class~=x] *` makes Chromium restyle an element's whole subtree whenever its class attribute
  // changes (a dialog's scroll lock restyled the whole page): daisyUI's `.prose` rule had one
  // (vite.config.ts, withoutProseRule; docs/PERFORMANCE.md). A `:root:has()` rule is matched by
  // walking the whole page each time the root is styled: daisyUI's modal, drawer and themes had them.
  await page.goto("/login");
  const offending = await page.evaluate(() => {
    const found: string[] = [];
    const walk = (rules: CSSRuleList) => {
      for (const rule of rules) {
        if (
          rule instanceof CSSStyleRule &&
          (/\[class(?:[~*^$|]?=[^\]]*)?\][^\s,()]*\)*(?:\s+|\s*[>~+]\s*)[^\s,)]/.test(rule.selectorText) ||
            /:root:has\(/.test(rule.selectorText))
        )
          found.push(rule.selectorText);
        if ("cssRules" in rule) walk((rule as CSSGroupingRule).cssRules);
      }
    };
    for (const sheet of document.styleSheets) walk(sheet.cssRules);
    return found;
  });
  expect(offending).toEqual([]);
});

test("Available Tickets, Book Now's spinner, the booking form's date fields, a tooltip and a list's counting dots load no SVG image, each a document of its own built on the main thread", async ({
  page,
}) => {
  // An SVG shown as an image (an <img>, a CSS background or mask) is parsed, laid out and drawn as a
  // page of its own on the main thread: 3-8.5 ms each unthrottled for the airlines' logos, daisyUI's
  // spinners and tooltip tail, the browser's calendar icon (docs/PERFORMANCE.md). Chromium's trace
  // names every resource the page asks for. (Chromium also builds its own `chrome://` clear icon
  // now and then, on no screen in particular: not the page's.)
  await signedIn(page, CUSTOMER, "/api/health");
  const cdp = await page.context().newCDPSession(page);
  const svgImages: string[] = [];
  cdp.on("Tracing.dataCollected", ({ value }) => {
    for (const e of value as unknown as { name: string; args?: { url?: string } }[]) {
      const url = e.args?.url ?? "";
      if (
        e.name === "ResourceFetcher::requestResource" &&
        !url.startsWith("chrome:") &&
        /^data:image\/svg|\.svg(?:[?#]|$)/.test(url)
      )
        svgImages.push(url.slice(0, 80));
    }
  });
  await cdp.send("Tracing.start", {
    traceConfig: { includedCategories: ["blink"] },
    transferMode: "ReportEvents",
  });
  await page.goto("/customer/flights");
  await page.getByRole("button", { name: "Book Now" }).first().click();
  const dialog = page.getByRole("dialog");
  await expect(dialog.getByLabel("Passport expiry").first()).toBeVisible();
  await expect(dialog.getByLabel("Date of birth").first()).toBeVisible();
  await page.evaluate(async () => {
    const probe = document.createElement("div");
    probe.innerHTML =
      '<span class="loading loading-spinner loading-sm"></span><span class="loading loading-dots loading-xs"></span><span class="tooltip" data-tip="Cancel"><button type="button">x</button></span>';
    document.body.append(probe);
    await new Promise((r) => requestAnimationFrame(() => requestAnimationFrame(r)));
    probe.remove();
  });
  // Every airline logo in view has loaded: the screens' PNGs are there.
  const logosInView = () =>
    page.locator("main img[src^='/airlines/']").evaluateAll((imgs) => {
      const inView = (imgs as HTMLImageElement[]).filter(
        (i) => i.getBoundingClientRect().bottom < innerHeight,
      );
      return { count: inView.length, loaded: inView.filter((i) => i.complete && i.naturalWidth > 0).length };
    });
  await expect.poll(async () => (await logosInView()).count).toBeGreaterThan(0);
  await expect
    .poll(async () => {
      const { count, loaded } = await logosInView();
      return loaded === count;
    })
    .toBe(true);
  const ended = new Promise((r) => cdp.once("Tracing.tracingComplete", r));
  await cdp.send("Tracing.end");
  await ended;
  expect(svgImages).toEqual([]);
});
