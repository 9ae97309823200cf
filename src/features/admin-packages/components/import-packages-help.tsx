/** The CSV format a packages import expects, with a template to download and start from. */
import { FileSpreadsheet } from "lucide-react";
import { karachiDate } from "../../../domain/format.ts";
import { PACKAGE_CSV_HEADERS, PACKAGE_LIST_SEPARATOR } from "../../../domain/packages.ts";
import { saveFile } from "../../../ui/save-file.ts";
import { packageCsvTemplate } from "../import-results.ts";

export function FormatHelp() {
  const today = karachiDate();
  return (
    <details className="rounded-box border border-base-300 bg-base-200/50 px-4 py-3 text-sm">
      <summary className="flex cursor-pointer items-center gap-2 font-medium">
        <FileSpreadsheet className="size-4 shrink-0" aria-hidden="true" />
        CSV format
      </summary>
      <div className="mt-3 space-y-2 text-base-content/80">
        <p>The first line holds the column headers (any order, any letter case).</p>
        <p>
          <span className="font-medium text-base-content">Required:</span>{" "}
          {PACKAGE_CSV_HEADERS.required.join(", ")}.
        </p>
        <p>
          <span className="font-medium text-base-content">Optional:</span>{" "}
          {PACKAGE_CSV_HEADERS.optional.join(", ")}.
        </p>
        <ul className="list-disc space-y-1 pl-5">
          <li>Dates as YYYY-MM-DD; the return date on or after the departure date.</li>
          <li>Type: umrah or tour. Status: active, sold or cancelled (active when empty).</li>
          <li>Price and Max Participants are numbers (price with up to 2 decimals).</li>
          <li>
            Itinerary, Inclusions and Exclusions: items separated by “{PACKAGE_LIST_SEPARATOR}”. Quote a cell
            that contains commas.
          </li>
        </ul>
        <button
          type="button"
          className="btn btn-link btn-sm h-auto min-h-0 px-0"
          onClick={() =>
            saveFile(new Blob([packageCsvTemplate(today)], { type: "text/csv" }), "packages_template.csv")
          }
        >
          Download a template
        </button>
      </div>
    </details>
  );
}
