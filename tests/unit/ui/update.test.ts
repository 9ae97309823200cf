/**
 * Taking a new version (src/update/update.ts) with the unsaved-work registry (unsaved-work.ts): the
 * reload waits while work is held, happens once, and a missing file of the build reloads once
 * within the loop-guard window, never twice.
 */
import { afterEach, beforeEach, describe, expect, it, vi } from "vitest";

type Update = typeof import("../../../src/update/update.ts");
type Unsaved = typeof import("../../../src/update/unsaved-work.ts");

let update: Update;
let unsaved: Unsaved;
let reload: ReturnType<typeof vi.fn>;
let storage: Map<string, string>;

/** A fresh page: new module state, a window whose reload is counted, an empty sessionStorage. */
beforeEach(async () => {
  vi.resetModules();
  vi.useFakeTimers();
  reload = vi.fn();
  storage = new Map();
  vi.stubGlobal("window", { location: { reload }, addEventListener: vi.fn() });
  vi.stubGlobal("sessionStorage", {
    getItem: (k: string) => storage.get(k) ?? null,
    setItem: (k: string, v: string) => void storage.set(k, String(v)),
  });
  unsaved = await import("../../../src/update/unsaved-work.ts");
  update = await import("../../../src/update/update.ts");
});

afterEach(() => {
  vi.useRealTimers();
  vi.unstubAllGlobals();
});

/** Lets the registry's queued notification run. */
const settled = () => Promise.resolve().then(() => undefined);

function waitingWorker() {
  return { state: "installed", postMessage: vi.fn() } as unknown as ServiceWorker & {
    postMessage: ReturnType<typeof vi.fn>;
  };
}

describe("the unsaved-work registry", () => {
  it("counts holds; a release is idempotent; listeners hear once per change burst", async () => {
    const heard = vi.fn();
    unsaved.subscribeUnsavedWork(heard);
    const a = unsaved.holdUpdate("form");
    const b = unsaved.holdUpdate("dialog");
    expect(unsaved.hasUnsavedWork()).toBe(true);
    expect(unsaved.unsavedWorkReasons().sort()).toEqual(["dialog", "form"]);
    a();
    a();
    expect(unsaved.unsavedWorkReasons()).toEqual(["dialog"]);
    await settled();
    expect(heard).toHaveBeenCalledTimes(1);
    b();
    expect(unsaved.hasUnsavedWork()).toBe(false);
  });
});

describe("a new version", () => {
  it("waiting, with nothing held: the worker is told to take over, and the page reloads once it has", () => {
    const sw = waitingWorker();
    update.newVersionWaiting(sw);
    expect(sw.postMessage).toHaveBeenCalledWith({ type: "SKIP_WAITING" });
    expect(reload).not.toHaveBeenCalled();
    update.newVersionControlling();
    update.newVersionControlling();
    vi.runAllTimers();
    expect(reload).toHaveBeenCalledTimes(1);
  });

  it("waiting while a form is edited: the banner shows, and the worker takes over once the form is done", async () => {
    const release = unsaved.holdUpdate("form");
    const sw = waitingWorker();
    update.newVersionWaiting(sw);
    expect(update.updateStatus()).toBe("ready");
    expect(sw.postMessage).not.toHaveBeenCalled();
    release();
    await settled();
    expect(sw.postMessage).toHaveBeenCalledWith({ type: "SKIP_WAITING" });
  });

  it("taken over (another tab let it) while a write runs: no reload until the write ends", async () => {
    const release = unsaved.holdUpdate("write");
    update.newVersionControlling();
    expect(update.updateStatus()).toBe("ready");
    expect(reload).not.toHaveBeenCalled();
    // A hold that comes and goes in the same moment as another is taken does not free the page.
    const next = unsaved.holdUpdate("dialog");
    release();
    await settled();
    expect(reload).not.toHaveBeenCalled();
    next();
    await settled();
    expect(reload).toHaveBeenCalledTimes(1);
  });

  it("the banner's Reload takes it at once, work held or not", () => {
    unsaved.holdUpdate("form");
    const sw = waitingWorker();
    update.newVersionWaiting(sw);
    update.reloadNow();
    expect(sw.postMessage).toHaveBeenCalledWith({ type: "SKIP_WAITING" });
    update.newVersionControlling();
    expect(reload).toHaveBeenCalledTimes(1);
  });

  it("a worker that ignores SKIP_WAITING still ends in a reload (a fallback timer)", () => {
    update.newVersionWaiting(waitingWorker());
    expect(reload).not.toHaveBeenCalled();
    vi.runAllTimers();
    expect(reload).toHaveBeenCalledTimes(1);
  });
});

describe("a missing file of the build", () => {
  it("reloads once; failing again within the window shows the error instead of reloading", async () => {
    const t0 = 1_000_000;
    expect(update.missingBuildFile(t0)).toBe("reload");
    expect(reload).toHaveBeenCalledTimes(1);
    expect(storage.get(update.MISSING_FILE_MARKER)).toBeDefined();

    // The reloaded page (fresh module state, the same sessionStorage) fails again at once.
    vi.resetModules();
    update = await import("../../../src/update/update.ts");
    const at = Number(storage.get(update.MISSING_FILE_MARKER));
    expect(update.missingBuildFile(at + 1000)).toBe("failed");
    expect(update.updateStatus()).toBe("failed");
    expect(reload).toHaveBeenCalledTimes(1);
    // Much later (another deploy), a missing file reloads again.
    expect(update.missingBuildFile(at + update.MISSING_FILE_WINDOW_MS + 1)).toBe("reload");
    expect(reload).toHaveBeenCalledTimes(2);
  });

  it("with a form edited: no silent reload; the banner explains, and the reload follows the form", async () => {
    const release = unsaved.holdUpdate("form");
    expect(update.missingBuildFile()).toBe("held");
    expect(update.updateStatus()).toBe("stale");
    expect(reload).not.toHaveBeenCalled();
    release();
    await settled();
    expect(reload).toHaveBeenCalledTimes(1);
    expect(storage.get(update.MISSING_FILE_MARKER)).toBeDefined();
  });
});

describe("a failed import while work is held: gone, or only out of reach", () => {
  const error = new TypeError(
    "Failed to fetch dynamically imported module: http://localhost:8080/assets/booking-modal-x1.js",
  );
  const answering = (status: number) => vi.fn(async () => new Response(null, { status }));

  it("asks the server with one HEAD request for the file the error names", async () => {
    const fetchFile = answering(404);
    expect(await update.buildFileGone(error, fetchFile as unknown as typeof fetch)).toBe(true);
    expect(fetchFile).toHaveBeenCalledWith("http://localhost:8080/assets/booking-modal-x1.js", {
      method: "HEAD",
      cache: "no-store",
    });
    expect(await update.buildFileGone(error, answering(410) as unknown as typeof fetch)).toBe(true);
  });

  it("a file the server still has, a 503 or no connection is not a new version", async () => {
    expect(await update.buildFileGone(error, answering(200) as unknown as typeof fetch)).toBe(false);
    expect(await update.buildFileGone(error, answering(503) as unknown as typeof fetch)).toBe(false);
    const offline = vi.fn(async () => {
      throw new TypeError("Failed to fetch");
    });
    expect(await update.buildFileGone(error, offline as unknown as typeof fetch)).toBe(false);
  });

  it("an error that names no file counts as gone (the page takes the new build, as before)", async () => {
    const fetchFile = answering(200);
    expect(await update.buildFileGone(new Error("boom"), fetchFile as unknown as typeof fetch)).toBe(true);
    expect(fetchFile).not.toHaveBeenCalled();
  });
});
