// @vitest-environment happy-dom
import { afterEach, beforeEach, describe, expect, it, vi } from "vitest";
import { makeClient, retryDelay, setUnauthorizedHandler } from "../../../src/api/client.ts";
import {
  getSession,
  resetSessionForTests,
  restoreSession,
  signedOutNotice,
  signIn,
  subscribeSession,
} from "../../../src/api/session.ts";
import { deviceName, IDLE_MESSAGE, SESSION_ENDED_MESSAGE } from "../../../src/domain/sessions.ts";

const user = {
  _id: "5f0c7b1e-0000-4000-8000-000000000001",
  name: "Ayesha Siddiqui",
  email: "ayesha@safar.pk",
  role: "customer" as const,
  mobileNumber: "+923001234567",
  address: "1 Mall Road",
  city: "Lahore",
  country: "Pakistan",
  company: "Siddiqui Travels",
  profileImage: null,
  isApproved: true,
  isBlocked: false,
  createdAt: "2026-01-01T00:00:00.000Z",
  updatedAt: "2026-01-01T00:00:00.000Z",
  version: 1,
};

const json = (status: number, body: unknown, headers: Record<string, string> = {}) =>
  new Response(JSON.stringify(body), { status, headers: { "content-type": "application/json", ...headers } });

beforeEach(() => {
  localStorage.clear();
  resetSessionForTests();
});
afterEach(() => {
  vi.useRealTimers();
});

describe("retry delays", () => {
  it("are 400, 800, 1600 ms and never above 2000 ms", () => {
    expect([1, 2, 3, 4, 5].map(retryDelay)).toEqual([400, 800, 1600, 2000, 2000]);
  });
});

describe("the API client", () => {
  it("sends the stored token as a bearer header, read at send time", async () => {
    const seen: (string | null)[] = [];
    const client = makeClient(async (req) => {
      seen.push(req.headers.get("authorization"));
      return json(200, { flights: [] });
    });
    await client.GET("/flights");
    signIn("tok-1", user);
    await client.GET("/flights");
    localStorage.setItem("token", "tok-2");
    signIn("tok-2", user);
    await client.GET("/flights");
    expect(seen).toEqual([null, "Bearer tok-1", "Bearer tok-2"]);
  });

  it("a 401 clears the token and the user and goes to /login", async () => {
    signIn("tok", user);
    const onUnauthorized = vi.fn();
    setUnauthorizedHandler(onUnauthorized);
    const client = makeClient(async () =>
      json(401, { message: "Your session has expired, please sign in again" }),
    );
    const { error, response } = await client.GET("/bookings/me");
    expect(response.status).toBe(401);
    expect(error).toMatchObject({ message: expect.stringMatching(/expired/) });
    expect(localStorage.getItem("token")).toBeNull();
    expect(localStorage.getItem("user")).toBeNull();
    expect(getSession().status).toBe("signed-out");
    expect(onUnauthorized).toHaveBeenCalledTimes(1);
  });

  it("a 401 leaves why for the sign-in screen (the idle timeout's words, else 'ended'), until the next sign-in", async () => {
    signIn("tok", user);
    setUnauthorizedHandler(() => {});
    await makeClient(async () =>
      json(401, { message: "Your session has expired, please sign in again" }),
    ).GET("/auth/me");
    expect(signedOutNotice()).toBe(SESSION_ENDED_MESSAGE);
    signIn("tok", user);
    await makeClient(async () => json(401, { message: IDLE_MESSAGE })).GET("/auth/me");
    expect(getSession().status).toBe("signed-out");
    expect(signedOutNotice()).toBe(IDLE_MESSAGE);
    signIn("tok2", user);
    expect(signedOutNotice()).toBeNull();
  });

  it("a wrong password on the sign-in form is not a lost session", async () => {
    const onUnauthorized = vi.fn();
    setUnauthorizedHandler(onUnauthorized);
    const client = makeClient(async () => json(401, { message: "Invalid email or password" }));
    const { error } = await client.POST("/auth/login", { body: { email: "a@b.pk", password: "wrong123" } });
    expect(error?.message).toBe("Invalid email or password");
    expect(onUnauthorized).not.toHaveBeenCalled();
  });

  it("retries a 429 three times after 400, 800 and 1600 ms, then gives the answer", async () => {
    vi.useFakeTimers();
    const times: number[] = [];
    const client = makeClient(async () => {
      times.push(Date.now());
      return json(429, { message: "Too many requests" }, { "retry-after": "1" });
    });
    const start = Date.now();
    const pending = client.GET("/flights");
    await vi.advanceTimersByTimeAsync(400 + 800 + 1600 + 10);
    const { response } = await pending;
    expect(response.status).toBe(429);
    expect(times.map((t) => t - start)).toEqual([0, 400, 1200, 2800]);
  });

  it("stops retrying as soon as an answer is not 429, re-sending the same body", async () => {
    vi.useFakeTimers();
    const bodies: string[] = [];
    let n = 0;
    const client = makeClient(async (req) => {
      bodies.push(await req.text());
      n++;
      return n < 3 ? json(429, { message: "slow down" }) : json(200, { token: "t", user });
    });
    const pending = client.POST("/auth/login", { body: { email: "a@b.pk", password: "secret1" } });
    await vi.advanceTimersByTimeAsync(400 + 800 + 10);
    const { data } = await pending;
    expect(data?.token).toBe("t");
    expect(bodies).toHaveLength(3);
    expect(new Set(bodies).size).toBe(1);
    expect(JSON.parse(bodies[0]!)).toEqual({ email: "a@b.pk", password: "secret1" });
  });

  it("can be cancelled, also while waiting to retry", async () => {
    vi.useFakeTimers();
    const fetcher = vi.fn(async () => json(429, { message: "slow down" }));
    const client = makeClient(fetcher);
    const controller = new AbortController();
    const pending = client.GET("/flights", { signal: controller.signal });
    await vi.advanceTimersByTimeAsync(100);
    controller.abort();
    await expect(pending).rejects.toMatchObject({ name: "AbortError" });
    await vi.advanceTimersByTimeAsync(5000);
    expect(fetcher).toHaveBeenCalledTimes(1);
  });
});

