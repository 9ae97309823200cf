/**
 * Flights Analytics' figures: always from the mirror's flight bookings and flights, computed in the
 * analytics worker, and only once both lists have been pulled (src/db/first-sync.ts: before that
 * the panel waits, never shows zeros), with the error to show when there is nothing saved yet.
 */
import { useEffect, useMemo, useState } from "react";
import { holdsPulledRows, useFirstSync } from "../../db/first-sync.ts";
import { useBookings, useFlights, useSyncStatus } from "../../db/hooks.ts";
import type { FlightRow } from "../../db/schema.ts";
import { syncNow } from "../../db/sync.ts";
import { loadFailureText } from "../../db/sync-failure.ts";
import { type DueDeadline, deadlinesDueSoon } from "../../domain/deadlines.ts";
import type { FlightsPanelData } from "../../workers/analytics-client.ts";
import { analytics } from "../../workers/analytics-client.ts";

const FAILED = "Failed to fetch data";
const TABLES = ["bookings", "flights"] as const;

export type FlightsPanelState = {
  /** Null until the figures are true (the panel's skeleton). */
  data: FlightsPanelData | null;
  /** 'Failed to fetch data' or the server's message, when there is nothing to show. */
  error: string | null;
  lastSyncedAt: string | null;
  retry: () => void;
  /** The airline deadlines of the next 72 hours (§4.8); null until the figures are true. */
  deadlines: DueDeadline<FlightRow>[] | null;
};

/** Flights Analytics from the mirror's flight bookings and flights, computed in the worker. */
export function useFlightsPanel(): FlightsPanelState {
  const bookings = useBookings();
  const flights = useFlights();
  const bookingsSync = useSyncStatus("bookings");
  const flightsSync = useSyncStatus("flights");
  const [data, setData] = useState<FlightsPanelData | null>(null);
  const [failed, setFailed] = useState(false);
  const [attempt, setAttempt] = useState(0);
  const first = useFirstSync(TABLES);
  const ready = holdsPulledRows(first, [bookings.rows, flights.rows]);

  // Deps: attempt re-runs the computation.
  useEffect(() => {
    if (!ready) return;
    let cancelled = false;
    analytics.flightsPanel({ bookings: bookings.rows, flights: flights.rows }).then(
      (d) => {
        if (cancelled) return;
        setFailed(false);
        setData(d);
      },
      (err: unknown) => {
        if (cancelled) return;
        console.error("Flights Analytics could not be computed", err);
        setFailed(true);
      },
    );
    return () => {
      cancelled = true;
    };
  }, [ready, bookings.rows, flights.rows, attempt]);

  // A pass over the bookings only when a flight has a deadline near (most days none has).
  const deadlines = useMemo(
    () => (ready ? deadlinesDueSoon(flights.rows, bookings.rows, new Date()) : null),
    [ready, flights.rows, bookings.rows],
  );

  const lastSyncedAt = older(bookingsSync.lastSyncedAt, flightsSync.lastSyncedAt);
  // Nothing saved yet and the last pull failed: the server's message, else the spec's text.
  const never = first !== undefined && !first.synced;
  const firstFailure = never ? (bookingsSync.errors[0] ?? flightsSync.errors[0] ?? null) : null;
  const error = failed ? FAILED : loadFailureText(firstFailure, FAILED);
  return {
    data,
    error,
    lastSyncedAt,
    deadlines,
    retry: () => {
      setAttempt((a) => a + 1);
      void syncNow(["bookings", "flights"]);
    },
  };
}

/** The older of two sync times (null if either never synced). */
export function older(a: string | null, b: string | null): string | null {
  if (!a || !b) return null;
  return a < b ? a : b;
}
