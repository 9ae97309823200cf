import { readFileSync } from "node:fs";
import { renderToStaticMarkup } from "react-dom/server";
import { describe, expect, it } from "vitest";
import { BrandMark } from "../../../src/ui/brand-mark.tsx";

/**
 * The drawing's parts, attribute by attribute, whatever the spelling (strokeWidth, stroke-width);
 * a fill that names the gradient is left out (the ids differ on purpose).
 */
function shapes(svg: string): string[] {
  return [...svg.matchAll(/<(rect|path|stop)\s([^>]*?)\/?>/g)].map(([, tag, attrs]) => {
    const pairs = [...(attrs ?? "").matchAll(/([\w-]+)="([^"]*)"/g)]
      .map(([, k, v]) => [k!.toLowerCase().replace(/-/g, ""), v!] as const)
      .filter(([k, v]) => !(k === "fill" && v.startsWith("url(")))
      .sort(([a], [b]) => a.localeCompare(b));
    return `${tag} ${pairs.map(([k, v]) => `${k}=${v}`).join(" ")}`;
  });
}

describe("the brand mark", () => {
  it("draws what the icon file draws, inline (no document of its own)", () => {
    const inline = renderToStaticMarkup(<BrandMark className="size-9" />);
    expect(inline.startsWith("<svg")).toBe(true);
    expect(inline).toContain('aria-hidden="true"');
    expect(shapes(inline)).toEqual(shapes(readFileSync("public/icons/favicon.svg", "utf8")));
  });

  it("gives each mark on a page its own gradient", () => {
    const page = renderToStaticMarkup(
      <>
        <BrandMark />
        <BrandMark />
      </>,
    );
    const ids = [...page.matchAll(/<linearGradient id="([^"]+)"/g)].map((m) => m[1]);
    expect(ids).toHaveLength(2);
    expect(new Set(ids).size).toBe(2);
    for (const id of ids) expect(page).toContain(`fill="url(#${id})"`);
  });
});
