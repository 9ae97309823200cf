/**
 * The anchor of the small-GET figures: a bare Hono app answering GET /ping with a tiny JSON body,
 * served exactly as server/main.ts serves the real app (@hono/node-server's `serve` on 127.0.0.1,
 * the same keep-alive and client-error settings), in a process of its own like the real server.
 * Usage: node --import tsx tests/bench/bare-ping-server.ts <port>
 */
import type { Server } from "node:http";
import { serve } from "@hono/node-server";
import { Hono } from "hono";
import { answerClientErrorsAsJson } from "../../server/http/node-server.ts";

const app = new Hono();
app.get("/ping", (c) => c.json({ ok: true }));
const server = serve({ fetch: app.fetch, port: Number(process.argv[2]), hostname: "127.0.0.1" }) as Server;
answerClientErrorsAsJson(server);
process.on("SIGTERM", () => {
  server.closeAllConnections();
  server.close(() => process.exit(0));
});
