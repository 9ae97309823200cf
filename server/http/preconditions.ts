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

export const VERSION_REQUIRED = "This edit must name the version it started from (If-Match).";

/**
 * 428 when an edit without a version (no `If-Match`, or `*`) would change an inventory field
 * (`changed`: their names; src/domain/merge-patch.ts says which fields count and why). A seat count
 * or price is only ever written over the very value the admin saw.
 */
export function requireVersionFor(expected: number | undefined, changed: readonly string[]): void {
  if (expected === undefined && changed.length > 0) {
    const errors = Object.fromEntries(changed.map((k) => [k, VERSION_REQUIRED]));
    throw new HttpError(428, VERSION_REQUIRED, errors);
  }
}
