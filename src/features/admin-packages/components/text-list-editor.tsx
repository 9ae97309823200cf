/**
 * An editable list of text lines (itinerary, inclusions, exclusions): one input per item with a
 * remove button, move up/down, and an add line where Enter adds the item. Each item's message
 * (from the shared rule, e.g. 'itinerary.2') shows under it, the list's own message under the list.
 */
import { ArrowDown, ArrowUp, Plus, X } from "lucide-react";
import { type KeyboardEvent, useId, useRef, useState } from "react";
import { MAX_LIST_ITEM_LENGTH, MAX_LIST_ITEMS } from "../../../domain/packages.ts";

export type ListItem = { key: string; text: string };

let itemSeq = 0;
export function listItems(texts: readonly string[]): ListItem[] {
  return texts.map((text) => ({ key: `i${++itemSeq}`, text }));
}

export function TextListEditor({
  id,
  label,
  itemLabel,
  placeholder,
  items,
  onChange,
  errorOf,
  listError,
  disabled = false,
}: {
  /** The add input's id (what a failing list focuses). */
  id: string;
  label: string;
  itemLabel: string;
  placeholder: string;
  items: readonly ListItem[];
  onChange: (next: ListItem[]) => void;
  errorOf: (index: number) => string | undefined;
  listError?: string;
  disabled?: boolean;
}) {
  const [draft, setDraft] = useState("");
  const headingId = useId();
  const addRef = useRef<HTMLInputElement>(null);
  const full = items.length >= MAX_LIST_ITEMS;

  /** Adds the typed item; `refocus` keeps typing in the add line (Enter, the Add button). */
  function add(refocus: boolean) {
    const text = draft.trim();
    if (!text || full) return;
    onChange([...items, ...listItems([text])]);
    setDraft("");
    if (refocus) addRef.current?.focus();
  }

  function onAddKey(e: KeyboardEvent<HTMLInputElement>) {
    if (e.key === "Enter") {
      e.preventDefault();
      add(true);
    }
  }

  function move(index: number, by: -1 | 1) {
    const next = [...items];
    const [item] = next.splice(index, 1);
    if (!item) return;
    next.splice(index + by, 0, item);
    onChange(next);
  }

  return (
    <fieldset className="min-w-0" aria-labelledby={headingId} data-list-editor={id}>
      <legend
        id={headingId}
        className="mb-1.5 flex w-full items-baseline justify-between text-sm font-medium"
      >
        <span>{label}</span>
        <span className="font-normal text-base-content/70 text-xs">
          {items.length} item{items.length === 1 ? "" : "s"} · optional
        </span>
      </legend>
      {items.length > 0 && (
        <ol className="mb-2 flex flex-col gap-2">
          {items.map((item, i) => {
            const error = errorOf(i);
            const inputId = `${id}-item-${item.key}`;
            return (
              <li key={item.key} className="min-w-0">
                <div className="flex items-center gap-1.5">
                  <span className="w-6 shrink-0 text-right text-base-content/70 text-xs tabular-nums">
                    {i + 1}.
                  </span>
                  <input
                    id={inputId}
                    className={`input input-sm h-10 min-w-0 flex-1 text-base sm:text-sm ${error ? "input-error" : ""}`}
                    value={item.text}
                    maxLength={MAX_LIST_ITEM_LENGTH + 50}
                    aria-label={`${itemLabel} ${i + 1}`}
                    aria-invalid={Boolean(error)}
                    aria-describedby={error ? `${inputId}-error` : undefined}
                    disabled={disabled}
                    onChange={(e) =>
                      onChange(items.map((x, j) => (j === i ? { ...x, text: e.target.value } : x)))
                    }
                  />
                  <button
                    type="button"
                    className="btn btn-ghost btn-square btn-sm max-sm:hidden"
                    onClick={() => move(i, -1)}
                    disabled={disabled || i === 0}
                    aria-label={`Move ${itemLabel.toLowerCase()} ${i + 1} up`}
                  >
                    <ArrowUp className="size-4" aria-hidden="true" />
                  </button>
                  <button
                    type="button"
                    className="btn btn-ghost btn-square btn-sm max-sm:hidden"
                    onClick={() => move(i, 1)}
                    disabled={disabled || i === items.length - 1}
                    aria-label={`Move ${itemLabel.toLowerCase()} ${i + 1} down`}
                  >
                    <ArrowDown className="size-4" aria-hidden="true" />
                  </button>
                  <button
                    type="button"
                    className="btn btn-ghost btn-square btn-sm text-error max-lg:size-10"
                    onClick={() => onChange(items.filter((_, j) => j !== i))}
                    disabled={disabled}
                    aria-label={`Remove ${itemLabel.toLowerCase()} ${i + 1}`}
                  >
                    <X className="size-4" aria-hidden="true" />
                  </button>
                </div>
                {error && (
                  <p id={`${inputId}-error`} className="mt-1 ml-7.5 text-error text-sm">
                    {error}
                  </p>
                )}
              </li>
            );
          })}
        </ol>
      )}
      <div className="flex items-center gap-1.5">
        <span className="w-6 shrink-0" aria-hidden="true" />
        <input
          ref={addRef}
          id={id}
          className="input input-sm h-10 min-w-0 flex-1 text-base sm:text-sm"
          value={draft}
          placeholder={full ? `Up to ${MAX_LIST_ITEMS} items` : placeholder}
          aria-label={`New ${itemLabel.toLowerCase()}`}
          disabled={disabled || full}
          onChange={(e) => setDraft(e.target.value)}
          onKeyDown={onAddKey}
          // A line typed but not added is kept when the focus moves on (e.g. straight to Save).
          onBlur={() => add(false)}
        />
        <button
          type="button"
          className="btn btn-outline btn-primary btn-sm h-10"
          onMouseDown={(e) => e.preventDefault()}
          onClick={() => add(true)}
          disabled={disabled || full || !draft.trim()}
        >
          <Plus className="size-4" aria-hidden="true" />
          Add
        </button>
      </div>
      {listError && <p className="mt-1.5 text-error text-sm">{listError}</p>}
    </fieldset>
  );
}
