/** Shared steps of the end-to-end suite: API sign-ins, and a signed-in page without the form. */
import type { APIRequestContext, Page } from "@playwright/test";

export const DEMO_PASSWORD = "Safar@2026";
export const ADMIN = "admin@safar.pk";
export const CUSTOMER = "ayesha@safar.pk";
/** The X-Api-Key of the suite's server (scripts/e2e-server.mjs). */
export const WEB_API_KEY = "e2e-web-api-key-0123456789";

export async function apiLogin(request: APIRequestContext, email: string, password = DEMO_PASSWORD) {
  const res = await request.post("/api/auth/login", { data: { email, password } });
  if (!res.ok()) throw new Error(`login ${email}: ${res.status()} ${await res.text()}`);
  return (await res.json()) as { token: string; user: { _id: string; role: string; name: string } };
}

/** Opens the app signed in as `email` (token and user put where the app keeps them). */
export async function signedIn(page: Page, email: string, path = "/") {
  const { token, user } = await apiLogin(page.request, email);
  await page.goto("/login");
  await page.evaluate(
    ([t, u]) => {
      localStorage.setItem("token", t);
      localStorage.setItem("user", u);
    },
    [token, JSON.stringify(user)] as const,
  );
  await page.goto(path);
  return { token, user };
}

export function uniqueEmail(prefix: string): string {
  return `${prefix}.${Date.now().toString(36)}${Math.floor(Math.random() * 1e6).toString(36)}@example.pk`;
}
