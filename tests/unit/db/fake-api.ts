/**
 * A tiny stand-in for the API's list calls: `vi.stubGlobal("fetch", …)` with a handler per path,
 * every request recorded. Rows carry only what the mirror relies on (`_id`, `createdAt`, `version`)
 * plus a label to tell versions apart.
 */
import { vi } from "vitest";
import { setUnauthorizedHandler } from "../../../src/api/client.ts";
import { resetSessionForTests, type SessionUser } from "../../../src/api/session.ts";
import { resetDb } from "../../../src/db/schema.ts";
import { resetSyncForTests } from "../../../src/db/sync.ts";

/** A clean slate for a mirror test: no storage, no session, the sync engine's memory forgotten, an empty database. */
export async function freshMirror(): Promise<void> {
  localStorage.clear();
  resetSessionForTests();
  resetSyncForTests();
  setUnauthorizedHandler(() => {});
  await resetDb();
}

export const json = (status: number, body: unknown, headers: Record<string, string> = {}) =>
  new Response(JSON.stringify(body), { status, headers: { "content-type": "application/json", ...headers } });

export type Handler = (url: URL, req: Request) => Response | Promise<Response>;

/** The plain (non-delta) answer shape of each synced list. */
export const PLAIN: Record<string, (rows: unknown[]) => unknown> = {
  "/flights": (rows) => ({ flights: rows }),
  "/packages": (rows) => rows,
  "/bookings": (rows) => ({ bookings: rows }),
  "/bookings/me": (rows) => ({ bookings: rows }),
  "/package-bookings/me": (rows) => rows,
  "/package-bookings/all": (rows) => rows,
  "/customers": (rows) => ({ customers: rows }),
  "/direct-bookings": (rows) => ({ success: true, data: rows }),
  "/direct-package-bookings": (rows) => ({ success: true, data: { bookings: rows } }),
  "/web/gds-bookings": (rows) => ({ success: true, data: rows, error: null }),
  "/logs/recent-activity": (rows) => ({ logs: rows }),
  "/notifications": (rows) => ({ notifications: rows }),
};

export type FakeApi = {
  /** Every request, in order: the path without `/api` and the query. */
  calls: { path: string; query: URLSearchParams; auth: string | null }[];
  paths(): string[];
  /** Overrides one path's answer. */
  on(path: string, handler: Handler): void;
};

/**
 * Stubs fetch: each list answers its plain shape with `rows[path]` (empty when unset) unless a
 * handler is set for the path.
 */
export function stubApi(rows: Record<string, unknown[]> = {}): FakeApi {
  const handlers = new Map<string, Handler>();
  const calls: FakeApi["calls"] = [];
  const fetchMock = vi.fn(async (req: Request) => {
    const url = new URL(req.url);
    const path = url.pathname.replace(/^\/api/, "");
    calls.push({ path, query: url.searchParams, auth: req.headers.get("authorization") });
    const h = handlers.get(path);
    if (h) return h(url, req);
    const shape = PLAIN[path];
    if (!shape) return json(404, { message: "Not found" });
    return json(200, shape(rows[path] ?? []));
  });
  vi.stubGlobal("fetch", fetchMock);
  return {
    calls,
    paths: () => calls.map((c) => c.path),
    on: (path, handler) => handlers.set(path, handler),
  };
}

export const row = (id: string, createdAt: string, extra: Record<string, unknown> = {}) => ({
  _id: id,
  createdAt,
  updatedAt: createdAt,
  version: 1,
  status: "active",
  ...extra,
});

export function deferred<T = void>() {
  let resolve!: (v: T) => void;
  const promise = new Promise<T>((r) => {
    resolve = r;
  });
  return { promise, resolve };
}

export async function waitFor(cond: () => boolean | Promise<boolean>, timeoutMs = 5000): Promise<void> {
  const start = performance.now();
  while (!(await cond())) {
    if (performance.now() - start > timeoutMs) throw new Error("waitFor: timed out");
    await new Promise((r) => setTimeout(r, 5));
  }
}

const baseUser = {
  mobileNumber: "+923001234567",
  address: "1 Mall Road",
  city: "Lahore",
  country: "Pakistan",
  company: "Safar Travels",
  profileImage: null,
  isApproved: true,
  isBlocked: false,
  createdAt: "2026-01-01T00:00:00.000Z",
  updatedAt: "2026-01-01T00:00:00.000Z",
  version: 1,
};

export const admin: SessionUser = {
  ...baseUser,
  _id: "00000000-0000-4000-8000-00000000000a",
  name: "Admin",
  email: "admin@safar.pk",
  role: "admin",
};

export const customer: SessionUser = {
  ...baseUser,
  _id: "00000000-0000-4000-8000-00000000000c",
  name: "Ayesha Siddiqui",
  email: "ayesha@safar.pk",
  role: "customer",
};

export const otherCustomer: SessionUser = {
  ...customer,
  _id: "00000000-0000-4000-8000-00000000000d",
  name: "Bilal Khan",
  email: "bilal@safar.pk",
};
