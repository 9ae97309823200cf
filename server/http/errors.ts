/** Errors the API answers with: `{ message, errors? }` and a 4xx status, never a stack trace. */
import type { ContentfulStatusCode } from "hono/utils/http-status";
import type { FieldErrors } from "../../src/domain/validation.ts";

export class HttpError extends Error {
  constructor(
    readonly status: ContentfulStatusCode,
    message: string,
    readonly errors?: FieldErrors,
    readonly headers?: Record<string, string>,
  ) {
    super(message);
  }
}

export const badRequest = (message: string, errors?: FieldErrors) => new HttpError(400, message, errors);
export const unauthorized = (message = "Not authorized, please sign in") => new HttpError(401, message);
export const forbidden = (message = "You don't have permission to do this") => new HttpError(403, message);
export const notFound = (message = "Not found") => new HttpError(404, message);
export const conflict = (message: string) => new HttpError(409, message);

type ErrorFields = {
  query?: unknown;
  code?: unknown;
  constraint?: unknown;
  table?: unknown;
  column?: unknown;
  cause?: unknown;
};

/** Quoted text in an error's message is a value it refused or a key it found (see loggableError). */
const QUOTED = /"(?:[^"\\]|\\.)*"/g;

/**
 * An unexpected error as the error log shows it (docs/ARCHITECTURE.md §6.3): its kind, its first
 * message line with quoted values blanked, the database's code and the names it gives (constraint,
 * table, column), the SQL text with its `$n` placeholders, the stack's frames, and the same for its
 * cause. Never the query's parameters (Drizzle's "Failed query" message lists them: password
 * hashes, passport numbers, e-mails), a database error's `detail` (the key's values), or a value a
 * message quotes (`invalid input syntax for type uuid: "…"`, JSON.parse's echo of its input).
 */
export function loggableError(err: unknown, depth = 0, query?: string): Record<string, unknown> {
  if (!(err instanceof Error)) return { message: String(err).split("\n")[0]!.replace(QUOTED, '"…"') };
  const e = err as Error & ErrorFields;
  const out: Record<string, unknown> = { name: err.name };
  if (typeof e.query === "string") {
    out.message = err.message.startsWith("Failed query") ? "Failed query" : firstLine(err.message);
    if (e.query !== query) out.query = e.query;
  } else {
    out.message = firstLine(err.message);
  }
  for (const k of ["code", "constraint", "table", "column"] as const) {
    if (typeof e[k] === "string" || typeof e[k] === "number") out[k] = e[k];
  }
  const frames = (err.stack ?? "").split("\n").filter((l) => l.startsWith("    at "));
  if (frames.length > 0) out.stack = frames.slice(0, 12).map((l) => l.trim());
  if (e.cause !== undefined && depth < 3) {
    out.cause = loggableError(e.cause, depth + 1, typeof e.query === "string" ? e.query : query);
  }
  return out;
}

function firstLine(message: string): string {
  return (message.split("\n")[0] ?? "").slice(0, 500).replace(QUOTED, '"…"');
}
