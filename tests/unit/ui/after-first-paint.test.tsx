// @vitest-environment happy-dom
import { act, type ReactNode, Suspense } from "react";
import { afterEach, describe, expect, it, vi } from "vitest";
import { afterNextPaint, useAfterFirstPaint } from "../../../src/ui/layout/after-first-paint.ts";
import { cleanup, render } from "./helpers/render.tsx";

afterEach(() => {
  cleanup();
  vi.useRealTimers();
});

/** The next frame paints, and the task queued after it runs. */
const paint = () =>
  act(async () => {
    vi.advanceTimersToNextFrame();
    vi.advanceTimersByTime(1);
  });

function fakeFrames() {
  vi.useFakeTimers({
    toFake: ["setTimeout", "clearTimeout", "requestAnimationFrame", "cancelAnimationFrame"],
  });
}

/**
 * A part whose code or data has not arrived until `arrive()`: meanwhile React shows the nearest
 * fallback, unless the part came in a transition (then what was on screen stays).
 */
function gated(text: string) {
  let arrived = false;
  let arrive = () => {};
  const gate = new Promise<void>((resolve) => {
    arrive = () => {
      arrived = true;
      resolve();
    };
  });
  function Part() {
    if (!arrived) throw gate;
    return <p>{text}</p>;
  }
  return { Part, arrive: () => act(async () => arrive()) };
}

function inSuspense(node: ReactNode) {
  return render(<Suspense fallback={<p>fallback</p>}>{node}</Suspense>);
}

function Probe() {
  return <p data-testid="probe">{useAfterFirstPaint() ? "after" : "before"}</p>;
}

describe("useAfterFirstPaint", () => {
  it("is false on the first render, true once the page has painted, and true at once for later mounts", async () => {
    fakeFrames();
    const first = render(<Probe />);
    expect(first.container.textContent).toBe("before");
    await paint();
    expect(first.container.textContent).toBe("after");
    cleanup();
    const later = render(<Probe />);
    expect(later.container.textContent).toBe("after");
  });

  it("while not wanted, waits for nothing and renders nothing again; once wanted, it is the paint's", async () => {
    vi.resetModules(); // the first test's paint is remembered by the module
    const { useAfterFirstPaint: fresh } = await import("../../../src/ui/layout/after-first-paint.ts");
    fakeFrames();
    let renders = 0;
    function Quiet({ wanted }: { wanted: boolean }) {
      renders++;
      return <p>{fresh(wanted) ? "after" : "before"}</p>;
    }
    const view = render(<Quiet wanted={false} />);
    const first = renders;
    await act(async () => {
      vi.advanceTimersToNextFrame();
      vi.advanceTimersByTime(500);
    });
    expect(view.container.textContent).toBe("before");
    expect(renders).toBe(first);
    view.rerender(<Quiet wanted />);
    await paint();
    expect(view.container.textContent).toBe("after");
  });
});

describe("what waited for the paint renders in a transition", () => {
  it("keeps what is on screen while the new part is still suspended (an urgent update would show the fallback)", async () => {
    vi.resetModules();
    const { useAfterFirstPaint: fresh } = await import("../../../src/ui/layout/after-first-paint.ts");
    fakeFrames();
    const { Part, arrive } = gated("after");
    function Screen() {
      return fresh() ? <Part /> : <p>before</p>;
    }
    const view = inSuspense(<Screen />);
    expect(view.container.textContent).toBe("before");
    await paint();
    expect(view.container.textContent).toBe("before");
    await arrive();
    expect(view.container.textContent).toBe("after");
  });
});

