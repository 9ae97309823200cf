/**
 * A small HTTP proxy in front of the suite's server, for trying the app on a bad network: the page
 * is opened on the proxy's own address, so every request of the page and of its service worker
 * goes through it. What it does to the requests it `affects` (by default the API's writes):
 * - "pass": forwards them;
 * - "503": answers 503 itself, as a server behind a failing gateway would;
 * - "stall": forwards them, the server does the work, and its answer never comes back (a link that
 *   went quiet after the request left);
 * - "drop": closes the connection without an answer.
 * Every request it saw is kept in `hits` with what was done to it.
 */
import { createServer, request as forward, type IncomingMessage } from "node:http";
import type { AddressInfo, Socket } from "node:net";

export type ProxyMode = "pass" | "503" | "stall" | "drop";
export type Hit = { method: string; path: string; mode: ProxyMode; at: number };

export type FlakyProxy = {
  /** `http://127.0.0.1:<port>`: open the app here. */
  url: string;
  hits: Hit[];
  setMode(mode: ProxyMode): void;
  /** The hits of `method` on paths starting with `path` (e.g. "POST", "/api/bookings"). */
  count(method: string, path: string, from?: number): number;
  close(): Promise<void>;
};

const isWrite = (req: IncomingMessage) => req.method !== "GET" && req.method !== "HEAD";

export async function startFlakyProxy(
  target: string,
  affects: (req: IncomingMessage) => boolean = (req) => isWrite(req) && (req.url ?? "").startsWith("/api/"),
): Promise<FlakyProxy> {
  const to = new URL(target);
  let mode: ProxyMode = "pass";
  const hits: Hit[] = [];
  const sockets = new Set<Socket>();
  const server = createServer((req, res) => {
    const m = affects(req) ? mode : "pass";
    hits.push({ method: req.method ?? "GET", path: req.url ?? "/", mode: m, at: Date.now() });
    if (m === "drop") {
      req.socket.destroy();
      return;
    }
    if (m === "503") {
      req.resume();
      res.writeHead(503, { "Content-Type": "application/json" });
      res.end(JSON.stringify({ message: "Service unavailable" }));
      return;
    }
    const up = forward(
      {
        host: to.hostname,
        port: to.port,
        method: req.method,
        path: req.url,
        headers: { ...req.headers, host: to.host },
      },
      (answer) => {
        if (m === "stall") {
          answer.resume(); // the server answered; the answer is lost on the way back
          return;
        }
        res.writeHead(answer.statusCode ?? 502, answer.headers);
        answer.pipe(res);
      },
    );
    up.on("error", () => res.destroy());
    req.pipe(up);
  });
  server.on("connection", (s) => {
    sockets.add(s);
    s.on("close", () => sockets.delete(s));
  });
  await new Promise<void>((resolve) => server.listen(0, "127.0.0.1", resolve));
  const { port } = server.address() as AddressInfo;
  return {
    url: `http://127.0.0.1:${port}`,
    hits,
    setMode(next) {
      mode = next;
    },
    count(method, path, from = 0) {
      return hits.filter((h) => h.at >= from && h.method === method && h.path.startsWith(path)).length;
    },
    async close() {
      for (const s of sockets) s.destroy();
      await new Promise<void>((resolve) => server.close(() => resolve()));
    },
  };
}
