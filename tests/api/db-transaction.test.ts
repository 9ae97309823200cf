/**
 * `db.transaction`: on PostgreSQL its BEGIN travels with its first statement (server/db/transaction.ts);
 * on PGlite it is drizzle's own. Whatever the database, the work runs in one transaction: it commits
 * together, rolls back together, and a failed first statement leaves no transaction open on a pooled
 * connection.
 */
import { sql } from "drizzle-orm";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { startServer, type TestServer } from "./helpers/server.ts";

let s: TestServer;

beforeAll(async () => {
  s = await startServer();
  await s.deps.db.execute(sql`create table tx_probe (id int primary key, note text not null)`);
});
afterAll(async () => {
  await s.close();
});

/** A statement's rows (the result as both drivers give it). */
type Rows = { rows: Record<string, unknown>[] };

const ids = async () =>
  ((await s.deps.db.execute(sql`select id from tx_probe order by id`)) as unknown as Rows).rows.map((r) =>
    Number(r.id),
  );

describe("db.transaction", () => {
  it("runs the first statement inside the transaction: the time of every statement is the BEGIN's", async () => {
    const [first, second] = await s.deps.db.transaction(async (tx) => {
      const a = (await tx.execute(sql`select now()::text as t, ${1}::int as n`)) as unknown as Rows;
      await new Promise((r) => setTimeout(r, 30));
      const b = (await tx.execute(sql`select now()::text as t`)) as unknown as Rows;
      return [a.rows[0]!.t, b.rows[0]!.t];
    });
    expect(second).toBe(first);
  });

  it("commits the work together, and a first statement with no values works too", async () => {
    const answer = await s.deps.db.transaction(async (tx) => {
      await tx.execute(sql`insert into tx_probe values (1, 'one')`);
      await tx.execute(sql`insert into tx_probe values (${2}, ${"two"})`);
      return "done";
    });
    expect(answer).toBe("done");
    expect(await ids()).toEqual([1, 2]);
  });

  it("rolls the whole work back when it throws after its first statement", async () => {
    await expect(
      s.deps.db.transaction(async (tx) => {
        await tx.execute(sql`insert into tx_probe values (${3}, ${"three"})`);
        await tx.execute(sql`insert into tx_probe values (${4}, ${"four"})`);
        throw new Error("refused");
      }),
    ).rejects.toThrow("refused");
    expect(await ids()).toEqual([1, 2]);
  });

  it("reports a failed first statement, and leaves every pooled connection usable", async () => {
    for (let i = 0; i < 12; i++) {
      await expect(
        s.deps.db.transaction(async (tx) => {
          // Already there: the first statement fails (and the second is never sent).
          await tx.execute(sql`insert into tx_probe values (${1}, ${"again"})`);
          await tx.execute(sql`insert into tx_probe values (${5}, ${"five"})`);
        }),
      ).rejects.toThrow();
    }
    // More transactions than the pool has connections, each one committed on its own.
    await Promise.all(
      Array.from({ length: 12 }, (_, i) =>
        s.deps.db.transaction((tx) => tx.execute(sql`insert into tx_probe values (${10 + i}, ${"ok"})`)),
      ),
    );
    expect(await ids()).toEqual([1, 2, ...Array.from({ length: 12 }, (_, i) => 10 + i)]);
  });
});
