/**
 * A real Safar server for a test file: the Hono app over HTTP on 127.0.0.1 (a free port), on a fresh
 * database — PGlite by default, or a throwaway PostgreSQL database when SAFAR_TEST_PG_URL is set
 * (created here, dropped on close). Every response is checked against openapi.yaml.
 */
import { randomBytes } from "node:crypto";
import { readFileSync } from "node:fs";
import type { Server } from "node:http";
import type { AddressInfo } from "node:net";
import { serve } from "@hono/node-server";
import { inject } from "vitest";
import { createApp } from "../../../server/app.ts";
import { DEFAULT_LIMITS } from "../../../server/config.ts";
import { type Database, openDatabase } from "../../../server/db/client.ts";
import { users } from "../../../server/db/schema.ts";
import type { AppConfig, Deps } from "../../../server/http/env.ts";
import { answerClientErrorsAsJson } from "../../../server/http/node-server.ts";
import { hashPassword } from "../../../server/services/passwords.ts";
import { issueToken } from "../../../server/services/tokens.ts";
import { checkResponse } from "./contract.ts";
import { scratchDatabase } from "./scratch-database.ts";

export const TEST_WEB_API_KEY = "test-web-api-key-0123456789";
export const onPostgres = Boolean(process.env.SAFAR_TEST_PG_URL);

export type Res<T = any> = { status: number; body: T; headers: Headers; text: string };

export type RequestOptions = {
  token?: string | null;
  body?: unknown;
  /** Sent as is (for malformed input tests). */
  rawBody?: string;
  headers?: Record<string, string>;
};

export type TestServer = {
  url: string;
  deps: Deps;
  database: Database;
  request<T = any>(method: string, path: string, options?: RequestOptions): Promise<Res<T>>;
  get<T = any>(path: string, options?: RequestOptions): Promise<Res<T>>;
  post<T = any>(path: string, body?: unknown, options?: RequestOptions): Promise<Res<T>>;
  put<T = any>(path: string, body?: unknown, options?: RequestOptions): Promise<Res<T>>;
  patch<T = any>(path: string, body?: unknown, options?: RequestOptions): Promise<Res<T>>;
  del<T = any>(path: string, options?: RequestOptions): Promise<Res<T>>;
  /**
   * Creates a user straight in the database and returns it with a valid token. Its password is
   * hashed at the suite's cost (SCRYPT_N_FOR_TESTS) unless `scryptN` asks for another (the
   * production cost, SCRYPT_PARAMS.N, where the time a check takes is what is tested).
   */
  user(
    overrides?: Partial<typeof users.$inferInsert> & { password?: string; scryptN?: number },
  ): Promise<TestUser>;
  /** A token of another session (another device) of `user`, without a password check. */
  session(user: TestUser): Promise<string>;
  close(): Promise<void>;
};

export type TestUser = typeof users.$inferSelect & { token: string; password: string };

async function openTestDatabase(): Promise<{ database: Database; drop: () => Promise<void> }> {
  const adminUrl = process.env.SAFAR_TEST_PG_URL;
  if (adminUrl) {
    const scratch = await scratchDatabase(adminUrl, "safar_test");
    const database = await openDatabase({ kind: "postgres", url: scratch.url, poolSize: 10 });
    return { database, drop: scratch.drop };
  }
  const template = readFileSync(inject("pgliteTemplate"));
  const database = await openDatabase({ kind: "pglite", loadDataDir: new Blob([template]) });
  return { database, drop: async () => {} };
}

let sharedHash: Promise<string> | undefined;
export const TEST_PASSWORD = "Test@12345";

export async function startServer(
  options: { config?: Partial<AppConfig>; limits?: Partial<AppConfig["limits"]>; now?: () => Date } = {},
): Promise<TestServer> {
  const { database, drop } = await openTestDatabase();
  const config: AppConfig = {
    version: "1.1.0",
    jwtSecret: randomBytes(32),
    tokenTtlSeconds: 3600,
    webApiKey: TEST_WEB_API_KEY,
    staticDir: undefined,
    trustProxy: false,
    logRequests: false,
    ...options.config,
    // Tests that move their clock by days would otherwise find their tokens idle: the timeout is as
    // long as a token lives unless a test sets its own (tests/api/sessions.test.ts).
    idleTimeoutMinutes: options.config?.idleTimeoutMinutes ?? {
      customer: Math.ceil((options.config?.tokenTtlSeconds ?? 3600) / 60),
      admin: Math.ceil((options.config?.tokenTtlSeconds ?? 3600) / 60),
    },
    limits: { ...DEFAULT_LIMITS, ...options.limits },
  };
  const { app, deps } = createApp(database, config, options.now);
  const server = await new Promise<Server>((resolve) => {
    const s = serve({ fetch: app.fetch, port: 0, hostname: "127.0.0.1" }, () =>
      resolve(s as Server),
    ) as Server;
    answerClientErrorsAsJson(s);
  });
  const url = `http://127.0.0.1:${(server.address() as AddressInfo).port}`;

  async function request<T>(method: string, path: string, o: RequestOptions = {}): Promise<Res<T>> {
    const headers: Record<string, string> = { ...o.headers };
    if (o.token) headers.authorization = `Bearer ${o.token}`;
    let payload: string | undefined;
    if (o.rawBody !== undefined) payload = o.rawBody;
    else if (o.body !== undefined) payload = JSON.stringify(o.body);
    if (payload !== undefined && !Object.keys(headers).some((h) => h.toLowerCase() === "content-type")) {
      headers["content-type"] = "application/json";
    }
    const res = await fetch(url + path, { method, headers, body: payload });
    const text = await res.text();
    const type = res.headers.get("content-type") ?? "";
    let body: unknown = text;
    if (type.includes("json")) body = JSON.parse(text);
    checkResponse(method, path, res.status, body, type);
    return { status: res.status, body: body as T, headers: res.headers, text };
  }

  let n = 0;
  return {
    url,
    deps,
    database,
    request,
    get: (p, o) => request("GET", p, o),
    post: (p, b, o) => request("POST", p, { ...o, body: b }),
    put: (p, b, o) => request("PUT", p, { ...o, body: b }),
    patch: (p, b, o) => request("PATCH", p, { ...o, body: b }),
    del: (p, o) => request("DELETE", p, o),
    async user(overrides = {}) {
      const { password, scryptN, ...rest } = overrides;
      sharedHash ??= hashPassword(TEST_PASSWORD);
      const passwordHash =
        password || scryptN ? await hashPassword(password ?? TEST_PASSWORD, scryptN) : await sharedHash;
      n++;
      const [u] = await deps.db
        .insert(users)
        .values({
          name: `Test User ${n}`,
          email: `user${n}.${randomBytes(3).toString("hex")}@example.pk`,
          passwordHash,
          role: "customer",
          isApproved: true,
          mobileNumber: "+923001234567",
          address: "12 Mall Road",
          city: "Lahore",
          country: "Pakistan",
          company: "Test Travels",
          ...rest,
        })
        .returning();
      const token = await issueToken(deps, u!, deps.now());
      return { ...u!, token, password: password ?? TEST_PASSWORD };
    },
    session: (u) => issueToken(deps, u, deps.now()),
    async close() {
      server.closeAllConnections();
      await new Promise<void>((r) => server.close(() => r()));
      await database.close();
      await drop();
    },
  };
}
