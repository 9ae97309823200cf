/**
 * The Hono application: security headers, request logs, body limits and error handling around the
 * API routes (one module per openapi tag) and the built PWA.
 */
import { randomUUID } from "node:crypto";
import { type Context, Hono } from "hono";
import { bodyLimit } from "hono/body-limit";
import type { Database } from "./db/client.ts";
import { answerHeaders } from "./http/answer-headers.ts";
import { setTrustProxy } from "./http/client-ip.ts";
import { CONTENT_SECURITY_POLICY } from "./http/csp.ts";
import type { AppConfig, AppEnv, Deps } from "./http/env.ts";
import { HttpError, loggableError } from "./http/errors.ts";
import { HSTS, overTls } from "./http/hsts.ts";
import { logLine } from "./http/log-lines.ts";
import { type Limiter, RateLimiter, SharedRateLimiter } from "./http/rate-limit.ts";
import { serveApp } from "./http/static.ts";
import { apiWire } from "./http/wire.ts";
import { authRoutes } from "./routes/auth.ts";
import { bookingRoutes } from "./routes/bookings.ts";
import { customerRoutes } from "./routes/customers.ts";
import { dashboardRoutes } from "./routes/dashboard.ts";
import { directBookingRoutes, directPackageBookingRoutes } from "./routes/direct.ts";

import { flightRoutes } from "./routes/flights.ts";
import { healthRoutes } from "./routes/health.ts";
import { logRoutes } from "./routes/logs.ts";
import { notificationRoutes } from "./routes/notifications.ts";
import { packageBookingRoutes } from "./routes/package-bookings.ts";
import { packageRoutes } from "./routes/packages.ts";
import { profileRoutes } from "./routes/profile.ts";
import { pushRoutes } from "./routes/push.ts";
import { sessionRoutes } from "./routes/sessions.ts";
import { verifyRoutes } from "./routes/verify.ts";
import { webRoutes } from "./routes/web.ts";
import { websiteSettingsRoutes } from "./routes/website-settings.ts";
import { listenForAccountChanges } from "./services/account-events.ts";
import { deliveryOf } from "./services/notify.ts";

export { CONTENT_SECURITY_POLICY };

/** Paths whose bodies may be larger than the general limit (CSV imports have their own row cap). */
const IMPORT_PATH = /^\/api\/(flights|packages)\/import$/;
export const IMPORT_MAX_BODY_BYTES = 16 * 1024 * 1024;

export type AppHandle = { app: Hono<AppEnv>; deps: Deps };

