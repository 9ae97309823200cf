/**
 * Sign-in sessions, as the server answers them and the app shows them (docs/ARCHITECTURE.md §4.1).
 */

/** The 401 of a session unused past its idle timeout; the sign-in screen shows it. */
export const IDLE_MESSAGE = "You were signed out after inactivity. Please sign in again.";

/**
 * What the sign-in screen says when any other 401 ended a session that was in use: signed out on
 * another device or by the agency, the password changed elsewhere, the token expired.
 */
export const SESSION_ENDED_MESSAGE = "Your session has ended. Please sign in again.";

/**
 * A browser's User-Agent in plain words, for the list of signed-in devices: "Chrome on Windows",
 * "Safari on iPhone", "Samsung Internet on Android". Only the browser family and the system are
 * named (versions change weekly and say nothing to a person); an agent we cannot read is
 * "Unknown browser" on "unknown system", and an empty one "Unknown device".
 */

/** Browsers, most specific first: Edge, Opera and Samsung Internet also say "Chrome" and "Safari". */
const BROWSERS: [RegExp, string][] = [
  [/\bEdg(e|A|iOS)?\//, "Edge"],
  [/\b(OPR|Opera)\//, "Opera"],
  [/\bSamsungBrowser\//, "Samsung Internet"],
  [/\b(Firefox|FxiOS)\//, "Firefox"],
  [/\b(HeadlessChrome|Chrome|CriOS|Chromium)\//, "Chrome"],
  [/\bVersion\/[\d.]+.*\bSafari\//, "Safari"],
  [/\bcurl\//, "curl"],
  [/\bnode\b|\bundici\b/i, "A program"],
];

/** Systems, most specific first: iPadOS and Android also mention Mac OS X and Linux. */
const SYSTEMS: [RegExp, string][] = [
  [/\biPhone\b/, "iPhone"],
  [/\biPad\b/, "iPad"],
  [/\bAndroid\b/, "Android"],
  [/\bCrOS\b/, "ChromeOS"],
  [/\bWindows\b/, "Windows"],
  [/\bMac OS X\b|\bMacintosh\b/, "macOS"],
  [/\bLinux\b/, "Linux"],
];

const first = (ua: string, list: [RegExp, string][]) => list.find(([re]) => re.test(ua))?.[1];

export function deviceName(userAgent: string | null | undefined): string {
  const ua = (userAgent ?? "").trim();
  if (!ua) return "Unknown device";
  const browser = first(ua, BROWSERS);
  const system = first(ua, SYSTEMS);
  if (browser && system) return `${browser} on ${system}`;
  if (browser) return browser;
  if (system) return `A browser on ${system}`;
  return "Unknown device";
}
