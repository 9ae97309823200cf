/**
 * Sessions that really end (docs/ARCHITECTURE.md §4.1): Profile Settings lists this device among
 * the account's sessions, signing another one out shows at once and ends that token on the server,
 * and signing out of this device leaves no token in the browser and a refused one on the server.
 */
import { expect, test } from "@playwright/test";
import { apiLogin, newCustomer, signedIn } from "./fixtures.ts";

test("Profile Settings lists this device, signs another out, and a sign-out ends the token everywhere", async ({
  page,
}) => {
  const email = await newCustomer(page.request, "sessions");
  // Another device of the same customer.
  const phone = await apiLogin(page.request, email);
  const { token } = await signedIn(page, email, "/customer/profile");
  const me = (t: string) =>
    page.request.get("/api/auth/me", { headers: { authorization: `Bearer ${t}` } }).then((r) => r.status());

  const card = page.getByTestId("sessions-card");
  const rows = card.getByTestId("session-row");
  await expect(rows).toHaveCount(2);
  const current = card.locator("[data-current]");
  await expect(current).toContainText("This device");
  await expect(current).toContainText(/Chrome on \w+/);
  await expect(current).toContainText(/Last seen \d{1,2} \w{3} \d{4}, \d{1,2}:\d{2} [AP]M/);
  // A list that says what it answers: never kept by the browser.
  const listed = await page.request.get("/api/auth/sessions", {
    headers: { authorization: `Bearer ${token}` },
  });
  expect(listed.headers()["cache-control"]).toBe("no-store");

  // The other device, signed out from here: gone from the list, refused by the server.
  await rows
    .filter({ hasNotText: "This device" })
    .getByRole("button", { name: /^Sign out/ })
    .click();
  await expect(rows).toHaveCount(1);
  expect(await me(phone.token)).toBe(401);
  expect(await me(token)).toBe(200);

  // Signing out here: no token left in the browser (page or mirror), and the old one is refused.
  await page.getByTestId("user-menu-trigger").click();
  await page.getByRole("menuitem", { name: "Logout" }).click();
  await expect(page).toHaveURL(/\/login$/);
  expect(await page.evaluate(() => localStorage.getItem("token"))).toBeNull();
  // Nothing of the mirror stays on the device, not even its emptied database.
  await expect
    .poll(() => page.evaluate(async () => (await indexedDB.databases()).map((d) => d.name)))
    .not.toContain("safar");
  const mirroredToken = await page.evaluate(
    () =>
      new Promise<unknown>((resolve) => {
        const open = indexedDB.open("safar");
        open.onerror = () => resolve(null);
        open.onsuccess = () => {
          const db = open.result;
          if (!db.objectStoreNames.contains("meta")) {
            db.close();
            resolve(null);
            return;
          }
          const get = db.transaction("meta").objectStore("meta").get("token");
          get.onsuccess = () => {
            db.close();
            resolve(get.result ?? null);
          };
        };
      }),
  );
  expect(mirroredToken).toBeNull();
  expect(await me(token)).toBe(401);
});
