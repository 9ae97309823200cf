/**
 * Opens the booking a link names (`?booking=<id>`, docs/ARCHITECTURE.md §13.5) in the screen's own
 * details dialog, once, and takes `booking` out of the URL when that dialog closes.
 *
 * The booking is looked up in the screen's mirror rows, never in what its filters, search or
 * paging show: the details open over the list as it is, so a link opens its booking whatever the
 * status filter, search or scroll position, and the user's filters are kept. A booking the mirror
 * does not hold yet (the notice can come before the list's next pull) waits for a pull of the
 * screen's table; one still missing after it is said to be gone in a toast, and the link dropped
 * (after a pull that failed, it says the list could not be refreshed instead).
 */
import { useNavigate, useSearch } from "@tanstack/react-router";
import { useCallback, useEffect, useRef } from "react";
import { db, type MirrorTable } from "../db/schema.ts";
import { syncNow } from "../db/sync.ts";
import { type BookingLinkSearch, withoutBookingLink } from "./booking-link.ts";
import { toast } from "./toast.ts";

export const BOOKING_GONE = "That booking is no longer in your list.";
export const BOOKING_NOT_LOADED =
  "That booking is not on this device yet, and the list could not be refreshed. Try again once you are back online.";

/** The `booking` the URL names, if any, and the call that takes it out of the URL (replace). */
export function useBookingLinkParam(): { booking: string | undefined; drop: () => void } {
  const search: { booking?: unknown } = useSearch({ strict: false });
  const booking = typeof search.booking === "string" ? search.booking : undefined;
  const navigate = useNavigate();
  const drop = useCallback(
    () =>
      void navigate({
        to: ".",
        search: (prev: BookingLinkSearch) => withoutBookingLink(prev),
        replace: true,
      }),
    [navigate],
  );
  return { booking, drop };
}

export type BookingLinkOptions = {
  /** The mirror table the screen lists. */
  table: MirrorTable;
  /** The screen's rows from the mirror (before any filter), and whether they are still loading. */
  rows: readonly { _id: string }[];
  loading: boolean;
  /** The booking whose details are open now, null when none. */
  openId: string | null;
  /** Opens the details of the booking with this id. */
  open: (id: string) => void;
};

/**
 * The link's booking opened with `open` as soon as the screen's rows hold it (after a pull of
 * `table` when they do not), the toast BOOKING_GONE when it is not there after that pull, and the
 * parameter removed once its details close (or another booking's open instead).
 */
export function useBookingLink({ table, rows, loading, openId, open }: BookingLinkOptions): void {
  const { booking, drop } = useBookingLinkParam();
  /** The link whose details were opened, and the link a pull was asked for. */
  const opened = useRef<string | null>(null);
  const pulled = useRef<string | null>(null);
  const live = useRef({ open, drop, mounted: true });
  live.current.open = open;
  live.current.drop = drop;
  useEffect(() => {
    live.current.mounted = true;
    return () => {
      live.current.mounted = false;
    };
  }, []);

  useEffect(() => {
    if (!booking) {
      opened.current = null;
      pulled.current = null;
      return;
    }
    if (opened.current === booking) {
      if (openId !== booking) live.current.drop();
      return;
    }
    if (loading) return;
    if (rows.some((r) => r._id === booking)) {
      opened.current = booking;
      live.current.open(booking);
      return;
    }
    if (pulled.current === booking) return;
    pulled.current = booking;
    void (async () => {
      const report = await syncNow([table]);
      const row = await db.mirror(table).get(booking);
      const current = live.current;
      if (!current.mounted || pulled.current !== booking || opened.current === booking) return;
      // Held now: the rows' next read brings it and this effect opens it.
      if (row) return;
      // A pull that failed (offline, the server down) says nothing of the booking: it is not
      // called gone then.
      const failed = report.results.some((r) => r.table === table && !r.ok) || report.stopped !== null;
      if (failed) toast.warning(BOOKING_NOT_LOADED, { title: "Booking not loaded" });
      else toast.warning(BOOKING_GONE, { title: "Booking not found" });
      current.drop();
    })();
  }, [booking, loading, rows, openId, table]);
}
