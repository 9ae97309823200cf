/**
 * E-mail (docs/ARCHITECTURE.md §13.4) through an SMTP server of the test's own on 127.0.0.1
 * (smtp-server): an approval arrives as plain text and HTML with the booking's facts, every value
 * escaped in the HTML; while the mail server is down the mail waits in the outbox and is sent once
 * it is back, exactly once, and several senders draining at once send each mail once.
 */
import { createServer as listenOnce } from "node:net";
import { and, eq, isNull } from "drizzle-orm";
import { SMTPServer } from "smtp-server";
import { afterAll, beforeAll, describe, expect, it, vi } from "vitest";
import { mailOutbox } from "../../server/db/schema.ts";
import { appUrlConfig } from "../../server/notify-config.ts";
import { startDelivery } from "../../server/services/delivery.ts";
import { drainMail, mailer } from "../../server/services/mail-delivery.ts";
import { noticeMail, withAppLink } from "../../server/services/notice-mail.ts";
import { deliveryOf, notify } from "../../server/services/notify.ts";
import { createFlight, passengers } from "./helpers/fixtures.ts";
import { until } from "./helpers/poll.ts";
import { startServer, type TestServer, type TestUser } from "./helpers/server.ts";

type Mail = { to: string[]; raw: string };
const inbox: Mail[] = [];
let smtp: SMTPServer | undefined;
let port = 0;
let s: TestServer;
let stop: () => Promise<void>;
let admin: TestUser;
let flightId: string;

/** Starts the test's mail server on `port` (0: any free one), keeping every message in `inbox`. */
async function startSmtp(): Promise<void> {
  const server = new SMTPServer({
    authOptional: true,
    disabledCommands: ["STARTTLS", "AUTH"],
    logger: false,
    onData(stream, session, done) {
      const chunks: Buffer[] = [];
      stream.on("data", (c: Buffer) => chunks.push(c));
      stream.on("end", () => {
        inbox.push({
          to: session.envelope.rcptTo.map((r) => r.address),
          raw: Buffer.concat(chunks).toString("utf8"),
        });
        done();
      });
    },
  });
  await new Promise<void>((resolve) => server.listen(port, "127.0.0.1", () => resolve()));
  port = (server.server.address() as { port: number }).port;
  smtp = server;
}

async function stopSmtp(): Promise<void> {
  await new Promise<void>((resolve) => smtp!.close(() => resolve()));
  smtp = undefined;
}

/** A message's text with its quoted-printable soft breaks and escapes undone. */
const readable = (raw: string) =>
  Buffer.from(
    raw
      .replace(/=\r?\n/g, "")
      .replace(/=([0-9A-F]{2})/g, (_, h: string) => String.fromCharCode(Number.parseInt(h, 16))),
    "latin1",
  ).toString("utf8");

beforeAll(async () => {
  // A free port, for a mail server that comes and goes.
  const probe = listenOnce();
  await new Promise<void>((r) => probe.listen(0, "127.0.0.1", () => r()));
  port = (probe.address() as { port: number }).port;
  await new Promise<void>((r) => probe.close(() => r()));
  await startSmtp();
  s = await startServer({
    config: {
      mail: { url: `smtp://127.0.0.1:${port}`, from: "Safar <bookings@example.pk>" },
      appUrl: "https://safar.example.pk",
      delivery: { retryBaseMs: 40, pollMs: 200 },
    },
  });
  stop = startDelivery(s.deps);
  admin = await s.user({ role: "admin" });
  flightId = await createFlight(s, admin.token, { flightNumber: "PK 741" });
});
afterAll(async () => {
  await stop?.();
  await s?.close();
  if (smtp) await stopSmtp();
});

async function bookAs(customer: TestUser): Promise<{ id: string; reference: string }> {
  const res = await s.post(
    "/api/bookings",
    { ticketId: flightId, passengers: passengers(2) },
    { token: customer.token },
  );
  expect(res.status).toBe(201);
  return { id: res.body.booking._id, reference: res.body.bookingId };
}

const mailsTo = (address: string) => inbox.filter((m) => m.to.includes(address));

