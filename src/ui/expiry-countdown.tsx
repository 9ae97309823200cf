/**
 * The countdown of a pending booking, for flight and package bookings alike: it
 * ticks every second, a bar fills with the elapsed share of the 2-hour window, green with more
 * than 1 hour left, yellow with more than 30 minutes, red below with urgent wording; when the time
 * is up it calls `onExpire` once (the screen asks for its list again: the server cancels a booking
 * not approved in time). `children` (Mark as Paid, or the claim already made) show until then.
 * A booking whose payment was recorded (`claimed`) does not expire: it shows no countdown but the
 * calm 'waiting for the agency's check' box, and `onExpire` is never called.
 *
 * Shared from the customer's flight bookings' own countdown (features/customer-flights), with the
 * held thing (`seats` or `places`) as a prop.
 */
import { AlarmClock, Hourglass } from "lucide-react";
import { type ReactNode, useEffect, useRef, useState } from "react";
import { type ExpiryColour, expiryState } from "../domain/bookings.ts";
import { PaymentCheckNotice } from "./payment-check-notice.tsx";

export const COUNTDOWN_TICK_MS = 1000;

/** A countdown as '1h 05m 09s', '12m 03s' or '45s'. */
export function clockText(ms: number): string {
  const total = Math.max(0, Math.floor(ms / 1000));
  const h = Math.floor(total / 3600);
  const m = Math.floor((total % 3600) / 60);
  const s = total % 60;
  const two = (n: number) => String(n).padStart(2, "0");
  if (h > 0) return `${h}h ${two(m)}m ${two(s)}s`;
  if (m > 0) return `${m}m ${two(s)}s`;
  return `${s}s`;
}

const LOOK: Record<ExpiryColour, { box: string; bar: string }> = {
  green: { box: "border-success/50 bg-success/10", bar: "progress-success" },
  yellow: { box: "border-warning/70 bg-warning/15", bar: "progress-warning" },
  red: { box: "border-error/60 bg-error/10", bar: "progress-error" },
};

/** The current time, re-read every `ms` while mounted. */
function useNow(ms: number): number {
  const [now, setNow] = useState(() => Date.now());
  useEffect(() => {
    const t = setInterval(() => setNow(Date.now()), ms);
    return () => clearInterval(t);
  }, [ms]);
  return now;
}

type CountdownProps = {
  expiresAt: string | null;
  /** Called once when the time is up. */
  onExpire: () => void;
  /** What the booking holds and loses on expiry: 'seats' (flights) or 'places' (packages). */
  held?: "seats" | "places";
  /** What to do about it (Mark as Paid, or the claim already made). */
  children?: ReactNode;
};

/** `claimed`: the customer recorded a payment (`awaitsPaymentCheck` in src/domain/lifecycle.ts). */
export function ExpiryCountdown({ claimed = false, ...props }: CountdownProps & { claimed?: boolean }) {
  return claimed ? <PaymentCheckNotice>{props.children}</PaymentCheckNotice> : <Countdown {...props} />;
}

function Countdown({ expiresAt, onExpire, held = "seats", children }: CountdownProps) {
  const now = useNow(COUNTDOWN_TICK_MS);
  const s = expiryState(expiresAt, now);
  const fired = useRef<string | null>(null);
  const latest = useRef(onExpire);
  latest.current = onExpire;
  useEffect(() => {
    if (s.expired && fired.current !== expiresAt) {
      fired.current = expiresAt;
      latest.current();
    }
  }, [s.expired, expiresAt]);

  const look = LOOK[s.colour];
  const percent = Math.round(s.elapsedShare * 1000) / 10;
  const left = clockText(s.remainingMs);
  return (
    <div
      className={`flex flex-col gap-2 rounded-box border p-3 ${look.box}`}
      data-testid="expiry-countdown"
      data-colour={s.colour}
      data-urgent={s.urgent || undefined}
    >
      <div className="flex flex-wrap items-center justify-between gap-x-3 gap-y-1">
        <p className="inline-flex items-center gap-2 font-medium text-sm">
          {s.urgent ? (
            <AlarmClock className="size-4 shrink-0" aria-hidden="true" />
          ) : (
            <Hourglass className="size-4 shrink-0" aria-hidden="true" />
          )}
          {s.expired ? "Payment time is over" : s.urgent ? "Hurry! Time left to pay" : "Time left to pay"}
        </p>
        <span role="timer" className="font-bold font-mono text-lg tabular-nums" data-testid="countdown-time">
          {s.expired ? "0s" : left}
        </span>
      </div>
      <progress
        className={`progress h-2.5 w-full ${look.bar}`}
        value={percent}
        max={100}
        aria-label="Share of the 2-hour payment window used"
        aria-valuetext={`${Math.round(percent)}% of the 2 hours used`}
      />
      <p className="text-sm" data-testid="countdown-message">
        {s.expired
          ? "Checking this booking with the agency…"
          : s.urgent
            ? `Only ${left} left! Pay now and mark it as paid, or this booking will be cancelled and the ${held} released.`
            : `Pay the total and click 'Mark as Paid' before the time runs out to keep your ${held}.`}
      </p>
      {!s.expired && children}
    </div>
  );
}
