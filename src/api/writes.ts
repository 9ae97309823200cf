/**
 * The writes the outbox may send, typed from openapi.yaml (src/api/schema.gen.ts), so a queued
 * write is checked like a direct call: its method and path must be an operation of the contract
 * (`/packages/${id}` for `/packages/{id}`), and its body that operation's request body. A path the
 * server does not have, a body with a misspelt or missing field, or a body where the operation
 * takes none fails the type check.
 */
import type { paths } from "./schema.gen.ts";

export type WriteMethod = "POST" | "PUT" | "PATCH" | "DELETE";

/** `/packages/{id}/status` → `/packages/${string}/status`: the paths a call site builds. */
type Concrete<P extends string> = P extends `${infer Head}{${string}}${infer Tail}`
  ? `${Head}${string}${Concrete<Tail>}`
  : P;

type Operation<P extends keyof paths, M extends WriteMethod> = paths[P][Lowercase<M> & keyof paths[P]];

type Json<B> = B extends { content: { "application/json": infer J } } ? J : never;

/** The body an operation takes: required, optional, or none. */
type BodyPart<O> = O extends { requestBody: infer B }
  ? { body: Json<B> }
  : O extends { requestBody?: infer B }
    ? [B] extends [undefined | never]
      ? { body?: undefined }
      : { body?: Json<Exclude<B, undefined>> }
    : { body?: undefined };

/** One operation of the contract as a write: its method, its path as built, its body. */
export type ApiWrite = {
  [P in keyof paths & string]: {
    [M in WriteMethod]: [Operation<P, M>] extends [undefined | never]
      ? never
      : { method: M; path: Concrete<P> } & BodyPart<Operation<P, M>>;
  }[WriteMethod];
}[keyof paths & string];
