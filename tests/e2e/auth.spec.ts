import { expect, test } from "@playwright/test";
import { heldRequests } from "./failing-api.ts";
import {
  ADMIN,
  apiLogin,
  CUSTOMER,
  DEMO_PASSWORD,
  mirrorCount,
  newCustomer,
  signedIn,
  uniqueEmail,
} from "./fixtures.ts";

test.describe("signed out", () => {
  for (const path of [
    "/",
    "/customer/bookings",
    "/admin/dashboard",
    "/public-web-bookings",
    "/no/such/page",
  ]) {
    test(`${path} goes to /login`, async ({ page }) => {
      await page.goto(path);
      await expect(page).toHaveURL(/\/login$/);
      await expect(page.getByRole("button", { name: "Sign in" })).toBeVisible();
      await expect(page).toHaveTitle("Sign in - Safar");
    });
  }

  test("the sign-in screen painted before the app's scripts keeps what is typed and sent there", async ({
    page,
  }) => {
    // The app's scripts are held back until the form has been filled and sent on the static screen.
    const scripts = await heldRequests(page, "**/assets/*.js");
    const loads: string[] = [];
    page.on("load", () => loads.push(page.url()));
    await page.goto("/login", { waitUntil: "domcontentloaded" });
    await expect.poll(scripts.asked).toBeGreaterThan(0);
    await page.getByLabel(/^email/i).fill(CUSTOMER);
    await page.getByLabel(/^password/i).fill(DEMO_PASSWORD);
    await page.getByRole("button", { name: "Sign in" }).click();

    // Held: no reload, nothing in the address, the values still there, the button busy.
    await expect(page.getByRole("button", { name: "Signing in..." })).toBeDisabled();
    expect(page.url()).toMatch(/\/login$/);
    await expect(page.getByLabel(/^email/i)).toHaveValue(CUSTOMER);
    await expect(page.getByLabel(/^password/i)).toHaveValue(DEMO_PASSWORD);

    // The app takes over and sends it: signed in, without another page load.
    scripts.release();
    await expect(page).toHaveURL(/\/customer\/dashboard$/);
    await expect(page).toHaveTitle("My Dashboard - Safar");
    expect(loads).toHaveLength(1);
  });

  test("/register is reachable", async ({ page }) => {
    await page.goto("/register");
    await expect(page.getByRole("button", { name: "Create account" })).toBeVisible();
    await expect(page).toHaveTitle("Create account - Safar");
  });
});

test("register → pending → approved by an admin → sign in → customer home", async ({ page }) => {
  const email = uniqueEmail("zainab");
  await page.goto("/register");
  await page.getByLabel(/full name/i).fill("Zainab Qureshi");
  await page.getByLabel(/^email/i).fill(email);
  await page.getByLabel(/company/i).fill("Qureshi Travels");
  await page.getByLabel(/mobile/i).fill("+923331234567");
  await page.getByLabel(/address/i).fill("14 Gulberg III");
  await page.getByLabel(/city/i).fill("Lahore");
  await page.getByLabel(/country/i).selectOption("Pakistan");
  await page.getByLabel(/^password/i).fill("Zainab@2026");
  await page.getByLabel(/confirm password/i).fill("Zainab@2026");
  await page.getByRole("button", { name: "Create account" }).click();
  await expect(page.getByRole("heading", { name: "Registration Successful!" })).toBeVisible();
  await expect(page.getByRole("button", { name: "Go to Login Page" })).toBeVisible();
  await expect(page.getByRole("button", { name: "Register Another Account" })).toBeVisible();

  // Still pending: the server refuses the sign-in with its message.
  await page.getByRole("button", { name: "Go to Login Page" }).click();
  await expect(page).toHaveURL(/\/login$/);
  await page.getByLabel(/^email/i).fill(email);
  await page.getByLabel(/^password/i).fill("Zainab@2026");
  await page.getByRole("button", { name: "Sign in" }).click();
  await expect(page.getByRole("alert")).toContainText(/pending admin approval/i);

  // An admin approves through the API.
  const admin = await apiLogin(page.request, ADMIN);
  const list = await page.request.get("/api/customers", {
    headers: { authorization: `Bearer ${admin.token}` },
  });
  const { customers } = (await list.json()) as { customers: { _id: string; email: string }[] };
  const id = customers.find((c) => c.email === email)!._id;
  const approve = await page.request.put(`/api/customers/${id}/approval`, {
    headers: { authorization: `Bearer ${admin.token}` },
    data: { isApproved: true },
  });
  expect(approve.status()).toBe(200);

  await page.getByRole("button", { name: "Sign in" }).click();
  await expect(page).toHaveURL(/\/customer\/dashboard$/);
  await expect(page).toHaveTitle("My Dashboard - Safar");
});

