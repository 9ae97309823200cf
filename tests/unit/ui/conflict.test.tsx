// @vitest-environment happy-dom
/**
 * The 412 conflict dialog of an outbox edit, against fake-indexeddb and a stubbed API: it loads the
 * server's copy (a pull of the record's table), compares it field by field with the queued edit,
 * and 'Take the server's' / 'Keep mine' / 'Discard my change' act on the outbox entry.
 */
import "fake-indexeddb/auto";
import { act } from "react";
import { afterEach, beforeEach, describe, expect, it, vi } from "vitest";
import { setUnauthorizedHandler } from "../../../src/api/client.ts";
import { resetSessionForTests, signIn } from "../../../src/api/session.ts";
import { resetOutboxForTests } from "../../../src/db/outbox.ts";
import { db, type OutboxEntry, resetDb } from "../../../src/db/schema.ts";
import { resetSyncForTests } from "../../../src/db/sync.ts";
import { ConflictDialog, diffFields } from "../../../src/ui/outbox/conflict.tsx";
import { admin, json, row, stubApi } from "../db/fake-api.ts";
import { cleanup, click, render } from "./helpers/render.tsx";

const T0 = "2026-01-01T00:00:00.000Z";
/** The flight as the mirror last saw it (version 1), when the admin edited it offline. */
const BEFORE = row("f1", T0, { version: 1, flightNumber: "PK 741", price: 70000, seatsAvailable: 20 });
/** The flight on the server now: someone else changed the price and the seats (version 3). */
const SERVER = row("f1", "2026-01-02T00:00:00.000Z", {
  version: 3,
  flightNumber: "PK 741",
  price: 71000,
  seatsAvailable: 18,
});
/** An old queued edit (a whole record, stored before edits kept their base). */
const MINE = { price: 72000, seatsAvailable: 18, flightNumber: "PK 741" };

let online = true;
let api: ReturnType<typeof stubApi>;
let puts: { ifMatch: string | null; key: string | null; body: unknown }[];

beforeEach(async () => {
  localStorage.clear();
  resetSessionForTests();
  resetSyncForTests();
  resetOutboxForTests();
  setUnauthorizedHandler(() => {});
  online = true;
  vi.spyOn(navigator, "onLine", "get").mockImplementation(() => online);
  await resetDb();
  api = stubApi({ "/flights": [SERVER] });
  puts = [];
  signIn("tok", admin);
  await db.flights.put(BEFORE as never);
});

afterEach(() => {
  cleanup();
  resetOutboxForTests();
  resetSyncForTests();
  vi.unstubAllGlobals();
  vi.restoreAllMocks();
});

/** The edit as the outbox holds it after the server answered 412. */
async function failedEdit(body: Record<string, unknown> = MINE): Promise<OutboxEntry> {
  const seq = await db.outbox.add({
    id: "key-1",
    createdAt: T0,
    status: "failed",
    userId: admin._id,
    method: "PUT",
    path: "/flights/f1",
    body,
    ifMatch: "1",
    table: "flights",
    recordId: "f1",
    label: "Edit flight PK 741",
    attempts: 1,
    lastStatus: 412,
    lastError: "This record was changed by someone else.",
  } as OutboxEntry);
  return (await db.outbox.get(seq))!;
}

/** Lets the dialog's async work (IndexedDB, the stubbed API) run until `cond` holds. */
async function until(cond: () => boolean | Promise<boolean>, timeoutMs = 5000): Promise<void> {
  const start = performance.now();
  while (!(await cond())) {
    if (performance.now() - start > timeoutMs) throw new Error("until: timed out");
    await act(async () => {
      await new Promise((r) => setTimeout(r, 5));
    });
  }
}

const dialog = () => document.querySelector<HTMLElement>('[role="dialog"]');
const button = (text: string) =>
  [...document.querySelectorAll("button")].find((b) => b.textContent?.trim() === text) ?? null;
const rows = () =>
  [...document.querySelectorAll('[data-testid="conflict-row"]')].map((tr) =>
    [...tr.children].map((c) => c.textContent),
  );

