import { createHash } from "node:crypto";
import { gzipSync } from "node:zlib";
import { expect, test } from "@playwright/test";
import { type DeployServer, expectLoads, settledOnNewWorker, startDeployServer } from "./deploy-server.ts";
import { CUSTOMER, signedIn } from "./fixtures.ts";

async function waitForController(page: import("@playwright/test").Page) {
  await page.evaluate(async () => {
    await navigator.serviceWorker.ready;
  });
  // The first load is not controlled until clientsClaim runs; a reload always is.
  await page.reload();
  await expect.poll(() => page.evaluate(() => Boolean(navigator.serviceWorker.controller))).toBe(true);
}

test("the service worker controls the app and the manifest makes it installable", async ({
  page,
  context,
}) => {
  await page.goto("/login");
  await waitForController(page);
  const scope = await page.evaluate(async () => (await navigator.serviceWorker.getRegistration())?.scope);
  expect(scope).toMatch(/\/$/);
  const cdp = await context.newCDPSession(page);
  const manifest = (await cdp.send("Page.getAppManifest")) as {
    errors: unknown[];
    data?: string;
    url: string;
  };
  await cdp.detach();
  expect(manifest.errors).toEqual([]);
  const m = JSON.parse(manifest.data!);
  expect(m).toMatchObject({
    name: expect.stringContaining("Safar"),
    short_name: "Safar",
    display: "standalone",
    start_url: "/",
  });
  expect(m.icons.map((i: { sizes: string }) => i.sizes)).toEqual(
    expect.arrayContaining(["192x192", "512x512"]),
  );
  expect(m.icons.some((i: { purpose?: string }) => i.purpose === "maskable")).toBe(true);
  expect(m.shortcuts.map((s: { url: string }) => s.url)).toEqual(["/customer/bookings", "/customer/flights"]);
});

test("offline, a reload still shows the app and says it is offline", async ({ page, context }) => {
  await signedIn(page, CUSTOMER, "/customer/dashboard");
  await waitForController(page);
  await context.setOffline(true);
  await page.reload();
  await expect(page).toHaveURL(/\/customer\/dashboard$/);
  await expect(page).toHaveTitle("My Dashboard - Safar");
  await expect(page.getByRole("heading", { name: "My Dashboard" })).toBeVisible();
  await expect(page.getByTestId("offline-indicator")).toBeVisible();
  await context.setOffline(false);
  await expect(page.getByTestId("offline-indicator")).toBeHidden();
});

test("responses carry the security and caching headers", async ({ request }) => {
  const index = await request.get("/login");
  expect(index.headers()["cache-control"]).toBe("no-cache");
  const html = await index.text();
  // Scripts: same-origin files, and the page's one inline script (the boot script), by its hash.
  const inline = [...html.matchAll(/<script>([\s\S]*?)<\/script>/g)].map((m) => m[1]!);
  expect(inline).toHaveLength(1);
  const hash = createHash("sha256").update(inline[0]!).digest("base64");
  expect(index.headers()["content-security-policy"]).toMatch(
    new RegExp(`script-src 'self' 'sha256-${hash.replace(/[+/]/g, "\\$&")}'(;|$)`),
  );
  expect(index.headers()["x-content-type-options"]).toBe("nosniff");
  expect(index.headers()["x-frame-options"]).toBe("DENY");
  const sw = await request.get("/sw.js");
  expect(sw.headers()["cache-control"]).toBe("no-cache");
  const asset = /href="(\/assets\/[^"]+\.js)"/.exec(html)![1]!;
  expect((await request.get(asset)).headers()["cache-control"]).toBe("public, max-age=31536000, immutable");
});

test("the theme choice survives a reload", async ({ page }) => {
  await page.emulateMedia({ colorScheme: "light" });
  await page.goto("/login");
  await expect(page.locator("html")).toHaveAttribute("data-theme", "safar-light");
  await page.getByTestId("theme-toggle").click();
  await expect(page.locator("html")).toHaveAttribute("data-theme", "safar-dark");
  expect(await page.evaluate(() => localStorage.getItem("theme"))).toBe("dark");
  await page.reload();
  await expect(page.locator("html")).toHaveAttribute("data-theme", "safar-dark");
});

