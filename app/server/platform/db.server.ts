// One PrismaClient per process. DATABASE_URL set: PostgreSQL through the pg driver adapter (pooled).
// Unset: embedded PostgreSQL (PGlite) in DATA_DIR. Same schema, same migrations, same queries.
import { mkdirSync } from "node:fs";
import { PGlite } from "@electric-sql/pglite";
import { pg_trgm } from "@electric-sql/pglite/contrib/pg_trgm";
import { PrismaPg } from "@prisma/adapter-pg";
import pg from "pg";
import type { SqlMigrationAwareDriverAdapterFactory } from "@prisma/driver-adapter-utils";
import { PrismaPGlite } from "pglite-prisma-adapter";
import { PrismaClient } from "#app/generated/prisma/client";
import { listenOnConnect } from "./content-version.server";
import { env } from "./env.server";
import { applyMigrations, migrationsPending } from "./migrate.server";

/** How long a query waits for a PostgreSQL connection before failing (then answered 503). */
export const CONNECT_TIMEOUT_MS = 3_000;

/**
 * Every interactive transaction (`prisma.$transaction(async (tx) => ...)`) gets these, instead of Prisma's 2 s to
 * start and 5 s to run, which a loaded machine overran: the write then failed as a 500.
 * - maxWait: on PGlite there is one connection, so a transaction starts only once every query and transaction
 *   ahead of it is done; on PostgreSQL it waits for a free pooled connection (there the pool, with its shorter
 *   CONNECT_TIMEOUT_MS, gives up first: also a 503). 10 s rides out a few long writes ahead (a 10,000-recipient
 *   broadcast took 1 to 3 s on a busy 2-core machine) while a person still gets an answer soon; a transaction
 *   that cannot start even then is answered 503 with Retry-After (db-unavailable.server.ts), not 500.
 * - timeout: the longest real transaction is queueing a broadcast to 10,000 subscribers (one INSERT ... SELECT,
 *   seconds on a loaded machine); 30 s leaves it ten times that. It still ends a transaction that hangs, which
 *   on PGlite would otherwise hold the only connection and stall every other request.
 */
const transactionOptions = () => ({ maxWait: env.DATABASE_TX_WAIT_MS, timeout: env.DATABASE_TX_TIMEOUT_MS });

/** `pool` (PostgreSQL) or `pglite` (embedded): the driver under Prisma, for LISTEN (content-version.server.ts). */
type DbHandle = {
  prisma: PrismaClient;
  factory: SqlMigrationAwareDriverAdapterFactory;
  /** Applies the pending migrations (see `migrate` below); returns the names it applied. */
  migrate: () => Promise<string[]>;
  /** False when the database records every migration as applied (`migrationsPending`): `migrate` may be skipped. */
  migrationsPending: () => Promise<boolean>;
  close: () => Promise<void>;
  pool?: pg.Pool;
  pglite?: PGlite;
};

/**
 * `loadDataDir`: an embedded database starts from a dump of another (PGlite's dumpDataDir) instead of an empty
 * folder. `pglite`: an embedded database already open, which `close` leaves open (the tests keep one per worker
 * process and put its rows back between files).
 */
