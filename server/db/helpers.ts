/** Small database helpers shared by the services. */
import { sql } from "drizzle-orm";

/** The columns every update of a versioned row sets: a new version and the change time. */
export function bump(now: Date) {
  return { version: sql`"version" + 1`, updatedAt: now };
}

/** The PostgreSQL error code of a failed query (drizzle wraps driver errors in `cause`). */
export function pgErrorCode(err: unknown): string | undefined {
  let e: unknown = err;
  for (let i = 0; i < 4 && e && typeof e === "object"; i++) {
    const code = (e as { code?: unknown }).code;
    if (typeof code === "string" && /^[0-9A-Z]{5}$/.test(code)) return code;
    e = (e as { cause?: unknown }).cause;
  }
  return undefined;
}

export const isUniqueViolation = (err: unknown) => pgErrorCode(err) === "23505";
