/**
 * What Node's HTTP server answers before the app sees a request (a malformed request line, headers
 * or URL too large): a JSON error like every other answer, instead of an empty body; and how long
 * it keeps idle connections.
 */
import type { Server } from "node:http";

/**
 * Idle keep-alive connections stay open 65 s (Node's default is 5 s): a client or proxy that reuses
 * a connection just as the server drops it gets ECONNRESET, and clients time their own idle close
 * against the server's. Longer than the usual 60 s of load balancers, as their guides advise.
 * `server.close()` still closes idle connections at once on shutdown.
 */
export const KEEP_ALIVE_MS = 65_000;

export function answerClientErrorsAsJson(server: Server): void {
  server.keepAliveTimeout = KEEP_ALIVE_MS;
  server.headersTimeout = KEEP_ALIVE_MS + 1_000;
  server.on("clientError", (err: NodeJS.ErrnoException, socket) => {
    if (!socket.writable || (err as { code?: string }).code === "ECONNRESET") {
      socket.destroy();
      return;
    }
    const tooLarge = err.code === "HPE_HEADER_OVERFLOW";
    const status = tooLarge ? "431 Request Header Fields Too Large" : "400 Bad Request";
    const body = JSON.stringify({
      message: tooLarge ? "Request headers or URL too large" : "Malformed HTTP request",
    });
    socket.end(
      `HTTP/1.1 ${status}\r\nContent-Type: application/json; charset=utf-8\r\nContent-Length: ${Buffer.byteLength(body)}\r\nConnection: close\r\n\r\n${body}`,
    );
  });
}