test("a wrong password shows the server's message in the banner", async ({ page }) => {
  await page.goto("/login");
  await page.getByLabel(/^email/i).fill(CUSTOMER);
  await page.getByLabel(/^password/i).fill("Wrong@12345");
  await page.getByRole("button", { name: "Sign in" }).click();
  await expect(page.getByRole("alert")).toHaveText(/Invalid email or password/);
});

test("roles: admins land on the admin dashboard; the wrong role sees the 403 page and goes back", async ({
  page,
}) => {
  await page.goto("/login");
  await page.getByLabel(/^email/i).fill(ADMIN);
  await page.getByLabel(/^password/i).fill(DEMO_PASSWORD);
  await page.getByRole("button", { name: "Sign in" }).click();
  await expect(page).toHaveURL(/\/admin\/dashboard$/);
  await expect(page).toHaveTitle("Admin Dashboard - Safar");

  await page.goto("/admin");
  await expect(page).toHaveURL(/\/admin\/dashboard$/);
  await page.goto("/admin/customers");
  await expect(page).toHaveURL(/\/admin\/customers$/);
  await page.goto("/customer/flights");
  await expect(page).toHaveURL(/\/unauthorized$/);
  await expect(page.getByText("You don't have permission to access this page.")).toBeVisible();
  await page.getByRole("button", { name: "Go Back" }).click();
  await expect(page).toHaveURL(/\/admin\/customers$/);
});

test("a customer on an admin page sees the 403 page; unknown paths go home", async ({ page }) => {
  await signedIn(page, CUSTOMER, "/admin/flights");
  await expect(page).toHaveURL(/\/unauthorized$/);
  await page.goto("/customer");
  await expect(page).toHaveURL(/\/customer\/dashboard$/);
  await expect(page.getByRole("heading", { level: 1 })).toBeVisible();
  await page.goto("/this/does/not/exist");
  await expect(page).toHaveURL(/\/customer\/dashboard$/);
  await page.goto("/public-web-bookings");
  await expect(page).toHaveURL(/\/public-web-bookings$/);
});

test("a session the server no longer accepts sends the user to /login", async ({ page }) => {
  await signedIn(page, CUSTOMER, "/customer/dashboard");
  await expect(page).toHaveURL(/\/customer\/dashboard$/);
  await page.evaluate(() => {
    localStorage.setItem("token", "not-a-valid-token");
    localStorage.removeItem("user");
  });
  await page.reload();
  await expect(page).toHaveURL(/\/login$/);
  expect(await page.evaluate(() => localStorage.getItem("token"))).toBeNull();
});

test("a customer blocked while signed in: the next sync's 401 ends the session and empties the mirror", async ({
  page,
}) => {
  const email = await newCustomer(page.request, "blocked");
  const { user } = await signedIn(page, email, "/customer/flights");
  await expect(page.getByRole("heading", { name: "Available Flights" })).toBeVisible();
  await expect.poll(() => mirrorCount(page, "flights")).toBeGreaterThan(0);
  // The pulls run in the mirror's pull worker (the page would pull only if it could not load).
  expect(page.workers().some((w) => /\/pull\.worker-[\w-]+\.js$/.test(w.url()))).toBe(true);

  const refused: string[] = [];
  page.on("response", (r) => {
    if (r.status() === 401) refused.push(new URL(r.url()).pathname);
  });
  const admin = await apiLogin(page.request, ADMIN);
  const blocked = await page.request.put(`/api/customers/${user._id}/status`, {
    headers: { authorization: `Bearer ${admin.token}` },
    data: { isBlocked: true },
  });
  expect(blocked.status()).toBe(200);

  // The connection coming back starts a sync round: its list calls are the first to be refused.
  await page.evaluate(() => dispatchEvent(new Event("online")));
  await expect(page).toHaveURL(/\/login$/);
  expect(refused[0]).toMatch(/^\/api\/(flights|packages|bookings\/me|package-bookings\/me)$/);
  expect(await page.evaluate(() => localStorage.getItem("token"))).toBeNull();
  await expect.poll(() => mirrorCount(page, "flights")).toBe(0);
});
