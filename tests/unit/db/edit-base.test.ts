// @vitest-environment happy-dom
/**
 * An admin edit queued offline keeps, on its outbox entry, the record it started from (`base`), next
 * to its body of only the changed fields: the conflict dialog needs both after a 412.
 */
import "fake-indexeddb/auto";
import { afterEach, beforeEach, expect, it, vi } from "vitest";
import { setUnauthorizedHandler } from "../../../src/api/client.ts";
import { resetSessionForTests, signIn } from "../../../src/api/session.ts";
import { resetOutboxForTests } from "../../../src/db/outbox.ts";
import { db, resetDb } from "../../../src/db/schema.ts";
import { resetSyncForTests } from "../../../src/db/sync.ts";
import { saveFlight } from "../../../src/features/admin-flights/data.ts";
import { savePackage } from "../../../src/features/admin-packages/data.ts";
import { admin, row } from "./fake-api.ts";

beforeEach(async () => {
  localStorage.clear();
  resetSessionForTests();
  resetSyncForTests();
  resetOutboxForTests();
  setUnauthorizedHandler(() => {});
  vi.spyOn(navigator, "onLine", "get").mockImplementation(() => false);
  await resetDb();
  signIn("tok", admin);
});

afterEach(() => {
  resetOutboxForTests();
  resetSyncForTests();
  vi.restoreAllMocks();
});

it("a queued flight edit is a PATCH of the changed fields, with its version and its base", async () => {
  const base = row("f1", "2026-01-01T00:00:00.000Z", {
    version: 4,
    flightNumber: "PK 741",
    departure: "LHE",
    destination: "JED",
    price: 70000,
  });
  const out = await saveFlight({ price: 72000 }, { id: "f1", base: base as never });
  expect(out.ok).toBe(false);
  const [entry] = await db.outbox.toArray();
  expect(entry).toMatchObject({
    method: "PATCH",
    path: "/flights/f1",
    body: { price: 72000 },
    ifMatch: "4",
    base: { _id: "f1", version: 4, price: 70000 },
    label: "Edit flight PK 741 LHE → JED",
  });
});

it("a queued package edit likewise; an edit that changes nothing is not sent at all", async () => {
  const base = row("p1", "2026-01-01T00:00:00.000Z", { version: 2, name: "Umrah 15", price: 1 });
  await savePackage({ price: 2 }, { id: "p1", version: 2, base: base as never });
  expect(await db.outbox.toArray()).toMatchObject([
    {
      method: "PATCH",
      body: { price: 2 },
      ifMatch: "2",
      base: { version: 2 },
      label: "Edit package Umrah 15",
    },
  ]);
  const nothing = await savePackage({}, { id: "p1", version: 2, base: base as never });
  expect(nothing.ok).toBe(true);
  expect(await db.outbox.count()).toBe(1);
  // Other writes keep no base.
  await saveFlight({ airlineName: "Air Blue" } as never, null);
  expect((await db.outbox.toArray())[1]).not.toHaveProperty("base");
});
