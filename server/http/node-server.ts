/**
 * What Node's HTTP server answers before the app sees a request (a malformed request line, headers
 * or URL too large): a JSON error like every other answer, instead of an empty body.
 */
import type { Server } from "node:http";

export function answerClientErrorsAsJson(server: Server): void {
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
