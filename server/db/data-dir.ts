/**
 * The embedded database's directory belongs to one process (docs/ARCHITECTURE.md §6.2).
 *
 * PGlite takes no lock of its own: the `postmaster.pid` it writes holds a fixed number, not its
 * process, so two processes could open one data directory, each see only its own writes, and lose
 * committed ones at the next start. `lockDataDir` takes DATA_DIR for this process before anything in
 * it is read or written: a lock file made whole and then linked into place (a link never replaces a
 * file, so of two starts exactly one gets it), holding the process id and, on Linux, the boot and
 * the process's start time. A lock whose process has gone (a kill -9, a crash, a reboot, or a pid
 * now used by another program) is stale and taken over; a live holder makes the start refuse.
 */
import { randomBytes } from "node:crypto";
import {
  chmodSync,
  closeSync,
  linkSync,
  mkdirSync,
  openSync,
  readdirSync,
  readFileSync,
  statSync,
  unlinkSync,
  writeFileSync,
} from "node:fs";
import { join } from "node:path";
import { StartRefused } from "../config.ts";

export const LOCK_FILE = "safar.lock";

type Holder = { pid: number; started: string | null };

/** Where the kernel says a process began: the boot and the start time since boot; null off Linux. */
function startOf(pid: number): string | null {
  try {
    const boot = readFileSync("/proc/sys/kernel/random/boot_id", "utf8").trim();
    const stat = readFileSync(`/proc/${pid}/stat`, "utf8");
    // Field 22 (starttime); the fields after the command's closing parenthesis start at field 3.
    const ticks = stat.slice(stat.lastIndexOf(")") + 2).split(" ")[19];
    return ticks ? `${boot}:${ticks}` : null;
  } catch {
    return null;
  }
}

function readHolder(text: string): Holder | null {
  try {
    const h = JSON.parse(text) as Partial<Holder>;
    return Number.isInteger(h.pid) && (h.pid as number) > 0
      ? { pid: h.pid as number, started: typeof h.started === "string" ? h.started : null }
      : null;
  } catch {
    return null;
  }
}

/** Whether the lock's process is still running (the same process, not a later one with its pid). */
function alive(h: Holder): boolean {
  // This pid's earlier life: a container restarted, and its server got the same pid again.
  if (h.pid === process.pid) return false;
  try {
    process.kill(h.pid, 0);
  } catch (err) {
    // EPERM: the process exists and belongs to another user.
    if ((err as NodeJS.ErrnoException).code === "ESRCH") return false;
  }
  if (h.started === null) return true;
  const now = startOf(h.pid);
  return now === null || now === h.started;
}

function readText(path: string): string | null {
  try {
    return readFileSync(path, "utf8");
  } catch {
    return null;
  }
}

const pause = (ms: number) => Atomics.wait(new Int32Array(new SharedArrayBuffer(4)), 0, 0, ms);

/**
 * Removes the lock file if it still holds `stale`, under a guard file, so that two starts taking
 * over one stale lock cannot remove the lock the first of them has just taken.
 */
function removeStale(path: string, stale: string): void {
  const guard = `${path}.takeover`;
  try {
    closeSync(openSync(guard, "wx", 0o600));
  } catch (err) {
    if ((err as NodeJS.ErrnoException).code !== "EEXIST") throw err;
    // A guard left by a start killed within these few lines.
    try {
      if (Date.now() - statSync(guard).mtimeMs > 10_000) unlinkSync(guard);
    } catch {
      // gone meanwhile
    }
    return;
  }
  try {
    if (readText(path) === stale) unlinkSync(path);
  } finally {
    unlinkSync(guard);
  }
}

/** The lock files this process holds: a second open of one data directory in it is refused too. */
const heldHere = new Set<string>();

/**
 * Takes DATA_DIR `dir` for this process and returns the release, which also runs when the process
 * exits. Throws StartRefused while another live process holds it. The directory is made (or made
 * again) 0700: it holds the database and the kept JWT secret.
 */
export function lockDataDir(dir: string): () => void {
  mkdirSync(dir, { recursive: true, mode: 0o700 });
  chmodSync(dir, 0o700);
  const path = join(dir, LOCK_FILE);
  const inUse = (pid: number) =>
    new StartRefused([
      `DATA_DIR ${dir} is in use by another Safar process (pid ${pid}); stop it or use another DATA_DIR`,
    ]);
  if (heldHere.has(path)) throw new StartRefused([`DATA_DIR ${dir} is already open in this process`]);
  const mine = JSON.stringify({ pid: process.pid, started: startOf(process.pid) });
  const temp = `${path}.${process.pid}.${randomBytes(4).toString("hex")}`;
  writeFileSync(temp, mine, { mode: 0o600 });
  try {
    for (let attempt = 0; ; attempt++) {
      try {
        linkSync(temp, path);
        break;
      } catch (err) {
        if ((err as NodeJS.ErrnoException).code !== "EEXIST" || attempt >= 50) throw err;
      }
      const text = readText(path);
      if (text === null) continue; // released meanwhile
      const holder = readHolder(text);
      if (holder && alive(holder)) throw inUse(holder.pid);
      removeStale(path, text);
      if (attempt > 0) pause(20);
    }
  } finally {
    unlinkSync(temp);
  }
  heldHere.add(path);
  const release = () => {
    process.off("exit", release);
    if (!heldHere.delete(path)) return;
    if (readText(path) === mine) unlinkSync(path);
  };
  process.on("exit", release);
  return release;
}

/**
 * Makes `dir` and everything in it private to the server's user: directories 0700, files 0600. For
 * database directories made before the server set its umask (main.ts), whose files were 0666 in
 * 0755 directories.
 */
export function makePrivate(dir: string): void {
  chmodSync(dir, 0o700);
  for (const entry of readdirSync(dir, { withFileTypes: true, recursive: true })) {
    if (entry.isSymbolicLink()) continue;
    chmodSync(join(entry.parentPath, entry.name), entry.isDirectory() ? 0o700 : 0o600);
  }
}
