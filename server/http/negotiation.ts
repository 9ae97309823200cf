// Content negotiation of the wire layer (server/http/wire.ts): which coding a client accepts, and
// which types of body gain from compression at all.

export type Coding = "br" | "gzip";

/**
 * The coding to answer with for an `Accept-Encoding` value: brotli when accepted at least as much as
 * gzip, else gzip, else null (identity). Honours `q=0` (refused) and `*`.
 */
export function chooseEncoding(acceptEncoding: string | null | undefined): Coding | null {
  if (!acceptEncoding) return null;
  const q = new Map<string, number>();
  for (const part of acceptEncoding.split(",")) {
    const [name, ...params] = part.trim().toLowerCase().split(";");
    if (!name) continue;
    let weight = 1;
    for (const p of params) {
      const m = /^\s*q\s*=\s*([0-9.]+)\s*$/.exec(p);
      if (m) weight = Number(m[1]);
    }
    if (Number.isFinite(weight)) q.set(name === "x-gzip" ? "gzip" : name, weight);
  }
  const star = q.get("*") ?? 0;
  const br = q.get("br") ?? star;
  const gz = q.get("gzip") ?? star;
  if (br > 0 && br >= gz) return "br";
  if (gz > 0) return "gzip";
  return null;
}

const COMPRESSIBLE_TYPE =
  /^(text\/|application\/(json|javascript|ecmascript|xml|manifest\+json|[a-z0-9.+-]*\+(json|xml))\b|image\/svg\+xml|font\/ttf)/i;

/** Whether a body of this Content-Type gains from compression (text and TrueType yes; png, woff2, zip no). */
export function isCompressibleType(contentType: string | null | undefined): boolean {
  return Boolean(contentType && COMPRESSIBLE_TYPE.test(contentType.trim()));
}
