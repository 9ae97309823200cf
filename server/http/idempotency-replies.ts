// What a request whose Idempotency-Key is already taken is answered (server/http/idempotency.ts):
// the kept answer again, 422 for another request under the key, or 409 while the first still runs.
import type { Context } from "hono";
import type { ContentfulStatusCode } from "hono/utils/http-status";
import type { idempotencyKeys } from "../db/schema.ts";
import type { AppEnv } from "./env.ts";
import { HttpError } from "./errors.ts";

export const IN_FLIGHT = "A request with this Idempotency-Key is still being processed";
export const OTHER_REQUEST = "This Idempotency-Key was already used for a different request";

type Row = typeof idempotencyKeys.$inferSelect;
/** What a kept answer is replayed from. */
export type Kept = Pick<Row, "requestHash" | "responseStatus" | "responseBody">;

/**
 * Thrown inside a route's transaction when the key is taken: found by the lookup (`kept`), or
 * committed by another request first (read afterwards). Rolls the work back; the middleware answers.
 */
export class AnsweredMeanwhile extends HttpError {
  constructor(readonly kept?: Kept) {
    super(409, IN_FLIGHT);
  }
}

/** The answer to a request whose key is already taken: the kept answer, 422 or 409. */
export function answerFromRow(c: Context<AppEnv>, row: Kept, requestHash: string): Response {
  if (row.requestHash !== requestHash) throw new HttpError(422, OTHER_REQUEST);
  if (row.responseStatus === null) throw new HttpError(409, IN_FLIGHT);
  c.header("Idempotent-Replayed", "true");
  return c.json(row.responseBody as object, row.responseStatus as ContentfulStatusCode);
}

/** Whether an answer is kept: 5xx, 429 and 401 are not (the client should try again). */
export const keeps = (status: number) => !(status >= 500 || status === 429 || status === 401);

/** The answer's body as JSON, to keep; null when it is not JSON. */
export async function jsonOf(res: Response): Promise<unknown> {
  try {
    return await res.clone().json();
  } catch {
    return null;
  }
}