export async function openDatabase(
  options: { databaseUrl?: string; dataDir?: string; loadDataDir?: Blob; pglite?: PGlite } = {},
): Promise<DbHandle> {
  const databaseUrl = options.databaseUrl ?? env.DATABASE_URL;
  if (databaseUrl) {
    const pool = new pg.Pool({
      connectionString: databaseUrl,
      max: env.DATABASE_POOL_SIZE,
      onConnect: listenOnConnect(CONNECT_TIMEOUT_MS),
      // Fail fast while PostgreSQL is away (a 503, db-unavailable.server.ts) instead of waiting forever for a
      // connection: pg's default is no timeout at all, for a new connection and for a free one in the pool.
      connectionTimeoutMillis: CONNECT_TIMEOUT_MS,
      // Dead peers (a host gone without closing its sockets) are noticed by the kernel, not after hours.
      keepAlive: true,
    });
    // A pooled connection that PostgreSQL closes while idle (a restart, an administrator's terminate, DROP DATABASE
    // ... WITH (FORCE)) is dropped by the pool and replaced on the next query; pg-pool reports it as an 'error'
    // event, which would end the process if nobody listened.
    pool.on("error", (error) => console.warn(`[db] PostgreSQL closed an idle connection: ${error.message}`));
    // An own pool (not one the adapter makes) so that its connections can LISTEN; ended here, not by Prisma.
    const factory = new PrismaPg(pool);
    const prisma = new PrismaClient({ adapter: factory, transactionOptions: transactionOptions() });
    return {
      prisma,
      factory,
      pool,
      migrate: () => migrateOnOwnConnection(databaseUrl),
      migrationsPending: () => migrationsPending((sql) => pool.query(sql)),
      close: async () => {
        await prisma.$disconnect();
        if (!pool.ended) await pool.end();
      },
    };
  }
  const pglite = options.pglite ?? (await createPglite(options.dataDir ?? env.DATA_DIR, options.loadDataDir));
  const owned = !options.pglite;
  const factory = new PrismaPGlite(pglite);
  const prisma = new PrismaClient({ adapter: factory, transactionOptions: transactionOptions() });
  return {
    prisma,
    factory,
    pglite,
    migrate: () => applyMigrations(factory),
    migrationsPending: () => migrationsPending((sql) => pglite.query(sql)),
    close: async () => {
      await prisma.$disconnect();
      if (owned && !pglite.closed) await pglite.close();
    },
  };
}

function createPglite(dataDir: string, loadDataDir?: Blob): Promise<PGlite> {
  if (!dataDir.startsWith("memory://")) mkdirSync(dataDir, { recursive: true });
  return PGlite.create(dataDir, { extensions: { pg_trgm }, loadDataDir });
}

/**
 * Prisma's WebAssembly schema engine takes a session-level advisory lock (pg_advisory_lock) around a migration
 * and never unlocks it (seen in its statements: lock, migrations, nothing else): the lock lives as long as the
 * connection. On a pooled connection that is forever, and every later migration on the same database (a second
 * process starting, the next deploy, a backup restore) waits for it. So migrations run on one connection of
 * their own, which unlocks explicitly before it closes: closing alone is not enough, as PostgreSQL closes the
 * socket before it releases the session's locks, so the next migration could still find the lock for a moment.
 */
async function migrateOnOwnConnection(databaseUrl: string): Promise<string[]> {
  const single = new pg.Pool({ connectionString: databaseUrl, max: 1, connectionTimeoutMillis: CONNECT_TIMEOUT_MS });
  try {
    const applied = await applyMigrations(new PrismaPg(single));
    await single.query("SELECT pg_advisory_unlock_all()");
    return applied;
  } finally {
    await single.end();
  }
}

const globalForDb = globalThis as unknown as { __sliceDb?: Promise<DbHandle> };

/** The process-wide database, opened and migrated on first use (the engine only when a migration may be pending). */
export function database(): Promise<DbHandle> {
  globalForDb.__sliceDb ??= (async () => {
    const handle = await openDatabase();
    if (await handle.migrationsPending()) await handle.migrate();
    return handle;
  })();
  return globalForDb.__sliceDb;
}

/** Shortcut used by the model modules. */
export async function db(): Promise<PrismaClient> {
  return (await database()).prisma;
}

/** Replaces the process-wide database (tests open a fresh one per file). */
export function setDatabase(handle: DbHandle) {
  globalForDb.__sliceDb = Promise.resolve(handle);
}

export async function closeDatabase() {
  const current = globalForDb.__sliceDb;
  globalForDb.__sliceDb = undefined;
  if (current) await (await current).close();
}
