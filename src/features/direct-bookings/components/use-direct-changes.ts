/**
 * The optimistic overlay of the direct flight bookings: approve, cancel and delete change the list
 * at once; the one toast follows the server's answer (success, or the server's reason as a failure
 * rolls the change back, a deleted booking back in its createdAt place); a queued write leaves the
 * row as it is with its 'Queued' badge and says so. The changes live here, over the mirror's rows, never in it.
 */
import { useCallback, useEffect, useMemo, useRef, useState } from "react";
import { toastOutcome } from "../../../ui/outbox/outbox-ui.tsx";
import { deleteDirectBooking, type StatusChange, setDirectBookingStatus } from "../data.ts";
import {
  type DirectBooking,
  NO_CHANGES,
  type Optimistic,
  withDeleted,
  withOptimistic,
  withoutStatus,
  withStatus,
} from "../direct-view.ts";

const SUCCESS: Record<StatusChange, string> = {
  approved: "Direct booking approved successfully!",
  cancelled: "Direct booking cancelled successfully!",
};

export function useDirectChanges(rows: readonly DirectBooking[]) {
  const [changes, setChanges] = useState<Optimistic>(NO_CHANGES);
  // Writes still waiting for the server: their optimistic change must stay whatever the mirror says.
  const inFlight = useRef(new Set<string>());
  const rowsRef = useRef(rows);
  rowsRef.current = rows;

  /** Drops the optimistic changes the mirror now shows (or whose row is gone). */
  const settle = useCallback((c: Optimistic): Optimistic => {
    let next = c;
    for (const [id, s] of c.status) {
      if (inFlight.current.has(id)) continue;
      const row = rowsRef.current.find((r) => r._id === id);
      if (!row || row.status === s) next = withoutStatus(next, id);
    }
    for (const id of c.deleted) {
      if (inFlight.current.has(id)) continue;
      if (!rowsRef.current.some((r) => r._id === id)) next = withDeleted(next, id, false);
    }
    return next;
  }, []);

  useEffect(() => setChanges(settle), [rows, settle]);

  const shown = useMemo(() => withOptimistic(rows, changes), [rows, changes]);

  const changeStatus = useCallback(
    async (b: DirectBooking, next: StatusChange) => {
      const id = b._id;
      if (inFlight.current.has(id)) return;
      inFlight.current.add(id);
      setChanges((c) => withStatus(c, id, next));
      const out = await setDirectBookingStatus(id, next);
      inFlight.current.delete(id);
      toastOutcome(out, SUCCESS[next]);
      // Refused, or kept in the outbox (the row then shows its real state with a 'Queued' badge).
      if (out.ok) setChanges(settle);
      else setChanges((c) => withoutStatus(c, id));
    },
    [settle],
  );

  const remove = useCallback(
    async (b: DirectBooking) => {
      const id = b._id;
      inFlight.current.add(id);
      setChanges((c) => withDeleted(c, id, true));
      const out = await deleteDirectBooking(id);
      inFlight.current.delete(id);
      toastOutcome(out, "Direct booking deleted successfully!");
      // Not deleted (refused or queued): back in the list, in its createdAt place (the mirror's order).
      if (out.ok) setChanges(settle);
      else setChanges((c) => withDeleted(c, id, false));
    },
    [settle],
  );

  /** A status change of this booking is on its way: its buttons that write wait. */
  const busy = useCallback(
    (b: DirectBooking) => changes.status.has(b._id) && inFlight.current.has(b._id),
    [changes],
  );
  return { shown, changeStatus, remove, busy };
}
