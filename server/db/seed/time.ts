/** Time in the demo: durations, Pakistan Standard Time (UTC+5, no DST) and local dates. */
export const MINUTE = 60_000;
export const HOUR = 60 * MINUTE;
export const DAY = 24 * HOUR;
/** Pakistan Standard Time, UTC+5. */
export const PKT = 5;

export const plus = (at: Date, ms: number) => new Date(at.getTime() + ms);
export const latest = (...ds: Date[]) => new Date(Math.max(...ds.map((d) => d.getTime())));

export function localParts(at: Date, utcOffset: number): { date: string; time: string } {
  const iso = new Date(at.getTime() + utcOffset * HOUR).toISOString();
  return { date: iso.slice(0, 10), time: iso.slice(11, 16) };
}
export const pkDate = (at: Date) => localParts(at, PKT).date;
/** ISO local date-time without zone, as a GDS gives it: '2026-03-14T03:40:00'. */
export const localIso = (at: Date, utcOffset: number) => {
  const p = localParts(at, utcOffset);
  return `${p.date}T${p.time}:00`;
};
export function atPk(date: string, time: string): Date {
  return new Date(Date.parse(`${date}T${time}:00Z`) - PKT * HOUR);
}
export function addDays(date: string, days: number): string {
  return new Date(Date.parse(`${date}T00:00:00Z`) + days * DAY).toISOString().slice(0, 10);
}
export function monthsBefore(at: Date, months: number): Date {
  const d = new Date(at);
  d.setUTCMonth(d.getUTCMonth() - months);
  return d;
}
export function formatDuration(minutes: number): string {
  return `${Math.floor(minutes / 60)}h ${String(minutes % 60).padStart(2, "0")}m`;
}
export const round5 = (n: number) => Math.round(n / 5) * 5;
export const roundTo = (n: number, step: number) => Math.round(n / step) * step;