export function createApp(
  database: Database,
  config: AppConfig,
  now: () => Date = () => new Date(),
): AppHandle {
  setTrustProxy(config.trustProxy);
  const { limits } = config;
  // On PostgreSQL every process counts in one table; PGlite is one process and counts in memory
  // (docs/ARCHITECTURE.md §6.5).
  const limiter = (name: string, l: { limit: number; windowMs: number }): Limiter =>
    database.pool
      ? new SharedRateLimiter(database.pool, name, l.limit, l.windowMs)
      : new RateLimiter(l.limit, l.windowMs);
  const deps: Deps = {
    db: database.db,
    database,
    config,
    now,
    limiters: {
      loginIp: limiter("login-ip", limits.loginPerIp),
      loginEmail: limiter("login-email", limits.loginPerEmail),
      registerIp: limiter("register-ip", limits.registerPerIp),
      verifyIp: limiter("verify-ip", limits.verifyPerIp),
      api: limiter("api", limits.apiPerCaller),
    },
    startedAt: Date.now(),
  };
  // Account changes made by other processes reach this one's account cache at once (§6.5).
  listenForAccountChanges(database);

  // E-mail is queued only while SMTP is configured (docs/ARCHITECTURE.md §13.4).
  const delivery = deliveryOf(database.db);
  delivery.mail = Boolean(config.mail);
  delivery.appUrl = config.appUrl;

  const app = new Hono<AppEnv>();

  app.use("*", async (c, next) => {
    const started = performance.now();
    const written = delivery.written;
    c.set("requestId", c.req.header("x-request-id")?.slice(0, 64) || randomUUID());
    await next();
    // In place, without a web Headers (server/http/answer-headers.ts).
    const h = answerHeaders(c.res);
    // An HTML page of the app carries its own, with its inline scripts' hashes (server/http/static.ts).
    if (!h.has("Content-Security-Policy")) h.set("Content-Security-Policy", CONTENT_SECURITY_POLICY);
    h.set("X-Content-Type-Options", "nosniff");
    h.set("Referrer-Policy", "strict-origin-when-cross-origin");
    h.set("X-Frame-Options", "DENY");
    h.set("Cross-Origin-Opener-Policy", "same-origin");
    h.set("Permissions-Policy", "camera=(), microphone=(), geolocation=(), payment=()");
    if (overTls(c, config.trustProxy)) h.set("Strict-Transport-Security", HSTS);
    h.set("X-Request-Id", c.get("requestId"));
    // Notices written while this request ran (its own are committed now) are sent after its answer
    // is made (docs/ARCHITECTURE.md §13.2).
    if (delivery.written !== written) delivery.wake?.();
    if (c.req.path.startsWith("/api/") && !h.has("Cache-Control")) h.set("Cache-Control", "no-store");
    if (config.logRequests) {
      const line = {
        level: c.res.status >= 500 ? "error" : "info",
        time: new Date().toISOString(),
        msg: "request",
        requestId: c.get("requestId"),
        method: c.req.method,
        path: c.req.path,
        status: c.res.status,
        ms: Math.round((performance.now() - started) * 10) / 10,
        user: c.get("caller")?.id,
      };
      logLine(`${JSON.stringify(line)}\n`);
    }
  });

  // Compression, ETags and 304s for every API answer (server/http/wire.ts); the static files do
  // their own, from compressed forms made once per file (server/http/static.ts).
  app.use("/api/*", apiWire());

  // The rest of the body is never read: close the connection so it cannot be reused mid-body.
  const tooLargeAnswer = (c: Context<AppEnv>) =>
    c.json({ message: "Request body too large" }, 413, { Connection: "close" });
  const tooLarge = (maxSize: number) => bodyLimit({ maxSize, onError: tooLargeAnswer });
  app.use("/api/*", async (c, next) => {
    // GET, HEAD and OPTIONS carry no body here: asking for one would build a full web Request
    // around the Node request (about a tenth of a small GET's cost) just to find it empty.
    const method = c.req.method;
    if (method === "GET" || method === "HEAD" || method === "OPTIONS") return next();
    const limit = IMPORT_PATH.test(c.req.path) ? IMPORT_MAX_BODY_BYTES : limits.maxBodyBytes;
    // A body with a Content-Length (and no Transfer-Encoding; Node's parser refuses both together
    // and never delivers more bytes than the length) is judged by its length, exactly as bodyLimit
    // judges it, but without bodyLimit's first look at `c.req.raw.body`, which builds a full web
    // Request and stream around the Node request: the route then reads the body straight from the
    // socket (@hono/node-server's direct read). Bodies of unknown length still go through bodyLimit,
    // which counts them as they arrive.
    const length = c.req.header("content-length");
    if (length !== undefined && c.req.header("transfer-encoding") === undefined) {
      return Number.parseInt(length || "0", 10) > limit ? tooLargeAnswer(c) : next();
    }
    return tooLarge(limit)(c, next);
  });

  const api = new Hono<AppEnv>();
  api.route("/auth/sessions", sessionRoutes(deps));
  api.route("/auth", authRoutes(deps));
  api.route("/profile", profileRoutes(deps));
  api.route("/customers", customerRoutes(deps));
  api.route("/flights", flightRoutes(deps));
  api.route("/bookings", bookingRoutes(deps));
  api.route("/packages", packageRoutes(deps));
  api.route("/package-bookings", packageBookingRoutes(deps));
  api.route("/direct-bookings", directBookingRoutes(deps));
  api.route("/direct-package-bookings", directPackageBookingRoutes(deps));
  api.route("/web", webRoutes(deps));
  api.route("/website-settings", websiteSettingsRoutes(deps));
  api.route("/logs", logRoutes(deps));
  api.route("/notifications", notificationRoutes(deps));
  api.route("/push", pushRoutes(deps));
  api.route("/", dashboardRoutes(deps));
  api.route("/health", healthRoutes(deps));
  api.route("/verify", verifyRoutes(deps));
  app.route("/api", api);

  app.all("/api/*", (c) => c.json({ message: `No such API call: ${c.req.method} ${c.req.path}` }, 404));
  app.all("/api", (c) => c.json({ message: "No such API call" }, 404));

  if (config.staticDir) app.use("*", serveApp(config.staticDir));

  app.notFound((c) => c.json({ message: "Not found" }, 404));
  app.onError((err, c) => {
    if (err instanceof HttpError) {
      for (const [k, v] of Object.entries(err.headers ?? {})) c.header(k, v);
      return c.json(
        err.errors ? { message: err.message, errors: err.errors } : { message: err.message },
        err.status,
      );
    }
    console.error(
      JSON.stringify({
        level: "error",
        time: new Date().toISOString(),
        msg: "unhandled error",
        requestId: c.get("requestId"),
        method: c.req.method,
        path: c.req.path,
        // Never the query's parameters or the values a message quotes (docs/ARCHITECTURE.md §6.3).
        err: loggableError(err),
      }),
    );
    return c.json({ message: "Something went wrong on our side. Please try again." }, 500);
  });

  return { app, deps };
}
