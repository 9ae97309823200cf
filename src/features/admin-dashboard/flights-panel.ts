/**
 * Flights Analytics' figures: always from the mirror's flight bookings and flights, computed in the
 * analytics worker, with the error to show when there is nothing saved yet.
 */
import { useEffect, useState } from "react";
import { useBookings, useFlights, useSyncStatus } from "../../db/hooks.ts";
import { syncNow } from "../../db/sync.ts";
import type { FlightsPanelData } from "../../workers/analytics-client.ts";
import { analytics } from "../../workers/analytics-client.ts";

export type FlightsPanelState = {
  data: FlightsPanelData | null;
  /** 'Failed to fetch data' or the server's message, when there is nothing to show. */
  error: string | null;
  lastSyncedAt: string | null;
  retry: () => void;
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
  const ready = !bookings.loading && !flights.loading;

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

  const lastSyncedAt = older(bookingsSync.lastSyncedAt, flightsSync.lastSyncedAt);
  // Nothing saved yet and the last pull failed: the server's message, else the spec's text.
  const neverSynced = !lastSyncedAt && (bookingsSync.lastError || flightsSync.lastError);
  const error = failed
    ? "Failed to fetch data"
    : neverSynced && !bookings.rows.length
      ? bookingsSync.lastError || flightsSync.lastError || "Failed to fetch data"
      : null;
  return {
    data,
    error,
    lastSyncedAt,
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
