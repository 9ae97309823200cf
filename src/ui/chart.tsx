/**
 * A themed ApexCharts chart, loaded lazily: the library arrives in its own chunk the first
 * time a chart is drawn, never with the first paint (STACK-NOTES), and a chart out of view draws
 * only once it comes close to scrolling into view. Colours and text follow the
 * light/dark theme. ApexCharts' own accessibility is on (a labelled chart, legend buttons, keyboard
 * focus); `summary` becomes the chart's description, so screen readers get what the picture shows.
 */
import type { ApexOptions } from "apexcharts";
import { lazy, type RefObject, Suspense, useEffect, useMemo, useRef, useState } from "react";
import { inkOn } from "./chart-contrast.ts";
import { type ThemeName, useTheme } from "./theme.ts";

const ApexChart = lazy(() => import("./apex.ts"));

/** How close below the viewport a chart's box must come before it draws (it starts just ahead). */
const DRAW_AHEAD = "0px 0px 100px 0px";

/**
 * Whether the chart may draw: once its box is in view or about to scroll into it. A chart below
 * the fold then costs nothing while the page loads (the library is the heaviest code there, 690 KB
 * minified): neither the figures above it nor the page's first responses to the user wait for it,
 * and a visitor who never scrolls down never runs it. Once the service worker has installed, the
 * library is in its cache, so drawing later needs no download.
 */
function useChartTurn(box: RefObject<HTMLElement | null>): boolean {
  const [turn, setTurn] = useState(false);
  useEffect(() => {
    const el = box.current;
    if (turn) return;
    if (!el) {
      setTurn(true);
      return;
    }
    const view = new IntersectionObserver(
      (entries) => {
        if (entries.some((e) => e.isIntersecting)) setTurn(true);
      },
      { rootMargin: DRAW_AHEAD },
    );
    view.observe(el);
    return () => view.disconnect();
  }, [box, turn]);
  return turn;
}

/** Concrete colours per theme (ApexCharts shades and blends colours, so no CSS variables here). */
export const CHART_PALETTES: Record<
  ThemeName,
  {
    primary: string;
    secondary: string;
    success: string;
    warning: string;
    error: string;
    text: string;
    muted: string;
    grid: string;
    surface: string;
  }
> = {
  light: {
    primary: "#2563EB",
    secondary: "#1E40AF",
    success: "#16A34A",
    warning: "#D97706",
    error: "#DC2626",
    text: "#334155",
    muted: "#64748B",
    grid: "#E2E8F0",
    surface: "#FFFFFF",
  },
  dark: {
    primary: "#60A5FA",
    secondary: "#A5B4FC",
    success: "#4ADE80",
    warning: "#FBBF24",
    error: "#F87171",
    text: "#E2E8F0",
    muted: "#94A3B8",
    grid: "#334155",
    surface: "#1B2130",
  },
};

export type ChartPalette = (typeof CHART_PALETTES)[ThemeName];

/** The options every chart shares: transparent background, the theme's text, no toolbar. */
function baseOptions(
  theme: ThemeName,
  p: ChartPalette,
  reducedMotion: boolean,
  summary: string,
): ApexOptions {
  return {
    chart: {
      accessibility: { enabled: true, description: summary },
      background: "transparent",
      foreColor: p.text,
      fontFamily: "inherit",
      toolbar: { show: false },
      zoom: { enabled: false },
      animations: { enabled: !reducedMotion },
      parentHeightOffset: 0,
    },
    theme: { mode: theme },
    grid: { borderColor: p.grid, strokeDashArray: 3 },
    tooltip: { theme: theme },
    legend: { labels: { colors: p.text } },
  };
}

function merge(a: ApexOptions, b: ApexOptions): ApexOptions {
  const out: Record<string, unknown> = { ...a };
  for (const [k, v] of Object.entries(b)) {
    const prev = out[k];
    out[k] =
      prev && v && typeof prev === "object" && typeof v === "object" && !Array.isArray(v)
        ? { ...(prev as object), ...(v as object) }
        : v;
  }
  return out as ApexOptions;
}

export function Chart({
  type,
  series,
  options,
  height,
  summary,
  testId,
}: {
  type: "line" | "pie" | "bar";
  series: ApexOptions["series"];
  /** Built from the theme's palette. */
  options: (p: ChartPalette) => ApexOptions;
  height: number;
  /** What the chart shows, in words (for screen readers). */
  summary: string;
  testId: string;
}) {
  const theme = useTheme();
  const reducedMotion =
    typeof matchMedia === "function" && matchMedia("(prefers-reduced-motion: reduce)").matches;
  const merged = useMemo(() => {
    const p = CHART_PALETTES[theme];
    const all = merge(baseOptions(theme, p, reducedMotion, summary), options(p));
    // A pie's percentages sit on its slices: each in the ink that reads on its slice's colour (the
    // library's white is under 2:1 on the dark theme's light slices).
    if (type !== "pie" || !all.colors) return all;
    const colors = (all.colors as string[]).map(inkOn);
    return merge(all, { dataLabels: { ...all.dataLabels, style: { ...all.dataLabels?.style, colors } } });
  }, [type, theme, reducedMotion, options, summary]);
  const box = useRef<HTMLDivElement>(null);
  const turn = useChartTurn(box);
  const skeleton = <div className="skeleton w-full" style={{ height }} />;
  // Out of view the chart is not loading but waiting to be scrolled to, perhaps for good: a still
  // box, not an animated skeleton repainted every frame for as long as the page stays open.
  const waiting = <div className="w-full rounded-box bg-base-300" style={{ height }} />;
  const drawn = { type, series, options: merged, height, width: "100%" };
  return (
    <div className="min-w-0" data-testid={testId}>
      <div ref={box} style={{ minHeight: height }}>
        {turn ? (
          <Suspense fallback={skeleton}>
            {/* key: a theme change redraws the chart with the new colours. */}
            <ApexChart key={theme} {...drawn} />
          </Suspense>
        ) : (
          waiting
        )}
      </div>
    </div>
  );
}
