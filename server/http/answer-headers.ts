/**
 * Editing an answer's headers in place, without turning them into a web `Headers`.
 *
 * On @hono/node-server, `c.json(data)` and `c.json(data, status)` make the server's lightweight
 * Response: it keeps `[status, body, headers]` aside, the headers as the plain object Hono passed
 * (`{ "Content-Type": "application/json" }`), and writes them with one `writeHead` call. Reading
 * `res.headers` turns that object into an undici `Headers` for good, and every later `set`, `has`
 * and the final walk over it pay undici's validation, lower-casing and sorting. The security
 * headers, the request id, `Cache-Control`, `Vary` and the ETag that every answer gets (app.ts,
 * wire.ts) cost a small GET ~40% of its server time that way (GET /api/auth/me: 190-215 µs of CPU
 * per call with them set through `Headers`, ~100 µs with neither middleware; .scratch measurements
 * in the README's Performance section).
 *
 * `answerHeaders(res)` edits the plain object when there is one, and the answer's `Headers`
 * otherwise (a route that set headers with `c.header`, a 304, a compressed answer, a static file,
 * or tests calling `app.request`, which answer with undici's own Response).
 */

/** The few `Headers` methods the middlewares use, on either kind of answer. */
export type HeaderEdit = {
  get(name: string): string | null;
  has(name: string): boolean;
  set(name: string, value: string): void;
  delete(name: string): void;
  /** The headers as a web `Headers` (the answer's own when it has one; a copy of the object else). */
  toHeaders(): Headers;
};

/** The lightweight Response's slot: `[status, body, headers]` (see @hono/node-server's Response). */
let cacheSlot: symbol | undefined;

function keptSlot(res: Response): unknown[] | undefined {
  if (cacheSlot === undefined) {
    cacheSlot = Object.getOwnPropertySymbols(res).find((s) => s.description === "cache");
    if (cacheSlot === undefined) return undefined;
  }
  const kept = (res as unknown as Record<symbol, unknown>)[cacheSlot];
  return Array.isArray(kept) ? kept : undefined;
}

/**
 * The body of a lightweight Response, kept aside until the answer is written: a string, bytes or
 * `null` for none. Any other getter of such an answer (`body`, `arrayBuffer()`, …) builds a full
 * web Response around it, which costs more than a small answer's whole route. `undefined` when the
 * answer is another kind (tests calling `app.request`, streams): read the body the ordinary way.
 */
export function keptBody(res: Response): string | Uint8Array | null | undefined {
  const kept = keptSlot(res);
  if (!kept) return undefined;
  const body = kept[1];
  return body === null || typeof body === "string" || body instanceof Uint8Array ? body : undefined;
}

/** A plain header object whose values are all strings (anything else is left to `Headers`). */
function plainStrings(h: unknown): h is Record<string, string> {
  if (h === null || typeof h !== "object" || h instanceof Headers || Array.isArray(h)) return false;
  for (const k in h) if (typeof (h as Record<string, unknown>)[k] !== "string") return false;
  return true;
}

/**
 * A plain header object. Header names are case-insensitive; an answer has a dozen at most, so a
 * walk over them is the cheapest lookup. (Classes, not closures made per answer: cheaper to make.)
 */
class PlainEdit implements HeaderEdit {
  constructor(private readonly record: Record<string, string>) {}
  private keyOf(name: string): string | undefined {
    if (name in this.record) return name;
    const lower = name.toLowerCase();
    for (const k in this.record) if (k.toLowerCase() === lower) return k;
    return undefined;
  }
  get(name: string): string | null {
    const k = this.keyOf(name);
    return k === undefined ? null : this.record[k]!;
  }
  has(name: string): boolean {
    return this.keyOf(name) !== undefined;
  }
  set(name: string, value: string): void {
    const k = this.keyOf(name);
    if (k !== undefined) delete this.record[k];
    this.record[name] = value;
  }
  delete(name: string): void {
    const k = this.keyOf(name);
    if (k !== undefined) delete this.record[k];
  }
  toHeaders(): Headers {
    return new Headers(this.record);
  }
}

/** An answer's web `Headers`. */
class HeadersEdit implements HeaderEdit {
  constructor(private readonly headers: Headers) {}
  get(name: string): string | null {
    return this.headers.get(name);
  }
  has(name: string): boolean {
    return this.headers.has(name);
  }
  set(name: string, value: string): void {
    this.headers.set(name, value);
  }
  delete(name: string): void {
    this.headers.delete(name);
  }
  toHeaders(): Headers {
    return this.headers;
  }
}

/** Edits `res`'s headers in place (see the module's comment). */
export function answerHeaders(res: Response): HeaderEdit {
  const kept = keptSlot(res);
  if (kept && (kept[2] === undefined || plainStrings(kept[2]))) {
    // A copy: the object may be one the route passed in and keeps (a constant, say).
    const record: Record<string, string> = { ...(kept[2] as Record<string, string> | undefined) };
    // The lightweight Response writes a missing Content-Type as text/plain for a non-empty body.
    if (kept[2] === undefined && kept[1] !== null) record["content-type"] = "text/plain; charset=UTF-8";
    kept[2] = record;
    return new PlainEdit(record);
  }
  return new HeadersEdit(res.headers);
}
