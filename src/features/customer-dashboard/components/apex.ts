/**
 * ApexCharts for My Dashboard, loaded only through `React.lazy` (chart.tsx): the lean core with
 * just the bar type, so neither the first paint nor any other route carries the chart library.
 */
import "apexcharts/bar";

export { default } from "react-apexcharts/core";