describe("session restore", () => {
  it("shows the stored user at once and refreshes it from the server", async () => {
    localStorage.setItem("token", "tok");
    localStorage.setItem("user", JSON.stringify(user));
    const fresh = { ...user, name: "Ayesha S." };
    let answer: (u: typeof fresh) => void = () => {};
    await restoreSession(() => new Promise((resolve) => (answer = resolve)));
    expect(getSession()).toMatchObject({
      status: "signed-in",
      token: "tok",
      user: { name: "Ayesha Siddiqui" },
    });
    answer(fresh);
    await vi.waitFor(() => expect(getSession().user?.name).toBe("Ayesha S."));
    expect(JSON.parse(localStorage.getItem("user")!).name).toBe("Ayesha S.");
  });

  it("a refresh that brings the same account back re-renders nothing", async () => {
    localStorage.setItem("token", "tok");
    localStorage.setItem("user", JSON.stringify(user));
    let answer: (u: typeof user) => void = () => {};
    await restoreSession(() => new Promise((resolve) => (answer = resolve)));
    const shown = getSession();
    const heard = vi.fn();
    const stop = subscribeSession(heard);
    answer({ ...user });
    await new Promise((resolve) => setTimeout(resolve, 0));
    expect(heard).not.toHaveBeenCalled();
    expect(getSession()).toBe(shown);
    stop();
  });

  it("keeps the stored user when the server cannot be reached (offline start)", async () => {
    localStorage.setItem("token", "tok");
    localStorage.setItem("user", JSON.stringify(user));
    await restoreSession(async () => "offline");
    expect(getSession().status).toBe("signed-in");
  });

  it("with a token but no stored user, waits for the server and signs out on refusal", async () => {
    localStorage.setItem("token", "tok");
    await restoreSession(async () => null);
    expect(getSession().status).toBe("signed-out");
    expect(localStorage.getItem("token")).toBeNull();
  });

  it("is signed out without a token, and ignores a corrupt stored user", async () => {
    localStorage.setItem("user", "{not json");
    await restoreSession(async () => user);
    expect(getSession()).toEqual({ status: "signed-out", token: null, user: null });
  });
});

describe("a session's device in plain words", () => {
  it("names the browser and the system, never the versions", () => {
    const cases: [string, string][] = [
      [
        "Mozilla/5.0 (Windows NT 10.0; Win64; x64) AppleWebKit/537.36 (KHTML, like Gecko) Chrome/142.0.0.0 Safari/537.36",
        "Chrome on Windows",
      ],
      [
        "Mozilla/5.0 (Windows NT 10.0; Win64; x64) AppleWebKit/537.36 (KHTML, like Gecko) Chrome/142.0.0.0 Safari/537.36 Edg/142.0.0.0",
        "Edge on Windows",
      ],
      [
        "Mozilla/5.0 (iPhone; CPU iPhone OS 18_5 like Mac OS X) AppleWebKit/605.1.15 (KHTML, like Gecko) Version/18.5 Mobile/15E148 Safari/604.1",
        "Safari on iPhone",
      ],
      [
        "Mozilla/5.0 (Linux; Android 14; SM-S918B) AppleWebKit/537.36 (KHTML, like Gecko) SamsungBrowser/27.0 Chrome/125.0.0.0 Mobile Safari/537.36",
        "Samsung Internet on Android",
      ],
      [
        "Mozilla/5.0 (Macintosh; Intel Mac OS X 14.5; rv:133.0) Gecko/20100101 Firefox/133.0",
        "Firefox on macOS",
      ],
      ["curl/8.5.0", "curl"],
      ["", "Unknown device"],
      ["something else", "Unknown device"],
    ];
    for (const [ua, name] of cases) expect(deviceName(ua), ua).toBe(name);
  });
});
