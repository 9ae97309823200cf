import { eq } from "drizzle-orm";
import { SignJWT } from "jose";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { activityLogs, users } from "../../server/db/schema.ts";
import { currentScryptN, hashPassword, passwordQueue } from "../../server/services/passwords.ts";
import { startServer, type TestServer, type TestUser } from "./helpers/server.ts";

let s: TestServer;
let admin: TestUser;

const registration = (email: string) => ({
  name: "Ayesha Khan",
  email,
  password: "Secret@123",
  mobileNumber: "+923001234567",
  address: "House 5, Street 9, F-7",
  city: "Islamabad",
  country: "Pakistan",
  company: "Khan Travels",
});

beforeAll(async () => {
  s = await startServer();
  admin = await s.user({ role: "admin", name: "Agency Admin" });
});
afterAll(() => s?.close());

async function logsFor(email: string) {
  return s.deps.db.select().from(activityLogs).where(eq(activityLogs.userEmail, email));
}

describe("register → pending → approve → login → block", () => {
  const email = "ayesha.flow@example.pk";
  let userId: string;

  it("registers an unapproved customer with no token, whatever role the body asks for", async () => {
    const res = await s.post("/api/auth/register", {
      ...registration(email),
      role: "admin",
      isApproved: true,
    });
    expect(res.status).toBe(201);
    expect(res.body.token).toBeNull();
    expect(res.body.requiresApproval).toBe(true);
    expect(res.body.user).toMatchObject({ email, role: "customer", isApproved: false, isBlocked: false });
    expect(res.body.user).not.toHaveProperty("password");
    expect(res.body.user).not.toHaveProperty("passwordHash");
    userId = res.body.user._id;
    const [row] = await s.deps.db.select().from(users).where(eq(users.id, userId));
    expect(row!.role).toBe("customer");
    // scrypt at the process's cost (the production N unless SCRYPT_N_FOR_TESTS lowers it).
    expect(row!.passwordHash).toMatch(new RegExp(`^scrypt\\$${currentScryptN}\\$8\\$1\\$`));
  });

  it("refuses a second account with the same e-mail, in any letter case", async () => {
    const res = await s.post("/api/auth/register", registration(email.toUpperCase()));
    expect(res.status).toBe(409);
    expect(res.body.message).toBe("An account with this email already exists");
  });

  it("refuses to sign in while pending, with a clear 403", async () => {
    const res = await s.post("/api/auth/login", { email, password: "Secret@123" });
    expect(res.status).toBe(403);
    expect(res.body.message).toMatch(/pending admin approval/);
  });

  it("signs in after an admin approves", async () => {
    const approve = await s.put(
      `/api/customers/${userId}/approval`,
      { isApproved: true },
      { token: admin.token },
    );
    expect(approve.status).toBe(200);
    expect(approve.body.customer.isApproved).toBe(true);
    const res = await s.post("/api/auth/login", { email: email.toUpperCase(), password: "Secret@123" });
    expect(res.status).toBe(200);
    expect(typeof res.body.token).toBe("string");
    expect(res.body.user).toMatchObject({ _id: userId, role: "customer" });
    const me = await s.get("/api/auth/me", { token: res.body.token });
    expect(me.status).toBe(200);
    expect(me.body.user.email).toBe(email);
  });

  it("blocking kills the token at once and refuses sign-in with a 403", async () => {
    const login = await s.post("/api/auth/login", { email, password: "Secret@123" });
    const token = login.body.token as string;
    expect((await s.get("/api/auth/me", { token })).status).toBe(200);
    const block = await s.put(`/api/customers/${userId}/status`, { isBlocked: true }, { token: admin.token });
    expect(block.status).toBe(200);
    expect(block.body.customer.isBlocked).toBe(true);
    expect((await s.get("/api/auth/me", { token })).status).toBe(401);
    const again = await s.post("/api/auth/login", { email, password: "Secret@123" });
    expect(again.status).toBe(403);
    expect(again.body.message).toMatch(/blocked/);
    const unblock = await s.put(
      `/api/customers/${userId}/status`,
      { isBlocked: false },
      { token: admin.token },
    );
    expect(unblock.body.customer.isBlocked).toBe(false);
    expect((await s.post("/api/auth/login", { email, password: "Secret@123" })).status).toBe(200);
  });

  it("logged every step", async () => {
    const actions = (await logsFor(email)).map((l) => `${l.action}:${l.status}`);
    expect(actions).toContain("register:success");
    expect(actions).toContain("login:error");
    expect(actions).toContain("login:success");
    const adminLogs = await s.deps.db.select().from(activityLogs).where(eq(activityLogs.resourceId, userId));
    const adminActions = adminLogs.map((l) => l.action);
    expect(adminActions).toEqual(expect.arrayContaining(["approve_user", "block_user", "unblock_user"]));
    const block = adminLogs.find((l) => l.action === "block_user")!;
    expect(block.userEmail).toBe(admin.email);
    expect(block.userRole).toBe("admin");
    expect(block.ipAddress).toMatch(/127\.0\.0\.1/);
    expect(block.metadata).toEqual({ before: { isBlocked: false }, after: { isBlocked: true } });
  });
});

