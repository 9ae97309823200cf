/** User Management's toast when the accounts could not be fetched. */
import { useEffect, useRef } from "react";
import { toast } from "../../../ui/toast.ts";
import { USER_MESSAGES } from "../data.ts";

/**
 * 'Failed to fetch customers' (title 'Error!') once per run of failed pulls: a failure after a
 * success toasts again; the periodic retries of the same outage do not, nor does a failure that was
 * recorded before the screen opened.
 */
export function useFetchFailureToast(lastErrorAt: string | null) {
  const baseline = useRef(lastErrorAt);
  const toasted = useRef(false);
  useEffect(() => {
    if (!lastErrorAt) {
      toasted.current = false;
      return;
    }
    if (lastErrorAt === baseline.current || toasted.current) return;
    toasted.current = true;
    toast.error(USER_MESSAGES.fetchFailed);
  }, [lastErrorAt]);
}
