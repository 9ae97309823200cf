/** A booking status on the analytics screen, in the page's words (an approved booking is 'Confirmed'). */
import type { Status } from "../../../domain/analytics.ts";
import { STATUS_WORDS } from "../model.ts";

/**
 * Tinted, not coloured, text (as the direct-booking lists do): the tone is the ground and a dot,
 * the word is in the base text colour, which keeps its contrast in both themes.
 */
const TONE: Record<Status, { box: string; dot: string }> = {
  pending: { box: "border-warning/60 bg-warning/20", dot: "bg-warning" },
  approved: { box: "border-success/50 bg-success/15", dot: "bg-success" },
  cancelled: { box: "border-error/50 bg-error/10", dot: "bg-error" },
};

export function StatusWord({ status }: { status: Status }) {
  const tone = TONE[status];
  return (
    <span
      className={`badge badge-sm gap-1.5 whitespace-nowrap text-base-content ${tone.box}`}
      data-status={status}
    >
      <span className={`size-1.5 shrink-0 rounded-full ${tone.dot}`} aria-hidden="true" />
      {STATUS_WORDS[status]}
    </span>
  );
}
