// @vitest-environment happy-dom
import { act } from "react";
import { afterEach, describe, expect, it, vi } from "vitest";
import { useAfterFirstPaint } from "../../../src/ui/layout/after-first-paint.ts";
import { cleanup, render } from "./helpers/render.tsx";

afterEach(() => {
  cleanup();
  vi.useRealTimers();
});

function Probe() {
  return <p data-testid="probe">{useAfterFirstPaint() ? "after" : "before"}</p>;
}

describe("useAfterFirstPaint", () => {
  it("is false on the first render, true once the page has painted, and true at once for later mounts", async () => {
    vi.useFakeTimers({
      toFake: ["setTimeout", "clearTimeout", "requestAnimationFrame", "cancelAnimationFrame"],
    });
    const first = render(<Probe />);
    expect(first.container.textContent).toBe("before");
    await act(async () => {
      vi.advanceTimersToNextFrame();
      vi.advanceTimersByTime(1);
    });
    expect(first.container.textContent).toBe("after");
    cleanup();
    const later = render(<Probe />);
    expect(later.container.textContent).toBe("after");
  });

  it("while not wanted, waits for nothing and renders nothing again; once wanted, it is the paint's", async () => {
    vi.resetModules(); // the first test's paint is remembered by the module
    const { useAfterFirstPaint: fresh } = await import("../../../src/ui/layout/after-first-paint.ts");
    vi.useFakeTimers({
      toFake: ["setTimeout", "clearTimeout", "requestAnimationFrame", "cancelAnimationFrame"],
    });
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
    await act(async () => {
      vi.advanceTimersToNextFrame();
      vi.advanceTimersByTime(1);
    });
    expect(view.container.textContent).toBe("after");
  });
});
