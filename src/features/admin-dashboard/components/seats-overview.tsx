/** The Seats Overview pie: seats still available, booked (approved) and held by pending bookings. */
import type { ApexOptions } from "apexcharts";
import { Armchair } from "lucide-react";
import { useCallback, useMemo } from "react";
import { formatCount } from "../../../domain/format.ts";
import { Chart, type ChartPalette } from "../../../ui/chart.tsx";
import { EmptyState } from "../../../ui/empty-state.tsx";

const LABELS = ["Available", "Booked", "Pending"];

export function SeatsOverview({
  available,
  booked,
  pending,
}: {
  available: number;
  booked: number;
  pending: number;
}) {
  const series = useMemo(() => [available, booked, pending], [available, booked, pending]);
  const options = useCallback(
    (p: ChartPalette): ApexOptions => ({
      labels: LABELS,
      colors: [p.success, p.primary, p.warning],
      stroke: { colors: [p.surface], width: 2 },
      legend: { position: "bottom" },
      dataLabels: { dropShadow: { enabled: false } },
      tooltip: { y: { formatter: (v: number) => `${formatCount(v)} seats` } },
    }),
    [],
  );
  if (available + booked + pending <= 0) return <EmptyState icon={Armchair} title="No seat data available" />;
  return (
    <Chart
      type="pie"
      series={series}
      options={options}
      height={280}
      testId="seats-overview-chart"
      summary={`Seats: ${available} available, ${booked} booked, ${pending} pending.`}
    />
  );
}
