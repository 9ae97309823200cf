/** The Sales Trend: the 12 points of GET /sales as a line, with their average as a dashed line. */
import type { ApexOptions } from "apexcharts";
import { ChartLine } from "lucide-react";
import { useCallback, useMemo } from "react";
import type { SalesPoint } from "../../../domain/analytics.ts";
import { formatCompactMoney, formatRupees } from "../../../domain/format.ts";
import { Chart, type ChartPalette } from "../../../ui/chart.tsx";
import { EmptyState } from "../../../ui/empty-state.tsx";
import { averageSales, hasSales } from "../figures.ts";

export function SalesTrend({ points }: { points: readonly SalesPoint[] }) {
  const avg = averageSales(points);
  const series = useMemo(
    () => [
      { name: "Sales", data: points.map((p) => p.sales) },
      { name: "Average", data: points.map(() => avg) },
    ],
    [points, avg],
  );
  const options = useCallback(
    (p: ChartPalette): ApexOptions => ({
      colors: [p.primary, p.muted],
      stroke: { curve: "smooth", width: [3, 2], dashArray: [0, 6] },
      markers: { size: [4, 0], strokeWidth: 0, hover: { sizeOffset: 2 } },
      dataLabels: { enabled: false },
      legend: { position: "top", horizontalAlign: "right" },
      xaxis: {
        categories: points.map((pt) => pt.date),
        labels: { rotate: -45, hideOverlappingLabels: true, style: { colors: p.muted } },
        axisBorder: { color: p.grid },
        axisTicks: { color: p.grid },
        tooltip: { enabled: false },
      },
      yaxis: {
        labels: { formatter: (v: number) => formatCompactMoney(v), style: { colors: p.muted } },
        min: 0,
      },
      tooltip: { shared: true, y: { formatter: (v: number) => formatRupees(v) } },
    }),
    [points],
  );
  if (!hasSales(points))
    return (
      <EmptyState
        icon={ChartLine}
        title="No sales data available"
        message="No approved sales in this period."
      />
    );
  const best = points.reduce((a, b) => (b.sales > a.sales ? b : a));
  return (
    <Chart
      type="line"
      series={series}
      options={options}
      height={300}
      testId="sales-trend-chart"
      summary={`Sales over ${points.length} points from ${points[0]?.date} to ${points.at(-1)?.date}; highest ${formatRupees(best.sales)} in ${best.date}; average ${formatRupees(avg)}.`}
    />
  );
}
