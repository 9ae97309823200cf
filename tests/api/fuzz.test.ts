/**
 * Fuzzing every operation of the contract with hostile input: wrong types, nulls, huge strings,
 * deep nesting, SQL and HTML fragments, malformed JSON, odd ids and query strings. The server must
 * never answer 5xx, every 4xx must carry a JSON `message`, a refused write must leave every record
 * as it was (no partial writes), and it must still answer afterwards.
 */
import { sql } from "drizzle-orm";
import fc from "fast-check";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { operations } from "./helpers/contract.ts";
import { flightInput } from "./helpers/fixtures.ts";
import { startServer, TEST_WEB_API_KEY, type TestServer, type TestUser } from "./helpers/server.ts";

let s: TestServer;
let admin: TestUser;
let customer: TestUser;

beforeAll(async () => {
  s = await startServer({ limits: { apiPerCaller: { limit: 100_000, windowMs: 60_000 } } });
  admin = await s.user({ role: "admin" });
  customer = await s.user();
});
afterAll(() => s?.close());

const nasty = fc.oneof(
  fc.constantFrom(
    "'; drop table users; --",
    '" or 1=1 --',
    "<script>alert(1)</script>",
    "<img src=x onerror=alert(1)>",
    '=HYPERLINK("http://x")',
    "../../etc/passwd",
    "\u0000",
    "😀".repeat(50),
    "%00%27",
    "NaN",
    "-1",
    "1e309",
  ),
  fc.string({ maxLength: 40 }),
  fc.string({ minLength: 2000, maxLength: 6000 }),
);
const leaf = fc.oneof(nasty, fc.integer(), fc.double(), fc.boolean(), fc.constant(null));
const value: fc.Arbitrary<unknown> = fc.letrec((tie) => ({
  v: fc.oneof(
    { depthSize: "small", withCrossShrink: true },
    leaf,
    fc.array(tie("v"), { maxLength: 4 }),
    fc.dictionary(fc.string({ maxLength: 12 }), tie("v"), { maxKeys: 5 }),
  ),
})).v;
const knownKeys = fc.constantFrom(
  "email",
  "password",
  "name",
  "ticketId",
  "packageId",
  "passengers",
  "status",
  "price",
  "seatsAvailable",
  "flights",
  "packages",
  "isBlocked",
  "isApproved",
  "newPassword",
  "bookingType",
  "method",
  "reference",
);
const body = fc.oneof(
  fc.dictionary(knownKeys, value, { maxKeys: 6 }),
  value,
  fc.constantFrom('{"email": ', "[1,2", "{{}", "null", '"str"', `{"a":${"[".repeat(5000)}`),
);
const id = fc.oneof(fc.uuid(), fc.constantFrom("1", "abc", "' or 1=1", "%2e%2e", "0".repeat(40), "null"));
const query = fc.dictionary(
  fc.constantFrom(
    "limit",
    "page",
    "period",
    "month",
    "year",
    "since",
    "search",
    "status",
    "startDate",
    "format",
  ),
  nasty,
  { maxKeys: 4 },
);

/**
 * Every business record, as one digest. Left out: the activity log (a refused sign-in is logged on
 * purpose), stored idempotent answers (a 4xx is kept for its replays) and tombstones (deletes only).
 */
const RECORD_TABLES = [
  "users",
  "flights",
  "flight_bookings",
  "flight_booking_passengers",
  "packages",
  "package_bookings",
  "direct_bookings",
  "direct_package_bookings",
  "gds_bookings",
  "gds_segments",
  "gds_passengers",
];
async function recordsDigest(): Promise<string> {
  const parts = RECORD_TABLES.map(
    (t) => `(select md5(coalesce(string_agg(x::text, '|' order by x::text), '')) from ${t} x)`,
  );
  const result = await s.deps.db.execute(sql.raw(`select concat_ws(',', ${parts.join(", ")}) as digest`));
  const rows = (Array.isArray(result) ? result : (result as { rows: unknown[] }).rows) as {
    digest: string;
  }[];
  return rows[0]!.digest;
}

describe("fuzzing every operation", () => {
  const ops = operations();
  it("never answers 5xx, always explains a 4xx, and stays up", async () => {
    // The digest sees a write (or the check below could never fail).
    const empty = await recordsDigest();
    expect((await s.post("/api/flights", flightInput(), { token: admin.token })).status).toBe(201);
    expect(await recordsDigest()).not.toBe(empty);
    const tokens = () => [admin.token, customer.token, undefined];
    await fc.assert(
      fc.asyncProperty(
        fc.integer({ min: 0, max: ops.length - 1 }),
        fc.integer({ min: 0, max: 2 }),
        id,
        body,
        query,
        async (i, who, pathId, b, q) => {
          const op = ops[i]!;
          const path = `/api${op.path.replace(/\{[^}]+\}/g, encodeURIComponent(pathId))}`;
          const qs = new URLSearchParams(q as Record<string, string>).toString();
          const raw =
            typeof b === "string" && /^[[{"n]/.test(b) && !b.startsWith('"str') ? b : JSON.stringify(b);
          const headers: Record<string, string> = { "content-type": "application/json" };
          if (op.roles.includes("apikey")) headers["x-api-key"] = TEST_WEB_API_KEY;
          const writes = op.method !== "GET" && op.method !== "HEAD";
          const before = writes ? await recordsDigest() : "";
          const res = await fetch(`${s.url}${path}${qs ? `?${qs}` : ""}`, {
            method: op.method,
            headers: { ...headers, ...(tokens()[who] ? { authorization: `Bearer ${tokens()[who]}` } : {}) },
            body: op.method === "GET" || op.method === "HEAD" ? undefined : raw,
          });
          const text = await res.text();
          expect(res.status, `${op.method} ${path} → ${res.status}: ${text.slice(0, 200)}`).toBeLessThan(500);
          if (res.status >= 400) {
            const parsed = JSON.parse(text) as { message?: unknown };
            expect(typeof parsed.message, `${op.method} ${path}`).toBe("string");
            // Refused means nothing was written, not even part of it.
            if (writes)
              expect(await recordsDigest(), `${op.method} ${path} → ${res.status} wrote`).toBe(before);
          }
        },
      ),
      {
        numRuns: Number(process.env.FUZZ_RUNS ?? 2000),
        seed: Number(process.env.FUZZ_SEED ?? 20261122),
        endOnFailure: true,
      },
    );
    expect((await s.get("/api/health")).status).toBe(200);
  }, 240_000);
});
