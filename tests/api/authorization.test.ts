/**
 * The authorization matrix, generated from openapi.yaml: every operation declares who may call it
 * (`x-roles`), and every operation is called here without credentials and with the wrong role.
 * A new operation without a declared role fails the first test.
 */
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { operations } from "./helpers/contract.ts";
import { startServer, type TestServer, type TestUser } from "./helpers/server.ts";

const RANDOM_ID = "5b0c7b1e-2f8a-4c1d-9e3b-7a6d5c4b3a21";
let s: TestServer;
let admin: TestUser;
let customer: TestUser;

beforeAll(async () => {
  s = await startServer();
  admin = await s.user({ role: "admin" });
  customer = await s.user();
});
afterAll(() => s?.close());

const ops = operations();
const concrete = (path: string) => `/api${path.replace(/\{[^}]+\}/g, RANDOM_ID)}`;

describe("the authorization matrix", () => {
  it("every operation declares its roles", () => {
    const known = new Set(["admin", "customer", "public", "apikey"]);
    for (const op of ops) {
      expect(op.roles.length, op.operationId).toBeGreaterThan(0);
      for (const r of op.roles) expect(known.has(r), `${op.operationId}: ${r}`).toBe(true);
    }
    expect(ops.length).toBeGreaterThanOrEqual(50);
  });

  for (const op of ops) {
    const label = `${op.method} ${op.path}`;
    const body = op.hasBody ? {} : undefined;
    if (op.roles.includes("public")) continue;

    if (op.roles.includes("apikey")) {
      it(`${label}: no API key → 401, a signed-in admin is not a website → 401`, async () => {
        expect((await s.request(op.method, concrete(op.path), { body })).status).toBe(401);
        expect((await s.request(op.method, concrete(op.path), { body, token: admin.token })).status).toBe(
          401,
        );
      });
      continue;
    }

    it(`${label}: no token → 401`, async () => {
      const res = await s.request(op.method, concrete(op.path), { body });
      expect(res.status).toBe(401);
      expect(typeof res.body.message).toBe("string");
    });

    const wrongRole =
      op.roles.includes("admin") && op.roles.includes("customer")
        ? null
        : op.roles.includes("admin")
          ? "customer"
          : "admin";
    if (wrongRole) {
      it(`${label}: a ${wrongRole} → 403`, async () => {
        const token = (wrongRole === "customer" ? customer : admin).token;
        const res = await s.request(op.method, concrete(op.path), { body, token });
        expect(res.status).toBe(403);
      });
    }
  }
});
