/**
 * The pieces the CSV import dialogs share (flights, packages): the 'CSV file' picker and the
 * Import button, which spins while the file is checked or its rows are sent.
 */
import { Upload } from "lucide-react";
import type { ChangeEvent, ReactNode } from "react";
import { BUSY_LOOK } from "./buttons.tsx";

export function CsvFileField({
  id,
  onChange,
  disabled,
  help,
}: {
  id: string;
  onChange: (e: ChangeEvent<HTMLInputElement>) => void;
  disabled: boolean;
  /** A line under the picker, which describes it. */
  help?: ReactNode;
}) {
  const helpId = `${id}-help`;
  return (
    <div>
      <label htmlFor={id} className="mb-1.5 block font-medium text-sm">
        CSV file
      </label>
      <input
        id={id}
        type="file"
        accept=".csv,text/csv"
        className="file-input w-full max-lg:h-11"
        onChange={onChange}
        disabled={disabled}
        aria-describedby={help ? helpId : undefined}
        data-testid="import-file"
      />
      {help && (
        <p id={helpId} className="mt-1.5 text-base-content/75 text-xs">
          {help}
        </p>
      )}
    </div>
  );
}

/** Import ('Importing...' while the rows are sent; 'Checking...' while the file is checked). */
export function ImportButton({
  onClick,
  disabled,
  importing,
  checking = false,
}: {
  onClick: () => void;
  disabled: boolean;
  importing: boolean;
  checking?: boolean;
}) {
  return (
    <button
      type="button"
      className={`btn btn-primary ${BUSY_LOOK.primary} max-lg:min-h-11`}
      onClick={onClick}
      disabled={disabled}
      aria-busy={importing || undefined}
      data-testid="import-submit"
    >
      {importing || checking ? (
        <span className="loading loading-spinner loading-sm" aria-hidden="true" />
      ) : (
        <Upload className="size-4" aria-hidden="true" />
      )}
      {importing ? "Importing..." : checking ? "Checking..." : "Import"}
    </button>
  );
}
