/**
 * The Admin Dashboard's month selector: GET /dashboard/available-months once, when online (again
 * after a failure, on refresh); the fallback months when it fails (offline: the mirror's months).
 */
import { useEffect, useState } from "react";
import { api, isAbort } from "../../api/client.ts";
import { isNetworkFailure, type MonthEntry } from "./model.ts";

export type MonthsState =
  | { status: "loading" }
  | { status: "server"; months: MonthEntry[] }
  /** The server refused: the fallback months. */
  | { status: "failed" }
  /** No answer (offline): the mirror's months when it has any. */
  | { status: "offline" };

/** What is known of the months; `refreshKey` retries a failed load. */
export function useAvailableMonths(online: boolean, refreshKey: number): MonthsState {
  const [months, setMonths] = useState<MonthsState>({ status: "loading" });
  const haveMonths = months.status === "server";
  // Deps: refreshKey retries a failed load.
  useEffect(() => {
    if (haveMonths) return;
    if (!online) {
      setMonths({ status: "offline" });
      return;
    }
    const controller = new AbortController();
    api.GET("/dashboard/available-months", { signal: controller.signal }).then(
      ({ data, error, response }) => {
        if (controller.signal.aborted) return;
        if (data) setMonths({ status: "server", months: data.availableMonths ?? [] });
        else {
          console.error(`Admin dashboard: available months failed (${response.status})`, error);
          setMonths({ status: "failed" });
        }
      },
      (err: unknown) => {
        if (controller.signal.aborted || isAbort(err)) return;
        console.error("Admin dashboard: available months failed", err);
        setMonths({ status: isNetworkFailure(err) ? "offline" : "failed" });
      },
    );
    return () => controller.abort();
  }, [online, haveMonths, refreshKey]);

  return months;
}
