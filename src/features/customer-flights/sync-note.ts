/**
 * What a list says about the freshness of its data (DESIGN §5: the UI says when it shows cached
 * data and how old): 'Offline — showing flights saved 12 min ago'.
 */

/** '12 min ago' for the time since `at` (an ISO instant); 'just now' under a minute. */
export function ageText(at: string | number | Date, now: number = Date.now()): string {
  const t = at instanceof Date ? at.getTime() : typeof at === "number" ? at : Date.parse(at);
  if (!Number.isFinite(t)) return "";
  const minutes = Math.floor(Math.max(0, now - t) / 60_000);
  if (minutes < 1) return "just now";
  if (minutes < 60) return `${minutes} min ago`;
  const hours = Math.floor(minutes / 60);
  if (hours < 24) return `${hours} h ago`;
  const days = Math.floor(hours / 24);
  return `${days} day${days === 1 ? "" : "s"} ago`;
}

export type Freshness = {
  online: boolean;
  /** When the list last matched the server; null: never. */
  lastSyncedAt: string | null;
  /** The last refresh failed. */
  failed: boolean;
};

export type FreshnessNote = { tone: "warning" | "muted"; text: string } | null;

/**
 * The line above a list: a warning when it shows saved data (offline, or the last refresh failed),
 * a quiet 'Updated 2 min ago' otherwise, nothing before the first sync answers while online.
 */
export function freshnessNote(noun: string, s: Freshness, now: number = Date.now()): FreshnessNote {
  const age = s.lastSyncedAt ? ageText(s.lastSyncedAt, now) : "";
  if (!s.online) {
    return {
      tone: "warning",
      text: age ? `Offline — showing ${noun} saved ${age}` : `Offline — no saved ${noun} on this device yet`,
    };
  }
  if (s.failed) {
    return {
      tone: "warning",
      text: age
        ? `Could not refresh — showing ${noun} saved ${age}`
        : `Could not load ${noun}. Check your connection and refresh.`,
    };
  }
  return age ? { tone: "muted", text: `Updated ${age}` } : null;
}
