// @vitest-environment happy-dom
import "fake-indexeddb/auto";
import { afterEach, beforeEach, describe, expect, it, vi } from "vitest";
import { customer, stubApi, waitFor } from "./fake-api.ts";

// start.ts asks for persistent storage once per page load (a module-level promise): each test
// loads the session, the mirror and start.ts afresh.
async function load() {
  vi.resetModules();
  const session = await import("../../../src/api/session.ts");
  const client = await import("../../../src/api/client.ts");
  const schema = await import("../../../src/db/schema.ts");
  const sync = await import("../../../src/db/sync.ts");
  const start = await import("../../../src/db/start.ts");
  session.resetSessionForTests();
  sync.resetSyncForTests();
  client.setUnauthorizedHandler(() => {});
  await schema.resetDb();
  return { ...session, ...sync, ...start };
}

type Loaded = Awaited<ReturnType<typeof load>>;
let m: Loaded | null = null;
let stop: (() => void) | null = null;

/** navigator.storage with a persist() spy (or without persist: an older browser). */
function stubStorage(persist: (() => Promise<boolean>) | undefined): void {
  Object.defineProperty(navigator, "storage", {
    value: persist ? { persist, persisted: async () => false } : {},
    configurable: true,
  });
}

beforeEach(() => {
  localStorage.clear();
  stubApi();
});

afterEach(async () => {
  stop?.();
  stop = null;
  await m?.mirrorSettled();
  m = null;
  Reflect.deleteProperty(navigator, "storage");
  vi.unstubAllGlobals();
});

const synced = () => waitFor(async () => (await m!.readSyncState("flights")).lastSyncedAt !== null);

describe("starting the mirror asks for persistent storage", () => {
  it("calls navigator.storage.persist once when sync starts", async () => {
    const persist = vi.fn(async () => true);
    stubStorage(persist);
    m = await load();
    m.signIn("tok-1", customer);
    stop = m.startMirror();
    await synced();
    await m.mirrorSettled();
    expect(persist).toHaveBeenCalledTimes(1);
    await expect(m.requestPersistentStorage()).resolves.toBe(true);
  });

  it("never again in the same page: a new token, a sign-out and sign-in, a restart", async () => {
    const persist = vi.fn(async () => true);
    stubStorage(persist);
    m = await load();
    stop = m.startMirror();
    await m.mirrorSettled();
    m.signIn("tok-1", customer);
    await synced();
    await m.mirrorSettled();
    expect(persist).toHaveBeenCalledTimes(1);

    m.setToken("tok-2");
    await m.mirrorSettled();
    await m.clearSession();
    await m.mirrorSettled();
    m.signIn("tok-3", customer);
    await m.mirrorSettled();
    stop();
    stop = m.startMirror();
    expect(m.startMirror()).toBe(stop);
    await m.mirrorSettled();
    expect(persist).toHaveBeenCalledTimes(1);
  });

  it("does not ask while signed out", async () => {
    const persist = vi.fn(async () => true);
    stubStorage(persist);
    m = await load();
    stop = m.startMirror();
    await m.mirrorSettled();
    expect(persist).not.toHaveBeenCalled();
  });

  it("a browser without persist() or one that refuses it does not stop the mirror", async () => {
    stubStorage(undefined);
    m = await load();
    m.signIn("tok", customer);
    stop = m.startMirror();
    await synced();
    await expect(m.requestPersistentStorage()).resolves.toBe(false);

    stop();
    await m.mirrorSettled();
    const persist = vi.fn(async () => Promise.reject(new Error("denied")));
    stubStorage(persist);
    m = await load();
    m.signIn("tok", customer);
    stop = m.startMirror();
    await synced();
    expect(persist).toHaveBeenCalledTimes(1);
    await expect(m.requestPersistentStorage()).resolves.toBe(false);
  });
});
