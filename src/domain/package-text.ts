/**
 * A package's name or destination as every screen shows it: upper-case, whatever case it was
 * stored in (the spec's Package fields; docs/ARCHITECTURE.md §7). The dashboards, the lists, the
 * dialogs and the receipt read alike.
 */
export function packageText(value: string): string {
  return value.trim().toUpperCase();
}
