// `npm run backup` / `npm run restore`, run as the owner would (the real scripts, as child processes) on the
// database this run uses (PGlite in a folder, or a PostgreSQL database of its own when DATABASE_URL is set) and
// a real uploads folder: seed, back up, lose rows and files, restore, and get back exactly what was there.
import { spawnSync } from "node:child_process";
import { createHash, randomBytes } from "node:crypto";
import { mkdtemp, rm } from "node:fs/promises";
import { tmpdir } from "node:os";
import path from "node:path";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import pg from "pg";
import { PGlite } from "@electric-sql/pglite";
import { pg_trgm } from "@electric-sql/pglite/contrib/pg_trgm";
import { createFsFileStorage } from "@remix-run/file-storage/fs";
import { adminQuery } from "#tests/helpers/postgres";
import { createPostgresDatabase, pgliteFromTemplate } from "#tests/helpers/template";

const baseUrl = process.env.DATABASE_URL;
let work: string;
let databaseUrl: string | undefined;
let dbName: string | undefined;
const dataDir = () => path.join(work, "data");
const uploadsDir = () => path.join(work, "uploads");

const admin = (sql: string) => adminQuery(baseUrl!, sql);

function npmScript(args: string[]) {
  const env: Record<string, string | undefined> = {
    ...process.env,
    NODE_ENV: "production",
    SEED_DEMO: "1",
    DATA_DIR: dataDir(),
    UPLOADS_DIR: uploadsDir(),
    DATABASE_URL: databaseUrl,
  };
  if (!databaseUrl) delete env.DATABASE_URL;
  delete env.S3_BUCKET;
  const result = spawnSync(process.execPath, args, { env, encoding: "utf8" });
  expect(result.status, `${args.join(" ")}\n${result.stdout}\n${result.stderr}`).toBe(0);
  return result.stdout;
}

/** Runs SQL against the database the scripts use (opening PGlite's folder only while no script runs). */
async function query<T>(sql: string): Promise<T[]> {
  if (databaseUrl) {
    const client = new pg.Client({ connectionString: databaseUrl });
    await client.connect();
    try {
      return (await client.query(sql)).rows as T[];
    } finally {
      await client.end();
    }
  }
  const pglite = await PGlite.create(dataDir(), { extensions: { pg_trgm } });
  try {
    const results = await pglite.exec(sql); // exec: several statements in one string, as pg's simple query
    return results[results.length - 1]!.rows as T[];
  } finally {
    await pglite.close();
  }
}

async function snapshot() {
  const rows = await query<{ t: string }>(`
    SELECT json_build_object(
      'offerings', (SELECT json_agg(o ORDER BY o.id) FROM (SELECT id, name, slug FROM "Offering") o),
      'products', (SELECT json_agg(p ORDER BY p.id) FROM (SELECT id, title, price::text, "categoryId" FROM "Product") p),
      'images', (SELECT json_agg(i ORDER BY i.id) FROM (SELECT id, url, "productId" FROM "ProductImage") i),
      'banners', (SELECT json_agg(b ORDER BY b.id) FROM (SELECT id, image, variants FROM "Banner") b)
    )::text AS t`);
  const storage = createFsFileStorage(uploadsDir());
  const files: Record<string, string> = {};
  for (const { key } of (await storage.list({ limit: 10_000 })).files) {
    const file = await storage.get(key);
    files[key] = createHash("sha256")
      .update(new Uint8Array(await file!.arrayBuffer()))
      .digest("hex");
  }
  return { rows: JSON.parse(rows[0]!.t) as Record<string, unknown[] | null>, files };
}

beforeAll(async () => {
  work = await mkdtemp(path.join(tmpdir(), "slice-backup-"));
  if (baseUrl) {
    dbName = `slice_backup_${randomBytes(5).toString("hex")}`;
    await createPostgresDatabase(baseUrl, dbName);
    const url = new URL(baseUrl);
    url.pathname = `/${dbName}`;
    databaseUrl = url.toString();
  } else {
    await pgliteFromTemplate(dataDir());
  }
});

afterAll(async () => {
  if (dbName) await admin(`DROP DATABASE IF EXISTS "${dbName}" WITH (FORCE)`);
  await rm(work, { recursive: true, force: true });
});

describe(`npm run backup / restore (${baseUrl ? "PostgreSQL" : "PGlite"})`, () => {
  it("restores the database and the uploads exactly as they were backed up", async () => {
    npmScript(["scripts/db.mjs", "seed"]);
    const before = await snapshot();
    expect(before.rows.products?.length).toBeGreaterThan(0);
    expect(before.rows.banners?.length).toBeGreaterThan(0);
    expect(Object.keys(before.files).length).toBeGreaterThan(0);

    const folder = path.join(work, "backup-1");
    expect(npmScript(["scripts/backup.mjs", "backup", folder])).toContain("Backed up");

    // Lose content: rows deleted, an offering renamed, every uploaded file gone.
    await query(
      `DELETE FROM "ProductImage"; DELETE FROM "Product"; DELETE FROM "Banner"; UPDATE "Offering" SET name = name || ' (gone)'`,
    );
    await rm(uploadsDir(), { recursive: true, force: true });
    expect((await snapshot()).rows.products).toBeNull();

    expect(npmScript(["scripts/backup.mjs", "restore", folder])).toContain("Restored");
    expect(await snapshot()).toEqual(before);

    // A second backup into a folder that is not empty is refused, nothing overwritten.
    const again = spawnSync(process.execPath, ["scripts/backup.mjs", "backup", folder], {
      env: {
        ...process.env,
        DATA_DIR: dataDir(),
        UPLOADS_DIR: uploadsDir(),
        ...(databaseUrl ? { DATABASE_URL: databaseUrl } : {}),
      },
      encoding: "utf8",
    });
    expect(again.status).toBe(1);
    expect(again.stderr).toContain("is not empty");
  }, 600_000);
});
