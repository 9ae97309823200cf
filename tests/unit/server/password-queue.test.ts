import { describe, expect, it } from "vitest";
import { HttpError } from "../../../server/http/errors.ts";
import { RateLimiter } from "../../../server/http/rate-limit.ts";
import { PASSWORD_BUSY, PasswordQueue } from "../../../server/services/passwords.ts";

/** Work that finishes when the test says so. */
function gate() {
  let open!: () => void;
  const done = new Promise<void>((r) => {
    open = r;
  });
  return { open, work: () => done };
}

describe("the password queue", () => {
  it("runs at most `limit` at once, in arrival order, and refuses past `maxWaiting` with 429", async () => {
    const q = new PasswordQueue(2, 2);
    const gates = Array.from({ length: 4 }, gate);
    const started: number[] = [];
    const runs = gates.map((g, i) =>
      q.run(() => {
        started.push(i);
        return g.work();
      }),
    );
    await Promise.resolve();
    expect(started).toEqual([0, 1]);
    expect(q.stats).toMatchObject({ running: 2, waiting: 2 });

    const refused = await q.run(async () => "never").catch((e: unknown) => e);
    expect(refused).toBeInstanceOf(HttpError);
    expect((refused as HttpError).status).toBe(429);
    expect((refused as HttpError).message).toBe(PASSWORD_BUSY);
    expect(Number((refused as HttpError).headers?.["Retry-After"])).toBeGreaterThanOrEqual(1);
    expect(q.stats.refused).toBe(1);

    gates[1]!.open();
    await runs[1];
    await Promise.resolve();
    expect(started).toEqual([0, 1, 2]);
    for (const g of gates) g.open();
    await Promise.all(runs);
    expect(q.stats).toMatchObject({ running: 0, waiting: 0, done: 4 });
  });

  it("frees the slot of work that failed", async () => {
    const q = new PasswordQueue(1, 0);
    await expect(q.run(() => Promise.reject(new Error("boom")))).rejects.toThrow("boom");
    await expect(q.run(async () => "ok")).resolves.toBe("ok");
  });
});

describe("RateLimiter.release", () => {
  it("takes back one counted event, so only failures stay counted", () => {
    let t = 0;
    const limiter = new RateLimiter(2, 1000, () => t);
    limiter.hit("a");
    limiter.release("a");
    limiter.hit("a");
    expect(limiter.hit("a").allowed).toBe(true);
    expect(limiter.hit("a").allowed).toBe(false);
    t = 1000;
    limiter.release("a");
    expect(limiter.check("a").remaining).toBe(2);
  });

  it("resetPrefix forgets every key that starts with the prefix", () => {
    const limiter = new RateLimiter(1, 1000, () => 0);
    limiter.hit("x@y.pk|1.1.1.1");
    limiter.hit("x@y.pk|2.2.2.2");
    limiter.hit("z@y.pk|1.1.1.1");
    limiter.resetPrefix("x@y.pk|");
    expect(limiter.check("x@y.pk|1.1.1.1").allowed).toBe(true);
    expect(limiter.check("x@y.pk|2.2.2.2").allowed).toBe(true);
    expect(limiter.check("z@y.pk|1.1.1.1").allowed).toBe(false);
  });
});
