// @vitest-environment happy-dom
import { act } from "react";
import { afterEach, describe, expect, it, vi } from "vitest";
import type { Outcome } from "../../../src/api/outcome.ts";
import type { FieldErrors } from "../../../src/domain/validation.ts";
import { useBookingForm } from "../../../src/ui/booking/booking-form-state.ts";
import { cleanup, render } from "./helpers/render.tsx";

afterEach(cleanup);

const FIELDS = ["firstName", "lastName"] as const;
type Field = (typeof FIELDS)[number];
type Draft = { key: string; firstName: string; lastName: string };

let seq = 0;
const newDraft = (): Draft => ({ key: `k${++seq}`, firstName: "", lastName: "" });
const fieldId = (formId: string, index: number, field: string) => `${formId}-p${index}-${field}`;

/** The rules: both names required, keyed as the domain keys them. */
function problems(drafts: readonly Draft[]): FieldErrors {
  const errors: FieldErrors = {};
  drafts.forEach((d, i) => {
    if (!d.firstName.trim()) errors[`passengers.${i}.firstName`] = "First name is required";
    if (!d.lastName.trim()) errors[`passengers.${i}.lastName`] = "Last name is required";
  });
  return errors;
}

type Send = (body: { names: string[] }, key: string) => Promise<Outcome<{ bookingId: string }>>;

function Demo({ send, onBooked = vi.fn() }: { send: Send; onBooked?: (id: string) => void }) {
  const form = useBookingForm<Draft, Field, { names: string[] }>({
    formId: "demo",
    fields: FIELDS,
    firstField: "firstName",
    fieldId,
    newDraft,
    max: 3,
    problems,
    refusal: () => null,
    body: (drafts) => ({ names: drafts.map((d) => `${d.firstName} ${d.lastName}`) }),
    send,
    failureMessage: (status) => `Failed ${status}`,
    refresh: vi.fn(),
    onBooked,
    onClose: vi.fn(),
  });
  return (
    <form id="demo" noValidate onSubmit={form.onSubmit}>
      {form.submitted && form.problemCount > 0 && <p data-testid="problems">{form.problemCount}</p>}
      {form.drafts.map((d, i) => (
        <fieldset key={d.key}>
          {FIELDS.map((field) => (
            <label key={field}>
              <input
                id={fieldId("demo", i, field)}
                value={d[field]}
                onChange={(e) => form.update(i, { [field]: e.target.value } as Partial<Draft>, field)}
                onBlur={() => form.touch(i, field)}
              />
              <span data-testid={`${i}-${field}`}>{form.errorOf(i, field) ?? ""}</span>
            </label>
          ))}
          <button type="button" onClick={() => form.remove(i)}>
            Remove {i}
          </button>
        </fieldset>
      ))}
      <button type="button" onClick={form.add}>
        Add
      </button>
      <button type="submit">Book</button>
    </form>
  );
}

const input = (i: number, field: Field) =>
  document.getElementById(fieldId("demo", i, field)) as HTMLInputElement;
const message = (i: number, field: Field) =>
  document.querySelector(`[data-testid="${i}-${field}"]`)?.textContent;
const button = (text: string) =>
  [...document.querySelectorAll("button")].find((b) => b.textContent === text)!;

// The rules run through react-hook-form's resolver, which answers asynchronously: each step lets
// the promise settle.
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
async function click(text: string) {
  await act(async () => {
    button(text).click();
  });
}

describe("the booking form's state", () => {
  it("shows a traveller's message once the field is left, and the message moves with its block", async () => {
    render(<Demo send={vi.fn()} />);
    await click("Add");
    expect(message(0, "firstName")).toBe("");
    await leave(input(1, "firstName"));
    expect(message(1, "firstName")).toBe("First name is required");
    expect(message(1, "lastName")).toBe("");
    await click("Remove 0");
    expect(message(0, "firstName")).toBe("First name is required");
    await type(input(0, "firstName"), "Ali");
    expect(message(0, "firstName")).toBe("");
  });

  it("on a failing submit counts every problem, focuses the first in block order and sends nothing", async () => {
    const send = vi.fn();
    render(<Demo send={send} />);
    await click("Add");
    await type(input(0, "firstName"), "Ali");
    await type(input(0, "lastName"), "Khan");
    await click("Book");
    expect(send).not.toHaveBeenCalled();
    expect(document.querySelector('[data-testid="problems"]')?.textContent).toBe("2");
    expect(document.activeElement).toBe(input(1, "firstName"));
    expect(message(1, "lastName")).toBe("Last name is required");
  });

  it("keeps the server's field message until that field is edited, then books", async () => {
    const send = vi
      .fn<Send>()
      .mockResolvedValueOnce({
        ok: false,
        status: 400,
        message: "Invalid",
        errors: { "passengers.0.lastName": "Name looks wrong" },
      })
      .mockResolvedValueOnce({ ok: true, data: { bookingId: "B1" } });
    const onBooked = vi.fn();
    render(<Demo send={send} onBooked={onBooked} />);
    await type(input(0, "firstName"), "Ali");
    await type(input(0, "lastName"), "Khan");
    await click("Book");
    expect(send).toHaveBeenCalledWith({ names: ["Ali Khan"] }, expect.any(String));
    expect(message(0, "lastName")).toBe("Name looks wrong");
    await type(input(0, "firstName"), "Alia");
    expect(message(0, "lastName")).toBe("Name looks wrong");
    await type(input(0, "lastName"), "Khana");
    expect(message(0, "lastName")).toBe("");
    await click("Book");
    expect(send).toHaveBeenLastCalledWith({ names: ["Alia Khana"] }, expect.any(String));
    expect(onBooked).toHaveBeenCalledWith("B1");
  });
});
