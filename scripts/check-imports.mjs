// The import boundaries of docs/ARCHITECTURE.md §1.1, checked by `npm run lint` after Biome (whose
// noImportCycles finds the cycles; its noRestrictedImports matches an import's text, and every
// import here is relative, so "another feature" or "the PWA" is only known once the path is
// resolved). Fails, printing each offence with both files, on:
// - a file of src/features/<a> importing one of src/features/<b>;
// - the server importing anything of src/ but src/domain;
// - src/domain importing anything outside itself (it is loaded by the server and the workers too);
// - src/db importing src/workers (the workers read the mirror, so the dependency goes one way);
// - src/db reaching arktype through its static imports: the mirror's code loads at start-up, and
//   arktype builds its scopes as it is evaluated (hundreds of ms on a slow phone: docs/PERFORMANCE.md).
// Usage: node scripts/check-imports.mjs [root]   (the repository by default)
import { existsSync, readdirSync, readFileSync, statSync } from "node:fs";
import { dirname, join, relative, resolve, sep } from "node:path";
import { fileURLToPath } from "node:url";

/** Where the hand-written code lives. */
const ROOTS = ["src", "server", "sw", "scripts"];
/** Generated files: their imports are the generator's. */
const GENERATED = ["src/routeTree.gen.ts", "src/api/schema.gen.ts", "server/db/migrations/"];
const CODE = /\.(ts|tsx|mts|mjs|js)$/;
const EXTENSIONS = ["", ".ts", ".tsx", ".mts", ".mjs", ".js", "/index.ts", "/index.tsx"];

const posix = (p) => p.split(sep).join("/");

function listFiles(root) {
  const out = [];
  const walk = (dir) => {
    for (const name of readdirSync(dir)) {
      if (name === "node_modules" || name.startsWith(".")) continue;
      const full = join(dir, name);
      if (statSync(full).isDirectory()) walk(full);
      else if (CODE.test(name) && !/\.d\.m?ts$/.test(name)) out.push(posix(relative(root, full)));
    }
  };
  for (const r of ROOTS) if (existsSync(join(root, r))) walk(join(root, r));
  return out.filter((f) => !GENERATED.some((g) => (g.endsWith("/") ? f.startsWith(g) : f === g)));
}

/** The text with comments blanked (strings and templates kept), so commented code imports nothing. */
export function stripComments(text) {
  let out = "";
  let i = 0;
  while (i < text.length) {
    const c = text[i];
    const next = text[i + 1];
    if (c === "/" && next === "/") {
      while (i < text.length && text[i] !== "\n") i++;
    } else if (c === "/" && next === "*") {
      const end = text.indexOf("*/", i + 2);
      const stop = end === -1 ? text.length : end + 2;
      out += text.slice(i, stop).replace(/[^\n]/g, " ");
      i = stop;
    } else if (c === '"' || c === "'" || c === "`") {
      let j = i + 1;
      while (j < text.length && text[j] !== c) j += text[j] === "\\" ? 2 : 1;
      out += text.slice(i, j + 1);
      i = j + 1;
    } else {
      out += c;
      i++;
    }
  }
  return out;
}

/** The specifiers a module imports: static, re-exported, side-effect, type-only and dynamic. */
export function importsOf(text) {
  const code = stripComments(text);
  const found = new Set();
  const patterns = [
    /\b(?:import|export)\s+(?:type\s+)?[^;"'`]*?\bfrom\s*["']([^"']+)["']/g,
    /\bimport\s*["']([^"']+)["']/g,
    /\bimport\s*\(\s*["']([^"']+)["']\s*\)/g,
  ];
  for (const re of patterns) for (const m of code.matchAll(re)) found.add(m[1]);
  return [...found];
}

/**
 * The specifiers a module needs when it is evaluated: static imports and re-exports, but not
 * type-only ones (erased) nor dynamic `import()` (loaded later, on demand).
 */
