/**
 * Password abuse (docs/ARCHITECTURE.md §4.3, §4.4): a flood of wrong current passwords cannot slow
 * the rest of the API, ends in 429 and raises one alert; lockouts key on e-mail and address; one
 * password policy; a change of e-mail needs the current password; look-alike e-mails are refused;
 * a taken e-mail costs registration the same password work as a new one.
 */
import { and, eq } from "drizzle-orm";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { activityLogs, idempotencyKeys, users } from "../../server/db/schema.ts";
import { setTrustProxy } from "../../server/http/client-ip.ts";
import { passwordQueue, SCRYPT_PARAMS } from "../../server/services/passwords.ts";
import { createFlight } from "./helpers/fixtures.ts";
import { startServer, type TestServer, type TestUser } from "./helpers/server.ts";

let s: TestServer;
let admin: TestUser;

beforeAll(async () => {
  // Addresses come from X-Forwarded-For, so one test can be several callers. Five failures lock
  // (the alert's threshold; the default is 10): fewer password checks to pay for.
  s = await startServer({
    config: { trustProxy: true },
    limits: { loginPerEmail: { limit: 5, windowMs: 15 * 60_000 } },
  });
  admin = await s.user({ role: "admin" });
});
afterAll(async () => {
  setTrustProxy(false);
  await s?.close();
});

const from = (ip: string) => ({ headers: { "x-forwarded-for": ip } });
let n = 0;
const unique = () => `${Date.now().toString(36)}${(n++).toString(36)}`;

async function timed<T>(work: () => Promise<T>): Promise<[number, T]> {
  const started = performance.now();
  const out = await work();
  return [performance.now() - started, out];
}

const alertsFor = (email: string) =>
  s.deps.db
    .select()
    .from(activityLogs)
    .where(and(eq(activityLogs.action, "security_alert"), eq(activityLogs.userEmail, email)));

const profileOf = (u: TestUser, over: Record<string, unknown> = {}) => ({
  name: u.name,
  email: u.email,
  mobileNumber: u.mobileNumber,
  address: u.address,
  city: u.city,
  country: u.country,
  company: u.company,
  ...over,
});

describe("40 wrong current passwords sent at once by one customer", () => {
  it("leave the admin's flight list answering while their password work runs, end in 429 and raise one alert", async () => {
    // A list big enough to be compressed: compression shares libuv's threads with scrypt, so a
    // server whose password work took every thread would hold the list until the flood ended.
    await Promise.all(
      Array.from({ length: 40 }, (_, i) => createFlight(s, admin.token, { flightNumber: `PK ${100 + i}` })),
    );
    const flights = () =>
      s.get("/api/flights", { token: admin.token, headers: { "accept-encoding": "br, gzip" } });
    await flights();

    // Passwords at the production cost: the suite's cheaper test cost would end the flood at once.
    const victim = await s.user({ scryptN: SCRYPT_PARAMS.N });
    const flood = Promise.all(
      Array.from({ length: 40 }, () =>
        s.put(
          "/api/auth/change-password",
          { currentPassword: "Wrong@12345", newPassword: "Fresh@12345" },
          { token: victim.token },
        ),
      ),
    );
    // Asked once password work is under way (each turn of the loop lets the requests in). What is
    // asserted is the order, not a time: the list answers before the password work is over (a
    // time beside a quiet server's would depend on what else the shared machine runs).
    while (passwordQueue.stats.running === 0) await new Promise((r) => setImmediate(r));
    const [ms, list] = await timed(flights);
    const busyWhenAnswered = passwordQueue.stats.running > 0 || passwordQueue.stats.waiting > 0;
    expect(list.status).toBe(200);
    expect(busyWhenAnswered, `the list took ${Math.round(ms)} ms`).toBe(true);
    const answers = await flood;
    const statuses = answers.map((a) => a.status).sort();
    expect(statuses).toEqual([...Array(5).fill(400), ...Array(35).fill(429)]);
    for (const a of answers.filter((x) => x.status === 429)) {
      expect(Number(a.headers.get("retry-after"))).toBeGreaterThan(0);
      expect(a.body.message).toBe("Too many wrong passwords. Please try again later.");
    }
    const alerts = await alertsFor(victim.email);
    expect(alerts).toHaveLength(1);
    expect(alerts[0]!.details).toMatch(/wrong passwords for .* within 15 minutes \(password change: \d+\)/);

    // Refused now without any scrypt, even with the right password.
    const done = passwordQueue.stats.done;
    const right = await s.put(
      "/api/auth/change-password",
      { currentPassword: victim.password, newPassword: "Fresh@12345" },
      { token: victim.token },
    );
    expect(right.status).toBe(429);
    expect(passwordQueue.stats.done).toBe(done);
    // The counters are shared with sign-in from the same address; another address still signs in.
    const here = await s.post("/api/auth/login", { email: victim.email, password: victim.password });
    expect(here.status).toBe(429);
    const elsewhere = await s.post(
      "/api/auth/login",
      { email: victim.email, password: victim.password },
      from("198.51.100.20"),
    );
    expect(elsewhere.status).toBe(200);
  }, 120_000);
});

