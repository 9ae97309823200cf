/** The figure every benchmark reports, and the timing helpers they share. */
export type BenchFigure = {
  figure: string;
  /** null when the figure was not measured in this run (see `note`). */
  value: number | null;
  unit: string;
  /** What the value is judged against, measured in the same run. */
  anchor: string;
  /** value ÷ anchor where that means something. */
  ratio: number | null;
  budget: string;
  /** null: not judged (smoke sizes, or skipped). */
  pass: boolean | null;
  note?: string;
};

export function median(xs: readonly number[]): number {
  const s = [...xs].sort((a, b) => a - b);
  return s[Math.floor(s.length / 2)]!;
}

/**
 * Times several functions round by round (a, b, c, a, b, c, …) after a warm-up of each, so all see
 * the same load on a shared machine; returns each one's times in ms, round by round.
 */
export function timeRounds(runs: number, fns: readonly (() => unknown)[]): number[][] {
  for (const fn of fns) fn();
  const out = fns.map(() => [] as number[]);
  for (let i = 0; i < runs; i++) {
    fns.forEach((fn, k) => {
      const t = performance.now();
      fn();
      out[k]!.push(performance.now() - t);
    });
  }
  return out;
}

/** The median of the rounds' own ratios a[i] / b[i] (steadier than a ratio of medians). */
export function pairedRatio(a: readonly number[], b: readonly number[]): number {
  return median(a.map((x, i) => x / b[i]!));
}

// The results as a Markdown table (bench-results/latest.md, and a bench run alone).
function formatValue(f: BenchFigure): string {
  if (f.value === null) return "—";
  const v = f.value;
  const digits = f.unit === "score" ? 2 : f.unit === "routes" || v === 0 ? 0 : Math.abs(v) < 10 ? 1 : 0;
  return `${v.toFixed(digits)}${f.unit && f.unit !== "score" ? ` ${f.unit}` : ""}`;
}

function result(f: BenchFigure, smoke: boolean): string {
  if (f.pass === null) return f.value === null ? "skipped" : smoke ? "smoke" : "—";
  return f.pass ? "pass" : "**FAIL**";
}

const cell = (s: string) => s.replace(/\|/g, "\\|");

export function table(figures: readonly BenchFigure[], smoke: boolean): string {
  return [
    "| figure | value | anchor (same run) | ratio | budget | result |",
    "|---|---|---|---|---|---|",
    ...figures.map(
      (f) =>
        `| ${cell(f.figure)}${f.note ? ` <br><sub>${cell(f.note)}</sub>` : ""} | ${formatValue(f)} | ${cell(f.anchor)} | ${f.ratio === null ? "—" : `${f.ratio.toFixed(2)}×`} | ${cell(f.budget)} | ${result(f, smoke)} |`,
    ),
  ].join("\n");
}
