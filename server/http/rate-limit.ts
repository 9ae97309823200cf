/**
 * Fixed-window counters kept in memory, per key (an IP, an e-mail with an address, a caller). One
 * server process is the unit here; behind several servers the same interface would sit on a shared
 * store.
 */
export type Hit = { allowed: boolean; remaining: number; retryAfterSeconds: number };

export class RateLimiter {
  private readonly windows = new Map<string, { count: number; resetAt: number }>();
  private lastSweep = 0;

  constructor(
    readonly limit: number,
    readonly windowMs: number,
    private readonly now: () => number = Date.now,
  ) {}

  /** Counts one event for `key` and says whether it is within the limit. */
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
      retryAfterSeconds: allowed ? 0 : Math.max(1, Math.ceil((w.resetAt - t) / 1000)),
    };
  }

  /** Whether `key` is already over its limit, without counting anything. */
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
    return {
      allowed: false,
      remaining: 0,
      retryAfterSeconds: Math.max(1, Math.ceil((w.resetAt - t) / 1000)),
    };
  }

  /**
   * Takes back one event counted by `hit` (an attempt that turned out not to be a failure: a correct
   * password, or one never checked). Counting on arrival and taking back after keeps attempts sent
   * at once from all passing the check before any of them is counted.
   */
  release(key: string): void {
    const w = this.windows.get(key);
    if (w && w.resetAt > this.now() && w.count > 0) w.count--;
  }

  reset(key: string): void {
    this.windows.delete(key);
  }

  /** Forgets every key `match` accepts. */
  resetWhere(match: (key: string) => boolean): void {
    for (const key of this.windows.keys()) if (match(key)) this.windows.delete(key);
  }

  private sweep(t: number): void {
    if (t - this.lastSweep < 60_000) return;
    this.lastSweep = t;
    for (const [k, w] of this.windows) if (w.resetAt <= t) this.windows.delete(k);
  }
}