describe("sign-in lockout", () => {
  it("keys on e-mail and address: a stranger elsewhere cannot lock the owner out", async () => {
    const u = await s.user();
    const stranger = from("203.0.113.66");
    const wrong = await Promise.all(
      Array.from({ length: 5 }, () =>
        s.post("/api/auth/login", { email: u.email, password: "Wrong@12345" }, stranger),
      ),
    );
    expect(wrong.map((a) => a.status)).toEqual(Array(5).fill(401));
    const locked = await s.post("/api/auth/login", { email: u.email, password: u.password }, stranger);
    expect(locked.status).toBe(429);
    expect(Number(locked.headers.get("retry-after"))).toBeGreaterThan(0);
    const owner = await s.post(
      "/api/auth/login",
      { email: u.email, password: u.password },
      from("198.51.100.7"),
    );
    expect(owner.status).toBe(200);

    // An admin's reset forgets the failures: the new password works from that address at once.
    const reset = await s.put(
      `/api/customers/${u.id}/password`,
      { newPassword: "Reset@2026" },
      {
        token: admin.token,
      },
    );
    expect(reset.status).toBe(200);
    expect(
      (await s.post("/api/auth/login", { email: u.email, password: "Reset@2026" }, stranger)).status,
    ).toBe(200);
  }, 120_000);
});

describe("one password policy wherever a password is set", () => {
  it("refuses 'password' as a new password of one's own, by an admin's reset or a new account", async () => {
    const u = await s.user();
    const own = await s.put(
      "/api/auth/change-password",
      { currentPassword: u.password, newPassword: "password" },
      { token: u.token },
    );
    expect(own.status).toBe(400);
    expect(own.body.errors).toEqual({ newPassword: "Password must contain at least one uppercase letter" });
    const reset = await s.put(
      `/api/customers/${u.id}/password`,
      { newPassword: "password" },
      {
        token: admin.token,
      },
    );
    expect(reset.status).toBe(400);
    expect(reset.body.errors.newPassword).toBe("Password must contain at least one uppercase letter");
    const created = await s.post(
      "/api/customers",
      { name: "Weak", email: `weak.${unique()}@example.pk`, password: "Password1" },
      { token: admin.token },
    );
    expect(created.status).toBe(400);
    expect(created.body.errors.password).toBe("Password must contain at least one special character");
  });
});

