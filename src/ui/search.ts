/**
 * The global search: the term typed in the top bar's search box, which filters the list on the
 * current screen. It is cleared whenever the path changes (the layout does that).
 */
import { useSyncExternalStore } from "react";

let term = "";
const listeners = new Set<() => void>();

function subscribe(listener: () => void): () => void {
  listeners.add(listener);
  return () => listeners.delete(listener);
}

/** The current search term, as typed (not trimmed). */
export function getGlobalSearch(): string {
  return term;
}

export function setGlobalSearch(next: string): void {
  if (next === term) return;
  term = next;
  for (const l of listeners) l();
}

/** The current search term; re-renders when it changes. */
export function useGlobalSearch(): string {
  return useSyncExternalStore(subscribe, getGlobalSearch, getGlobalSearch);
}

export type SearchField = string | number | boolean | null | undefined;

/** Splits a term into lower-case words (an empty list for a blank term). */
export function searchWords(searchTerm: string | null | undefined): string[] {
  return (searchTerm ?? "").trim().toLowerCase().split(/\s+/).filter(Boolean);
}

/**
 * Whether a record's fields match the term: case-insensitive, trimmed, every whitespace-separated
 * word must occur in some field; null and undefined fields are ignored. A blank term matches all.
 */
export function matchesSearch(searchTerm: string | null | undefined, ...fields: SearchField[]): boolean {
  const words = searchWords(searchTerm);
  if (words.length === 0) return true;
  const haystack = fields.filter((f) => f !== null && f !== undefined).map((f) => String(f).toLowerCase());
  return words.every((w) => haystack.some((f) => f.includes(w)));
}