describe("e-mail", () => {
  it("sends the customer's approval as text and HTML with the booking's facts, escaped", async () => {
    const customer = await s.user({ name: "Ayesha Khan" });
    const { id, reference } = await bookAs(customer);
    expect((await s.put(`/api/bookings/${id}/approve`, undefined, { token: admin.token })).status).toBe(200);
    const [mail] = await until(
      "the approval's e-mail",
      () => mailsTo(customer.email),
      (m) => m.length > 0,
    );
    const text = readable(mail!.raw);
    expect(text).toContain("Subject: Safar: Booking approved");
    expect(text).toMatch(/Content-Type: text\/plain/);
    expect(text).toMatch(/Content-Type: text\/html/);
    expect(text).toContain(`Your booking ${reference} (PK 741 ISB → MED, 1 Feb 2030) is approved.`);
    expect(text).toContain("Passengers:");
    expect(text).toContain("₨ 240,000");
    expect(text).not.toMatch(/AB1234567/i);
    // APP_URL is set: both bodies link to the notice on the app's origin.
    const link = `https://safar.example.pk/customer/bookings?booking=${id}`;
    expect(text).toContain(`Open it in Safar: ${link}`);
    expect(text).toContain(`<a href="${link}">Open it in Safar</a>`);
    // The HTML body escapes every value (the agency's own admins hear of a customer's name).
    const html = noticeMail("New booking", 'Ali <img src=x onerror="alert(1)"> & co', [
      ["Customer", "<b>Ali</b>"],
    ]).html;
    expect(html).toContain("Ali &lt;img src=x onerror=&quot;alert(1)&quot;&gt; &amp; co");
    expect(html).toContain("&lt;b&gt;Ali&lt;/b&gt;");
    expect(html).not.toContain("<b>Ali");
  });

  it("keeps a mail while the mail server is down and sends it once it is back, exactly once", async () => {
    await stopSmtp();
    const customer = await s.user();
    const { id } = await bookAs(customer);
    expect((await s.put(`/api/bookings/${id}/approve`, undefined, { token: admin.token })).status).toBe(200);
    const waiting = () => s.deps.db.select().from(mailOutbox).where(eq(mailOutbox.toAddress, customer.email));
    const [row] = await until(
      "a failed attempt",
      waiting,
      (r) => r.length === 1 && r[0]!.attempts >= 2 && r[0]!.lastError !== null,
    );
    expect(row!.sentAt).toBeNull();
    expect(row!.failedAt).toBeNull();
    expect(mailsTo(customer.email)).toEqual([]);

    await startSmtp();
    await until("the mail sent", waiting, (r) => r[0]!.sentAt !== null);
    // Nothing due is left: more drains, by this sender and another, send nothing again.
    const other = mailer(s.deps.config.mail!);
    await Promise.all([drainMail(s.deps, other, 40), drainMail(s.deps, other, 40)]);
    other.close();
    expect(mailsTo(customer.email)).toHaveLength(1);
  });

  it("several senders draining at once send each mail once (rows claimed FOR UPDATE SKIP LOCKED)", async () => {
    await stop();
    const customer = await s.user();
    const now = new Date();
    const mail = (i: number) => noticeMail(`Test ${i}`, `Message ${i}`, []);
    const notices = Array.from({ length: 12 }, (_, i) => ({
      type: "booking_approved" as const,
      userId: customer.id,
      key: `test:${i}`,
      title: `Test ${i}`,
      body: `Message ${i}`,
      url: "/customer/bookings",
      resource: "bookings",
      resourceId: null,
      mail: mail(i),
    }));
    expect(await notify(s.deps.db, notices, now, deliveryOf(s.deps.db))).toBe(12);
    const senders = [mailer(s.deps.config.mail!), mailer(s.deps.config.mail!), mailer(s.deps.config.mail!)];
    await Promise.all(senders.map((m) => drainMail(s.deps, m, 40)));
    for (const m of senders) m.close();
    const left = await s.deps.db
      .select()
      .from(mailOutbox)
      .where(and(eq(mailOutbox.toAddress, customer.email), isNull(mailOutbox.sentAt)));
    expect(left).toEqual([]);
    const subjects = mailsTo(customer.email).map((m) => /Subject: (Safar: Test \d+)/.exec(m.raw)![1]);
    expect(subjects.sort()).toEqual(notices.map((n) => n.mail.subject).sort());
    stop = startDelivery(s.deps);
  });
});

describe("APP_URL", () => {
  it("is an http(s) origin alone, or the start refuses it", () => {
    expect(appUrlConfig({})).toBeUndefined();
    expect(appUrlConfig({ APP_URL: "https://safar.example.pk" })).toBe("https://safar.example.pk");
    expect(appUrlConfig({ APP_URL: "http://localhost:8080/" })).toBe("http://localhost:8080");
    for (const bad of [
      "safar.example.pk",
      "ftp://safar.example.pk",
      "https://safar.example.pk/app",
      "https://safar.example.pk/?a=1",
      "https://u:p@safar.example.pk",
      "javascript:alert(1)",
    ])
      expect(() => appUrlConfig({ APP_URL: bad }), bad).toThrow(/APP_URL must be an http/);
  });

  it("links the e-mail to the notice's path there, escaped in the HTML; no link without it", () => {
    const mail = noticeMail("Booking approved", "Approved.", [["Reference", "SF-1"]]);
    expect(mail.text).toMatch(/Safar: open the app to see it\.$/);
    const linked = withAppLink(mail, "https://safar.example.pk", '/customer/bookings?booking=1&x="<b>');
    const href = "https://safar.example.pk/customer/bookings?booking=1&x=%22%3Cb%3E";
    expect(linked.text).toMatch(new RegExp(`Open it in Safar: ${href.replace(/[?.]/g, "\\$&")}$`));
    expect(linked.html).toContain(`<a href="${href.replace("&", "&amp;")}">Open it in Safar</a>`);
    expect(linked.html).not.toContain("open the app");
    expect(linked.subject).toBe(mail.subject);
    expect(withAppLink(mail, "https://safar.example.pk", "//evil.example/x")).toBe(mail);
  });
});

describe("with neither push nor e-mail configured", () => {
  it("starts no sender: no poll timer, nothing for a request to wake, and its stop resolves at once", async () => {
    const quiet = await startServer();
    const timers = vi.spyOn(globalThis, "setInterval");
    try {
      const stopQuiet = startDelivery(quiet.deps);
      expect(timers).not.toHaveBeenCalled();
      expect(deliveryOf(quiet.deps.db).wake).toBeUndefined();
      await stopQuiet();
    } finally {
      timers.mockRestore();
      await quiet.close();
    }
  });
});
