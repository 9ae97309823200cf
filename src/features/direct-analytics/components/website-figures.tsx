/** The website's figures over the range: visits, unique visitors and conversion not measured; the bookings. */
import { Eye, Percent, Ticket, Users } from "lucide-react";
import type { WebsiteActivity } from "../../../domain/direct-analytics.ts";
import { formatRupees } from "../../../domain/format.ts";
import { count } from "../model.ts";
import { FigureCard } from "./figure-card.tsx";
import { NotMeasuredCard } from "./not-measured.tsx";

const NO_VISITS = "Safar does not track site visits";

export function WebsiteFigures({ activity: a }: { activity: WebsiteActivity }) {
  return (
    <ul className="grid grid-cols-1 gap-4 sm:grid-cols-2 xl:grid-cols-4" aria-label="Website figures">
      <NotMeasuredCard id="total-visits" label="Total Visits" icon={Eye} note={NO_VISITS} />
      <NotMeasuredCard id="unique-visitors" label="Unique Visitors" icon={Users} note={NO_VISITS} />
      <FigureCard
        id="bookings"
        label="Bookings"
        value={count(a.bookings)}
        icon={Ticket}
        tone="bg-primary/10 text-primary"
      >
        <p className="text-base-content/70 text-xs">
          {count(a.confirmed)} confirmed · {formatRupees(a.revenue)} revenue
        </p>
      </FigureCard>
      <NotMeasuredCard
        id="conversion-rate"
        label="Conversion Rate"
        icon={Percent}
        note="It needs site visits, which Safar does not track"
      />
    </ul>
  );
}
