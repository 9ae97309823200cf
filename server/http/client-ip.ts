/**
 * The caller's IP: the socket's address, or behind the trusted reverse proxy (TRUST_PROXY: one, in
 * front of this server) the address that proxy added, the last X-Forwarded-For entry. The entries
 * before it are whatever the client sent, so never the first.
 */
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
    const last = fwd?.split(",").at(-1)?.trim();
    if (last) return last.slice(0, 64);
  }
  try {
    return getConnInfo(c).remote.address ?? "";
  } catch {
    return "";
  }
}
