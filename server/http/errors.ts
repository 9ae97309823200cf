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
