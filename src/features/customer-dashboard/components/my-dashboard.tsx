/**
 * My Dashboard (/customer/dashboard): the page's heading paints at once, with the layout; the
 * figures (./dashboard-figures.tsx) follow in a chunk of their own, loaded once the heading is on
 * screen: they need the offline mirror's code (Dexie) and the analytics worker, none of which the
 * heading waits for.
 */
import { useAfterPaintComponent } from "../../../ui/layout/after-first-paint.ts";
import { Page } from "../../../ui/page.tsx";
import { AsOfPlaceholder } from "./as-of-placeholder.tsx";
import { DashboardSkeleton } from "./dashboard-skeleton.tsx";

const loadFigures = () => import("./dashboard-figures.tsx").then((m) => m.DashboardFigures);

export function MyDashboard() {
  const DashboardFigures = useAfterPaintComponent(loadFigures);
  return (
    <Page title="My Dashboard" subtitle="Your bookings and spending at a glance">
      {DashboardFigures ? (
        <DashboardFigures />
      ) : (
        <>
          <AsOfPlaceholder />
          <DashboardSkeleton />
        </>
      )}
    </Page>
  );
}
