import { expect, test } from "@playwright/test";
import { ADMIN, CUSTOMER, screen, seriousViolations, signedIn } from "./fixtures.ts";

for (const theme of ["light", "dark"] as const) {
  for (const path of ["/login", "/register"]) {
    test(`${path} has no serious accessibility problems (${theme})`, async ({ page }) => {
      await page.addInitScript((t) => localStorage.setItem("theme", t), theme);
      await page.goto(path);
      await expect(page.locator("form")).toBeVisible();
      expect(await seriousViolations(page)).toEqual([]);
    });
  }
}

for (const width of [390, 1440]) {
  for (const theme of ["light", "dark"] as const) {
    test(`nothing overflows at ${width} px (${theme})`, async ({ page }) => {
      test.setTimeout(60_000);
      const shots: [string, string, string | null][] = [
        ["login", "/login", null],
        ["register", "/register", null],
        ["customer-dashboard", "/customer/dashboard", CUSTOMER],
        ["admin-dashboard", "/admin/dashboard", ADMIN],
      ];
      for (const [name, path, who] of shots) {
        await page.setViewportSize({ width, height: width === 390 ? 844 : 900 });
        await page.addInitScript((t) => localStorage.setItem("theme", t), theme);
        if (who) await signedIn(page, who, path);
        else {
          await page.goto(path);
          await page.evaluate(() => localStorage.clear());
          await page.evaluate((t) => localStorage.setItem("theme", t), theme);
          await page.goto(path);
        }
        await expect(page.locator("h1").first()).toBeVisible();
        const overflow = await page.evaluate(() => document.documentElement.scrollWidth - window.innerWidth);
        expect(overflow, `${name} at ${width}px overflows`).toBeLessThanOrEqual(0);
        await screen(page, `${name}-${width}-${theme}`, { fullPage: true });
      }
    });
  }
}