describe("useAfterPaintComponent", () => {
  it("renders the loaded part in a transition: the placeholder stays while the part is still suspended", async () => {
    vi.resetModules();
    const { useAfterPaintComponent } = await import("../../../src/ui/layout/after-first-paint.ts");
    fakeFrames();
    const { Part, arrive } = gated("part");
    const load = () => Promise.resolve(Part);
    function Screen() {
      const Loaded = useAfterPaintComponent(load);
      return Loaded ? <Loaded /> : <p>placeholder</p>;
    }
    const view = inSuspense(<Screen />);
    await paint();
    await act(async () => {
      vi.advanceTimersByTime(1);
    });
    expect(view.container.textContent).toBe("placeholder");
    await arrive();
    expect(view.container.textContent).toBe("part");
  });
});

describe("useFramesAfter (My Dashboard's sections below the cards)", () => {
  it("counts the frames painted since its input, one step a frame, each step in a transition", async () => {
    const { useFramesAfter } = await import(
      "../../../src/features/customer-dashboard/components/use-frames-after.ts"
    );
    fakeFrames();
    const analytics = gated("analytics");
    const recent = gated("recent");
    function Figures() {
      const shown = useFramesAfter(true, 2);
      return (
        <>
          <p>cards</p>
          {shown >= 1 && <analytics.Part />}
          {shown >= 2 && <recent.Part />}
        </>
      );
    }
    const view = inSuspense(<Figures />);
    expect(view.container.textContent).toBe("cards");
    // A frame later the first section is asked for: in a transition, the cards stay while it waits.
    await paint();
    expect(view.container.textContent).toBe("cards");
    await analytics.arrive();
    expect(view.container.textContent).toBe("cardsanalytics");
    // The next section only after the next frame, and again without a fallback.
    await paint();
    expect(view.container.textContent).toBe("cardsanalytics");
    await recent.arrive();
    expect(view.container.textContent).toBe("cardsanalyticsrecent");
    // It stops at its last step.
    await paint();
    await paint();
    expect(view.container.textContent).toBe("cardsanalyticsrecent");
  });

  it("waits for its input", async () => {
    const { useFramesAfter } = await import(
      "../../../src/features/customer-dashboard/components/use-frames-after.ts"
    );
    fakeFrames();
    function Count({ ready }: { ready: boolean }) {
      return <p>{useFramesAfter(ready, 2)}</p>;
    }
    const view = render(<Count ready={false} />);
    await paint();
    await paint();
    expect(view.container.textContent).toBe("0");
    view.rerender(<Count ready />);
    await paint();
    expect(view.container.textContent).toBe("1");
    await paint();
    expect(view.container.textContent).toBe("2");
  });
});

describe("afterNextPaint", () => {
  it("runs once when the fallback's 250 ms pass before a late frame", () => {
    vi.useFakeTimers({ toFake: ["setTimeout", "clearTimeout"] });
    let frame: FrameRequestCallback = () => {};
    vi.stubGlobal("requestAnimationFrame", (cb: FrameRequestCallback) => {
      frame = cb;
      return 1;
    });
    vi.stubGlobal("cancelAnimationFrame", () => {});
    try {
      const done = vi.fn();
      afterNextPaint(done);
      vi.advanceTimersByTime(250);
      expect(done).toHaveBeenCalledTimes(1);
      frame(0);
      vi.advanceTimersByTime(1);
      expect(done).toHaveBeenCalledTimes(1);
    } finally {
      vi.unstubAllGlobals();
    }
  });

  it("runs after the frame, in a task of its own, and not at all once cancelled", () => {
    fakeFrames();
    const done = vi.fn();
    afterNextPaint(done);
    expect(done).not.toHaveBeenCalled();
    vi.advanceTimersToNextFrame();
    expect(done).not.toHaveBeenCalled();
    vi.advanceTimersByTime(1);
    expect(done).toHaveBeenCalledTimes(1);
    vi.advanceTimersByTime(500);
    expect(done).toHaveBeenCalledTimes(1);

    const cancelled = vi.fn();
    afterNextPaint(cancelled)();
    vi.advanceTimersToNextFrame();
    vi.advanceTimersByTime(500);
    expect(cancelled).not.toHaveBeenCalled();
  });
});
