import { db } from "#app/server/db.server";

/** Empties every table of the app (keeps `_prisma_migrations`). Call in beforeEach for isolated tests. */
export async function resetDatabase() {
  const prisma = await db();
  const rows = await prisma.$queryRawUnsafe<{ tablename: string }[]>(
    `SELECT tablename FROM pg_tables WHERE schemaname = 'public' AND tablename <> '_prisma_migrations'`,
  );
  if (rows.length === 0) return;
  await prisma.$executeRawUnsafe(`TRUNCATE ${rows.map((r) => `"${r.tablename}"`).join(", ")} RESTART IDENTITY CASCADE`);
}

export { db };
