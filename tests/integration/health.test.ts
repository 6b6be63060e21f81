import { describe, expect, it } from "vitest";
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
        : { dataDir: "memory://" },
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
