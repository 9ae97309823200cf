/** `If-Match`: an edit names the version it started from; a changed record answers 412. */
import type { Context } from "hono";
import type { AppEnv } from "./env.ts";
import { HttpError } from "./errors.ts";

/** The version the client expects, or undefined when it sent no `If-Match`. */
export function expectedVersion(c: Context<AppEnv>): number | undefined {
  const h = c.req.header("if-match");
  if (h === undefined || h.trim() === "*") return undefined;
  const v = Number(h.trim().replace(/^W\//, "").replace(/"/g, ""));
  if (!Number.isInteger(v) || v < 1) throw new HttpError(400, "If-Match must be the record's version number");
  return v;
}

export function assertVersion(expected: number | undefined, current: { version: number }): void {
  if (expected !== undefined && expected !== current.version) {
    throw new HttpError(
      412,
      "This record was changed by someone else. Review the latest version and try again.",
    );
  }
}
