/** The as-of line's place while it has nothing to say, so the figures below never move. */
export function AsOfPlaceholder() {
  return <p className="min-h-5 text-sm" aria-hidden="true" />;
}
