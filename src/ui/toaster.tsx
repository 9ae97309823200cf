import { dismissToast, useToasts } from "./toast.ts";

/** Shows the toasts (replaced by the full design in the layout work). */
export function Toaster() {
  const toasts = useToasts();
  return (
    <div className="toast toast-top toast-end z-50" aria-live="polite">
      {toasts.map((t) => (
        <div key={t.id} role="status" className={`alert alert-${t.kind}`}>
          <div>
            <p className="font-semibold">{t.title}</p>
            <p>{t.message}</p>
          </div>
          <button type="button" className="btn btn-ghost btn-sm" onClick={() => dismissToast(t.id)}>
            Close
          </button>
        </div>
      ))}
    </div>
  );
}
