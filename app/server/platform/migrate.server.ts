// Prisma's schema engine as WebAssembly: applies prisma/migrations (recorded in `_prisma_migrations`, exactly as
// `prisma migrate deploy`) and diffs schema.prisma against the migrations (drift check, next migration's SQL).
// The native engine that the Prisma CLI would download is not reachable from these machines.
import { createHash } from "node:crypto";
import { readFile, readdir } from "node:fs/promises";
import { createRequire } from "node:module";
import path from "node:path";
import { PGlite } from "@electric-sql/pglite";
import { pg_trgm } from "@electric-sql/pglite/contrib/pg_trgm";
import { bindMigrationAwareSqlAdapterFactory } from "@prisma/driver-adapter-utils";
import type { SqlMigrationAwareDriverAdapterFactory } from "@prisma/driver-adapter-utils";
import { PrismaPGlite } from "pglite-prisma-adapter";

type WasmModule = {
  SchemaEngine: {
    new: (
      options: { datamodels?: [string, string][] },
      log: (msg: string) => void,
      adapter: unknown,
    ) => Promise<Engine>;
  };
};
type Engine = {
  applyMigrations(input: unknown): Promise<{ appliedMigrationNames: string[] }>;
  diff(input: unknown): Promise<{ exitCode: number; stdout: string | null }>;
  free(): void;
};

const PRISMA_DIR = path.resolve(process.cwd(), "prisma");
const MIGRATIONS_DIR = path.join(PRISMA_DIR, "migrations");
const SCHEMA_PATH = path.join(PRISMA_DIR, "schema.prisma");

let wasmModule: Promise<WasmModule> | undefined;

/** Node 20 cannot `import` a .wasm file, so the package's entry is re-done by hand. */
function loadSchemaEngine(): Promise<WasmModule> {
  wasmModule ??= (async () => {
    const require = createRequire(import.meta.url);
    const dir = path.dirname(require.resolve("@prisma/schema-engine-wasm"));
    const bg = (await import(/* @vite-ignore */ path.join(dir, "schema_engine_bg.js"))) as WasmModule & {
      __wbg_set_wasm(exports: WebAssembly.Exports): void;
    };
    const bytes = await readFile(path.join(dir, "schema_engine_bg.wasm"));
    // The engine arms a timer for each of its timeouts (10 s ones among them) and never clears it: its glue has
    // no clearTimeout. A ref'd timer would keep a finished script (db:seed, backup, a test's helper process)
    // alive for those 10 s after its work, so the engine's timers are unref'd: they still fire while anything
    // else runs, they just hold nothing open.
    const imports: WebAssembly.ModuleImports = { ...(bg as unknown as WebAssembly.ModuleImports) };
    for (const name of Object.keys(imports).filter((key) => key.startsWith("__wbg_setTimeout_"))) {
      imports[name] = (callback: () => void, ms: number) => setTimeout(callback, ms >>> 0).unref();
    }
    const { instance } = await WebAssembly.instantiate(bytes, { "./schema_engine_bg.js": imports });
    bg.__wbg_set_wasm(instance.exports);
    (instance.exports.__wbindgen_start as () => void)();
    return bg;
  })();
  return wasmModule;
}

async function withEngine<T>(factory: SqlMigrationAwareDriverAdapterFactory, fn: (engine: Engine) => Promise<T>) {
  const { SchemaEngine } = await loadSchemaEngine();
  const schema = await readFile(SCHEMA_PATH, "utf8");
  const engine = await SchemaEngine.new(
    { datamodels: [[SCHEMA_PATH, schema]] },
    () => {},
    bindMigrationAwareSqlAdapterFactory(factory),
  );
  try {
    return await fn(engine);
  } finally {
    engine.free();
  }
}