test("with nothing stored, the device preference decides the theme", async ({ page }) => {
  await page.emulateMedia({ colorScheme: "dark" });
  await page.goto("/login");
  await expect(page.locator("html")).toHaveAttribute("data-theme", "safar-dark");
});

test("the sign-in page loads little JavaScript and no chart library", async ({ page }) => {
  const scripts = new Map<string, { bytes: number; gzip: number }>();
  // Each response's body is read asynchronously: the sizes are counted once every read has ended.
  const reads: Promise<void>[] = [];
  page.on("response", (res) => {
    if (res.request().resourceType() !== "script") return;
    reads.push(
      res
        .body()
        .catch(() => Buffer.alloc(0))
        .then((body) => {
          scripts.set(new URL(res.url()).pathname, {
            bytes: body.length,
            gzip: gzipSync(body, { level: 9 }).length,
          });
        }),
    );
  });
  await page.goto("/login");
  await expect(page.getByRole("button", { name: "Sign in" })).toBeVisible();
  // The app's scripts start once the static screen has painted: wait for the app's screen to have
  // taken its place (its boot marker gone), then for the network to be quiet. On a busy machine the
  // network could be quiet before the scripts were even asked for.
  await expect(page.locator("html")).not.toHaveAttribute("data-boot", /./);
  await page.waitForLoadState("networkidle");
  await Promise.all(reads);
  const sources = await Promise.all(
    [...scripts.keys()].map(async (url) => (await page.request.get(url)).text()),
  );
  expect(sources.some((src) => /apexcharts/i.test(src))).toBe(false);
  // The first visit's budget (issue 10) counts the entry and its modulepreloads: what the page
  // must load before it can paint. Chunks loaded afterwards (the sign-in form, the offline
  // mirror) are reported beside it.
  const html = await (await page.request.get("/login")).text();
  const critical = [...html.matchAll(/(?:src|href)="(\/assets\/[^"]+\.js)"/g)].map((m) => m[1]!);
  expect(critical.length).toBeGreaterThan(0);
  const sum = (urls: string[], key: "bytes" | "gzip") =>
    urls.reduce((n, u) => n + (scripts.get(u)?.[key] ?? 0), 0);
  const all = [...scripts.keys()];
  test.info().annotations.push({
    type: "login-js",
    description: `entry+modulepreloads ${sum(critical, "gzip")} B gzip (${sum(critical, "bytes")} raw); everything loaded ${sum(all, "gzip")} B gzip`,
  });
  expect(critical.every((u) => scripts.has(u))).toBe(true);
  expect(sum(critical, "gzip")).toBeLessThan(200 * 1024);
  // Everything the sign-in page loads after the paint too (the form's validation, the mirror):
  // a guard against a heavy library creeping into it.
  expect(sum(all, "gzip")).toBeLessThan(260 * 1024);
});

test.describe("an updated service worker", () => {
  let server: DeployServer;

  test.beforeAll(async () => {
    test.setTimeout(180_000);
    server = await startDeployServer(12, { seed: "none" });
  });

  test.afterAll(() => server?.stop());

  test("takes over and reloads the page exactly once", async ({ page }) => {
    const base = server.base;
    let loads = 0;
    page.on("load", () => {
      loads++;
    });
    await page.goto(`${base}/login`);
    await page.evaluate(async () => {
      await navigator.serviceWorker.ready;
    });
    await page.reload();
    await expect.poll(() => page.evaluate(() => Boolean(navigator.serviceWorker.controller))).toBe(true);
    const before = loads;
    // Deploy a new build: the worker file changes.
    server.touchWorker();
    await page.evaluate(async () => {
      const reg = await navigator.serviceWorker.getRegistration();
      await reg?.update();
    });
    await expectLoads(page, () => loads, before + 1);
    // No loop: nothing else can happen after the one reload.
    await settledOnNewWorker(page);
    expect(loads).toBe(before + 1);
    await expect(page.getByRole("button", { name: "Sign in" })).toBeVisible();
  });
});
