// Body-derived weak ETags, their `If-None-Match` check and what a 304 and `Vary` carry, for the API
// (server/http/wire.ts) and the built PWA (static.ts).
import { createHash } from "node:crypto";

/** A weak validator for a body (a string is hashed as its UTF-8 bytes): 128 bits of its SHA-256. */
export function weakEtag(data: Uint8Array | string): string {
  return `W/"${createHash("sha256").update(data).digest("base64url").slice(0, 22)}"`;
}

/** `If-None-Match` against our tag with the weak comparison of RFC 9110 §13.1.2. */
export function etagMatches(ifNoneMatch: string | null | undefined, etag: string): boolean {
  if (!ifNoneMatch) return false;
  const bare = (t: string) => t.trim().replace(/^W\//, "");
  const ours = bare(etag);
  return ifNoneMatch.split(",").some((t) => t.trim() === "*" || bare(t) === ours);
}

/** Adds header names to `Vary` without repeating one already there. */
export function appendVary(headers: Pick<Headers, "get" | "set">, ...names: string[]): void {
  const current = headers.get("vary");
  if (current?.trim() === "*") return;
  const have = (current ?? "")
    .split(",")
    .map((v) => v.trim())
    .filter(Boolean);
  const lower = new Set(have.map((v) => v.toLowerCase()));
  for (const n of names) if (!lower.has(n.toLowerCase())) have.push(n);
  headers.set("Vary", have.join(", "));
}

/** The headers a 304 keeps from the 200 it stands for: everything but the body's own metadata. */
export function notModifiedHeaders(from: Headers): Headers {
  const headers = new Headers(from);
  for (const k of ["content-type", "content-length", "content-encoding", "content-disposition"])
    headers.delete(k);
  return headers;
}
