/** The analytics screen's titled card (a section named by its heading). */
import type { ReactNode } from "react";

/** A titled card. */
export function Panel({
  title,
  id,
  children,
  className = "",
  level = "h2",
}: {
  title: string;
  id: string;
  children: ReactNode;
  className?: string;
  level?: "h2" | "h3";
}) {
  const Heading = level;
  return (
    <section
      className={`card min-w-0 border border-base-300 bg-base-100 ${className}`}
      aria-labelledby={`${id}-title`}
      data-testid={id}
    >
      <div className="card-body gap-3 p-5">
        <Heading id={`${id}-title`} className="font-semibold text-base">
          {title}
        </Heading>
        {children}
      </div>
    </section>
  );
}
