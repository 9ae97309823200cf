// @vitest-environment happy-dom
import { afterEach, describe, expect, it, vi } from "vitest";
import { FreshnessLine, freshnessNote } from "../../../src/ui/freshness-line.tsx";
import { cleanup, render } from "./helpers/render.tsx";

afterEach(() => {
  cleanup();
  vi.restoreAllMocks();
});

describe("FreshnessLine", () => {
  it("holds its place with a skeleton while the sync status is read, never 'no saved … yet'", () => {
    vi.spyOn(navigator, "onLine", "get").mockReturnValue(false);
    const props = { noun: "flights", lastSyncedAt: null, failed: false, syncing: false };
    const { container } = render(<FreshnessLine {...props} loading />);
    expect(container.querySelector('[data-testid="freshness-loading"]')).not.toBeNull();
    expect(container.textContent).not.toContain("on this device yet");
    cleanup();
    // Read, and really never saved: now it says so.
    const read = render(<FreshnessLine {...props} />);
    expect(read.container.textContent).toContain("Offline — no saved flights on this device yet");
  });

  it("with rows shown but no sync time (one of several lists never pulled): no age, no 'no saved … yet'", () => {
    const s = { lastSyncedAt: null, failed: false, hasRows: true };
    expect(freshnessNote("bookings", { ...s, online: false })?.text).toBe("Offline — showing saved bookings");
    expect(freshnessNote("bookings", { ...s, online: true, failed: true })?.text).toBe(
      "Could not refresh — showing saved bookings",
    );
  });
});
