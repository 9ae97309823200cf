/** What Website Settings shows of the settings: the site's status, its link, a colour the picker can show. */
import type { WebsiteSettings } from "./settings.ts";

/** Live only when switched live and not in maintenance. */
export function siteStatus(s: Pick<WebsiteSettings, "isLive" | "maintenanceMode">): "live" | "offline" {
  return s.isLive && !s.maintenanceMode ? "live" : "offline";
}

/** A link the Visit Website button can open: http(s) only; a bare host gets https://. Null otherwise. */
export function websiteHref(url: string): string | null {
  const t = url.trim();
  if (!t) return null;
  const withScheme = /^[a-z][a-z0-9+.-]*:/i.test(t) ? t : `https://${t}`;
  try {
    const u = new URL(withScheme);
    return u.protocol === "http:" || u.protocol === "https:" ? u.href : null;
  } catch {
    return null;
  }
}

const HEX = /^#[0-9a-f]{6}$/i;

/** A colour the colour picker can show (#RRGGBB), else the fallback. */
export function pickerColor(value: string, fallback: string): string {
  return HEX.test(value.trim()) ? value.trim() : fallback;
}
