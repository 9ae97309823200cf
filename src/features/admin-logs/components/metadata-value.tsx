/** A value of a log's metadata made readable: nested objects as nested lists (3 levels), '—' for nothing. */
import { formatMetaValue, humanizeKey, isPlainObject } from "../metadata.ts";

const none = <span className="text-base-content/75">—</span>;
/** A text field of the log, '—' when blank. */
export const text = (v: string | null | undefined) => (v?.trim() ? v : none);

export function Value({ value, depth }: { value: unknown; depth: number }) {
  if (isPlainObject(value) && depth < 3) {
    const entries = Object.entries(value);
    if (entries.length === 0) return none;
    return (
      <dl className="mt-1 grid grid-cols-[minmax(0,auto)_minmax(0,1fr)] gap-x-3 gap-y-1 border-base-300 border-l-2 pl-3 text-sm">
        {entries.map(([k, v]) => (
          <div key={k} className="contents">
            <dt className="text-base-content/70">{humanizeKey(k)}</dt>
            <dd className="min-w-0 break-words">
              <Value value={v} depth={depth + 1} />
            </dd>
          </div>
        ))}
      </dl>
    );
  }
  const shown = formatMetaValue(value);
  return shown === "—" ? none : shown;
}
