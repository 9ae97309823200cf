// The two kinds of CSV import (flights, packages): their documented columns and the shared row rule
// each row is checked with (the form's own entry check, src/domain), and the flights' quick check.
import { FLIGHT_CSV_HEADERS, validateFlightCsvRow } from "../domain/flights-csv.ts";
import { PACKAGE_CSV_HEADERS, validatePackageCsvRow } from "../domain/packages.ts";
import type { Validation } from "../domain/validation.ts";
import { flightCellIndex, surelyValidFlightCells } from "./csv-quick.ts";
import type { CsvKind } from "./csv-results.ts";

export type KindRules = {
  required: readonly string[];
  optional: readonly string[];
  /** Columns that are not part of the documented format but that the row rule reads. */
  extra: readonly string[];
  /** The shared row check (the form's, src/domain); `today` is the agency's date. */
  validate: (row: Readonly<Record<string, unknown>>, today: string) => Validation<unknown>;
  /**
   * A cheap check for a header's rows that may say "valid" for sure (false: ask `validate`), made
   * once per file from the rows' keys; it reads the row's cells (values in the keys' order).
   */
  quickCheck?: (keys: readonly string[], today: string) => (cells: readonly string[]) => boolean;
};

export const KINDS: Record<CsvKind, KindRules> = {
  flights: {
    required: FLIGHT_CSV_HEADERS.required,
    optional: FLIGHT_CSV_HEADERS.optional,
    extra: FLIGHT_CSV_HEADERS.extra,
    validate: validateFlightCsvRow,
    quickCheck: (keys, today) => {
      const ix = flightCellIndex(keys);
      return (cells) => surelyValidFlightCells(cells, ix, today);
    },
  },
  packages: {
    required: PACKAGE_CSV_HEADERS.required,
    optional: PACKAGE_CSV_HEADERS.optional,
    extra: [],
    validate: validatePackageCsvRow,
  },
};