export function runtimeImportsOf(text) {
  const code = stripComments(text);
  const found = new Set();
  for (const m of code.matchAll(/\b(import|export)\s+(type\s+)?([^;"'`]*?)\bfrom\s*["']([^"']+)["']/g)) {
    if (m[2]) continue;
    // `import { type A, type B }`: every name type-only, so nothing is loaded.
    const names = /^\{([^}]*)\}\s*$/.exec(m[3].trim())?.[1];
    if (names?.trim() && names.split(",").every((n) => !n.trim() || /^type\s/.test(n.trim()))) continue;
    found.add(m[4]);
  }
  for (const m of code.matchAll(/\bimport\s*["']([^"']+)["']/g)) found.add(m[1]);
  return [...found];
}

function resolveImport(root, from, spec, known) {
  if (!spec.startsWith(".")) return null; // a package
  const base = posix(relative(root, resolve(root, dirname(from), spec)));
  for (const ext of EXTENSIONS) if (known.has(base + ext)) return base + ext;
  return null;
}

/**
 * Every hand-written file's resolved imports of other hand-written files (`graph`); with `runtime`,
 * those it evaluates with itself, and `arktype`: the files that import arktype themselves.
 */
export function importGraph(root) {
  const files = listFiles(root);
  const known = new Set(files);
  const graph = new Map();
  const runtime = new Map();
  const arktype = new Set();
  const resolved = (f, specs) => [
    ...new Set(specs.map((s) => resolveImport(root, f, s, known)).filter((t) => t !== null && t !== f)),
  ];
  for (const f of files) {
    const text = readFileSync(join(root, f), "utf8");
    graph.set(f, resolved(f, importsOf(text)).sort());
    const now = runtimeImportsOf(text);
    runtime.set(f, resolved(f, now));
    if (now.includes("arktype")) arktype.add(f);
  }
  return Object.assign(graph, { runtime, arktype });
}

/** The first chain of runtime imports from `from` to a file of `targets`, or null. */
function chainTo(runtime, from, targets) {
  const seen = new Set([from]);
  const queue = [[from]];
  while (queue.length) {
    const path = queue.shift();
    for (const next of runtime.get(path.at(-1)) ?? []) {
      if (seen.has(next)) continue;
      seen.add(next);
      if (targets.has(next)) return [...path, next];
      queue.push([...path, next]);
    }
  }
  return null;
}

const feature = (f) => /^src\/features\/([^/]+)\//.exec(f)?.[1];

/** The boundary each import crosses that it must not, with the reason. */
export function findBoundaryOffences(graph) {
  const out = [];
  for (const [from, targets] of graph) {
    for (const to of targets) {
      const a = feature(from);
      const b = feature(to);
      if (a && b && a !== b)
        out.push({
          from,
          to,
          rule: `a feature imports another feature (${a} → ${b}); share it through src/ui, src/domain or src/db`,
        });
      if (from.startsWith("server/") && to.startsWith("src/") && !to.startsWith("src/domain/"))
        out.push({ from, to, rule: "the server imports the PWA beyond src/domain" });
      if (from.startsWith("src/domain/") && !to.startsWith("src/domain/"))
        out.push({
          from,
          to,
          rule: "src/domain imports outside itself (it must stay pure: the server loads it)",
        });
      if (from.startsWith("src/db/") && to.startsWith("src/workers/"))
        out.push({
          from,
          to,
          rule: "src/db imports src/workers (the workers import the mirror, never the reverse)",
        });
    }
    if (from.startsWith("src/db/") && graph.runtime && graph.arktype) {
      const chain = graph.arktype.has(from) ? [from] : chainTo(graph.runtime, from, graph.arktype);
      if (chain)
        out.push({
          from,
          to: chain.at(-1),
          rule: `the mirror's code evaluates arktype at start-up (${chain.join(" → ")} → arktype); import its types only, or load it with import()`,
        });
    }
  }
  return out.sort((a, b) => (a.from === b.from ? (a.to < b.to ? -1 : 1) : a.from < b.from ? -1 : 1));
}

export function checkImports(root) {
  const graph = importGraph(root);
  return { files: graph.size, offences: findBoundaryOffences(graph) };
}

if (process.argv[1] && resolve(process.argv[1]) === fileURLToPath(import.meta.url)) {
  const root = resolve(process.argv[2] ?? join(dirname(fileURLToPath(import.meta.url)), ".."));
  const { files, offences } = checkImports(root);
  for (const o of offences) console.error(`import boundary: ${o.from} → ${o.to}: ${o.rule}`);
  if (offences.length) {
    console.error(
      `${offences.length} import boundary offence(s) in ${files} files (docs/ARCHITECTURE.md §1.1)`,
    );
    process.exit(1);
  }
  console.log(`imports: ${files} files, no boundary crossed`);
}