async function openDialog(entry: OutboxEntry, onClose = vi.fn()) {
  render(<ConflictDialog entry={entry} onClose={onClose} />);
  expect(dialog()?.textContent).toContain("Changed by someone else");
  expect(dialog()?.textContent).toContain("Edit flight PK 741");
  await until(() => Boolean(button("Keep mine")));
  return onClose;
}

describe("ConflictDialog", () => {
  it("pulls the server's copy and compares only the fields that differ", async () => {
    const entry = await failedEdit();
    await openDialog(entry);
    expect(api.calls.some((c) => c.path === "/flights")).toBe(true);
    expect(rows()).toEqual([["Price", "72000", "71000"]]);
    expect(diffFields(MINE, SERVER)).toHaveLength(1);
  });

  it("'Take the server's' discards the queued edit and the mirror shows the server's row", async () => {
    const entry = await failedEdit();
    const onClose = await openDialog(entry);
    click(button("Take the server's")!);
    await until(() => onClose.mock.calls.length > 0);
    expect(await db.outbox.count()).toBe(0);
    expect(await db.flights.get("f1")).toMatchObject({ version: 3, price: 71000, seatsAvailable: 18 });
    // Nothing was sent: the server's version stands.
    expect(api.calls.filter((c) => c.path === "/flights/f1")).toEqual([]);
  });

  it("'Keep mine' keeps the edit and sends it again on the server's version", async () => {
    api.on("/flights/f1", async (_url, req) => {
      puts.push({
        ifMatch: req.headers.get("if-match"),
        key: req.headers.get("idempotency-key"),
        body: await req.json(),
      });
      return json(503, { message: "Try again later" });
    });
    const entry = await failedEdit();
    const onClose = await openDialog(entry);
    click(button("Keep mine")!);
    await until(() => onClose.mock.calls.length > 0);

    // The edit went out as made, now on version 3, under a new key (the old one holds the 412)…
    expect(puts).toHaveLength(1);
    expect(puts[0]).toMatchObject({ ifMatch: "3", body: MINE });
    expect(puts[0]!.key).not.toBe("key-1");
    // …and, the server being busy, it stays in the outbox to be sent again (not failed, not dropped).
    const kept = await db.outbox.toArray();
    expect(kept).toHaveLength(1);
    expect(kept[0]).toMatchObject({ seq: entry.seq, ifMatch: "3", body: MINE, status: "queued" });
  });

  it("'Keep mine' that the server accepts leaves the outbox empty with the edit on the server", async () => {
    api.on("/flights/f1", async (_url, req) => {
      puts.push({ ifMatch: req.headers.get("if-match"), key: null, body: await req.json() });
      return json(200, { flight: { ...SERVER, ...MINE, version: 4 } });
    });
    const entry = await failedEdit();
    const onClose = await openDialog(entry);
    click(button("Keep mine")!);
    await until(() => onClose.mock.calls.length > 0);
    expect(puts.map((p) => p.ifMatch)).toEqual(["3"]);
    expect(await db.outbox.count()).toBe(0);
    await until(async () => (await db.flights.get("f1"))?.version === 4);
    expect(await db.flights.get("f1")).toMatchObject({ price: 72000 });
  });

  it("a record no longer on the server: 'Discard my change' drops the edit", async () => {
    online = false;
    await db.flights.delete("f1");
    const entry = await failedEdit();
    const onClose = vi.fn();
    render(<ConflictDialog entry={entry} onClose={onClose} />);
    await until(() => Boolean(button("Discard my change")));
    expect(dialog()?.textContent).toContain("This record is no longer on the server");
    expect(button("Keep mine")).toBeNull();
    click(button("Discard my change")!);
    await until(() => onClose.mock.calls.length > 0);
    expect(await db.outbox.count()).toBe(0);
  });

  it("an edit queued before edits kept a base is compared as two versions, and resent as it is", async () => {
    const entry = await failedEdit();
    await openDialog(entry);
    expect(document.body.textContent).toContain("In your queued change");
    expect(document.body.textContent).not.toContain("Your version");
  });

  it("'Keep mine' of an old whole-record edit keeps the server's seat count", async () => {
    api.on("/flights/f1", async (_url, req) => {
      puts.push({ ifMatch: req.headers.get("if-match"), key: null, body: await req.json() });
      return json(503, { message: "Try again later" });
    });
    const entry = await failedEdit({ ...MINE, seatsAvailable: 20 });
    const onClose = await openDialog(entry);
    expect(document.querySelector('[data-testid="conflict-counter"]')?.textContent).toContain("18");
    click(button("Keep mine")!);
    await until(() => onClose.mock.calls.length > 0);
    expect(puts).toEqual([{ ifMatch: "3", key: null, body: { ...MINE, seatsAvailable: 18 } }]);
  });

  it("renders nothing without an entry", () => {
    render(<ConflictDialog entry={null} onClose={() => {}} />);
    expect(dialog()).toBeNull();
  });
});

