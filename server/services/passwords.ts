/**
 * Password hashing with scrypt at the OWASP Password Storage Cheat Sheet parameters
 * (N = 2^17, r = 8, p = 1; 128 MiB, about 0.3 s on the reference machine), run on libuv's thread
 * pool so the event loop never waits. Stored as `scrypt$N$r$p$saltB64$hashB64`.
 *
 * Every derivation waits its turn in one queue per process (docs/ARCHITECTURE.md §4.3): at most
 * PASSWORD_CONCURRENCY at once (default 2 of libuv's 4 threads, which compression and file reads
 * share, and one core fewer than the machine has), at most PASSWORD_QUEUE_MAX waiting (default 64);
 * past that the call is a 429 with Retry-After, so a flood of password checks can slow only other
 * password checks, never the rest of the API.
 */
import { randomBytes, scrypt, timingSafeEqual } from "node:crypto";
import { availableParallelism } from "node:os";
import { HttpError } from "../http/errors.ts";

export const SCRYPT_PARAMS = { N: 2 ** 17, r: 8, p: 1, keyLength: 64 } as const;
const MAXMEM = 256 * 1024 * 1024;

/**
 * SCRYPT_N_FOR_TESTS: a lower N for new hashes, so a test suite that signs in hundreds of times
 * does not spend most of its time in scrypt (docs/ARCHITECTURE.md §9.2). Only N changes; every hash
 * records its own parameters, so a check is the same code at any cost, and a hash made at the
 * production cost is checked at the production cost. Production refuses to start with it set
 * (server/production.ts), and a sign-in re-hashes a password stored below the current cost.
 */
export function scryptCostFromEnv(env: NodeJS.ProcessEnv): number {
  const raw = env.SCRYPT_N_FOR_TESTS;
  if (raw === undefined || raw === "") return SCRYPT_PARAMS.N;
  const n = Number(raw);
  if (!Number.isInteger(n) || n < 1024 || n > SCRYPT_PARAMS.N || (n & (n - 1)) !== 0)
    throw new Error(
      `SCRYPT_N_FOR_TESTS must be a power of two from 1024 to ${SCRYPT_PARAMS.N} (got '${raw}')`,
    );
  return n;
}

/** The N new hashes are made with in this process. */
export const currentScryptN = scryptCostFromEnv(process.env);

export const PASSWORD_BUSY = "The server is busy checking passwords. Please try again in a moment.";

function wholeEnv(name: string, fallback: number, min: number): number {
  const raw = process.env[name];
  if (raw === undefined || raw === "") return fallback;
  const n = Number(raw);
  if (!Number.isInteger(n) || n < min)
    throw new Error(`${name} must be a whole number of at least ${min} (got '${raw}')`);
  return n;
}

/** A bounded queue of password work: `limit` running, `maxWaiting` waiting, the rest refused. */
export class PasswordQueue {
  private running = 0;
  private readonly waiting: (() => void)[] = [];
  /** Derivations finished, and refused for a full queue (read by the tests and the health data). */
  done = 0;
  refused = 0;
  /** A moving average of one derivation's time, for Retry-After. */
  private averageMs = 300;

  constructor(
    readonly limit: number,
    readonly maxWaiting: number,
  ) {}

  get stats() {
    return { running: this.running, waiting: this.waiting.length, done: this.done, refused: this.refused };
  }

  async run<T>(work: () => Promise<T>): Promise<T> {
    if (this.running >= this.limit) {
      if (this.waiting.length >= this.maxWaiting) {
        this.refused++;
        // Roughly when the queue ahead will have drained.
        const seconds = Math.max(
          1,
          Math.ceil(((this.waiting.length / this.limit + 1) * this.averageMs) / 1000),
        );
        throw new HttpError(429, PASSWORD_BUSY, undefined, { "Retry-After": String(seconds) });
      }
      // A finishing derivation hands its slot straight to the first waiting one.
      await new Promise<void>((resolve) => this.waiting.push(resolve));
    } else {
      this.running++;
    }
    const started = performance.now();
    try {
      return await work();
    } finally {
      this.done++;
      this.averageMs = this.averageMs * 0.8 + (performance.now() - started) * 0.2;
      const next = this.waiting.shift();
      if (next) next();
      else this.running--;
    }
  }
}

/**
 * At most 2 (half of libuv's 4 threads), and one core fewer than the machine has: scrypt is all CPU,
 * and on a 2-core machine two derivations at once would leave none for the event loop.
 */
export const DEFAULT_PASSWORD_CONCURRENCY = Math.max(1, Math.min(2, availableParallelism() - 1));

/** The process's queue: the thread pool it protects is the process's too. */
export const passwordQueue = new PasswordQueue(
  wholeEnv("PASSWORD_CONCURRENCY", DEFAULT_PASSWORD_CONCURRENCY, 1),
  wholeEnv("PASSWORD_QUEUE_MAX", 64, 0),
);

function derive(
  password: string,
  salt: Buffer,
  N: number,
  r: number,
  p: number,
  len: number,
): Promise<Buffer> {
  return passwordQueue.run(
    () =>
      new Promise((resolve, reject) => {
        scrypt(password.normalize("NFKC"), salt, len, { N, r, p, maxmem: MAXMEM }, (err, key) =>
          err ? reject(err) : resolve(key),
        );
      }),
  );
}

/** A new salted hash at this process's cost (`N` for a test that needs the production cost). */
export async function hashPassword(password: string, N: number = currentScryptN): Promise<string> {
  const { r, p, keyLength } = SCRYPT_PARAMS;
  const salt = randomBytes(16);
  const key = await derive(password, salt, N, r, p, keyLength);
  return `scrypt$${N}$${r}$${p}$${salt.toString("base64")}$${key.toString("base64")}`;
}

export async function verifyPassword(password: string, stored: string): Promise<boolean> {
  const parts = stored.split("$");
  if (parts.length !== 6 || parts[0] !== "scrypt") return false;
  const [, n, r, p, saltB64, hashB64] = parts as [string, string, string, string, string, string];
  const expected = Buffer.from(hashB64, "base64");
  const key = await derive(
    password,
    Buffer.from(saltB64, "base64"),
    Number(n),
    Number(r),
    Number(p),
    expected.length,
  );
  return key.length === expected.length && timingSafeEqual(key, expected);
}

/** A stored hash made below this process's cost: the next sign-in stores a new one. */
export function needsRehash(stored: string): boolean {
  const parts = stored.split("$");
  return parts[0] === "scrypt" && Number(parts[1]) < currentScryptN;
}

let dummy: Promise<string> | undefined;
/**
 * Spends the same work as a real verification, for sign-ins with an unknown e-mail and registrations
 * with a known one, so that the answer takes about as long as for a wrong password (a new account).
 */
export async function burnPasswordCheck(password: string): Promise<void> {
  if (!dummy) {
    dummy = hashPassword("not-a-real-password-9f2c!");
    // A refused first try (a full queue) is not kept: the next call makes the dummy again.
    dummy.catch(() => {
      dummy = undefined;
    });
  }
  await verifyPassword(password, await dummy);
}
