/**
 * A little DOM kit for component tests without React Testing Library: mount with createRoot + act,
 * type into inputs the way React notices (the native value setter, then `input`/`change`), wait
 * for async work, and a fetch stub that records every request.
 */

import { act, type ReactNode } from "react";
import { createRoot, type Root } from "react-dom/client";
import { vi } from "vitest";
import type { SessionUser } from "../../../src/api/session.ts";

(globalThis as { IS_REACT_ACT_ENVIRONMENT?: boolean }).IS_REACT_ACT_ENVIRONMENT = true;

let mounted: { root: Root; container: HTMLElement } | null = null;

export async function mount(ui: ReactNode): Promise<HTMLElement> {
  const container = document.createElement("div");
  document.body.appendChild(container);
  const root = createRoot(container);
  mounted = { root, container };
  await act(async () => {
    root.render(ui);
  });
  return container;
}

export async function unmount(): Promise<void> {
  if (!mounted) return;
  const { root, container } = mounted;
  mounted = null;
  await act(async () => root.unmount());
  container.remove();
}

/** Sets a control's value as a user would, so React's onChange fires. */
export async function type(el: Element | null, value: string): Promise<void> {
  if (!el) throw new Error("type(): no element");
  await act(async () => {
    if (el instanceof HTMLSelectElement) {
      Object.getOwnPropertyDescriptor(HTMLSelectElement.prototype, "value")!.set!.call(el, value);
      el.dispatchEvent(new Event("change", { bubbles: true }));
    } else {
      Object.getOwnPropertyDescriptor(HTMLInputElement.prototype, "value")!.set!.call(el, value);
      el.dispatchEvent(new Event("input", { bubbles: true }));
    }
  });
}

export async function blur(el: Element | null): Promise<void> {
  if (!el) throw new Error("blur(): no element");
  await act(async () => {
    el.dispatchEvent(new FocusEvent("focusout", { bubbles: true }));
  });
}

export async function click(el: Element | null): Promise<void> {
  if (!el) throw new Error("click(): no element");
  await act(async () => {
    (el as HTMLElement).click();
  });
}

/** The control whose <label> reads exactly `text`. */
export function byLabel(root: ParentNode, text: string): HTMLInputElement & HTMLSelectElement {
  const label = [...root.querySelectorAll("label")].find((l) => l.textContent?.trim() === text);
  if (!label) throw new Error(`No label '${text}'`);
  const el = root.querySelector(`#${CSS.escape(label.htmlFor)}`);
  if (!el) throw new Error(`Label '${text}' points at nothing`);
  return el as HTMLInputElement & HTMLSelectElement;
}

export function button(root: ParentNode, name: string): HTMLButtonElement {
  const b = [...root.querySelectorAll("button")].find(
    (x) => (x.getAttribute("aria-label") ?? x.textContent ?? "").trim() === name,
  );
  if (!b) throw new Error(`No button '${name}'`);
  return b;
}

export function text(root: ParentNode): string {
  return (root as HTMLElement).textContent ?? "";
}

/** Retries `check` (with timers and promises flushed in act) until it passes or time runs out. */
export async function waitFor(check: () => void, timeout = 5000): Promise<void> {
  const start = Date.now();
  for (;;) {
    try {
      check();
      return;
    } catch (err) {
      if (Date.now() - start > timeout) throw err;
    }
    await act(async () => {
      await new Promise((r) => setTimeout(r, 10));
    });
  }
}

export type Recorded = { method: string; path: string; headers: Headers; body: unknown };
type Reply = { status: number; body?: unknown };

/** Stubs fetch: `reply` answers each request; every request is recorded (method, path, JSON body). */
export function stubFetch(reply: (req: Recorded) => Reply | Promise<Reply>) {
  const calls: Recorded[] = [];
  const fn = vi.fn(async (input: RequestInfo | URL, init?: RequestInit) => {
    const req = input instanceof Request ? input : new Request(input, init);
    const raw = await req.text();
    const rec: Recorded = {
      method: req.method,
      path: new URL(req.url).pathname,
      headers: req.headers,
      body: raw ? JSON.parse(raw) : undefined,
    };
    calls.push(rec);
    const { status, body } = await reply(rec);
    return new Response(body === undefined ? null : JSON.stringify(body), {
      status,
      headers: { "Content-Type": "application/json" },
    });
  });
  vi.stubGlobal("fetch", fn);
  return { fn, calls };
}

/** The demo customer as the session holds her (the profile screens' tests). */
export const DEMO_CUSTOMER: SessionUser = {
  _id: "7b1c1f0e-0000-4000-8000-000000000001",
  name: "Ayesha Khan",
  email: "ayesha@safar.pk",
  role: "customer",
  mobileNumber: "+923001234567",
  address: "12 Mall Road",
  city: "Lahore",
  country: "Pakistan",
  company: "Khan Travels",
  profileImage: null,
  isApproved: true,
  isBlocked: false,
  createdAt: "2025-03-12T10:00:00.000Z",
  updatedAt: "2025-03-12T10:00:00.000Z",
  version: 3,
};