describe("registration validation", () => {
  it("answers every rule with the spec's message", async () => {
    const cases: [Record<string, unknown>, string, string][] = [
      [{ name: "" }, "name", "Name is required"],
      [{ name: "x".repeat(51) }, "name", "Name cannot be more than 50 characters"],
      [{ email: "not-an-email" }, "email", "Please enter a valid email"],
      [{ password: "Ab!" }, "password", "Password must be at least 8 characters"],
      [{ password: "abcdefg!" }, "password", "Password must contain at least one uppercase letter"],
      [{ password: "Abcdefgh" }, "password", "Password must contain at least one special character"],
      [{ mobileNumber: "" }, "mobileNumber", "Mobile number is required"],
      [{ mobileNumber: "0300-1234567" }, "mobileNumber", "Please enter a valid mobile number"],
      [{ address: "" }, "address", "Address is required"],
      [{ address: "x".repeat(201) }, "address", "Address cannot be more than 200 characters"],
      [{ city: "" }, "city", "City is required"],
      [{ country: "x".repeat(51) }, "country", "Country cannot be more than 50 characters"],
      [{ company: "" }, "company", "Company/Business is required"],
      [{ company: "x".repeat(101) }, "company", "Company name cannot be more than 100 characters"],
    ];
    for (const [patch, field, message] of cases) {
      const res = await s.post("/api/auth/register", { ...registration("v@example.pk"), ...patch });
      expect(res.status, JSON.stringify(patch)).toBe(400);
      expect(res.body.errors[field], JSON.stringify(patch)).toBe(message);
      expect(res.body.message).toBe(message);
    }
  });

  it("reports a missing field with its own message", async () => {
    const { company: _c, ...rest } = registration("missing@example.pk");
    const res = await s.post("/api/auth/register", rest);
    expect(res.status).toBe(400);
    expect(res.body.errors).toEqual({ company: "Company/Business is required" });
  });

  it("checks login input", async () => {
    const a = await s.post("/api/auth/login", { email: "nope", password: "whatever" });
    expect(a.status).toBe(400);
    expect(a.body.message).toBe("Please enter a valid email");
    const b = await s.post("/api/auth/login", { email: "a@b.pk", password: "12345" });
    expect(b.status).toBe(400);
    expect(b.body.message).toBe("Password must be at least 6 characters");
  });
});

