// Runs once before the Vitest suite. With DATABASE_URL set, checks that PostgreSQL answers, so a missing
// service is one clear line rather than a hundred failures. Each test file then gets its own database.
import pg from "pg";

export default async function setup() {
  const url = process.env.DATABASE_URL;
  if (!url) {
    console.log("[tests] database: embedded PGlite (one in-memory database per test file)");
    return;
  }
  const client = new pg.Client({ connectionString: url });
  try {
    await client.connect();
    await client.query("select 1");
    console.log("[tests] database: PostgreSQL (one fresh database per test file)");
  } catch (error) {
    throw new Error(`DATABASE_URL is set but PostgreSQL does not answer: ${(error as Error).message}`);
  } finally {
    await client.end().catch(() => {});
  }
}
