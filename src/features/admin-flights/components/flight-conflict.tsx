/**
 * The flight form's save failure (in the shared SaveConflict frame): the message, and after a 412
 * what each side changed with 'Keep mine' and 'Load latest' once the saved flight is read ('Load
 * latest' alone until then).
 */
import { RefreshCw } from "lucide-react";
import { COUNTER_FIELDS } from "../../../domain/merge-patch.ts";
import { SaveConflict } from "../../../ui/form/save-conflict.tsx";
import { ConflictCompare } from "../../../ui/outbox/conflict.tsx";
import type { Flight } from "../data.ts";
import { type FlightFormValues, flightPatchOf, flightPayload, formFromFlight } from "../flight-form.ts";

export function FlightSaveFailure({
  failure,
  base,
  saved,
  values,
  busy,
  reloading,
  onKeepMine,
  onLoadLatest,
}: {
  failure: { message: string; stale: boolean };
  /** The flight the form's values were filled from. */
  base: Flight | null;
  /** After a 412: the flight as saved now (null: gone; undefined: not read yet). */
  saved: Flight | null | undefined;
  values: FlightFormValues;
  busy: boolean;
  reloading: boolean;
  onKeepMine: (latest: Flight) => void;
  onLoadLatest: () => void;
}) {
  const from = base ?? saved;
  return (
    <SaveConflict
      look="error"
      message={failure.message}
      waiting={
        failure.stale && !saved ? (
          <button
            type="button"
            className="btn btn-sm btn-error max-lg:min-h-11"
            onClick={onLoadLatest}
            disabled={reloading}
          >
            <RefreshCw className={`size-4 ${reloading ? "animate-spin" : ""}`} aria-hidden="true" />
            Load latest
          </button>
        ) : null
      }
    >
      {failure.stale && saved && from && (
        <div className="w-full">
          <ConflictCompare
            base={flightPayload(formFromFlight(from)) as unknown as Record<string, unknown>}
            mine={flightPatchOf(formFromFlight(from), values)}
            server={flightPayload(formFromFlight(saved)) as unknown as Record<string, unknown>}
            counters={COUNTER_FIELDS.flights}
            busy={busy || reloading}
            takeLabel="Load latest"
            onKeepMine={() => onKeepMine(saved)}
            onTakeServer={onLoadLatest}
          />
        </div>
      )}
    </SaveConflict>
  );
}
