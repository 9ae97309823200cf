/**
 * A record's card in the narrow layout of the admin lists (a booking, a flight, a package): what
 * or who it is on the left, its status (and 'Queued' badge) on the right, the screen's facts, and
 * its buttons in a footer.
 */
import type { ReactNode } from "react";

export function ListCard({
  label,
  head,
  badges,
  actions,
  children,
}: {
  /** The card's accessible name ('Booking SF-7K2Q9MXA'). */
  label: string;
  head: ReactNode;
  badges: ReactNode;
  actions: ReactNode;
  children: ReactNode;
}) {
  return (
    <article className="rounded-box border border-base-300 bg-base-100 p-4" aria-label={label}>
      <header className="flex items-start justify-between gap-3">
        {head}
        <span className="mt-0.5 flex shrink-0 flex-col items-end gap-1">{badges}</span>
      </header>
      {children}
      <footer className="mt-3 flex justify-end border-base-300 border-t pt-2">{actions}</footer>
    </article>
  );
}
