// @vitest-environment happy-dom
import { act, useState } from "react";
import { afterEach, describe, expect, it, vi } from "vitest";
import { ConfirmDialog } from "../../../src/ui/confirm-dialog.tsx";
import { Modal } from "../../../src/ui/modal.tsx";
import { unsavedWorkReasons } from "../../../src/update/unsaved-work.ts";
import { cleanup, click, press, render } from "./helpers/render.tsx";

afterEach(cleanup);

const dialog = () => document.querySelector<HTMLElement>('[role="dialog"]');
const backdrop = () => document.querySelector<HTMLElement>('[data-testid="modal-backdrop"]')!;

describe("Modal", () => {
  it("is a labelled modal dialog", () => {
    render(
      <Modal open onClose={() => {}} title="Edit Flight">
        <p>Body</p>
      </Modal>,
    );
    const d = dialog()!;
    expect(d.getAttribute("aria-modal")).toBe("true");
    const title = document.getElementById(d.getAttribute("aria-labelledby")!);
    expect(title?.textContent).toBe("Edit Flight");
  });

  it("holds the app's update while open (no reload under a dialog)", () => {
    const { rerender } = render(
      <Modal open onClose={() => {}} title="T">
        x
      </Modal>,
    );
    expect(unsavedWorkReasons()).toEqual(["dialog"]);
    rerender(
      <Modal open={false} onClose={() => {}} title="T">
        x
      </Modal>,
    );
    expect(unsavedWorkReasons()).toEqual([]);
  });

  it("renders nothing while closed", () => {
    render(
      <Modal open={false} onClose={() => {}} title="Hidden">
        x
      </Modal>,
    );
    expect(dialog()).toBeNull();
  });

  it("closes on Escape", () => {
    const onClose = vi.fn();
    render(
      <Modal open onClose={onClose} title="T">
        <button type="button">inside</button>
      </Modal>,
    );
    press(document.body, "Escape");
    expect(onClose).toHaveBeenCalledTimes(1);
  });

  it("closes on a backdrop click, not on a click in its content", () => {
    const onClose = vi.fn();
    render(
      <Modal open onClose={onClose} title="T" footer={<button type="button">OK</button>}>
        <p data-testid="content">Some content</p>
      </Modal>,
    );
    click(document.querySelector('[data-testid="content"]')!);
    click(dialog()!);
    click(document.querySelector("footer button")!);
    expect(onClose).not.toHaveBeenCalled();
    click(backdrop());
    expect(onClose).toHaveBeenCalledTimes(1);
  });

  it("does not close when a press starts inside and ends on the backdrop (a text selection)", () => {
    const onClose = vi.fn();
    render(
      <Modal open onClose={onClose} title="T">
        <p data-testid="content">Text</p>
      </Modal>,
    );
    const content = document.querySelector('[data-testid="content"]')!;
    content.dispatchEvent(new MouseEvent("mousedown", { bubbles: true }));
    backdrop().dispatchEvent(new MouseEvent("click", { bubbles: true }));
    expect(onClose).not.toHaveBeenCalled();
  });

  it("ignores Escape and the backdrop while not dismissible", () => {
    const onClose = vi.fn();
    render(
      <Modal open onClose={onClose} title="T" dismissible={false}>
        x
      </Modal>,
    );
    press(document.body, "Escape");
    click(backdrop());
    expect(onClose).not.toHaveBeenCalled();
  });

  it("keeps Tab inside and gives focus back on close", async () => {
    function Harness() {
      const [open, setOpen] = useState(false);
      return (
        <>
          <button type="button" id="opener" onClick={() => setOpen(true)}>
            open
          </button>
          <Modal
            open={open}
            onClose={() => setOpen(false)}
            title="T"
            footer={
              <button type="button" id="last">
                Last
              </button>
            }
          >
            <input id="first-input" />
          </Modal>
        </>
      );
    }
    render(<Harness />);
    const opener = document.getElementById("opener")!;
    opener.focus();
    click(opener);
    expect(dialog()!.contains(document.activeElement)).toBe(true);
    const last = document.getElementById("last")!;
    last.focus();
    press(last, "Tab");
    // the first focusable inside is the × button in the header
    expect(document.activeElement?.getAttribute("aria-label")).toBe("Close dialog");
    press(document.activeElement!, "Tab", { shiftKey: true });
    expect(document.activeElement).toBe(last);
    press(document.body, "Escape");
    expect(dialog()).toBeNull();
    // Given back once the commit's effects have run (a dialog opening in the same commit takes it over).
    await Promise.resolve();
    expect(document.activeElement).toBe(opener);
  });

  it("a dialog taking another's place in one commit keeps focus, and hands focus back to the opener when it closes", async () => {
    // As the loaded booking form replaces its loading frame (ui/booking/lazy-dialog.tsx): focus
    // must not visit the opener in between (that forced a style and layout mid-commit).
    let setPhase: (p: "closed" | "loading" | "loaded") => void = () => {};
    function Harness() {
      const [phase, set] = useState<"closed" | "loading" | "loaded">("closed");
      setPhase = set;
      return (
        <>
          <button type="button" id="opener" onClick={() => set("loading")}>
            open
          </button>
          {phase !== "closed" && (
            <Modal key={phase} open onClose={() => set("closed")} title={phase}>
              <input id={`${phase}-input`} />
            </Modal>
          )}
        </>
      );
    }
    render(<Harness />);
    const opener = document.getElementById("opener")!;
    let openerFocused = 0;
    opener.addEventListener("focus", () => openerFocused++);
    opener.focus();
    openerFocused = 0;
    click(opener);
    expect(dialog()?.getAttribute("aria-labelledby")).toBeTruthy();
    act(() => setPhase("loaded"));
    await Promise.resolve();
    expect(openerFocused).toBe(0);
    expect(dialog()!.contains(document.activeElement)).toBe(true);
    press(document.body, "Escape");
    await Promise.resolve();
    expect(dialog()).toBeNull();
    expect(document.activeElement).toBe(opener);
    expect(openerFocused).toBe(1);
  });

  it("lets only the top dialog of a stack answer Escape", () => {
    const outer = vi.fn();
    const inner = vi.fn();
    render(
      <>
        <Modal open onClose={outer} title="Outer">
          x
        </Modal>
        <ConfirmDialog open onConfirm={() => {}} onCancel={inner} action="delete" />
      </>,
    );
    press(document.body, "Escape");
    expect(inner).toHaveBeenCalledTimes(1);
    expect(outer).not.toHaveBeenCalled();
  });
});

