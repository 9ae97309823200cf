// @vitest-environment happy-dom
import { act, createElement } from "react";
import { afterEach, beforeEach, describe, expect, it, vi } from "vitest";
import {
  dismissToast,
  showToast,
  TOAST_DEFAULT_MS,
  TOAST_EXIT_MS,
  TOAST_MS,
  toast,
} from "../../../src/ui/toast.ts";
import { Toaster } from "../../../src/ui/toaster.tsx";
import { cleanup, click, render } from "./helpers/render.tsx";

const toasts = () => [...document.querySelectorAll<HTMLElement>('[data-testid="toast"]')];
const advance = (ms: number) => act(() => void vi.advanceTimersByTime(ms));

beforeEach(() => {
  vi.useFakeTimers();
  render(createElement(Toaster));
});

afterEach(() => {
  // Let every toast run out so the next test starts with none.
  act(() => void vi.runAllTimers());
  cleanup();
  vi.useRealTimers();
});

/** Checks that a toast stays for `duration`, then leaves during the 400 ms exit, then is gone. */
function expectLifetime(duration: number) {
  expect(toasts()).toHaveLength(1);
  advance(duration - 1);
  expect(toasts()[0]!.dataset.leaving).toBeUndefined();
  advance(1);
  expect(toasts()[0]!.dataset.leaving).toBe("true");
  advance(TOAST_EXIT_MS - 1);
  expect(toasts()).toHaveLength(1);
  advance(1);
  expect(toasts()).toHaveLength(0);
}

describe("toasts", () => {
  it("uses the specs' durations", () => {
    expect(TOAST_DEFAULT_MS).toBe(5000);
    expect(TOAST_EXIT_MS).toBe(400);
    expect(TOAST_MS.success).toBe(3000);
    expect(TOAST_MS.error).toBe(4000);
    expect(TOAST_MS.booking).toBe(5000);
    expect(TOAST_MS.flightDetail).toBe(8000);
  });

  it("a success toast stays 3 s, then leaves in 400 ms", () => {
    act(() => void toast.success("Flight deleted successfully!"));
    const t = toasts()[0]!;
    expect(t.dataset.kind).toBe("success");
    expect(t.getAttribute("role")).toBe("status");
    expect(t.textContent).toContain("Success!");
    expect(t.textContent).toContain("Flight deleted successfully!");
    expectLifetime(3000);
  });

  it("an error toast stays 4 s and is an alert", () => {
    act(() => void toast.error("Failed to delete flight"));
    expect(toasts()[0]!.getAttribute("role")).toBe("alert");
    expect(toasts()[0]!.textContent).toContain("Error!");
    expectLifetime(4000);
  });

  it("info stays 4 s, warning 5 s", () => {
    act(() => void toast.info("Go to My Bookings to print slips for approved bookings."));
    expectLifetime(4000);
    act(() => void toast.warning("Careful"));
    expectLifetime(5000);
  });

  it("a toast without a duration stays the default 5 s; a given duration and title win", () => {
    act(() => void showToast({ kind: "info", message: "Default" }));
    expectLifetime(5000);
    act(() => void toast.info("Flight details", { duration: 8000, title: "SV727" }));
    expect(toasts()[0]!.textContent).toContain("SV727");
    expectLifetime(8000);
  });

  it("the close button starts the exit at once", () => {
    act(() => void toast.success("Saved"));
    advance(1000);
    click(document.querySelector('[aria-label="Dismiss notification"]')!);
    expect(toasts()[0]!.dataset.leaving).toBe("true");
    advance(TOAST_EXIT_MS);
    expect(toasts()).toHaveLength(0);
  });

  it("dismissing twice or dismissing an unknown id is harmless; toasts stack", () => {
    let a = 0;
    act(() => {
      a = toast.success("One");
      toast.error("Two");
    });
    expect(toasts().map((t) => t.dataset.kind)).toEqual(["success", "error"]);
    act(() => {
      dismissToast(a);
      dismissToast(a);
      dismissToast(999_999);
    });
    advance(TOAST_EXIT_MS);
    expect(toasts().map((t) => t.dataset.kind)).toEqual(["error"]);
  });
});
