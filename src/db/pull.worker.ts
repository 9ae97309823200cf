/**
 * The mirror's pull worker (Comlink): the sync engine (src/db/sync.ts) hands it one table's pull at
 * a time and it runs the same `pullTable` as the page would (src/db/pull.ts), on its own Dexie
 * connection to the mirror: the GET, reading and parsing the body, and the rows' structured clone
 * into IndexedDB all happen on this thread, so a first mirror of 10k flights costs the screens
 * nothing but the query that shows the new rows (Dexie tells the page's live queries about the
 * commit across threads). The page reaches it through pull-client.ts.
 *
 * It never sees the session: each job carries the bearer token, and a 401 comes back as
 * "unauthorized" for the page to end the session. The functions are in pull-jobs.ts.
 */
import * as Comlink from "comlink";
import { pullJobs } from "./pull-jobs.ts";

Comlink.expose(pullJobs);
