/**
 * Fixed-window counters per key (an IP, an e-mail with an address, a caller). Two stores behind one
 * interface (`Limiter`): in memory (`RateLimiter`, one process: PGlite, docs/ARCHITECTURE.md §6.2)
 * and in PostgreSQL (`SharedRateLimiter`, every process on the database counts in one table:
 * docs/ARCHITECTURE.md §6.5), where the hits of one turn of the event loop are one statement and
 * one round trip.
 */
import { sql } from "drizzle-orm";
import { perTurn } from "../db/per-turn.ts";
import type { Db } from "../db/types.ts";

export type Hit = { allowed: boolean; remaining: number; retryAfterSeconds: number };

export interface Limiter {
  readonly limit: number;
  readonly windowMs: number;
  /** Counts one event for `key` and says whether it is within the limit. */
  hit(key: string): Hit | Promise<Hit>;
  /**
   * Counts one event under every key of `keys` unless one of them is already at its limit: then
   * nothing stays counted and the answer is the refusal that lasts longest.
   */
  hitAll(keys: string[]): Hit | Promise<Hit>;
  /** Whether `key` is already over its limit, without counting anything. */
  check(key: string): Hit | Promise<Hit>;
  /**
   * Takes back one event counted by `hit` (an attempt that turned out not to be a failure: a correct
   * password, or one never checked). Counting on arrival and taking back after keeps attempts sent
   * at once from all passing the check before any of them is counted.
   */
  release(key: string): void | Promise<void>;
  reset(key: string): void | Promise<void>;
  /** Forgets every key that starts with `prefix`. */
  resetPrefix(prefix: string): void | Promise<void>;
}

const retryAfter = (ms: number) => Math.max(1, Math.ceil(ms / 1000));

export class RateLimiter implements Limiter {
  private readonly windows = new Map<string, { count: number; resetAt: number }>();
  private lastSweep = 0;

  constructor(
    readonly limit: number,
    readonly windowMs: number,
    private readonly now: () => number = Date.now,
  ) {}

  hit(key: string): Hit {
    const t = this.now();
    this.sweep(t);
    let w = this.windows.get(key);
    if (!w || w.resetAt <= t) {
      w = { count: 0, resetAt: t + this.windowMs };
      this.windows.set(key, w);
    }
    w.count++;
    const allowed = w.count <= this.limit;
    return {
      allowed,
      remaining: Math.max(0, this.limit - w.count),
      retryAfterSeconds: allowed ? 0 : retryAfter(w.resetAt - t),
    };
  }

  hitAll(keys: string[]): Hit {
    let worst: Hit | undefined;
    for (const key of keys) {
      const hit = this.check(key);
      if (!hit.allowed && (!worst || hit.retryAfterSeconds > worst.retryAfterSeconds)) worst = hit;
    }
    if (worst) return worst;
    let least: Hit = { allowed: true, remaining: this.limit, retryAfterSeconds: 0 };
    for (const key of keys) {
      const hit = this.hit(key);
      if (hit.remaining < least.remaining) least = hit;
    }
    return least;
  }

  check(key: string): Hit {
    const t = this.now();
    const w = this.windows.get(key);
    if (!w || w.resetAt <= t || w.count < this.limit) {
      return {
        allowed: true,
        remaining: w && w.resetAt > t ? this.limit - w.count : this.limit,
        retryAfterSeconds: 0,
      };
    }
    return { allowed: false, remaining: 0, retryAfterSeconds: retryAfter(w.resetAt - t) };
  }

  release(key: string): void {
    const w = this.windows.get(key);
    if (w && w.resetAt > this.now() && w.count > 0) w.count--;
  }

  reset(key: string): void {
    this.windows.delete(key);
  }

  resetPrefix(prefix: string): void {
    for (const key of this.windows.keys()) if (key.startsWith(prefix)) this.windows.delete(key);
  }

  private sweep(t: number): void {
    if (t - this.lastSweep < 60_000) return;
    this.lastSweep = t;
    for (const [k, w] of this.windows) if (w.resetAt <= t) this.windows.delete(k);
  }
}

type Row = { key: string; count: number; ms: number };

/** What the shared store needs of PostgreSQL: pg's Pool (`query` with a named statement). */
export type Queryable = {
  query(q: { name: string; text: string; values: unknown[] }): Promise<{ rows: unknown[] }>;
};

// Named statements: each connection parses and plans them once, so a hit costs about what a
// `select 1` does (docs/ARCHITECTURE.md §6.5 has the measurements).
// COUNT adds `$2[i]` hits to key `$1[i]` (distinct keys); the count returned is the one after them.
const COUNT = `
  insert into rate_limits as r (key, count, reset_at)
  select k, n, now() + $3::int * interval '1 millisecond'
  from unnest($1::text[], $2::int[]) as t(k, n) order by k
  on conflict (key) do update set
    count = case when r.reset_at <= now() then excluded.count else r.count + excluded.count end,
    reset_at = case when r.reset_at <= now() then excluded.reset_at else r.reset_at end
  returning key, count, (extract(epoch from r.reset_at - now()) * 1000)::float8 as ms`;
