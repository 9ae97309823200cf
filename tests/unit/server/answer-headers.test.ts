import type { AddressInfo } from "node:net";
import { type ServerType, serve } from "@hono/node-server";
import { Hono } from "hono";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { answerHeaders, keptBody } from "../../../server/http/answer-headers.ts";

/** What the lightweight Response keeps aside for its headers (undefined: not such an answer). */
function keptHeaders(res: Response): unknown {
  const slot = Object.getOwnPropertySymbols(res).find((s) => s.description === "cache");
  return slot ? (res as unknown as Record<symbol, unknown[]>)[slot]?.[2] : undefined;
}

/** The standard Response, before `serve` puts the server's lightweight one in its place. */
const StandardResponse = globalThis.Response;
const SHARED = Object.freeze({ "X-Route": "shared" });
const seenKinds: Record<string, string> = {};

let server: ServerType;
let base: string;

beforeAll(async () => {
  const app = new Hono();
  app.use("*", async (c, next) => {
    await next();
    const h = answerHeaders(c.res);
    h.set("X-Frame-Options", "DENY");
    h.set("content-type", `${h.get("Content-Type") ?? "none"}; edited`);
    if (h.has("x-drop")) h.delete("X-Drop");
    const kept = keptHeaders(c.res);
    seenKinds[c.req.path] = kept instanceof Headers ? "Headers" : typeof kept;
  });
  app.get("/json", (c) => c.json({ ok: true }, 201));
  app.get("/header-first", (c) => {
    c.header("X-Drop", "1");
    c.header("X-Kept", "yes");
    return c.json({ ok: true });
  });
  app.get("/shared", (c) => c.body("plain", 200, SHARED));
  await new Promise<void>((resolve) => {
    server = serve({ fetch: app.fetch, port: 0, hostname: "127.0.0.1" }, () => resolve());
  });
  base = `http://127.0.0.1:${(server.address() as AddressInfo).port}`;
});

afterAll(async () => {
  await new Promise((resolve) => server.close(resolve));
});

describe("answerHeaders", () => {
  it("edits a c.json answer's headers in place: they reach the wire once each, case-insensitively", async () => {
    const res = await fetch(`${base}/json`);
    expect(res.status).toBe(201);
    expect(res.headers.get("x-frame-options")).toBe("DENY");
    // Replaced, not doubled ("Content-Type" and "content-type" are one header).
    expect(res.headers.get("content-type")).toBe("application/json; edited");
    expect(await res.json()).toEqual({ ok: true });
    // The plain object was edited: no web Headers was built for this answer.
    expect(seenKinds["/json"]).toBe("object");
  });

  it("edits an answer whose route set headers first (a web Headers), deleting as asked", async () => {
    const res = await fetch(`${base}/header-first`);
    expect(res.headers.get("x-kept")).toBe("yes");
    expect(res.headers.get("x-drop")).toBeNull();
    expect(res.headers.get("x-frame-options")).toBe("DENY");
    expect(res.headers.get("content-type")).toBe("application/json; edited");
    expect(seenKinds["/header-first"]).toBe("Headers");
  });

  it("never changes a header object the route passed in", async () => {
    const res = await fetch(`${base}/shared`);
    expect(res.headers.get("x-route")).toBe("shared");
    expect(res.headers.get("x-frame-options")).toBe("DENY");
    expect(await res.text()).toBe("plain");
    expect(SHARED).toEqual({ "X-Route": "shared" });
  });

  it("falls back to the answer's own Headers for a standard Response", () => {
    const res = new StandardResponse("x", { headers: { "Content-Type": "text/plain" } });
    const h = answerHeaders(res);
    h.set("X-A", "1");
    expect(res.headers.get("x-a")).toBe("1");
    expect(h.toHeaders()).toBe(res.headers);
    expect(keptBody(res)).toBeUndefined();
  });
});
