// @vitest-environment happy-dom
import { act } from "react";
import { afterEach, describe, expect, it, vi } from "vitest";
import type { Validation } from "../../../src/domain/validation.ts";
import { EmailField, PasswordField, TextField } from "../../../src/ui/form/fields.tsx";
import { NewPasswordFields } from "../../../src/ui/form/new-password-fields.tsx";
import { SubmitButton } from "../../../src/ui/form/submit-button.tsx";
import { useForm, useSubmit } from "../../../src/ui/form/use-form.ts";
import { unsavedWorkReasons } from "../../../src/update/unsaved-work.ts";
import { cleanup, render } from "./helpers/render.tsx";

afterEach(cleanup);

type V = { name: string; password: string; confirmPassword: string };
const EMPTY: V = { name: "", password: "", confirmPassword: "" };
const ORDER = ["name", "password", "confirmPassword"] as const;

function check(v: V): Validation<{ name: string; password: string }> {
  const errors: Record<string, string> = {};
  if (!v.name.trim()) errors.name = "Name is required";
  if (v.password.length < 8) errors.password = "At least 8 characters";
  if (v.confirmPassword !== v.password) errors.confirmPassword = "Passwords do not match";
  const first = ORDER.find((f) => errors[f]);
  return first
    ? { ok: false, message: errors[first] ?? "", errors }
    : { ok: true, value: { name: v.name.trim(), password: v.password } };
}

/** A form on the shared pieces; `send` stands in for the request. */
function Demo({
  send,
}: {
  send: (value: { name: string; password: string }, signal: AbortSignal) => Promise<unknown>;
}) {
  const form = useForm("demo", EMPTY, check);
  const { busy, onSubmit } = useSubmit(form, ORDER, async (value, signal) => {
    const out = await send(value, signal);
    if (signal.aborted) return;
    if (out === "taken") form.setServerErrors({ name: "Name already taken" });
    return out === "leave" ? true : undefined;
  });
  return (
    <form id={form.id} noValidate onSubmit={onSubmit} aria-busy={busy}>
      <TextField label="Name" required {...form.bind("name")} />
      <NewPasswordFields
        password={{ label: "Password", ...form.bind("password") }}
        confirm={{ label: "Confirm password", ...form.bind("confirmPassword") }}
        hint="Use 8 or more characters."
      />
      <SubmitButton busy={busy} label="Save" busyLabel="Saving..." className="btn btn-primary" />
      <button type="button" onClick={() => form.reset()}>
        Reset
      </button>
    </form>
  );
}

const input = (id: string) => document.getElementById(id) as HTMLInputElement;
const submitButton = () => document.querySelector<HTMLButtonElement>('button[type="submit"]')!;
const messageOf = (el: HTMLElement) =>
  (el.getAttribute("aria-describedby") ?? "")
    .split(" ")
    .filter(Boolean)
    .map((id) => document.getElementById(id)?.textContent);

// The rules run through react-hook-form's resolver, which answers asynchronously: each step waits
// for the messages it brings (a user sees them at once; a test has to let the promise settle).
async function type(el: HTMLInputElement, value: string) {
  await act(async () => {
    Object.getOwnPropertyDescriptor(HTMLInputElement.prototype, "value")!.set!.call(el, value);
    el.dispatchEvent(new Event("input", { bubbles: true }));
  });
}
async function leave(el: HTMLElement) {
  await act(async () => {
    el.dispatchEvent(new FocusEvent("focusout", { bubbles: true }));
  });
}
async function submit() {
  await act(async () => {
    submitButton().click();
  });
}

describe("useForm with the shared fields", () => {
  it("ties ids, labels and hints together and shows a rule message once the field is left", async () => {
    render(<Demo send={vi.fn()} />);
    const name = input("demo-name");
    expect(document.querySelector('label[for="demo-name"]')?.textContent).toBe("Name");
    expect(name.getAttribute("aria-invalid")).toBe("false");
    expect(name.getAttribute("aria-describedby")).toBeNull();
    expect(messageOf(input("demo-password"))).toEqual(["Use 8 or more characters."]);
    expect(input("demo-password").getAttribute("autocomplete")).toBe("new-password");
    expect(input("demo-confirmPassword").getAttribute("autocomplete")).toBe("new-password");

    await type(name, " ");
    expect(name.getAttribute("aria-invalid")).toBe("false");
    await leave(name);
    expect(name.getAttribute("aria-invalid")).toBe("true");
    expect(messageOf(name)).toEqual(["Name is required"]);
    // Fields not yet left stay quiet.
    expect(input("demo-password").getAttribute("aria-invalid")).toBe("false");
  });

  it("on a failing submit shows every message, focuses the first failing field and sends nothing", async () => {
    const send = vi.fn();
    render(<Demo send={send} />);
    await type(input("demo-name"), "Ayesha");
    await submit();
    expect(send).not.toHaveBeenCalled();
    expect(document.activeElement).toBe(input("demo-password"));
    expect(messageOf(input("demo-password"))).toEqual(["At least 8 characters", "Use 8 or more characters."]);
    expect(input("demo-name").getAttribute("aria-invalid")).toBe("false");
  });

  it("keeps a server message until that field is edited, and reset clears values and messages", async () => {
    render(<Demo send={async () => "taken"} />);
    await type(input("demo-name"), "Ayesha");
    await type(input("demo-password"), "Secret#123");
    await type(input("demo-confirmPassword"), "Secret#123");
    await submit();
    expect(messageOf(input("demo-name"))).toEqual(["Name already taken"]);
    await type(input("demo-name"), "Ayesha K");
    expect(input("demo-name").getAttribute("aria-invalid")).toBe("false");

    await type(input("demo-password"), "short");
    await leave(input("demo-password"));
    expect(input("demo-password").getAttribute("aria-invalid")).toBe("true");
    await act(async () =>
      [...document.querySelectorAll("button")].find((b) => b.textContent === "Reset")!.click(),
    );
    expect(input("demo-name").value).toBe("");
    expect(input("demo-password").value).toBe("");
    expect(input("demo-password").getAttribute("aria-invalid")).toBe("false");
  });
});

