import { readFile } from "node:fs/promises";
import { describe, expect, inject, it } from "vitest";
import { loader } from "#app/routes/resources/healthz";
import { database, openDatabase, setDatabase } from "#app/server/platform/db.server";

describe("GET /healthz", () => {
  it("answers 200 { status: ok } when the database answers", async () => {
    const response = await loader();
    expect(response.status).toBe(200);
    expect(await response.json()).toEqual({ status: "ok" });
    expect(response.headers.get("cache-control")).toBe("no-store");
  });

  it("answers 503 when the database does not answer", async () => {
    const current = await database();
    const broken = await openDatabase(
      process.env.DATABASE_URL
        ? { databaseUrl: "postgresql://postgres@127.0.0.1:1/nowhere" }
        : // The run's migrated dump, not an empty folder: a PGlite initdb costs seconds, and the database is
          // closed before it is asked anything.
          { dataDir: "memory://", loadDataDir: new Blob([await readFile(inject("pgliteDump")!)]) },
    );
    if (!process.env.DATABASE_URL) await broken.close(); // a closed PGlite refuses every query
    setDatabase(broken);
    try {
      const response = await loader();
      expect(response.status).toBe(503);
    } finally {
      setDatabase(current);
      await broken.close().catch(() => {});
    }
  });
});
