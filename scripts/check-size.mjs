// The size rules of docs/ARCHITECTURE.md §8, checked by `npm run lint`: the application's
// hand-written files (src, server, sw; generated files and migrations aside) have a median of at
// most 80 lines, and a file over 400 lines is named in §8's table with why it stays whole.
// Lines are counted as `wc -l` does. `node scripts/check-size.mjs [prefix…] [!prefix…]` reports the
// files under the prefixes but not under the !prefixes: the median and the files over 80 lines.
import { existsSync, readdirSync, readFileSync, statSync } from "node:fs";
import { dirname, join, relative, resolve, sep } from "node:path";
import { fileURLToPath } from "node:url";

const ROOTS = ["src", "server", "sw"];
const GENERATED = ["src/routeTree.gen.ts", "src/api/schema.gen.ts", "server/db/migrations/"];
const CODE = /\.(ts|tsx|mts|mjs|js|css)$/;
export const MEDIAN_MAX = 80;
export const FILE_MAX = 400;

const posix = (p) => p.split(sep).join("/");

/** Every hand-written application file with its line count. */
export function sizes(root) {
  const out = [];
  const walk = (dir) => {
    for (const name of readdirSync(dir)) {
      if (name === "node_modules" || name.startsWith(".")) continue;
      const full = join(dir, name);
      if (statSync(full).isDirectory()) walk(full);
      else if (CODE.test(name) && !/\.d\.m?ts$/.test(name)) {
        const file = posix(relative(root, full));
        if (GENERATED.some((g) => (g.endsWith("/") ? file.startsWith(g) : file === g))) continue;
        const text = readFileSync(full, "utf8");
        const lines = text.split("\n").length - (text.endsWith("\n") ? 1 : 0);
        out.push({ file, lines });
      }
    }
  };
  for (const r of ROOTS) if (existsSync(join(root, r))) walk(join(root, r));
  return out;
}

/** The median line count (the lower middle of an even count). */
export function median(list) {
  const sorted = list.map((f) => f.lines).sort((a, b) => a - b);
  return sorted.length ? sorted[Math.floor((sorted.length - 1) / 2)] : 0;
}

/** The paths named in §8 of docs/ARCHITECTURE.md (`a/…/b.tsx` names match by their ends). */
function explained(root) {
  const doc = readFileSync(join(root, "docs/ARCHITECTURE.md"), "utf8");
  const start = doc.indexOf("\n## 8.");
  const end = doc.indexOf("\n## ", start + 1);
  const section = doc.slice(start, end === -1 ? undefined : end);
  return [...section.matchAll(/`([^`]+\.(?:tsx?|css|mjs))`/g)].map((m) => m[1]);
}

const named = (names, file) =>
  names.some((n) => {
    if (n === file) return true;
    const [head, tail] = n.split("/…/");
    return (
      tail !== undefined &&
      file.startsWith(head.startsWith("src/") ? head : `src/features/${head}`) &&
      file.endsWith(`/${tail}`)
    );
  });

export function checkSize(root) {
  const all = sizes(root);
  const problems = [];
  const m = median(all);
  if (m > MEDIAN_MAX) problems.push(`the median file is ${m} lines (at most ${MEDIAN_MAX})`);
  const names = explained(root);
  for (const f of all)
    if (f.lines > FILE_MAX && !named(names, f.file))
      problems.push(
        `${f.file} has ${f.lines} lines: split it, or say in docs/ARCHITECTURE.md §8 why it stays whole`,
      );
  return { files: all.length, median: m, problems };
}

if (process.argv[1] && resolve(process.argv[1]) === fileURLToPath(import.meta.url)) {
  const root = join(dirname(fileURLToPath(import.meta.url)), "..");
  const args = process.argv.slice(2);
  const prefixes = args.filter((a) => !a.startsWith("!"));
  const without = args.filter((a) => a.startsWith("!")).map((a) => a.slice(1));
  if (args.length) {
    const list = sizes(root).filter(
      (f) => prefixes.some((p) => f.file.startsWith(p)) && !without.some((p) => f.file.startsWith(p)),
    );
    const over = list.filter((f) => f.lines > MEDIAN_MAX);
    console.log(
      `${list.length} files, median ${median(list)} lines; ${over.length} over ${MEDIAN_MAX}, ${list.length - over.length} at most ${MEDIAN_MAX}`,
    );
    for (const f of over.sort((a, b) => b.lines - a.lines))
      console.log(`${String(f.lines).padStart(5)} ${f.file}`);
  } else {
    const { files, median: m, problems } = checkSize(root);
    for (const p of problems) console.error(`size: ${p}`);
    console.log(`size: ${files} files, median ${m} lines`);
    if (problems.length) process.exit(1);
  }
}
