/**
 * The checked file before a packages import: its rows, the rows ready and with problems, and
 * the first rows as they will be imported.
 */
import { ListChecks } from "lucide-react";
import { formatDate, formatRupees } from "../../../domain/format.ts";
import type { CsvCheck } from "../../../workers/csv-client.ts";
import { ProblemList } from "./import-packages-results.tsx";

const PREVIEW_ROWS = 5;

export function Preview({ check, fileName }: { check: CsvCheck; fileName: string }) {
  const problems = check.errors.length;
  const sample = check.rows.slice(0, PREVIEW_ROWS);
  return (
    <section className="space-y-3" aria-labelledby="import-preview-title" data-testid="import-preview">
      <h3 id="import-preview-title" className="flex items-center gap-2 font-semibold text-sm">
        <ListChecks className="size-4" aria-hidden="true" />
        Preview of {fileName}
      </h3>
      <p className="text-sm">
        {check.total} row{check.total === 1 ? "" : "s"} found:{" "}
        <span className="font-semibold">{check.validCount} ready to import</span>
        {problems > 0 && (
          <>
            , <span className="font-semibold text-error">{problems} with problems</span> (not imported)
          </>
        )}
        .
      </p>
      {sample.length > 0 && (
        <div className="overflow-x-auto rounded-box border border-base-300">
          <table className="table-xs table">
            <thead>
              <tr>
                <th scope="col">Name</th>
                <th scope="col">Type</th>
                <th scope="col">Departure</th>
                <th scope="col" className="text-right">
                  Price
                </th>
              </tr>
            </thead>
            <tbody>
              {sample.map((r, i) => (
                <tr key={check.rowLines[i] ?? i}>
                  <td className="max-w-48 truncate uppercase">{r.name}</td>
                  <td>{(r.type ?? "").toLowerCase()}</td>
                  <td className="whitespace-nowrap">
                    {formatDate(r.departuredate ?? "") || r.departuredate}
                  </td>
                  <td className="whitespace-nowrap text-right">{formatRupees(Number(r.price))}</td>
                </tr>
              ))}
            </tbody>
          </table>
          {check.validCount > sample.length && (
            <p className="border-base-300 border-t px-3 py-1.5 text-base-content/70 text-xs">
              and {check.validCount - sample.length} more
            </p>
          )}
        </div>
      )}
      {problems > 0 && <ProblemList title="Rows with problems" details={check.errors} />}
    </section>
  );
}
