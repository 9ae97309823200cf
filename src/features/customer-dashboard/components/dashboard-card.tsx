/** A titled card of My Dashboard, with an optional action beside its title. */
import type { ReactNode } from "react";

export function Card({
  title,
  children,
  className = "",
  action,
}: {
  title: string;
  children: ReactNode;
  className?: string;
  action?: ReactNode;
}) {
  return (
    <section className={`card min-w-0 border border-base-300 bg-base-100 ${className}`} aria-label={title}>
      <div className="card-body gap-3 p-4 sm:p-5">
        <div className="flex flex-wrap items-center justify-between gap-2">
          <h2 className="font-semibold text-base">{title}</h2>
          {action}
        </div>
        {children}
      </div>
    </section>
  );
}
