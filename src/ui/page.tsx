/** A screen's heading (title, optional subtitle and actions) above its content. */
import type { ReactNode } from "react";

export function Page({
  title,
  subtitle,
  actions,
  compact = false,
  children,
}: {
  title: string;
  subtitle?: string;
  actions?: ReactNode;
  /** Tighter on phones (< 640 px): a list screen's first rows come higher. */
  compact?: boolean;
  children?: ReactNode;
}) {
  return (
    <section
      className={`mx-auto w-full max-w-7xl ${compact ? "space-y-4 sm:space-y-6" : "space-y-6"}`}
      aria-labelledby="page-title"
    >
      <header className="flex flex-wrap items-end justify-between gap-3">
        <div>
          <h1
            id="page-title"
            className={`font-bold tracking-tight ${compact ? "text-xl sm:text-2xl" : "text-2xl"}`}
          >
            {title}
          </h1>
          {subtitle && (
            <p className={`mt-1 text-base-content/70 ${compact ? "max-sm:text-sm" : ""}`}>{subtitle}</p>
          )}
        </div>
        {actions && <div className="flex flex-wrap gap-2">{actions}</div>}
      </header>
      {children}
    </section>
  );
}
