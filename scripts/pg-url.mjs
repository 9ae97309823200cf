// Finds a PostgreSQL server for the API suite: TEST_DATABASE_URL, DATABASE_URL, or the local one.
import pg from "pg";

export async function reachablePostgres() {
  const candidates = [
    process.env.TEST_DATABASE_URL,
    process.env.DATABASE_URL,
    "postgres://postgres@127.0.0.1:5432/postgres",
  ];
  for (const url of candidates.filter(Boolean)) {
    const client = new pg.Client({ connectionString: url, connectionTimeoutMillis: 3000 });
    try {
      await client.connect();
      await client.query("select 1");
      await client.end();
      return url;
    } catch {
      await client.end().catch(() => {});
    }
  }
  return undefined;
}
