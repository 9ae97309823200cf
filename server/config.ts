/** Reads the environment (see the README's table) into the server's settings. */
import { randomBytes } from "node:crypto";
import { existsSync, mkdirSync, readFileSync, writeFileSync } from "node:fs";
import { join, resolve } from "node:path";
import type { AppConfig } from "./http/env.ts";

export type ServerEnv = {
  port: number;
  host: string;
  dataDir: string;
  databaseUrl: string | undefined;
  adminEmail: string | undefined;
  adminPassword: string | undefined;
  seed: "demo" | "none" | undefined;
};

const MINUTE = 60_000;

export const DEFAULT_LIMITS: AppConfig["limits"] = {
  loginPerIp: { limit: 50, windowMs: 15 * MINUTE },
  loginPerEmail: { limit: 10, windowMs: 15 * MINUTE },
  registerPerIp: { limit: 20, windowMs: 60 * MINUTE },
  apiPerCaller: { limit: 1200, windowMs: MINUTE },
  maxBodyBytes: 1024 * 1024,
  maxHeldSeatsPerCustomer: 20,
  maxHeldPlacesPerCustomer: 10,
};

function intEnv(env: NodeJS.ProcessEnv, name: string, fallback: number): number {
  const raw = env[name];
  if (raw === undefined || raw === "") return fallback;
  const n = Number(raw);
  if (!Number.isInteger(n) || n < 0) throw new Error(`${name} must be a whole number (got '${raw}')`);
  return n;
}

/** JWT_SECRET, or a random secret generated once and kept in DATA_DIR (mode 0600). */
function jwtSecret(env: NodeJS.ProcessEnv, dataDir: string): Uint8Array {
  if (env.JWT_SECRET) {
    if (env.JWT_SECRET.length < 32) throw new Error("JWT_SECRET must be at least 32 characters");
    return new TextEncoder().encode(env.JWT_SECRET);
  }
  const file = join(dataDir, "jwt-secret");
  if (!existsSync(file)) {
    mkdirSync(dataDir, { recursive: true });
    writeFileSync(file, randomBytes(48).toString("base64url"), { mode: 0o600 });
  }
  return new TextEncoder().encode(readFileSync(file, "utf8").trim());
}

export function readEnv(env: NodeJS.ProcessEnv = process.env): { server: ServerEnv; app: AppConfig } {
  const dataDir = resolve(env.DATA_DIR || "./data");
  const seed = env.SEED === "demo" || env.SEED === "none" ? env.SEED : undefined;
  if (env.SEED && !seed) throw new Error(`SEED must be 'demo' or 'none' (got '${env.SEED}')`);
  const server: ServerEnv = {
    port: intEnv(env, "PORT", 8080),
    host: env.HOST || "127.0.0.1",
    dataDir,
    databaseUrl: env.DATABASE_URL || undefined,
    adminEmail: env.ADMIN_EMAIL || undefined,
    adminPassword: env.ADMIN_PASSWORD || undefined,
    seed,
  };
  const app: AppConfig = {
    version: "1.1.0",
    jwtSecret: jwtSecret(env, dataDir),
    tokenTtlSeconds: intEnv(env, "TOKEN_TTL_SECONDS", 12 * 60 * 60),
    idleTimeoutMinutes: {
      customer: intEnv(env, "IDLE_TIMEOUT_CUSTOMER_MINUTES", 8 * 60),
      admin: intEnv(env, "IDLE_TIMEOUT_ADMIN_MINUTES", 60),
    },
    webApiKey: env.WEB_API_KEY || undefined,
    staticDir: resolve(env.STATIC_DIR || "dist"),
    trustProxy: env.TRUST_PROXY === "1" || env.TRUST_PROXY === "true",
    logRequests: env.LOG_REQUESTS !== "0",
    limits: {
      ...DEFAULT_LIMITS,
      loginPerIp: {
        ...DEFAULT_LIMITS.loginPerIp,
        limit: intEnv(env, "LOGIN_LIMIT_PER_IP", DEFAULT_LIMITS.loginPerIp.limit),
      },
      maxHeldSeatsPerCustomer: intEnv(env, "HOLD_LIMIT_SEATS", DEFAULT_LIMITS.maxHeldSeatsPerCustomer),
      maxHeldPlacesPerCustomer: intEnv(env, "HOLD_LIMIT_PLACES", DEFAULT_LIMITS.maxHeldPlacesPerCustomer),
    },
  };
  return { server, app };
}
