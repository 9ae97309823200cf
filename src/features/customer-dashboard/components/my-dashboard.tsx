/**
 * My Dashboard (/customer/dashboard): the page's heading paints at once, with the layout; the
 * figures (./dashboard-figures.tsx) follow in a chunk of their own, loaded once the heading is on
 * screen: they need the offline mirror's code (Dexie) and the analytics worker, none of which the
 * heading waits for.
 */
import { lazy, Suspense } from "react";
import { useAfterFirstPaint } from "../../../ui/layout/after-first-paint.ts";
import { Page } from "../../../ui/page.tsx";
import { AsOfPlaceholder } from "./as-of-placeholder.tsx";
import { DashboardSkeleton } from "./dashboard-skeleton.tsx";

const DashboardFigures = lazy(() =>
  import("./dashboard-figures.tsx").then((m) => ({ default: m.DashboardFigures })),
);

export function MyDashboard() {
  const painted = useAfterFirstPaint();
  const loading = (
    <>
      <AsOfPlaceholder />
      <DashboardSkeleton />
    </>
  );
  return (
    <Page title="My Dashboard" subtitle="Your bookings and spending at a glance">
      {painted ? (
        <Suspense fallback={loading}>
          <DashboardFigures />
        </Suspense>
      ) : (
        loading
      )}
    </Page>
  );
}
