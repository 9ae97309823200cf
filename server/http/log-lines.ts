/**
 * The request log's lines go to stdout in batches: the lines of the answers finished in one turn of
 * the event loop leave in one write, on the next turn (setImmediate). Under load a turn finishes
 * many answers, and a write apiece was a system call per request (about 5% of a small GET's server
 * time); a quiet server still writes each line within a turn of its answer. Lines still waiting
 * when the process exits are written then (stdout is synchronous for files and pipes on Linux).
 */
let pending: string[] = [];
let scheduled = false;

/** Queues one line (with its trailing newline) for the next write. */
export function logLine(line: string): void {
  pending.push(line);
  if (!scheduled) {
    scheduled = true;
    setImmediate(flushLogLines);
  }
}

/** Writes every queued line now. */
export function flushLogLines(): void {
  scheduled = false;
  if (pending.length === 0) return;
  const text = pending.join("");
  pending = [];
  process.stdout.write(text);
}

process.on("exit", flushLogLines);
