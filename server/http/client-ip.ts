/** The caller's IP: the socket's address, or the first X-Forwarded-For hop behind a trusted proxy. */
import { getConnInfo } from "@hono/node-server/conninfo";
import type { Context } from "hono";
import type { AppEnv } from "./env.ts";

let trustProxy = false;
export function setTrustProxy(v: boolean): void {
  trustProxy = v;
}

export function clientIp(c: Context<AppEnv>): string {
  if (trustProxy) {
    const fwd = c.req.header("x-forwarded-for");
    if (fwd) return fwd.split(",")[0]!.trim().slice(0, 64);
  }
  try {
    return getConnInfo(c).remote.address ?? "";
  } catch {
    return "";
  }
}
