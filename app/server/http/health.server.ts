import { db } from "../platform/db.server";

/** True when the database answers a trivial query within two seconds. */
export async function checkDatabase(): Promise<boolean> {
  try {
    const prisma = await db();
    await Promise.race([
      prisma.$queryRaw`SELECT 1`,
      new Promise((_, reject) => setTimeout(() => reject(new Error("database timeout")), 2_000).unref()),
    ]);
    return true;
  } catch {
    return false;
  }
}
