/** Flights Analytics' top 5 destinations by number of flights. */
import { MapPin } from "lucide-react";
import { EmptyState } from "../../../ui/empty-state.tsx";
import type { FlightsPanelData } from "../../../workers/analytics-client.ts";
import { TitledCard } from "./titled-card.tsx";

export function TopDestinations({ data }: { data: FlightsPanelData }) {
  return (
    <TitledCard id="top-destinations-title" title="Top Destinations" gap="gap-3">
      {data.topDestinations.length === 0 ? (
        <EmptyState icon={MapPin} title="No destinations available" />
      ) : (
        <ol className="space-y-2" data-testid="top-destinations">
          {data.topDestinations.map((d, i) => (
            <li key={d.destination} className="flex items-center gap-3">
              <span className="grid size-7 shrink-0 place-items-center rounded-full bg-base-200 font-semibold text-xs">
                {i + 1}
              </span>
              <span className="min-w-0 flex-1 truncate font-medium">{d.destination}</span>
              <span className="text-base-content/75 text-sm tabular-nums">
                {d.flights} {d.flights === 1 ? "flight" : "flights"}
              </span>
            </li>
          ))}
        </ol>
      )}
    </TitledCard>
  );
}
