/** What every request handler can reach: the caller and the shared services. */
import type { Database, Db } from "../db/types.ts";
import type { Limiter } from "./rate-limit.ts";

export type Role = "admin" | "customer";

export type Caller = {
  id: string;
  name: string;
  email: string;
  role: Role;
  tokenVersion: number;
};

export type AppEnv = {
  Variables: {
    caller: Caller | undefined;
    /** 'apikey' when authenticated by X-Api-Key (website and GDS ingestion). */
    apiClient: string | undefined;
    rawBody: string;
    jsonBody: { v: unknown };
    requestId: string;
    /** The signed-in caller's session (server/services/sessions.ts); undefined without a token. */
    sessionId: string | undefined;
    /**
     * A caller admitted by `requireCustomerAtLock` before its account was read: the token version
     * its account must still have (server/http/guards.ts); `dead` once the account was found not to
     * stand. Undefined for every other caller, and once the account is confirmed.
     */
    pendingAccount: { tv: unknown; dead?: true } | undefined;
    /** An Idempotency-Key a route records inside its own transaction (server/http/idempotency.ts). */
    idempotency: IdempotencyClaim | undefined;
  };
};

/** What an answer is kept under, for a route that records it in its own transaction. */
export type IdempotencyClaim = {
  scope: string;
  key: string;
  method: string;
  path: string;
  requestHash: string;
  now: Date;
  /** Set once the route's transaction has written the answer (it commits with the work). */
  recorded: boolean;
  /** Set once the route's transaction has looked up the answer kept for the key (none was live). */
  looked: boolean;
};

export type AppConfig = {
  version: string;
  jwtSecret: Uint8Array;
  /** Lifetime of a sign-in token, in seconds. */
  tokenTtlSeconds: number;
  /** A session unused this long (minutes, per role) is signed out (server/services/sessions.ts). */
  idleTimeoutMinutes: Record<Role, number>;
  webApiKey: string | undefined;
  /** Where the built PWA is; undefined serves no static files. */
  staticDir: string | undefined;
  trustProxy: boolean;
  logRequests: boolean;
  /** Web Push's VAPID keys (docs/ARCHITECTURE.md §13.3); undefined: push is off. */
  push?: {
    publicKey: string;
    privateKey: string;
    /** A `mailto:` or `https:` contact the push services may use. */
    subject: string;
    /** Test servers only: accept `http:` push endpoints (production takes `https:` ones). */
    allowHttpEndpoints?: boolean;
  };
  /** SMTP_URL and MAIL_FROM (docs/ARCHITECTURE.md §13.4); undefined: no e-mail is queued. */
  mail?: { url: string; from: string };
  /** APP_URL's origin (docs/ARCHITECTURE.md §13.4): e-mails link to their notice there; undefined: no link. */
  appUrl?: string;
  /** The housekeeping's period (server/services/maintenance.ts, MAINTENANCE_INTERVAL_MS); tests shorten it. */
  maintenanceEveryMs?: number;
  /** This process's slot in a cluster (server/cluster.ts), for the health check; unset alone. */
  worker?: number;
  /** The outboxes' timing (server/services/delivery.ts); tests shorten it. */
  delivery?: { retryBaseMs?: number; pollMs?: number };
  limits: {
    loginPerIp: { limit: number; windowMs: number };
    loginPerEmail: { limit: number; windowMs: number };
    registerPerIp: { limit: number; windowMs: number };
    /** Checks of travel documents' codes (GET /verify/{code}, no session) per address. */
    verifyPerIp: { limit: number; windowMs: number };
    apiPerCaller: { limit: number; windowMs: number };
    maxBodyBytes: number;
    /**
     * Seat hoarding (OWASP API6): the most seats one customer may hold in pending, unexpired flight
     * bookings at once, across all flights (server/services/holds.ts).
     */
    maxHeldSeatsPerCustomer: number;
    /** The same for places in pending, unexpired package bookings, across all packages. */
    maxHeldPlacesPerCustomer: number;
  };
};

export type Deps = {
  db: Db;
  database: Database;
  config: AppConfig;
  now: () => Date;
  limiters: {
    loginIp: Limiter;
    loginEmail: Limiter;
    registerIp: Limiter;
    verifyIp: Limiter;
    api: Limiter;
  };
  startedAt: number;
};
