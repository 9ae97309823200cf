/** The pagination of Activity Logs. */
import { ChevronLeft, ChevronRight } from "lucide-react";

/** Previous / 'Page X of Y' / Next, shown only when there is more than one page. */
export function Pagination({
  page,
  totalPages,
  onPage,
  disabled = false,
}: {
  page: number;
  totalPages: number;
  onPage: (page: number) => void;
  disabled?: boolean;
}) {
  if (totalPages <= 1) return null;
  return (
    <nav aria-label="Pagination" className="flex items-center justify-between gap-3" data-testid="pagination">
      <button
        type="button"
        className="btn btn-sm btn-ghost border-base-300 max-lg:min-h-11"
        onClick={() => onPage(page - 1)}
        disabled={disabled || page <= 1}
      >
        <ChevronLeft className="size-4" aria-hidden="true" />
        Previous
      </button>
      <p className="text-sm tabular-nums" aria-live="polite" data-testid="page-label">
        Page {page} of {totalPages}
      </p>
      <button
        type="button"
        className="btn btn-sm btn-ghost border-base-300 max-lg:min-h-11"
        onClick={() => onPage(page + 1)}
        disabled={disabled || page >= totalPages}
      >
        Next
        <ChevronRight className="size-4" aria-hidden="true" />
      </button>
    </nav>
  );
}
