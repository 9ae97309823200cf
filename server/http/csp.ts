/**
 * The Content-Security-Policy of every answer. Scripts are same-origin files, plus, on an HTML page of
 * the app, that page's own inline scripts by the SHA-256 of their bytes (server/http/static.ts):
 * never 'unsafe-inline', so a script injected into a page does not run.
 */
export function scriptPolicy(inlineHashes: readonly string[]): string {
  return [
    "default-src 'self'",
    ["script-src 'self'", ...inlineHashes].join(" "),
    // Chart and toast libraries set inline style attributes.
    "style-src 'self' 'unsafe-inline'",
    "img-src 'self' data: blob:",
    "font-src 'self' data:",
    "connect-src 'self'",
    "worker-src 'self' blob:",
    "manifest-src 'self'",
    "object-src 'none'",
    "base-uri 'self'",
    "form-action 'self'",
    "frame-ancestors 'none'",
  ].join("; ");
}

export const CONTENT_SECURITY_POLICY = scriptPolicy([]);
