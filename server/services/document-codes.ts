/**
 * The signed codes of travel documents (docs/ARCHITECTURE.md §4.6): `<reference>.<mac>`, where the
 * MAC is HMAC-SHA256 over the booking reference under a key derived from the server's secret,
 * cut to 128 bits and written in base64url. Checking a code needs no database: a forged or altered
 * one is refused here, before anything is read.
 */
import { createHmac, timingSafeEqual } from "node:crypto";

/** What the document key is derived under: a label of its own, so it signs nothing a token does. */
const LABEL = "safar/document-code/v1";
/** 128 bits of the MAC, in base64url. */
const MAC_CHARS = 22;
/** A flight (SF) or package (PK) booking's reference, a dot, the MAC. */
const SHAPE = /^((?:SF|PK)-[0-9A-Z]{4,16})\.([A-Za-z0-9_-]{22})$/;
/** No code is longer: anything longer is refused before the pattern runs. */
export const DOCUMENT_CODE_MAX = 40;

/** The document key of each server secret, derived once. */
const keys = new WeakMap<Uint8Array, Buffer>();

function documentKey(secret: Uint8Array): Buffer {
  let key = keys.get(secret);
  if (!key) {
    key = createHmac("sha256", secret).update(LABEL).digest();
    keys.set(secret, key);
  }
  return key;
}

function mac(secret: Uint8Array, reference: string): string {
  return createHmac("sha256", documentKey(secret)).update(reference).digest("base64url").slice(0, MAC_CHARS);
}

/** The code of the booking `reference` ('SF-7K2Q9MXA'), for its QR and its verify URL. */
export function documentCode(secret: Uint8Array, reference: string): string {
  return `${reference}.${mac(secret, reference)}`;
}

/** The reference `code` was signed for, or null when it is not a code this server signed. */
export function signedReference(secret: Uint8Array, code: string): string | null {
  if (code.length > DOCUMENT_CODE_MAX) return null;
  const m = SHAPE.exec(code);
  if (!m) return null;
  const reference = m[1]!;
  // The MAC as text, compared in constant time: a changed last character (whose low bits base64url
  // would drop when decoding) is a different code, never the same one.
  const expected = Buffer.from(mac(secret, reference));
  const given = Buffer.from(m[2]!);
  return expected.length === given.length && timingSafeEqual(expected, given) ? reference : null;
}

/** A booking's code while it is approved (the only state a document is issued for), else null. */
export function codeWhenApproved(
  secret: Uint8Array,
  b: { bookingId: string; status: string },
): string | null {
  return b.status === "approved" ? documentCode(secret, b.bookingId) : null;
}
