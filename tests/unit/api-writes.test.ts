/**
 * The outbox's writes are typed from openapi.yaml (src/api/writes.ts). The type check (`npm test`'s
 * tsc step) proves the refusals below: each `@ts-expect-error` must meet an error, or tsc fails.
 */
import { describe, expect, it } from "vitest";
import type { ApiWrite } from "../../src/api/writes.ts";

const id = "00000000-0000-4000-8000-000000000000";

describe("writes typed from openapi.yaml", () => {
  it("accepts the contract's operations with their bodies", () => {
    const writes: ApiWrite[] = [
      { method: "PUT", path: `/package-bookings/${id}/status`, body: { status: "approved" } },
      { method: "PUT", path: `/bookings/${id}/approve` },
      { method: "DELETE", path: `/flights/${id}` },
      { method: "POST", path: `/bookings/${id}/payment`, body: { method: "jazzcash", reference: "TX1" } },
    ];
    expect(writes.map((w) => w.method)).toEqual(["PUT", "PUT", "DELETE", "POST"]);
  });

  it("refuses a path, a method, a body or a value the contract does not have", () => {
    const refused: unknown[] = [
      // @ts-expect-error a path the server does not have
      { method: "POST", path: "/flight", body: {} } satisfies ApiWrite,
      // @ts-expect-error a method the path does not take
      { method: "PATCH", path: `/bookings/${id}/approve` } satisfies ApiWrite,
      // @ts-expect-error a status the contract does not allow
      { method: "PUT", path: `/package-bookings/${id}/status`, body: { status: "done" } } satisfies ApiWrite,
      // @ts-expect-error a payment without its reference
      { method: "POST", path: `/bookings/${id}/payment`, body: { method: "jazzcash" } } satisfies ApiWrite,
    ];
    expect(refused).toHaveLength(4);
  });
});
