/**
 * The server as `npm start` runs it: a separate process with its own environment, serving the PWA,
 * shutting down gracefully on SIGTERM, and keeping every committed write through a SIGKILL.
 */
import { randomBytes } from "node:crypto";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { flightInput, passengers } from "./helpers/fixtures.ts";
import {
  PROCESS_ADMIN as ADMIN,
  adminToken,
  login,
  type ProcessEnv,
  processEnv,
  startProcess,
} from "./helpers/process.ts";

let env: Record<string, string>;
let setup: ProcessEnv;

beforeAll(async () => {
  setup = await processEnv("safar-proc");
  env = setup.env;
});

afterAll(async () => {
  await setup?.cleanup();
});

/** A JSON call to a server process; the answer's status and body. */
async function call(url: string, method: string, path: string, token: string | null, body?: unknown) {
  const res = await fetch(`${url}/api${path}`, {
    method,
    headers: {
      ...(token ? { authorization: `Bearer ${token}` } : {}),
      ...(body !== undefined ? { "content-type": "application/json" } : {}),
    },
    body: body !== undefined ? JSON.stringify(body) : undefined,
  });
  return { status: res.status, body: (await res.json()) as any };
}

describe("the server process", { timeout: 240_000 }, () => {
  it("serves the PWA with the right caching, SPA fallback and JSON 404s for the API", async () => {
    const p = await startProcess(env);
    try {
      const index = await fetch(`${p.url}/`);
      expect(index.status).toBe(200);
      expect(index.headers.get("cache-control")).toBe("no-cache");
      expect(index.headers.get("content-type")).toMatch(/text\/html/);
      expect(index.headers.get("content-security-policy")).toMatch(/script-src 'self'/);
      const route = await fetch(`${p.url}/customer/flights`);
      expect(route.status).toBe(200);
      expect(await route.text()).toContain("<title>Safar</title>");
      const sw = await fetch(`${p.url}/sw.js`);
      expect(sw.headers.get("cache-control")).toBe("no-cache");
      expect(sw.headers.get("content-type")).toMatch(/javascript/);
      const asset = await fetch(`${p.url}/assets/index-abc123.js`);
      expect(asset.headers.get("cache-control")).toBe("public, max-age=31536000, immutable");
      expect((await fetch(`${p.url}/assets/missing-1.js`)).status).toBe(404);
      expect((await fetch(`${p.url}/../../etc/passwd`)).status).not.toBe(500);
      const api404 = await fetch(`${p.url}/api/does-not-exist`);
      expect(api404.status).toBe(404);
      expect(await api404.json()).toHaveProperty("message");
      // ADMIN_EMAIL / ADMIN_PASSWORD created the admin; SEED=none seeded nothing else.
      const res = await login(p.url, ADMIN.email, ADMIN.password);
      expect(res.status).toBe(200);
      const { token } = (await res.json()) as { token: string };
      const customers = await fetch(`${p.url}/api/customers`, {
        headers: { authorization: `Bearer ${token}` },
      });
      expect(((await customers.json()) as { customers: unknown[] }).customers).toHaveLength(1);
      // Structured request logs: one JSON line per request (written in batches, so it may follow
      // the answer by a turn of the server's event loop).
      const logged = () =>
        p
          .output()
          .split("\n")
          .find((l) => l.includes('"msg":"request"') && l.includes("/api/customers"));
      await expect.poll(logged, { timeout: 5_000 }).toBeDefined();
      const line = logged();
      expect(JSON.parse(line!)).toMatchObject({
        level: "info",
        method: "GET",
        path: "/api/customers",
        status: 200,
      });
    } finally {
      p.child.kill("SIGKILL");
      await p.exited;
    }
  });

  it("finishes requests in flight on SIGTERM, closes the database and exits 0", async () => {
    const p = await startProcess(env);
    // A sign-in runs a 0.3 s password check: SIGTERM arrives while it is in flight.
    const inFlight = login(p.url, ADMIN.email, ADMIN.password);
    await new Promise((r) => setTimeout(r, 80));
    p.child.kill("SIGTERM");
    const res = await inFlight;
    expect(res.status).toBe(200);
    expect(await p.exited).toBe(0);
    expect(p.output()).toContain("database closed");
  });

  it("keeps every committed write through a SIGKILL", async () => {
    const p = await startProcess(env);
    const email = `durable.${randomBytes(3).toString("hex")}@example.pk`;
    const reg = await fetch(`${p.url}/api/auth/register`, {
      method: "POST",
      headers: { "content-type": "application/json" },
      body: JSON.stringify({
        name: "Durable Customer",
        email,
        password: "Durable@123",
        mobileNumber: "+923001234567",
        address: "1 Jail Road",
        city: "Lahore",
        country: "Pakistan",
        company: "Durable Travels",
      }),
    });
    expect(reg.status).toBe(201);
    p.child.kill("SIGKILL");
    await p.exited;
    const again = await startProcess(env);
    try {
      const res = await login(again.url, ADMIN.email, ADMIN.password);
      const { token } = (await res.json()) as { token: string };
      const list = await fetch(`${again.url}/api/customers`, {
        headers: { authorization: `Bearer ${token}` },
      });
      const { customers } = (await list.json()) as { customers: { email: string }[] };
      expect(customers.map((c) => c.email)).toContain(email);
      expect(again.output()).toContain("admin exists");
    } finally {
      again.child.kill("SIGTERM");
      await again.exited;
    }
  });

  it("a restart keeps every committed booking", async () => {
    const p = await startProcess(env);
    const kept: Record<string, string> = {};
    let flightId: string;
    try {
      const admin = await adminToken(p.url);
      const email = `booker.${randomBytes(3).toString("hex")}@example.pk`;
      const reg = await call(p.url, "POST", "/auth/register", null, {
        name: "Restart Customer",
        email,
        password: "Restart@123",
        mobileNumber: "+923001234567",
        address: "3 Mall Road",
        city: "Lahore",
        country: "Pakistan",
        company: "Restart Travels",
      });
      expect(reg.status).toBe(201);
      const { customers } = (await call(p.url, "GET", "/customers", admin)).body;
      const customerId = customers.find((c: { email: string }) => c.email === email)._id;
      expect(
        (await call(p.url, "PUT", `/customers/${customerId}/approval`, admin, { isApproved: true })).status,
      ).toBe(200);
      const signIn = await login(p.url, email, "Restart@123");
      const customer = ((await signIn.json()) as { token: string }).token;
      const flight = await call(p.url, "POST", "/flights", admin, flightInput({ seatsAvailable: 10 }));
      expect(flight.status).toBe(201);
      flightId = flight.body.flight._id;
      // Pending (1 seat), approved (2 seats) and cancelled (3 seats, released again).
      const ids: string[] = [];
      for (const n of [1, 2, 3]) {
        const b = await call(p.url, "POST", "/bookings", customer, {
          ticketId: flightId,
          passengers: passengers(n),
        });
        expect(b.status).toBe(201);
        ids.push(b.body.booking._id);
      }
      expect((await call(p.url, "PUT", `/bookings/${ids[1]}/approve`, admin, {})).status).toBe(200);
      expect((await call(p.url, "PUT", `/bookings/${ids[2]}/cancel`, admin, {})).status).toBe(200);
      kept[ids[0]!] = "pending";
      kept[ids[1]!] = "approved";
      kept[ids[2]!] = "cancelled";
    } finally {
      p.child.kill("SIGKILL");
      await p.exited;
    }

    const again = await startProcess(env);
    try {
      const admin = await adminToken(again.url);
      const { bookings } = (await call(again.url, "GET", "/bookings?limit=1000", admin)).body;
      const found = Object.fromEntries(
        bookings
          .filter((b: { _id: string }) => b._id in kept)
          .map((b: { _id: string; status: string }) => [b._id, b.status]),
      );
      expect(found).toEqual(kept);
      const { flights } = (await call(again.url, "GET", "/flights", admin)).body;
      const flight = flights.find((f: { _id: string }) => f._id === flightId!);
      // 10 seats less the pending booking's 1 and the approved one's 2.
      expect(flight.seatsAvailable).toBe(7);
    } finally {
      again.child.kill("SIGTERM");
      await again.exited;
    }
  });
});
