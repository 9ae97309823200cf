// The pie's percentages read on every slice colour of both themes (WCAG AA for small text).
import { describe, expect, it } from "vitest";
import { CHART_PALETTES } from "../../../src/ui/chart.tsx";
import { contrastRatio, inkOn } from "../../../src/ui/chart-contrast.ts";

describe("chart label ink", () => {
  it("gives the known ratios", () => {
    expect(contrastRatio("#000000", "#FFFFFF")).toBeCloseTo(21, 5);
    expect(contrastRatio("#777777", "#777777")).toBe(1);
  });

  for (const [theme, p] of Object.entries(CHART_PALETTES))
    it(`reads at 4.5:1 or more on the ${theme} theme's slice colours`, () => {
      for (const slice of [p.primary, p.secondary, p.success, p.warning, p.error])
        expect(contrastRatio(inkOn(slice), slice), slice).toBeGreaterThanOrEqual(4.5);
    });
});
