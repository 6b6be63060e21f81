import { beforeEach } from "vitest";
import { orderFormChanged } from "#app/server/models/orders/form-view.server";
import { db } from "#app/server/platform/db.server";
import { forgetOwnerOrigin } from "#app/server/platform/public-url.server";
import { clearUploads } from "./uploads";

/** Empties every table of the app (keeps `_prisma_migrations`). Call in beforeEach for isolated tests. */
export async function resetDatabase() {
  const prisma = await db();
  const rows = await prisma.$queryRawUnsafe<{ tablename: string }[]>(
    `SELECT tablename FROM pg_tables WHERE schemaname = 'public' AND tablename <> '_prisma_migrations'`,
  );
  if (rows.length === 0) return;
  // Only the tables that hold rows: a TRUNCATE makes new files for every table it names, empty or not, and a test
  // fills a handful of them (a third of the time of a reset on PGlite). CASCADE still empties whatever refers to them.
  const filled = await prisma.$queryRawUnsafe<{ name: string }[]>(
    rows
      .map((r) => `SELECT '${r.tablename}' AS name WHERE EXISTS (SELECT 1 FROM "${r.tablename}")`)
      .join(" UNION ALL "),
  );
  if (filled.length > 0)
    await prisma.$executeRawUnsafe(`TRUNCATE ${filled.map((r) => `"${r.name}"`).join(", ")} RESTART IDENTITY CASCADE`);
  // What this process keeps of the tables goes with them.
  orderFormChanged();
  forgetOwnerOrigin();
}

export { db };

/**
 * Gives rows distinct creation times in the order listed (oldest first; one minute apart, the last one a minute
 * ago), so that a "newest first" list has one right answer without waiting between inserts. Each row is named
 * by its table (the Prisma model name) and id.
 */
export async function setCreationOrder(...rows: [table: string, id: string][]): Promise<void> {
  const prisma = await db();
  const now = Date.now();
  for (const [i, [table, id]] of rows.entries()) {
    const at = new Date(now - (rows.length - i) * 60_000);
    const changed = await prisma.$executeRawUnsafe(`UPDATE "${table}" SET "createdAt" = $1 WHERE "id" = $2`, at, id);
    if (changed !== 1) throw new Error(`setCreationOrder: no ${table} row ${id}`);
  }
}

/** Every test of the file starts from an empty database and no stored files. */
export function freshStoreEachTest(): void {
  beforeEach(async () => {
    await resetDatabase();
    await clearUploads();
  });
}
