// `npm run dev`: the API (restarted on change) on :8080 and Vite's dev server with hot reload on :5173,
// which forwards /api to the API. Open http://localhost:5173. The service worker is off in dev.
import { spawn } from "node:child_process";

const children = [
  spawn("npx", ["tsx", "watch", "--clear-screen=false", "server/main.ts"], {
    stdio: "inherit",
    env: { ...process.env, PORT: process.env.PORT ?? "8080", STATIC_DIR: "" },
  }),
  spawn("npx", ["vite", "--port", "5173", "--strictPort"], { stdio: "inherit" }),
];
const stop = (signal) => {
  for (const c of children) c.kill(signal);
};
process.on("SIGINT", () => stop("SIGINT"));
process.on("SIGTERM", () => stop("SIGTERM"));
for (const c of children)
  c.on("exit", (code) => {
    stop("SIGTERM");
    process.exit(code ?? 0);
  });