export async function readMigrationsList() {
  const entries = (await readdir(MIGRATIONS_DIR, { withFileTypes: true }))
    .filter((e) => e.isDirectory())
    .map((e) => e.name)
    .sort();
  const migrationDirectories = await Promise.all(
    entries.map(async (name) => ({
      path: name,
      migrationFile: {
        path: "migration.sql",
        content: { tag: "ok", value: await readFile(path.join(MIGRATIONS_DIR, name, "migration.sql"), "utf8") },
      },
    })),
  );
  return {
    baseDir: MIGRATIONS_DIR,
    lockfile: {
      path: "migration_lock.toml",
      content: await readFile(path.join(MIGRATIONS_DIR, "migration_lock.toml"), "utf8"),
    },
    shadowDbInitScript: "",
    migrationDirectories,
  };
}

/** Runs one statement and returns its rows as objects: pg's `Pool.query` and PGlite's `query` both fit. */
export type RowQuery = (sql: string) => Promise<{ rows: unknown[] }>;

/**
 * Whether the schema engine may have work to do. False only when `_prisma_migrations` records every migration of
 * the folder as applied, each with the checksum of its file as it is now (the engine's own: the SHA-256 of the
 * script), and no other migration that is not rolled back (none failed half-way, none from a newer release).
 * Starting the engine compiles a large WebAssembly module, about a second of CPU at every start, which a process
 * starting on a current database (each restart, each worker after the first, each test server) does not need.
 * Whatever else the records say, the engine runs and decides, as it always did: it applies what is pending, or
 * refuses a failed migration with its own message.
 */
export async function migrationsPending(query: RowQuery): Promise<boolean> {
  const [table] = (await query("SELECT to_regclass('_prisma_migrations') IS NOT NULL AS present")).rows as {
    present: boolean;
  }[];
  if (!table?.present) return true;
  const records = (
    await query(
      "SELECT migration_name AS name, checksum, finished_at IS NOT NULL AS finished FROM _prisma_migrations WHERE rolled_back_at IS NULL",
    )
  ).rows as { name: string; checksum: string; finished: boolean }[];
  const { migrationDirectories } = await readMigrationsList();
  const folder = new Map(
    migrationDirectories.map((m) => [m.path, createHash("sha256").update(m.migrationFile.content.value).digest("hex")]),
  );
  const applied = new Set<string>();
  for (const record of records) {
    if (!record.finished || folder.get(record.name) !== record.checksum) return true;
    applied.add(record.name);
  }
  return applied.size !== folder.size;
}

const noFilters = { externalTables: [], externalEnums: [] };

/** Applies every migration not yet recorded in `_prisma_migrations`; returns the names it applied. */
export async function applyMigrations(factory: SqlMigrationAwareDriverAdapterFactory): Promise<string[]> {
  const migrationsList = await readMigrationsList();
  return withEngine(factory, async (engine) => {
    const out = await engine.applyMigrations({ migrationsList, filters: noFilters });
    return out.appliedMigrationNames;
  });
}

/**
 * A PGlite factory whose shadow database also has pg_trgm (the adapter's own shadow has no extensions). Both start
 * from `emptyCluster` when given (the dump of a PGlite that has just run its initdb): an initdb costs seconds, a
 * load from a dump a fraction of one, which the tests, replaying the migrations once per run, take.
 */
export async function scratchPGliteFactory(emptyCluster?: Blob): Promise<SqlMigrationAwareDriverAdapterFactory> {
  const create = () => PGlite.create({ extensions: { pg_trgm }, loadDataDir: emptyCluster });
  const factory = new PrismaPGlite(await create());
  factory.connectToShadowDb = async () => new PrismaPGlite(await create()).connect();
  return factory;
}

/** The SQL that takes the migrations folder to schema.prisma: empty when they agree. */
export async function diffMigrationsToSchema({ emptyCluster }: { emptyCluster?: Blob } = {}): Promise<string> {
  const migrationsList = await readMigrationsList();
  const schema = await readFile(SCHEMA_PATH, "utf8");
  const factory = await scratchPGliteFactory(emptyCluster);
  return withEngine(factory, async (engine) => {
    const result = await engine.diff({
      from: { tag: "migrations", ...migrationsList },
      to: { tag: "schemaDatamodel", files: [{ path: SCHEMA_PATH, content: schema }] },
      script: true,
      shadowDatabaseUrl: null,
      exitCode: true,
      filters: noFilters,
    });
    return result.exitCode === 0 ? "" : (result.stdout ?? "");
  });
}
