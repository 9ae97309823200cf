/**
 * The agency's name and public contact (GET /website-settings/agency), kept on the device so that a
 * travel document made offline still carries them (docs/ARCHITECTURE.md §12). A booking's
 * documents section asks for it when it opens online (at most once an hour), and a document made
 * online asks again first. Nothing personal; the sign-out wipe clears it with the rest of meta.
 */
import type { ApiClient } from "../api/fetch.ts";
import { AGENCY_NAME, type Agency } from "../domain/website-settings.ts";
import { db } from "./schema.ts";

export const AGENCY_KEY = "agency" as const;
export const AGENCY_REFRESH_MS = 60 * 60 * 1000;

/** Before the first answer: the name alone. */
export const UNKNOWN_AGENCY: Agency = {
  name: AGENCY_NAME,
  phone: "",
  email: "",
  address: "",
  website: "",
  workingHours: "",
};

let fetchedAt = 0;

/** Asks the server and keeps the answer; false when there was none (offline, an error). */
export async function refreshAgency(client: ApiClient, signal?: AbortSignal): Promise<boolean> {
  try {
    const { data } = await client.GET("/website-settings/agency", { signal });
    if (!data) return false;
    fetchedAt = Date.now();
    await db.meta.put({ key: AGENCY_KEY, value: { agency: data, fetchedAt } });
    return true;
  } catch {
    return false;
  }
}

/** Whether an hour has passed since this page last heard from the server about the agency. */
export function agencyDue(now = Date.now()): boolean {
  return now - fetchedAt >= AGENCY_REFRESH_MS;
}

/** Asks for the agency when an hour has passed since this page last heard of it. */
export function keepAgencyFresh(client: ApiClient): void {
  if (agencyDue()) void refreshAgency(client, AbortSignal.timeout(10_000));
}

/** The agency as last heard, or the name alone. */
export async function keptAgency(): Promise<Agency> {
  const row = await db.meta.get(AGENCY_KEY);
  return row?.key === AGENCY_KEY ? row.value.agency : UNKNOWN_AGENCY;
}
