/**
 * A PostgreSQL connection of this process's own, outside the pool (docs/ARCHITECTURE.md §6.5): it
 * LISTENs for the notices other processes send (an account changed) and holds the session-level
 * advisory locks that make one process the runner of the periodic housekeeping. When it drops it is
 * opened again (with a back-off): its LISTENs are issued again, and the locks it held are gone with
 * the old session, so they must be taken again, possibly by another process first. Whoever relies
 * on it hears `up` go false at once.
 */
import type pg from "pg";
import { loggableError } from "../http/errors.ts";

export type DedicatedSession = {
  /** Connected, with every LISTEN in place. */
  readonly up: boolean;
  /** Listens on `channel` from now on, on this connection and every one that replaces it. */
  listen(channel: string, onMessage: (payload: string) => void): void;
  /** Called with true once a (re)connection has its LISTENs in place, with false when it drops. */
  onState(callback: (up: boolean) => void): void;
  /**
   * Whether this session holds the advisory lock `name` (pg_try_advisory_lock on hashtext(name)),
   * trying to take it when it does not. Held until the connection drops or is closed.
   */
  holdLock(name: string): Promise<boolean>;
  close(): Promise<void>;
};

const RETRY_MIN_MS = 100;
const RETRY_MAX_MS = 5_000;

function log(level: "info" | "warn", msg: string, extra: Record<string, unknown> = {}): void {
  const line = JSON.stringify({ level, time: new Date().toISOString(), msg, ...extra });
  (level === "warn" ? process.stderr : process.stdout).write(`${line}\n`);
}

export function dedicatedSession(Client: typeof pg.Client, url: string): DedicatedSession {
  const channels = new Map<string, Set<(payload: string) => void>>();
  const watchers: ((up: boolean) => void)[] = [];
  const held = new Set<string>();
  let client: pg.Client | undefined;
  let connecting: Promise<void> | undefined;
  let up = false;
  let closed = false;
  let retryMs = RETRY_MIN_MS;
  let retryTimer: NodeJS.Timeout | undefined;
  let everUp = false;

  const setUp = (value: boolean) => {
    if (up === value) return;
    up = value;
    for (const w of watchers) w(value);
  };

  const dropped = (c: pg.Client, err?: unknown) => {
    if (client !== c) return;
    client = undefined;
    held.clear();
    setUp(false);
    c.end().catch(() => {});
    if (closed) return;
    log("warn", "database session lost; reconnecting", err ? { err: loggableError(err) } : {});
    retryTimer = setTimeout(() => {
      retryTimer = undefined;
      void connect();
    }, retryMs);
    retryTimer.unref();
    retryMs = Math.min(RETRY_MAX_MS, retryMs * 2);
  };

  const connect = (): Promise<void> => {
    connecting ??= (async () => {
      const c = new Client({ connectionString: url, keepAlive: true });
      c.on("error", (err) => dropped(c, err));
      c.on("end", () => dropped(c));
      c.on("notification", (msg) => {
        for (const handler of channels.get(msg.channel) ?? []) handler(msg.payload ?? "");
      });
      client = c;
      try {
        await c.connect();
        for (const channel of channels.keys()) await c.query(`LISTEN "${channel}"`);
        if (client !== c || closed) {
          await c.end().catch(() => {});
          return;
        }
        retryMs = RETRY_MIN_MS;
        if (everUp) log("info", "database session back");
        everUp = true;
        setUp(true);
      } catch (err) {
        dropped(c, err);
      }
    })().finally(() => {
      connecting = undefined;
    });
    return connecting;
  };

  const start = () => {
    if (!client && !connecting && !closed && !retryTimer) void connect();
  };

  return {
    get up() {
      return up;
    },
    listen(channel, onMessage) {
      if (!/^[a-z_]+$/.test(channel)) throw new Error(`not a channel name: ${channel}`);
      const handlers = channels.get(channel);
      if (handlers) {
        handlers.add(onMessage);
        start();
        return;
      }
      channels.set(channel, new Set([onMessage]));
      if (up && client) {
        // Issued on the live connection; until it is in place the session does not count as up.
        const c = client;
        setUp(false);
        c.query(`LISTEN "${channel}"`).then(
          () => {
            if (client === c) setUp(true);
          },
          (err) => dropped(c, err),
        );
      }
      start();
    },
    onState(callback) {
      watchers.push(callback);
      start();
    },
    async holdLock(name) {
      start();
      if (!up || !client) return false;
      if (held.has(name)) return true;
      const c = client;
      try {
        const r = await c.query<{ ok: boolean }>("select pg_try_advisory_lock(hashtext($1)) as ok", [name]);
        if (r.rows[0]?.ok && client === c) held.add(name);
      } catch (err) {
        dropped(c, err);
      }
      return held.has(name);
    },
    async close() {
      closed = true;
      clearTimeout(retryTimer);
      const c = client;
      client = undefined;
      held.clear();
      setUp(false);
      await connecting;
      await c?.end().catch(() => {});
    },
  };
}
