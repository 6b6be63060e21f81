// Entry points behind `npm run db:migrate | db:migration <name> | db:seed | seed:scale` (loaded by scripts/db.mjs through Vite).
import { mkdir, writeFile } from "node:fs/promises";
import path from "node:path";
import { closeDatabase, database } from "../platform/db.server";
import { diffMigrationsToSchema } from "../platform/migrate.server";

export async function migrate() {
  await database(); // opening applies pending migrations
  console.log("Database is up to date.");
}

export async function createMigration(name: string) {
  const sql = await diffMigrationsToSchema();
  if (!sql.trim()) {
    console.log("schema.prisma matches the migrations: nothing to write.");
    return;
  }
  const stamp = new Date().toISOString().replace(/\D/g, "").slice(0, 14);
  const safe =
    name
      .toLowerCase()
      .replace(/[^a-z0-9]+/g, "_")
      .replace(/^_|_$/g, "") || "change";
  const dir = path.join("prisma", "migrations", `${stamp}_${safe}`);
  await mkdir(dir, { recursive: true });
  await writeFile(path.join(dir, "migration.sql"), sql);
  console.log(`Wrote ${dir}/migration.sql`);
}

export async function seed() {
  const { seedDemoContent } = await import("../seed/seed.server");
  const result = await seedDemoContent((await database()).prisma);
  console.log(result.seeded ? "Demo content seeded." : "Database already has content: nothing seeded.");
}

export async function seedScaleContent() {
  const { seedScale } = await import("../seed/seed-scale.server");
  const { prisma } = await database();
  const sizes = await seedScale(prisma); // the content tables' triggers bump the content version (public caches)
  console.log(
    `Scale content in place: ${sizes.products} products, ${sizes.subscribers} subscribers, ${sizes.messages} messages, ` +
      `${sizes.enquiries} partnership enquiries, ${sizes.emails} e-mails (rows named scale…; a second run adds nothing).`,
  );
}

export async function run(command: string, args: string[]) {
  try {
    if (command === "migrate") await migrate();
    else if (command === "migration") await createMigration(args[0] ?? "change");
    else if (command === "seed") await seed();
    else if (command === "seed-scale") await seedScaleContent();
    else throw new Error(`Unknown command ${command}`);
  } finally {
    await closeDatabase();
  }
}
