/**
 * Each role's home, where `/` sends a signed-in user. Nothing imported at run time: the boot script
 * (src/theme-boot.ts) uses it too, to fetch the home screen's chunks while the app's scripts download.
 */
import type { components } from "../api/schema.gen.ts";

type Role = components["schemas"]["User"]["role"];

export function homeFor(role: Role): "/admin/dashboard" | "/customer/dashboard" {
  return role === "admin" ? "/admin/dashboard" : "/customer/dashboard";
}

/**
 * The screen an address opens for the user stored on this device (its JSON, or null): `/` is the
 * stored role's home, every other address itself. An unreadable user leaves the address as it is.
 */
export function screenPathFor(pathname: string, storedUser: string | null): string {
  const path = pathname.replace(/(.)\/$/, "$1");
  if (path !== "/" || !storedUser) return path;
  try {
    const role = (JSON.parse(storedUser) as { role?: unknown } | null)?.role;
    return role === "admin" || role === "customer" ? homeFor(role) : path;
  } catch {
    return path;
  }
}
