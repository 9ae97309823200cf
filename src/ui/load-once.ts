/**
 * A download started once and shared by every caller; a failed one (offline before the app was
 * cached) is tried again by the next call. The form rules (ui/form/use-form.ts) and the booking
 * dialogs (ui/booking/lazy-dialog.tsx) load through it.
 */
export function loadOnce<T>(load: () => Promise<T>): () => Promise<T> {
  let loading: Promise<T> | null = null;
  return () => {
    if (!loading) {
      const started = load();
      loading = started;
      started.catch(() => {
        if (loading === started) loading = null;
      });
    }
    return loading;
  };
}
