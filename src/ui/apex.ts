/**
 * ApexCharts for the dashboards, loaded only through `React.lazy` (chart.tsx): the lean core with
 * just the line, pie and bar types and the legend, so neither the first paint nor any route
 * without a chart carries the chart library.
 */
import "apexcharts/line";
import "apexcharts/pie";
import "apexcharts/bar";
import "apexcharts/features/legend";

export { default } from "react-apexcharts/core";
