/** Sales by month: the customer's approved spending over the last 6 months, as bars. */
import type { ApexOptions } from "apexcharts";
import { ChartColumn } from "lucide-react";
import { useCallback, useMemo } from "react";
import { formatCompactMoney, formatRupees } from "../../../domain/format.ts";
import { Chart, type ChartPalette } from "../../../ui/chart.tsx";
import { EmptyState } from "../../../ui/empty-state.tsx";
import { hasMonthlySales } from "../model.ts";

export function SalesByMonth({ points }: { points: readonly { month: string; amount: number }[] }) {
  const series = useMemo(() => [{ name: "Spent", data: points.map((p) => p.amount) }], [points]);
  const options = useCallback(
    (p: ChartPalette): ApexOptions => ({
      colors: [p.primary],
      plotOptions: { bar: { borderRadius: 4, columnWidth: "55%" } },
      dataLabels: { enabled: false },
      xaxis: {
        categories: points.map((pt) => pt.month),
        labels: { style: { colors: p.muted }, hideOverlappingLabels: true },
        axisBorder: { color: p.grid },
        axisTicks: { color: p.grid },
      },
      yaxis: {
        labels: { formatter: (v: number) => formatCompactMoney(v), style: { colors: p.muted } },
        min: 0,
      },
      tooltip: { y: { formatter: (v: number) => formatRupees(v) } },
    }),
    [points],
  );
  if (!hasMonthlySales(points))
    return (
      <EmptyState
        icon={ChartColumn}
        title="No sales in the last 6 months"
        message="Confirmed bookings show here."
      />
    );
  return (
    <Chart
      type="bar"
      series={series}
      options={options}
      height={220}
      testId="sales-by-month-chart"
      summary={`Confirmed spending by month: ${points.map((p) => `${p.month} ${formatRupees(p.amount)}`).join(", ")}.`}
    />
  );
}
