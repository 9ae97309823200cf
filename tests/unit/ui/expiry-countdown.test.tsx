// @vitest-environment happy-dom
import { act } from "react";
import { afterEach, beforeEach, describe, expect, it, vi } from "vitest";
import { COUNTDOWN_TICK_MS, ExpiryCountdown } from "../../../src/ui/expiry-countdown.tsx";
import { cleanup, render } from "./helpers/render.tsx";

const START = Date.parse("2026-03-12T06:00:00.000Z");
const SECOND = 1000;
const MINUTE = 60 * SECOND;
const HOUR = 60 * MINUTE;
/** A booking made at START: the 2-hour window ends at START + 2 h. */
const EXPIRES_AT = new Date(START + 2 * HOUR).toISOString();

beforeEach(() => {
  vi.useFakeTimers({ now: START });
});

afterEach(() => {
  cleanup();
  vi.useRealTimers();
});

const box = () => document.querySelector<HTMLElement>('[data-testid="expiry-countdown"]')!;
const time = () => document.querySelector('[data-testid="countdown-time"]')!.textContent;
const message = () => document.querySelector('[data-testid="countdown-message"]')!.textContent;
const heading = () => box().querySelector("p")!.textContent;
const bar = () => box().querySelector("progress")!;

/** Moves the clock on to `ms` after START, letting the countdown's interval fire on the way. */
function at(ms: number): void {
  act(() => {
    vi.advanceTimersByTime(START + ms - Date.now());
  });
}

describe("ExpiryCountdown", () => {
  it("ticks every second", () => {
    render(<ExpiryCountdown expiresAt={EXPIRES_AT} onExpire={() => {}} />);
    expect(COUNTDOWN_TICK_MS).toBe(1000);
    expect(time()).toBe("2h 00m 00s");
    at(999);
    expect(time()).toBe("2h 00m 00s");
    at(SECOND);
    expect(time()).toBe("1h 59m 59s");
    at(2 * SECOND);
    expect(time()).toBe("1h 59m 58s");
    at(MINUTE + 5 * SECOND);
    expect(time()).toBe("1h 58m 55s");
  });

  it("is green with more than 1 hour left, yellow from 1 hour, red from 30 minutes", () => {
    render(<ExpiryCountdown expiresAt={EXPIRES_AT} onExpire={() => {}} />);
    expect(box().dataset.colour).toBe("green");
    expect(bar().className).toContain("progress-success");
    expect(bar().value).toBe(0);

    at(HOUR - SECOND); // 1 h 00 m 01 s left
    expect(box().dataset.colour).toBe("green");
    at(HOUR); // exactly 1 hour left
    expect(time()).toBe("1h 00m 00s");
    expect(box().dataset.colour).toBe("yellow");
    expect(bar().className).toContain("progress-warning");
    expect(bar().value).toBe(50);

    at(HOUR + 30 * MINUTE - SECOND); // 30 m 01 s left
    expect(box().dataset.colour).toBe("yellow");
    expect(box().dataset.urgent).toBeUndefined();
    at(HOUR + 30 * MINUTE); // 30 minutes left
    expect(box().dataset.colour).toBe("red");
    expect(bar().className).toContain("progress-error");
    expect(bar().value).toBe(75);
  });

  it("uses the calm wording until 30 minutes are left, then the urgent one", () => {
    render(
      <ExpiryCountdown expiresAt={EXPIRES_AT} onExpire={() => {}} held="places">
        <button type="button">Mark as Paid</button>
      </ExpiryCountdown>,
    );
    expect(heading()).toBe("Time left to pay");
    expect(message()).toBe(
      "Pay the total and click 'Mark as Paid' before the time runs out to keep your places.",
    );

    at(HOUR + 30 * MINUTE - SECOND);
    expect(heading()).toBe("Time left to pay");

    at(HOUR + 30 * MINUTE);
    expect(box().dataset.urgent).toBe("true");
    expect(heading()).toBe("Hurry! Time left to pay");
    expect(message()).toBe(
      "Only 30m 00s left! Pay now and mark it as paid, or this booking will be cancelled and the places released.",
    );
    at(2 * HOUR - 9 * SECOND);
    expect(message()).toMatch(/^Only 9s left!/);
    expect(box().querySelector("button")?.textContent).toBe("Mark as Paid");
  });

  it("calls onExpire once when the time is up (the list is fetched again)", () => {
    const onExpire = vi.fn();
    render(
      <ExpiryCountdown expiresAt={EXPIRES_AT} onExpire={onExpire}>
        <button type="button">Mark as Paid</button>
      </ExpiryCountdown>,
    );
    at(2 * HOUR - SECOND);
    expect(time()).toBe("1s");
    expect(onExpire).not.toHaveBeenCalled();

    at(2 * HOUR);
    expect(onExpire).toHaveBeenCalledTimes(1);
    expect(time()).toBe("0s");
    expect(heading()).toBe("Payment time is over");
    expect(message()).toBe("Checking this booking with the agency…");
    expect(box().dataset.urgent).toBeUndefined();
    expect(box().querySelector("button")).toBeNull();

    at(2 * HOUR + 10 * SECOND);
    expect(onExpire).toHaveBeenCalledTimes(1);
  });

  it("calls onExpire at once for a booking already past its expiry", () => {
    const onExpire = vi.fn();
    render(<ExpiryCountdown expiresAt={new Date(START - MINUTE).toISOString()} onExpire={onExpire} />);
    expect(onExpire).toHaveBeenCalledTimes(1);
    expect(box().dataset.colour).toBe("red");
  });

  it("stops ticking when unmounted", () => {
    const onExpire = vi.fn();
    const r = render(<ExpiryCountdown expiresAt={EXPIRES_AT} onExpire={onExpire} />);
    r.unmount();
    expect(vi.getTimerCount()).toBe(0);
    at(3 * HOUR);
    expect(onExpire).not.toHaveBeenCalled();
  });

  it("shows no countdown for a recorded payment: it waits for the agency's check and never expires", () => {
    const onExpire = vi.fn();
    render(
      <ExpiryCountdown expiresAt={EXPIRES_AT} onExpire={onExpire} claimed>
        <p>Payment submitted — awaiting verification</p>
      </ExpiryCountdown>,
    );
    expect(document.querySelector('[data-testid="expiry-countdown"]')).toBeNull();
    const check = document.querySelector<HTMLElement>('[data-testid="payment-check"]')!;
    expect(check.querySelector('[data-testid="payment-check-text"]')!.textContent).toBe(
      "Payment recorded: waiting for the agency's check",
    );
    expect(check.textContent).not.toContain("Mark as Paid");
    expect(check.textContent).toContain("Payment submitted — awaiting verification");
    at(3 * HOUR);
    expect(onExpire).not.toHaveBeenCalled();
    expect(document.querySelector('[role="timer"]')).toBeNull();
  });
});
