// @vitest-environment happy-dom
import { afterEach, describe, expect, it, vi } from "vitest";
import { lazyDialog } from "../../../src/ui/booking/lazy-dialog.tsx";

afterEach(() => {
  vi.useRealTimers();
});

describe("lazyDialog's prepare (a pointer over Book Now, its focus or a touch)", () => {
  it("starts the download after the next paint, in a task of its own, and only once", async () => {
    vi.useFakeTimers({
      toFake: ["setTimeout", "clearTimeout", "requestAnimationFrame", "cancelAnimationFrame"],
    });
    const load = vi.fn(() => Promise.resolve(() => null));
    const { prepare } = lazyDialog(load, "Book Flight");
    prepare();
    prepare();
    // Not in the pointer's or the touch's own handler.
    expect(load).not.toHaveBeenCalled();
    vi.advanceTimersToNextFrame();
    expect(load).not.toHaveBeenCalled();
    vi.advanceTimersByTime(1);
    expect(load).toHaveBeenCalledTimes(1);
    // Later intents start nothing more.
    prepare();
    vi.advanceTimersToNextFrame();
    vi.advanceTimersByTime(300);
    expect(load).toHaveBeenCalledTimes(1);
  });

  it("tries again on the next intent when the download failed", async () => {
    vi.useFakeTimers({
      toFake: ["setTimeout", "clearTimeout", "requestAnimationFrame", "cancelAnimationFrame"],
    });
    const load = vi
      .fn<() => Promise<() => null>>()
      .mockRejectedValueOnce(new Error("offline"))
      .mockResolvedValue(() => null);
    const { prepare } = lazyDialog(load, "Book Flight");
    prepare();
    vi.advanceTimersToNextFrame();
    await vi.advanceTimersByTimeAsync(1);
    expect(load).toHaveBeenCalledTimes(1);
    prepare();
    vi.advanceTimersToNextFrame();
    await vi.advanceTimersByTimeAsync(1);
    expect(load).toHaveBeenCalledTimes(2);
  });
});