const CHECK = `
  select count, (extract(epoch from reset_at - now()) * 1000)::float8 as ms
  from rate_limits where key = $1 and reset_at > now()`;
const RELEASE = `
  update rate_limits set count = count - 1
  where key = any($1::text[]) and reset_at > now() and count > 0`;
const RESET = "delete from rate_limits where key = $1";
const RESET_PREFIX = "delete from rate_limits where starts_with(key, $1)";

/**
 * The same counters in the UNLOGGED table `rate_limits` (migration 0008), shared by every process
 * on the database (docs/ARCHITECTURE.md §6.5). A hit is counted by an upsert that starts a new
 * window when the stored one is over, on the database's clock, so processes on several machines
 * agree on windows. The hits asked for in one turn of the event loop are one upsert (`hit`: the
 * per-caller limit counts every authenticated call, and fifty callers at once would otherwise hold
 * fifty of the pool's connections' round trips for it). `name` keeps each limiter's keys apart in
 * the one table. Windows that are over are deleted by the minute's housekeeping (`pruneRateLimits`).
 */
export class SharedRateLimiter implements Limiter {
  constructor(
    private readonly pool: Queryable,
    private readonly name: string,
    readonly limit: number,
    readonly windowMs: number,
  ) {}

  private k(key: string): string {
    return `${this.name}:${key}`;
  }

  private async run(name: string, text: string, values: unknown[]): Promise<Row[]> {
    return (await this.pool.query({ name, text, values })).rows as Row[];
  }

  private answer(count: number, ms: number): Hit {
    const allowed = count <= this.limit;
    return {
      allowed,
      remaining: Math.max(0, this.limit - count),
      retryAfterSeconds: allowed ? 0 : retryAfter(ms),
    };
  }

  /**
   * One upsert adding `hits.get(key)` to each key (sorted by the statement, so two calls lock shared
   * rows in one order).
   */
  private count(hits: Map<string, number>): Promise<Row[]> {
    return this.run("rate-limit-count", COUNT, [[...hits.keys()], [...hits.values()], this.windowMs]);
  }

  /**
   * The hits asked for in one turn of the event loop (stored keys, in order), counted together at
   * the next: each key's row, and for each hit how many hits of its key came after it in the batch.
   */
  private readonly counted = perTurn(async (keys: readonly string[]) => {
    const hits = new Map<string, number>();
    for (const k of keys) hits.set(k, (hits.get(k) ?? 0) + 1);
    const rows = new Map((await this.count(hits)).map((r) => [r.key, r]));
    const later: number[] = [];
    const seen = new Map<string, number>();
    for (const [i, k] of keys.entries()) {
      const nth = (seen.get(k) ?? 0) + 1;
      seen.set(k, nth);
      later[i] = hits.get(k)! - nth;
    }
    return { rows, later };
  });

  async hit(key: string): Promise<Hit> {
    const k = this.k(key);
    const { out, index } = await this.counted(k);
    const row = out.rows.get(k)!;
    // The statement counted the key's hits of this batch together: this one's count is its place
    // among them, as if each had been counted alone, in the order they were asked for.
    return this.answer(row.count - out.later[index]!, row.ms);
  }

  async hitAll(keys: string[]): Promise<Hit> {
    const rows = await this.count(new Map(keys.map((key) => [this.k(key), 1])));
    const over = rows.filter((r) => r.count > this.limit);
    if (over.length === 0) return this.answer(Math.max(...rows.map((r) => r.count)), 0);
    // Refused: nothing stays counted (one statement takes every key back).
    await this.run("rate-limit-release", RELEASE, [rows.map((r) => r.key)]);
    return this.answer(this.limit + 1, Math.max(...over.map((r) => r.ms)));
  }

  async check(key: string): Promise<Hit> {
    const [row] = await this.run("rate-limit-check", CHECK, [this.k(key)]);
    if (!row || row.count < this.limit) {
      return { allowed: true, remaining: this.limit - (row?.count ?? 0), retryAfterSeconds: 0 };
    }
    return { allowed: false, remaining: 0, retryAfterSeconds: retryAfter(row.ms) };
  }

  async release(key: string): Promise<void> {
    await this.run("rate-limit-release", RELEASE, [[this.k(key)]]);
  }

  async reset(key: string): Promise<void> {
    await this.run("rate-limit-reset", RESET, [this.k(key)]);
  }

  async resetPrefix(prefix: string): Promise<void> {
    await this.run("rate-limit-reset-prefix", RESET_PREFIX, [this.k(prefix)]);
  }
}

/** Deletes the windows that are over (the minute's housekeeping, server/services/maintenance.ts). */
export async function pruneRateLimits(db: Db): Promise<void> {
  await db.execute(sql`delete from rate_limits where reset_at <= now()`);
}
