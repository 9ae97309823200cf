/** A card of Flights Analytics named by its h3 title (Top Destinations, Recent Bookings). */
import type { ReactNode } from "react";

export function TitledCard({
  id,
  title,
  gap,
  children,
}: {
  /** The title's id, which names the card. */
  id: string;
  title: string;
  /** The gap under the title, e.g. 'gap-3'. */
  gap: string;
  children: ReactNode;
}) {
  return (
    <section className="card border border-base-300 bg-base-100" aria-labelledby={id}>
      <div className={`card-body ${gap} p-5`}>
        <h3 id={id} className="font-semibold text-base">
          {title}
        </h3>
        {children}
      </div>
    </section>
  );
}
