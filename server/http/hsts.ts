/**
 * HTTP Strict Transport Security (docs/ARCHITECTURE.md §6.4): every answer to a request that came
 * over TLS tells the browser to reach this site (and its subdomains) over HTTPS only, for a year.
 * Over TLS means a TLS socket or, behind the trusted reverse proxy (TRUST_PROXY), an
 * X-Forwarded-Proto whose last entry (the one that proxy set) is https. Plain-HTTP answers never
 * carry it: browsers ignore it there, and `npm start` on localhost stays plain HTTP.
 */
import type { Context } from "hono";
import type { AppEnv } from "./env.ts";

export const HSTS = "max-age=31536000; includeSubDomains";

type NodeBindings = { incoming?: { socket?: { encrypted?: boolean } } } | undefined;

export function overTls(c: Context<AppEnv>, trustProxy: boolean): boolean {
  if (trustProxy) {
    const proto = c.req.header("x-forwarded-proto");
    if (proto) return proto.split(",").at(-1)!.trim().toLowerCase() === "https";
  }
  return (c.env as NodeBindings)?.incoming?.socket?.encrypted === true;
}