describe("the app's update waits for the form", () => {
  it("an edited form holds it until its values are back where they started, or reset", async () => {
    render(<Demo send={vi.fn()} />);
    expect(unsavedWorkReasons()).toEqual([]);
    await type(input("demo-name"), "Ayesha");
    expect(unsavedWorkReasons()).toEqual(["form"]);
    await type(input("demo-name"), "");
    expect(unsavedWorkReasons()).toEqual([]);
    await type(input("demo-name"), "Ayesha");
    await act(async () =>
      [...document.querySelectorAll("button")].find((b) => b.textContent === "Reset")!.click(),
    );
    expect(unsavedWorkReasons()).toEqual([]);
  });

  it("a send under way holds it too, and unmounting the form releases everything", async () => {
    let answer: (v: unknown) => void = () => {};
    const { unmount } = render(<Demo send={() => new Promise((r) => (answer = r))} />);
    await type(input("demo-name"), "Ayesha");
    await type(input("demo-password"), "Secret#123");
    await type(input("demo-confirmPassword"), "Secret#123");
    await submit();
    expect(unsavedWorkReasons().sort()).toEqual(["form", "write"]);
    await act(async () => answer(undefined));
    expect(unsavedWorkReasons()).toEqual(["form"]);
    unmount();
    expect(unsavedWorkReasons()).toEqual([]);
  });
});

describe("useSubmit", () => {
  async function fill() {
    await type(input("demo-name"), "  Ayesha ");
    await type(input("demo-password"), "Secret#123");
    await type(input("demo-confirmPassword"), "Secret#123");
  }

  it("sends the checked value once, busy until the answer, then idle again", async () => {
    let answer: (v: unknown) => void = () => {};
    const send = vi.fn(() => new Promise((r) => (answer = r)));
    render(<Demo send={send} />);
    await fill();
    await submit();
    expect(send).toHaveBeenCalledTimes(1);
    expect(send).toHaveBeenCalledWith({ name: "Ayesha", password: "Secret#123" }, expect.any(AbortSignal));
    expect(submitButton().disabled).toBe(true);
    expect(submitButton().textContent).toBe("Saving...");
    expect(submitButton().querySelector(".loading")).not.toBeNull();
    expect(document.querySelector("form")?.getAttribute("aria-busy")).toBe("true");

    await submit();
    expect(send).toHaveBeenCalledTimes(1);

    await act(async () => answer(undefined));
    expect(submitButton().disabled).toBe(false);
    expect(submitButton().textContent).toBe("Save");
  });

  it("stays busy when the send says the screen is being left", async () => {
    render(<Demo send={async () => "leave"} />);
    await fill();
    await submit();
    expect(submitButton().disabled).toBe(true);
  });

  it("aborts the request when the form unmounts", async () => {
    let seen: AbortSignal | undefined;
    const view = render(
      <Demo
        send={(_v, signal) => {
          seen = signal;
          return new Promise(() => {});
        }}
      />,
    );
    await fill();
    await submit();
    expect(seen?.aborted).toBe(false);
    view.unmount();
    expect(seen?.aborted).toBe(true);
  });
});

describe("the shared fields", () => {
  it("toggles a password's visibility with a pressed state", () => {
    render(<PasswordField id="pw" label="Password" />);
    const toggle = document.querySelector<HTMLButtonElement>('button[aria-controls="pw"]')!;
    expect(input("pw").type).toBe("password");
    expect(toggle.getAttribute("aria-label")).toBe("Show password");
    expect(toggle.getAttribute("aria-pressed")).toBe("false");
    act(() => toggle.click());
    expect(input("pw").type).toBe("text");
    expect(toggle.getAttribute("aria-label")).toBe("Hide password");
    expect(toggle.getAttribute("aria-pressed")).toBe("true");
  });

  it("gives an email field the email keyboard and autofill", () => {
    render(<EmailField id="mail" label="Email" placeholder="you@example.com" />);
    const el = input("mail");
    expect(el.type).toBe("email");
    expect(el.getAttribute("inputmode")).toBe("email");
    expect(el.getAttribute("autocomplete")).toBe("email");
    expect(el.getAttribute("autocapitalize")).toBe("none");
    expect(el.getAttribute("spellcheck")).toBe("false");
    expect(el.placeholder).toBe("you@example.com");
  });
});
