/**
 * `npm run bench`: every benchmark, each figure against an anchor measured in the same run (the
 * machines are shared, absolute times drift). Writes bench-results/latest.json and latest.md.
 * `--smoke` runs tiny sizes (CI runs it so the benchmarks cannot rot); budgets are judged only in
 * full runs.
 */
import { mkdirSync, writeFileSync } from "node:fs";
import { analyticsBench } from "./analytics.bench.ts";

export type BenchFigure = {
  figure: string;
  value: number;
  unit: string;
  anchor: string;
  ratio: number;
  budget: string;
  pass: boolean;
};

export function timeIt(runs: number, fn: () => unknown): number[] {
  fn(); // warm-up
  const out: number[] = [];
  for (let i = 0; i < runs; i++) {
    const t = performance.now();
    fn();
    out.push(performance.now() - t);
  }
  return out;
}

export function median(xs: number[]): number {
  const s = [...xs].sort((a, b) => a - b);
  return s[Math.floor(s.length / 2)]!;
}

async function main() {
  const smoke = process.argv.includes("--smoke");
  const figures = [...(await analyticsBench({ smoke }))];
  const rows = figures.map(
    (f) =>
      `| ${f.figure} | ${f.value.toFixed(1)} ${f.unit} | ${f.anchor} | ${f.ratio.toFixed(1)}× | ${f.budget} | ${smoke ? "smoke" : f.pass ? "pass" : "FAIL"} |`,
  );
  const md = [
    `Measured ${new Date().toISOString().slice(0, 10)} on ${process.platform} ${process.arch}, Node ${process.version}${smoke ? " (smoke sizes)" : ""}.`,
    "",
    "| figure | value | anchor (same run) | ratio | budget | result |",
    "|---|---|---|---|---|---|",
    ...rows,
  ].join("\n");
  mkdirSync("bench-results", { recursive: true });
  const name = smoke ? "smoke" : "latest";
  writeFileSync(
    `bench-results/${name}.json`,
    `${JSON.stringify({ date: new Date().toISOString(), smoke, figures }, null, 2)}\n`,
  );
  writeFileSync(`bench-results/${name}.md`, `${md}\n`);
  console.log(md);
  const failed = figures.filter((f) => !f.pass).length;
  console.log(`\n${figures.length - failed} passed, ${failed} failed`);
  process.exit(failed > 0 ? 1 : 0);
}

if (import.meta.url === `file://${process.argv[1]}`) await main();
