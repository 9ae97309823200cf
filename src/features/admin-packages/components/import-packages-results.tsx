/**
 * The results of a packages import: Total, Success and Errors, and every 'Row N: reason'
 * (the first 50 shown).
 */
import { FileUp, TriangleAlert } from "lucide-react";
import type { CombinedResults } from "../import-results.ts";

const SHOWN_PROBLEMS = 50;

export function ProblemList({ title, details }: { title: string; details: readonly string[] }) {
  return (
    <div>
      <p className="mb-1.5 flex items-center gap-1.5 font-medium text-sm">
        <TriangleAlert className="size-4 text-error" aria-hidden="true" />
        {title}
      </p>
      <ul
        className="max-h-48 space-y-1 overflow-y-auto rounded-box border border-error/30 bg-error/5 px-3 py-2 text-sm"
        data-testid="import-error-list"
      >
        {details.slice(0, SHOWN_PROBLEMS).map((d, i) => (
          <li key={i} className="break-words" data-testid="import-error">
            {d}
          </li>
        ))}
        {details.length > SHOWN_PROBLEMS && (
          <li className="text-base-content/70">…and {details.length - SHOWN_PROBLEMS} more</li>
        )}
      </ul>
    </div>
  );
}

export function Results({ results }: { results: CombinedResults }) {
  const boxes = [
    { key: "total", label: "Total", value: results.total, tone: "" },
    { key: "success", label: "Success", value: results.success, tone: "border-success/40 bg-success/10" },
    { key: "errors", label: "Errors", value: results.errors, tone: "border-error/40 bg-error/10" },
  ];
  return (
    <section
      className="space-y-3"
      aria-labelledby="import-results-title"
      aria-live="polite"
      data-testid="import-results"
    >
      <h3 id="import-results-title" className="flex items-center gap-2 font-semibold text-sm">
        <FileUp className="size-4" aria-hidden="true" />
        Import results
      </h3>
      <dl className="grid grid-cols-3 gap-2">
        {boxes.map((b) => (
          <div
            key={b.key}
            className={`rounded-box border border-base-300 px-3 py-2 text-center ${b.tone}`}
            data-testid={`import-count-${b.key}`}
          >
            <dt className="text-base-content/75 text-xs">{b.label}</dt>
            <dd className="font-bold text-xl tabular-nums">{b.value}</dd>
          </div>
        ))}
      </dl>
      {results.errorDetails.length > 0 && (
        <ProblemList title="Error details" details={results.errorDetails} />
      )}
    </section>
  );
}
