/**
 * What the services need to know of a request, read from it as plain values: who makes the call (as
 * a log row records it), the device a sign-in comes from, and what a sign-out clears.
 */
import type { Context } from "hono";
import { clientIp } from "../http/client-ip.ts";
import type { AppEnv } from "../http/env.ts";
import type { Who } from "../services/activity.ts";
import { CLEAR_SITE_DATA, type Device, USER_AGENT_MAX } from "../services/sessions.ts";

/** The request's caller as a log row records it (a guest, or the API client, without a sign-in). */
export function whoOf(c: Context<AppEnv>): Who {
  const caller = c.get("caller");
  return {
    id: caller?.id ?? null,
    name: caller?.name ?? "",
    email: caller?.email ?? "",
    role: caller?.role ?? (c.get("apiClient") ? "system" : "guest"),
    ip: clientIp(c),
    userAgent: (c.req.header("user-agent") ?? "").slice(0, 500),
  };
}

/** Where a sign-in comes from: the browser's User-Agent and the client's address. */
export function deviceOf(c: Context<AppEnv>): Device {
  return { userAgent: (c.req.header("user-agent") ?? "").slice(0, USER_AGENT_MAX), address: clientIp(c) };
}

/**
 * The Clear-Site-Data to answer a sign-out with: `"cache", "storage"`, or only `"cache"` when the
 * app says it keeps another person's unsent writes on this device (`X-Keep-Local-Writes: 1`; the
 * browser's storage wipe spares nothing, so the app wipes this user's data itself then).
 */
export function clearSiteData(c: Context<AppEnv>): Record<string, string> {
  return c.req.header("x-keep-local-writes") === "1" ? { "Clear-Site-Data": '"cache"' } : CLEAR_SITE_DATA;
}
