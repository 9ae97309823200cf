/**
 * ApexCharts for the admin dashboard, loaded only through `React.lazy` (chart.tsx): the lean core
 * with just the line and pie types and the legend, so neither the first paint nor any other route
 * carries the chart library.
 */
import "apexcharts/line";
import "apexcharts/pie";
import "apexcharts/features/legend";

export { default } from "react-apexcharts/core";