describe("ConfirmDialog", () => {
  it("shows the defaults and focuses Cancel", () => {
    render(<ConfirmDialog open onConfirm={() => {}} onCancel={() => {}} />);
    expect(dialog()!.textContent).toContain("Are you sure?");
    expect(dialog()!.textContent).toContain("This action cannot be undone.");
    expect(document.activeElement?.textContent).toBe("Cancel");
  });

  it("colours the confirm button by action", () => {
    const { rerender } = render(
      <ConfirmDialog open onConfirm={() => {}} onCancel={() => {}} action="delete" />,
    );
    const ok = () => document.querySelector('[data-testid="confirm-ok"]')!;
    expect(ok().className).toContain("btn-error");
    rerender(<ConfirmDialog open onConfirm={() => {}} onCancel={() => {}} action="approve" />);
    expect(ok().className).toContain("btn-success");
    rerender(<ConfirmDialog open onConfirm={() => {}} onCancel={() => {}} action="unblock" />);
    expect(ok().className).toContain("btn-success");
    rerender(<ConfirmDialog open onConfirm={() => {}} onCancel={() => {}} action="cancel" />);
    expect(ok().className).toContain("btn-error");
  });

  it("calls onConfirm and onCancel; busy disables Confirm, never the way out", () => {
    const onConfirm = vi.fn();
    const onCancel = vi.fn();
    const { rerender } = render(
      <ConfirmDialog open onConfirm={onConfirm} onCancel={onCancel} confirmLabel="Delete" />,
    );
    click(document.querySelector('[data-testid="confirm-ok"]')!);
    click(document.querySelector('[data-testid="confirm-cancel"]')!);
    expect(onConfirm).toHaveBeenCalledTimes(1);
    expect(onCancel).toHaveBeenCalledTimes(1);
    rerender(<ConfirmDialog open busy onConfirm={onConfirm} onCancel={onCancel} confirmLabel="Delete" />);
    expect(document.querySelector<HTMLButtonElement>('[data-testid="confirm-ok"]')!.disabled).toBe(true);
    expect(document.querySelector<HTMLButtonElement>('[data-testid="confirm-cancel"]')!.disabled).toBe(false);
    press(document.body, "Escape");
    expect(onCancel).toHaveBeenCalledTimes(2);
  });
});