describe("sign-in answers", () => {
  it("gives the same 401 for a wrong password and an unknown e-mail", async () => {
    const u = await s.user();
    const wrong = await s.post("/api/auth/login", { email: u.email, password: "Wrong@12345" });
    const unknown = await s.post("/api/auth/login", { email: "nobody@example.pk", password: "Wrong@12345" });
    expect(wrong.status).toBe(401);
    expect(unknown.status).toBe(401);
    expect(wrong.body).toEqual({ message: "Invalid email or password" });
    expect(unknown.body).toEqual(wrong.body);
  });

  it("spends the same password work on an unknown e-mail as on a wrong password", async () => {
    const u = await s.user();
    // The dummy hash an unknown e-mail is checked against is made once per process.
    await s.post("/api/auth/login", { email: "ghost@example.pk", password: "Wrong@12345" });
    const work = async (email: string) => {
      const before = passwordQueue.stats.done;
      const res = await s.post("/api/auth/login", { email, password: "Wrong@12345" });
      expect(res.status).toBe(401);
      return passwordQueue.stats.done - before;
    };
    // One scrypt check each, at the cost new passwords are hashed with (the dummy is made by
    // hashPassword like any account's), so the answers take as long as each other. Timing them is
    // left to the password-abuse flood, which runs at the production cost.
    expect(await work(u.email)).toBe(1);
    expect(await work("nobody.else@example.pk")).toBe(1);
  });

  it("stores a password hashed below the current cost again at sign-in, keeping the sessions", async () => {
    const weak = await hashPassword("Legacy@12345", 256);
    const u = await s.user({ passwordHash: weak });
    const res = await s.post("/api/auth/login", { email: u.email, password: "Legacy@12345" });
    expect(res.status).toBe(200);
    const [row] = await s.deps.db.select().from(users).where(eq(users.id, u.id));
    expect(row!.passwordHash).not.toBe(weak);
    expect(row!.passwordHash.split("$")[1]).toBe(String(currentScryptN));
    // The same password still signs in, and the session from before is still good.
    expect((await s.post("/api/auth/login", { email: u.email, password: "Legacy@12345" })).status).toBe(200);
    expect((await s.get("/api/auth/me", { token: u.token })).status).toBe(200);
  });

  it("signs out, logging it", async () => {
    const u = await s.user();
    const res = await s.post("/api/auth/logout", undefined, { token: u.token });
    expect(res.status).toBe(200);
    const logs = await logsFor(u.email);
    expect(logs.some((l) => l.action === "logout")).toBe(true);
  });
});

describe("tokens", () => {
  it("refuses no token, a malformed one, alg none, another key and an expired one", async () => {
    const u = await s.user();
    expect((await s.get("/api/auth/me")).status).toBe(401);
    expect((await s.get("/api/auth/me", { token: "abc.def.ghi" })).status).toBe(401);
    const header = Buffer.from(JSON.stringify({ alg: "none", typ: "JWT" })).toString("base64url");
    const payload = Buffer.from(
      JSON.stringify({ sub: u.id, role: "admin", tv: 0, iss: "safar", aud: "safar-api", exp: 9999999999 }),
    ).toString("base64url");
    expect((await s.get("/api/auth/me", { token: `${header}.${payload}.` })).status).toBe(401);
    const otherKey = await new SignJWT({ role: "admin", tv: 0 })
      .setProtectedHeader({ alg: "HS256" })
      .setSubject(u.id)
      .setIssuer("safar")
      .setAudience("safar-api")
      .setExpirationTime("1h")
      .sign(new TextEncoder().encode("another-secret-another-secret-another"));
    expect((await s.get("/api/auth/me", { token: otherKey })).status).toBe(401);
    const expired = await new SignJWT({ role: "customer", tv: 0 })
      .setProtectedHeader({ alg: "HS256" })
      .setSubject(u.id)
      .setIssuer("safar")
      .setAudience("safar-api")
      .setIssuedAt(Math.floor(Date.now() / 1000) - 7200)
      .setExpirationTime(Math.floor(Date.now() / 1000) - 3600)
      .sign(s.deps.config.jwtSecret);
    const res = await s.get("/api/auth/me", { token: expired });
    expect(res.status).toBe(401);
    expect(res.body.message).toBeTruthy();
  });

  it("a password change kills older tokens and hands back a working one", async () => {
    const u = await s.user();
    const bad = await s.put(
      "/api/auth/change-password",
      { currentPassword: "Nope@12345", newPassword: "Another@123" },
      { token: u.token },
    );
    expect(bad.status).toBe(400);
    expect(bad.body.message).toBe("Current password is incorrect");
    const short = await s.put(
      "/api/auth/change-password",
      { currentPassword: u.password, newPassword: "short" },
      { token: u.token },
    );
    expect(short.status).toBe(400);
    expect(short.body.message).toBe("New password must be at least 8 characters");
    const ok = await s.put(
      "/api/auth/change-password",
      { currentPassword: u.password, newPassword: "Another@123" },
      { token: u.token },
    );
    expect(ok.status).toBe(200);
    expect((await s.get("/api/auth/me", { token: u.token })).status).toBe(401);
    expect((await s.get("/api/auth/me", { token: ok.body.token })).status).toBe(200);
    expect((await s.post("/api/auth/login", { email: u.email, password: "Another@123" })).status).toBe(200);
    expect((await s.post("/api/auth/login", { email: u.email, password: u.password })).status).toBe(401);
  });
});
