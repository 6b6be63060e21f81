// One statement on a PostgreSQL server as the admin connection (CREATE/DROP DATABASE for the tests' own databases).
// pg is imported lazily so that PGlite-only runs never load it.
export async function adminQuery(connectionString: string, sql: string): Promise<void> {
  const pg = (await import("pg")).default;
  const client = new pg.Client({ connectionString });
  await client.connect();
  try {
    await client.query(sql);
  } finally {
    await client.end();
  }
}
