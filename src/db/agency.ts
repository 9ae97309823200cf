/**
 * The agency's name and public contact (GET /website-settings/agency), kept on the device so that a
 * travel document made offline still carries them (docs/ARCHITECTURE.md §12). A booking's
 * documents section and each document ask for it only when the kept copy is missing or over an hour
 * old (`agencyFor`). Nothing personal; the sign-out wipe clears it with the rest of meta.
 */
import type { ApiClient } from "../api/fetch.ts";
import { AGENCY_NAME, type Agency } from "../domain/agency.ts";
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

/** Asks the server and keeps the answer; false when there was none (offline, an error). */
export async function refreshAgency(client: ApiClient, signal?: AbortSignal): Promise<boolean> {
  try {
    const { data } = await client.GET("/website-settings/agency", { signal });
    if (!data) return false;
    await db.meta.put({ key: AGENCY_KEY, value: { agency: data, fetchedAt: Date.now() } });
    return true;
  } catch {
    return false;
  }
}

async function kept(): Promise<{ agency: Agency; fetchedAt: number } | null> {
  const row = await db.meta.get(AGENCY_KEY);
  return row?.key === AGENCY_KEY ? row.value : null;
}

/**
 * The agency for a document: what this device kept, asked again first only when it has none or it
 * is over an hour old and the device is online (`waitMs` at most: a stalled server delays a
 * document by that, never more). What was kept is per device, not per page: after a sign-out's
 * wipe the next user's first document asks again.
 */
export async function agencyFor(client: ApiClient, waitMs: number): Promise<Agency> {
  const have = await kept();
  const stale = !have || Date.now() - have.fetchedAt >= AGENCY_REFRESH_MS;
  if (stale && navigator.onLine && (await refreshAgency(client, AbortSignal.timeout(waitMs))))
    return (await kept())?.agency ?? UNKNOWN_AGENCY;
  return have?.agency ?? UNKNOWN_AGENCY;
}