describe("changing the sign-in e-mail", () => {
  it("needs the current password: missing or wrong is a 400 naming it, and a wrong one is logged", async () => {
    const u = await s.user();
    const next = `moved.${unique()}@example.pk`;
    const missing = await s.put("/api/profile", profileOf(u, { email: next }), { token: u.token });
    expect(missing.status).toBe(400);
    expect(missing.body.errors).toEqual({
      currentPassword: "Enter your current password to change your email",
    });
    const wrong = await s.put("/api/profile", profileOf(u, { email: next, currentPassword: "Wrong@12345" }), {
      token: u.token,
    });
    expect(wrong.status).toBe(400);
    expect(wrong.body.errors).toEqual({ currentPassword: "Current password is incorrect" });
    const [logged] = await s.deps.db
      .select()
      .from(activityLogs)
      .where(and(eq(activityLogs.action, "update_profile"), eq(activityLogs.userId, u.id)));
    expect(logged).toMatchObject({ status: "error", metadata: { reason: "wrong_password" } });

    // Other fields need no password.
    const city = await s.put("/api/profile", profileOf(u, { city: "Multan" }), { token: u.token });
    expect(city.status).toBe(200);
    const key = `email-change-${unique()}`;
    const moved = await s.put(
      "/api/profile",
      profileOf(u, { city: "Multan", email: next.toUpperCase(), currentPassword: u.password }),
      { token: u.token, headers: { "idempotency-key": key } },
    );
    expect(moved.status).toBe(200);
    expect(moved.body.user.email).toBe(next);
    // No record (with its fast hash of a body holding the password) is kept under the key.
    expect(await s.deps.db.select().from(idempotencyKeys).where(eq(idempotencyKeys.key, key))).toEqual([]);
    expect((await s.post("/api/auth/login", { email: next, password: u.password })).status).toBe(200);
  });
});

describe("e-mail addresses", () => {
  const LOOK_ALIKE = "\u0430dmin@safar.pk"; // a Cyrillic 'а' before "dmin"
  const MIXED = "Use an email address that does not mix alphabets (e.g. Latin with Cyrillic letters)";

  it("refuses a look-alike mixing Cyrillic and Latin at registration and in the profile", async () => {
    const reg = await s.post("/api/auth/register", {
      name: "Look Alike",
      email: LOOK_ALIKE,
      password: "Secret@123",
      mobileNumber: "+923001234567",
      address: "1 Road",
      city: "Lahore",
      country: "Pakistan",
      company: "X",
    });
    expect(reg.status).toBe(400);
    expect(reg.body.errors).toEqual({ email: MIXED });
    const u = await s.user();
    const prof = await s.put(
      "/api/profile",
      profileOf(u, { email: LOOK_ALIKE, currentPassword: u.password }),
      { token: u.token },
    );
    expect(prof.status).toBe(400);
    expect(prof.body.errors).toEqual({ email: MIXED });
  });

  it("registration spends the same password work on a taken e-mail as on a new one", async () => {
    const tag = unique();
    const body = (email: string) => ({
      name: "Noor Fatima",
      email,
      password: "Secret@123",
      mobileNumber: "+923001234567",
      address: "1 Road",
      city: "Lahore",
      country: "Pakistan",
      company: "Noor Tours",
    });
    // Full-width letters are stored in their plain form (NFKC), lower-case.
    const before = passwordQueue.stats.done;
    const created = await s.post("/api/auth/register", body(`ＮＯＯＲ.${tag}@example.pk`));
    expect(created.status).toBe(201);
    expect(created.body.user.email).toBe(`noor.${tag}@example.pk`);
    const afterNew = passwordQueue.stats.done;
    expect(afterNew - before).toBe(1);

    // The same count of scrypt derivations at the same cost (the time they take is not compared: at
    // the suite's test cost it is lost in the noise of a shared machine).
    const dup = await s.post("/api/auth/register", body(`noor.${tag}@example.pk`));
    expect(dup.status).toBe(409);
    expect(dup.body.message).toBe("An account with this email already exists");
    expect(passwordQueue.stats.done - afterNew).toBe(1);
    const rows = await s.deps.db
      .select()
      .from(users)
      .where(eq(users.email, `noor.${tag}@example.pk`));
    expect(rows).toHaveLength(1);
  });
});
