/**
 * `npm run lint`'s import rules (docs/ARCHITECTURE.md §1.1) on tiny repositories of their own:
 * Biome, with the project's biome.json, fails on an import cycle (type-only and dynamic imports
 * included), and scripts/check-imports.mjs fails on each boundary crossed; a layout that keeps the
 * rules passes both.
 */
import { spawnSync } from "node:child_process";
import { copyFileSync, mkdirSync, mkdtempSync, rmSync, writeFileSync } from "node:fs";
import { tmpdir } from "node:os";
import { dirname, join } from "node:path";
import { afterEach, describe, expect, it } from "vitest";
import { checkImports, importsOf } from "../../../scripts/check-imports.mjs";

const repoRoot = join(import.meta.dirname, "../../..");
const script = join(repoRoot, "scripts/check-imports.mjs");
const biome = join(repoRoot, "node_modules/.bin/biome");
const made: string[] = [];

function repo(files: Record<string, string>): string {
  const root = mkdtempSync(join(tmpdir(), "check-imports-"));
  made.push(root);
  for (const [path, text] of Object.entries(files)) {
    mkdirSync(dirname(join(root, path)), { recursive: true });
    writeFileSync(join(root, path), text);
  }
  return root;
}

afterEach(() => {
  for (const dir of made.splice(0)) rmSync(dir, { recursive: true, force: true });
});

const clean = {
  "src/domain/rules.ts": "export const rule = 1;\n",
  "src/ui/button.tsx": 'import { rule } from "../domain/rules.ts";\n\nexport const b = rule;\n',
  "src/features/a/screen.tsx":
    'import { b } from "../../ui/button.tsx";\nimport { c } from "./parts.ts";\n\nexport const s = [b, c];\n',
  "src/features/a/parts.ts": "export const c = 1;\n",
  "src/db/mirror.ts": "export const db = {};\n",
  "src/workers/reader.ts": 'import { db } from "../db/mirror.ts";\n\nexport const r = db;\n',
  "server/routes/x.ts": 'import { rule } from "../../src/domain/rules.ts";\n\nexport const x = rule;\n',
};

/** `biome lint` with the project's configuration, in `dir`: its exit status and what it printed. */
function biomeLint(dir: string) {
  copyFileSync(join(repoRoot, "biome.json"), join(dir, "biome.json"));
  const r = spawnSync(biome, ["lint", "--vcs-enabled=false", "--max-diagnostics=50", "."], {
    cwd: dir,
    encoding: "utf8",
  });
  return { status: r.status, out: `${r.stdout}${r.stderr}` };
}

describe("import cycles (Biome's noImportCycles, as biome.json sets it)", () => {
  it("fail when two modules import each other, even by types only or a dynamic import", () => {
    const dir = repo({
      ...clean,
      "src/db/hooks.ts":
        'import { q } from "./query.ts";\n\nexport type Rows = string[];\nexport const h = q;\n',
      "src/db/query.ts": 'import type { Rows } from "./hooks.ts";\n\nexport const q: Rows = [];\n',
      "server/db/client.ts": 'export async function open() {\n  return await import("./tx.ts");\n}\n',
      "server/db/tx.ts": 'import type { open } from "./client.ts";\n\nexport type Open = typeof open;\n',
    });
    const { status, out } = biomeLint(dir);
    expect(status).toBe(1);
    for (const file of ["src/db/hooks.ts", "src/db/query.ts", "server/db/client.ts", "server/db/tx.ts"])
      expect(out).toMatch(new RegExp(`${file}:\\d+:\\d+ lint/suspicious/noImportCycles`));
  });

  it("pass when the imports go one way", () => {
    const { status, out } = biomeLint(repo(clean));
    expect(out).not.toContain("noImportCycles");
    expect(status).toBe(0);
  });
});

describe("import boundaries (scripts/check-imports.mjs)", () => {
  it("pass a layout that keeps every rule", () => {
    expect(checkImports(repo(clean))).toEqual({ files: 7, offences: [] });
  });

  it("fail on each boundary crossed, naming both files", () => {
    const r = checkImports(
      repo({
        ...clean,
        "src/features/b/list.tsx": 'import { c } from "../a/parts.ts";\n',
        "src/features/b/lazy.tsx": 'const m = () => import("../a/screen.tsx");\n',
        "server/services/y.ts": 'import type { db } from "../../src/db/mirror.ts";\n',
        "src/db/sync.ts": 'export { r } from "../workers/reader.ts";\n',
        "src/domain/bad.ts": 'import "../ui/button.tsx";\n',
      }),
    );
    expect(r.offences.map((o) => [o.from, o.to])).toEqual([
      ["server/services/y.ts", "src/db/mirror.ts"],
      ["src/db/sync.ts", "src/workers/reader.ts"],
      ["src/domain/bad.ts", "src/ui/button.tsx"],
      ["src/features/b/lazy.tsx", "src/features/a/screen.tsx"],
      ["src/features/b/list.tsx", "src/features/a/parts.ts"],
    ]);
    expect(r.offences[4]?.rule).toMatch(/another feature \(b → a\)/);
  });

  it("read imports, not comments, and not generated files", () => {
    const r = checkImports(
      repo({
        ...clean,
        "src/features/b/list.tsx": '// import { c } from "../a/parts.ts";\n/* import("../a/screen.tsx") */\n',
        "src/routeTree.gen.ts": 'import "./features/a/screen.tsx";\nimport "./features/b/list.tsx";\n',
      }),
    );
    expect(r.offences).toEqual([]);
    expect(importsOf('import type { T } from "./t.ts";\nexport { u } from "./u.ts";')).toEqual([
      "./t.ts",
      "./u.ts",
    ]);
  });

  it("fail when the mirror's code evaluates arktype through its static imports, not through types or import()", () => {
    const schemas = {
      "src/domain/schemas.ts":
        'import { type } from "arktype";\n\nexport type S = 1;\nexport const s = type("string");\n',
      "src/domain/names.ts":
        'import { s } from "./schemas.ts";\n\nexport const NAME = "Safar";\nexport const t = s;\n',
    };
    const reaching = checkImports(
      repo({ ...clean, ...schemas, "src/db/agency.ts": 'import { NAME } from "../domain/names.ts";\n' }),
    );
    expect(reaching.offences).toHaveLength(1);
    expect(reaching.offences[0]?.rule).toContain(
      "src/db/agency.ts → src/domain/names.ts → src/domain/schemas.ts → arktype",
    );
    const typesAndLater = checkImports(
      repo({
        ...clean,
        ...schemas,
        "src/db/agency.ts":
          'import type { S } from "../domain/schemas.ts";\nimport { type S as T } from "../domain/schemas.ts";\n' +
          'export const load = () => import("../domain/names.ts");\n',
      }),
    );
    expect(typesAndLater.offences).toEqual([]);
  });

  it("as `npm run lint` runs it: exit status 1, every offence printed with its files", () => {
    const dir = repo({ ...clean, "src/features/b/list.tsx": 'import { c } from "../a/parts.ts";\n' });
    const run = spawnSync(process.execPath, [script, dir], { encoding: "utf8" });
    expect(run.status).toBe(1);
    expect(run.stderr).toContain("import boundary: src/features/b/list.tsx → src/features/a/parts.ts");
    expect(run.stderr).toContain("1 import boundary offence(s)");
    const ok = spawnSync(process.execPath, [script, repo(clean)], { encoding: "utf8" });
    expect(ok.status).toBe(0);
  });
});
