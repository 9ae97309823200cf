/**
 * An admin screen's list over the global search: the DataList with the search term read here (a
 * keystroke re-renders the list alone), rows keyed by their id, a newly clicked column ascending
 * unless told, and its two empty states given as an EmptyState's parts ('No rows yet'; 'none
 * match', which may depend on whether a search is typed).
 */
import type { ComponentProps } from "react";
import { DataList, type DataListProps } from "./data-list.tsx";
import { EmptyState } from "./empty-state.tsx";
import { useGlobalSearch } from "./search.ts";

export type ListNotice = ComponentProps<typeof EmptyState>;

export function SearchedList<T extends { _id: string }>({
  empty,
  noMatch,
  getKey = keyOf,
  newColumnDirection = "asc",
  ...list
}: Omit<DataListProps<T>, "searchTerm" | "emptyState" | "noMatchState" | "getKey"> & {
  getKey?: (row: T) => string;
  /** No rows at all. */
  empty: ListNotice;
  /** Rows, but none pass the search and filters (`searching`: a search term is typed). */
  noMatch: ListNotice | ((searching: boolean) => ListNotice);
}) {
  const searchTerm = useGlobalSearch();
  const none = typeof noMatch === "function" ? noMatch(searchTerm.trim().length > 0) : noMatch;
  return (
    <DataList
      {...list}
      getKey={getKey}
      newColumnDirection={newColumnDirection}
      searchTerm={searchTerm}
      emptyState={<EmptyState {...empty} />}
      noMatchState={<EmptyState {...none} />}
    />
  );
}

const keyOf = (row: { _id: string }) => row._id;
