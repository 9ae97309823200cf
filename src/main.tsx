/**
 * The entry, the first of the start-up's tasks (docs/PERFORMANCE.md, "Start-up on a slow phone"):
 * this module brings React, React DOM and the router (one chunk), with the shared layout chunk that
 * holds the update watcher, and evaluates them; the app (./app.tsx: the routes, the sign-in screen,
 * the start, which builds the router in a task of its own) is evaluated in the next task. In one task the two took 130-150 ms on a 6× slowed CPU. Both download
 * at once: index.html preloads the app's chunks with the entry's (vite.config.ts).
 */
import { createRoot } from "react-dom/client";
import { watchMissingBuildFiles } from "./update/update.ts";
import "./styles.css";

// Before anything else loads: the app's own chunk, or the first screen's, may be one a deploy removed.
watchMissingBuildFiles();

void import("./app.tsx").then((app) => app.start(createRoot));
