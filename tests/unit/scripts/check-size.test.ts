/**
 * `npm run lint`'s size rules (docs/ARCHITECTURE.md §8) on tiny repositories of their own: the
 * median application file at most 80 lines, a file over 400 lines only with a row in §8.
 */
import { mkdirSync, mkdtempSync, rmSync, writeFileSync } from "node:fs";
import { tmpdir } from "node:os";
import { dirname, join } from "node:path";
import { afterEach, describe, expect, it } from "vitest";
import { checkSize } from "../../../scripts/check-size.mjs";

const made: string[] = [];
const lines = (n: number) => "export const x = 1;\n".repeat(n);
const DOC_HEAD = "# Architecture\n\n## 8. File size\n\n| file | lines | why |\n|---|---|---|\n";

function repo(files: Record<string, string>, rows = ""): string {
  const root = mkdtempSync(join(tmpdir(), "check-size-"));
  made.push(root);
  const all = { ...files, "docs/ARCHITECTURE.md": `${DOC_HEAD}${rows}\n## 9. Tests\n` };
  for (const [path, text] of Object.entries(all)) {
    mkdirSync(dirname(join(root, path)), { recursive: true });
    writeFileSync(join(root, path), text);
  }
  return root;
}

afterEach(() => {
  for (const dir of made.splice(0)) rmSync(dir, { recursive: true, force: true });
});

describe("check-size", () => {
  it("passes small files and counts lines as wc -l does", () => {
    const result = checkSize(repo({ "src/a.ts": lines(10), "server/b.ts": lines(80), "sw/c.ts": lines(3) }));
    expect(result).toEqual({ files: 3, median: 10, problems: [] });
  });

  it("fails a median over 80 lines, and leaves generated files, tests and scripts out", () => {
    const root = repo({
      "src/a.ts": lines(81),
      "src/b.tsx": lines(90),
      "src/c.ts": lines(5),
      "src/routeTree.gen.ts": lines(2),
      "server/db/migrations/0001.ts": lines(1),
      "tests/t.test.ts": lines(1),
      "scripts/s.mjs": lines(1),
    });
    const result = checkSize(root);
    expect(result.files).toBe(3);
    expect(result.problems).toEqual(["the median file is 81 lines (at most 80)"]);
  });

  it("fails a file over 400 lines unless §8's table names it", () => {
    const files = {
      "src/features/x/components/big.tsx": lines(401),
      "src/a.ts": lines(1),
      "src/b.ts": lines(1),
    };
    expect(checkSize(repo(files)).problems).toEqual([
      "src/features/x/components/big.tsx has 401 lines: split it, or say in docs/ARCHITECTURE.md §8 why it stays whole",
    ]);
    const row = "| `src/features/x/…/big.tsx` | 401 | one table of cases |\n";
    expect(checkSize(repo(files, row)).problems).toEqual([]);
  });
});
