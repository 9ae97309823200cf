/**
 * The error log (docs/ARCHITECTURE.md §6.3): a database error as the server logs it keeps what finds
 * the bug (the SQL with placeholders, the error code, the constraint) and none of the values the
 * query carried — password hashes, e-mails, passport numbers — on PGlite and PostgreSQL alike.
 */
import { eq } from "drizzle-orm";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { users } from "../../server/db/schema.ts";
import { loggableError } from "../../server/http/errors.ts";
import { startServer, type TestServer } from "./helpers/server.ts";

let s: TestServer;
beforeAll(async () => {
  s = await startServer();
});
afterAll(async () => {
  await s?.close();
});

/** The log line's text for the error `work` throws. */
async function logged(work: () => Promise<unknown>): Promise<string> {
  try {
    await work();
  } catch (err) {
    return JSON.stringify(loggableError(err));
  }
  throw new Error("expected a database error");
}

describe("an unexpected database error's log line", () => {
  it("names the query, code and constraint, never the parameters", async () => {
    const taken = await s.user({ email: "taken.address@example.pk" });
    const hash = "scrypt$131072$8$1$c2VjcmV0LXNhbHQ=$c2VjcmV0LWhhc2g=";
    const line = await logged(() =>
      s.database.db
        .insert(users)
        .values({ name: "Passport AB1234567", email: taken.email, passwordHash: hash }),
    );
    expect(line).toContain("23505");
    expect(line).toContain("users_email_key");
    expect(line).toContain("insert into");
    for (const secret of [taken.email, hash, "c2VjcmV0", "AB1234567", "params"])
      expect(line).not.toContain(secret);
  });

  it("blanks the value a database message quotes", async () => {
    const line = await logged(() => s.database.db.select().from(users).where(eq(users.id, "AB1234567")));
    expect(line).toContain("22P02");
    expect(line).toContain("invalid input syntax for type uuid");
    expect(line).not.toContain("AB1234567");
  });
});
