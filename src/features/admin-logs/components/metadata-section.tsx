/**
 * The Metadata of Log Details: the before/after values as a table, other values as a list, and the
 * raw JSON one click away.
 */
import { ChevronRight } from "lucide-react";
import { Fact } from "../../../ui/booking-parts.tsx";
import type { ActivityLog } from "../data.ts";
import { isPlainObject, type ReadableMetadata } from "../metadata.ts";
import { ChangesTable } from "./changes-table.tsx";
import { Value } from "./metadata-value.tsx";

export function MetadataSection({ log, meta }: { log: ActivityLog; meta: ReadableMetadata }) {
  const empty = !meta.changes && meta.entries.length === 0;
  return (
    <section aria-labelledby="log-metadata-title" className="flex flex-col gap-3">
      <h3 id="log-metadata-title" className="border-base-300 border-b pb-2 font-semibold text-sm">
        Metadata
      </h3>
      {empty && <p className="text-base-content/70 text-sm">No metadata for this entry.</p>}
      {meta.changes && <ChangesTable changes={meta.changes} />}
      {meta.entries.length > 0 && (
        <dl className="grid gap-x-6 gap-y-3 sm:grid-cols-2" data-testid="metadata-list">
          {meta.entries.map((e) => (
            <Fact key={e.key} label={e.label} wide={isPlainObject(e.value)}>
              <Value value={e.value} depth={1} />
            </Fact>
          ))}
        </dl>
      )}
      {!empty && (
        <details className="group rounded-box border border-base-300">
          <summary className="flex min-h-11 cursor-pointer list-none items-center gap-1.5 px-3 text-sm lg:min-h-9 [&::-webkit-details-marker]:hidden">
            <ChevronRight
              className="size-4 motion-safe:transition-transform group-open:rotate-90"
              aria-hidden="true"
            />
            Raw JSON
          </summary>
          <pre className="max-h-64 overflow-auto border-base-300 border-t px-3 py-2 text-xs">
            {JSON.stringify(log.metadata, null, 2)}
          </pre>
        </details>
      )}
    </section>
  );
}