/** The admin's patch as the admin screens queue it now: the changed fields and the base record. */
async function failedPatch(body: Record<string, unknown>): Promise<OutboxEntry> {
  const seq = await db.outbox.add({
    id: "key-2",
    createdAt: T0,
    status: "failed",
    userId: admin._id,
    method: "PATCH",
    path: "/flights/f1",
    body,
    ifMatch: "1",
    base: BEFORE as Record<string, unknown>,
    table: "flights",
    recordId: "f1",
    label: "Edit flight PK 741",
    attempts: 1,
    lastStatus: 412,
    lastError: "This record was changed by someone else.",
  } as OutboxEntry);
  return (await db.outbox.get(seq))!;
}

const changeRowsShown = () =>
  [...document.querySelectorAll('[data-testid="conflict-row"]')].map((tr) => [
    tr.getAttribute("data-changed-by"),
    ...[...tr.children].map((c) => c.textContent),
  ]);

describe("ConflictDialog of a patch (the admin's fields against their base)", () => {
  it("shows the admin's own change and, apart, what the server changed since the base", async () => {
    const entry = await failedPatch({ flightNumber: "PK 742" });
    await openDialog(entry);
    expect(changeRowsShown()).toEqual([
      ["mine", "Flight number", "You", "PK 741", "PK 742", "PK 741"],
      ["server", "Price", "Someone else", "70000", "Not changed by you", "71000"],
      ["server", "Seats available", "Someone else", "20", "Not changed by you", "18"],
    ]);
    expect(document.body.textContent).not.toContain("Your version");
  });

  it("'Keep mine' sends only the admin's fields, on the server's version", async () => {
    api.on("/flights/f1", async (_url, req) => {
      puts.push({ ifMatch: req.headers.get("if-match"), key: null, body: await req.json() });
      return json(200, { flight: { ...SERVER, flightNumber: "PK 742", version: 4 } });
    });
    const entry = await failedPatch({ flightNumber: "PK 742" });
    const onClose = await openDialog(entry);
    click(button("Keep mine")!);
    await until(() => onClose.mock.calls.length > 0);
    expect(puts).toEqual([{ ifMatch: "3", key: null, body: { flightNumber: "PK 742" } }]);
    expect(await db.outbox.count()).toBe(0);
  });

  it("a seat change is kept as the admin's difference: seats sold meanwhile stay sold", async () => {
    api.on("/flights/f1", async (_url, req) => {
      puts.push({ ifMatch: req.headers.get("if-match"), key: null, body: await req.json() });
      return json(503, { message: "Try again later" });
    });
    // 20 → 25 on the form (+5); the server has 18 now (2 sold): keeping it gives 23.
    const entry = await failedPatch({ seatsAvailable: 25 });
    const onClose = await openDialog(entry);
    expect(changeRowsShown()[0]).toEqual(["both", "Seats available", "Both", "20", "25", "18"]);
    expect(document.querySelector('[data-testid="conflict-counter"]')?.textContent).toContain("23");
    click(button("Keep mine")!);
    await until(() => onClose.mock.calls.length > 0);
    expect(puts).toEqual([{ ifMatch: "3", key: null, body: { seatsAvailable: 23 } }]);
    const [kept] = await db.outbox.toArray();
    expect(kept).toMatchObject({ method: "PATCH", body: { seatsAvailable: 23 }, base: { version: 3 } });
  });
});
