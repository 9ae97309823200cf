// @vitest-environment happy-dom
import { act, type ReactNode, Suspense } from "react";
import { afterEach, describe, expect, it, vi } from "vitest";
import { useAfterFirstPaint } from "../../../src/ui/layout/after-first-paint.ts";
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

describe("useFrameAfter (My Dashboard's sections below the cards)", () => {
  it("turns true a frame after its input, in a transition", async () => {
    const { useFrameAfter } = await import(
      "../../../src/features/customer-dashboard/components/use-frame-after.ts"
    );
    fakeFrames();
    const { Part, arrive } = gated("cards and sections");
    function Figures() {
      return useFrameAfter(true) ? <Part /> : <p>cards</p>;
    }
    const view = inSuspense(<Figures />);
    expect(view.container.textContent).toBe("cards");
    await paint();
    expect(view.container.textContent).toBe("cards");
    await arrive();
    expect(view.container.textContent).toBe("cards and sections");
  });
});
