/**
 * Shows the toasts of ui/toast.ts: at the right just under the top bar on wider screens (never over
 * its controls: the bar's height, layout/top-bar-height.ts, is its --top-bar-height), at the bottom on
 * phones (at the top while a dialog, whose buttons are at the bottom there, is open: src/styles.css),
 * newest nearest the edge they come from. Each has an icon per kind, the title and message, and a close
 * button; it slides in, and slides out during the 400 ms exit (the `leaving` flag).
 */
import { CircleAlert, CircleCheckBig, Info, type LucideIcon, TriangleAlert, X } from "lucide-react";
import { useRef } from "react";
import { useTopBarOffsetVar } from "./layout/top-bar-height.ts";
import { dismissToast, type ToastKind, useToasts } from "./toast.ts";

const KINDS: Record<ToastKind, { icon: LucideIcon; accent: string }> = {
  success: { icon: CircleCheckBig, accent: "border-l-success text-success" },
  error: { icon: CircleAlert, accent: "border-l-error text-error" },
  warning: { icon: TriangleAlert, accent: "border-l-warning text-warning" },
  info: { icon: Info, accent: "border-l-info text-info" },
};

export function Toaster() {
  const toasts = useToasts();
  const section = useRef<HTMLElement>(null);
  useTopBarOffsetVar(section);
  return (
    // The live region is always there, so screen readers hear the toasts added to it.
    <section
      aria-label="Notifications"
      aria-live="polite"
      className="toaster pointer-events-none fixed inset-x-0 bottom-0 z-[1000] flex flex-col items-center gap-2 p-3 pb-[max(0.75rem,env(safe-area-inset-bottom))] sm:top-[var(--top-bar-height,0px)] sm:right-0 sm:bottom-auto sm:left-auto sm:flex-col-reverse sm:items-end sm:p-4"
      data-testid="toaster"
      ref={section}
    >
      {toasts.map((t) => {
        const kind = KINDS[t.kind];
        const Icon = kind.icon;
        return (
          <div
            key={t.id}
            role={t.kind === "error" ? "alert" : "status"}
            aria-atomic="true"
            data-kind={t.kind}
            data-leaving={t.leaving || undefined}
            data-testid="toast"
            className={`pointer-events-auto flex w-full max-w-sm items-start gap-3 rounded-box border border-base-300 border-l-4 bg-base-100 p-3 pr-2 shadow-lg motion-safe:transition-all motion-safe:duration-[400ms] motion-safe:ease-out ${kind.accent} ${
              t.leaving
                ? "pointer-events-none translate-y-2 opacity-0 sm:translate-x-8 sm:translate-y-0"
                : "translate-0 opacity-100 starting:translate-y-4 starting:opacity-0 sm:starting:translate-x-8 sm:starting:translate-y-0"
            }`}
          >
            <Icon className="mt-0.5 size-5 shrink-0" aria-hidden="true" />
            <div className="min-w-0 flex-1 text-base-content">
              <p className="font-semibold">{t.title}</p>
              {t.message && <p className="break-words text-base-content/80 text-sm">{t.message}</p>}
            </div>
            <button
              type="button"
              className="btn btn-ghost btn-sm btn-circle -my-1 shrink-0 text-base-content/70 max-sm:size-11"
              onClick={() => dismissToast(t.id)}
              aria-label="Dismiss notification"
            >
              <X className="size-4" aria-hidden="true" />
            </button>
          </div>
        );
      })}
    </section>
  );
}
