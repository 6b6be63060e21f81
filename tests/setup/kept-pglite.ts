// One embedded database per worker process, put back to the migrated template before each integration file
// instead of loading the template's dump into a new PGlite. A load is about 0.6 CPU-seconds (a 40 MB data folder
// unpacked, PostgreSQL started); putting the rows back is a few hundredths. The files of a worker run one after
// the other (vitest.config.ts: isolate false), so one database serves them in turn.
//
// Only the rows are put back, so the schema must be the template's: it is compared (a digest of the catalog)
// before every reuse, and a file that changed it (a table renamed and not renamed back, a column added) makes
// the next file load the dump again. Whatever a file left in its session (settings, LISTEN, temporary tables,
// an open transaction) is discarded first.
import { readFile } from "node:fs/promises";
import { PGlite } from "@electric-sql/pglite";
import { pg_trgm } from "@electric-sql/pglite/contrib/pg_trgm";

/** The template's state: its schema's digest, its rows per table, its sequences. */
type Template = {
  schema: string;
  tables: { name: string; columns: string; rows: string }[];
  sequences: { name: string; value: string; called: boolean }[];
};

const kept = globalThis as { __sliceKeptPglite?: { pglite: PGlite; template: Template } };

// Every object that the app's queries depend on, outside PostgreSQL's own schemas: relations and their columns
// (types, defaults, generated), indexes, constraints, triggers, functions, enum labels, extensions, schemas,
// roles and per-database settings.
const SCHEMA_DIGEST = `
WITH ns AS (
  SELECT oid, nspname FROM pg_namespace
  WHERE nspname NOT IN ('pg_catalog', 'information_schema') AND nspname NOT LIKE 'pg\\_toast%' AND nspname NOT LIKE 'pg\\_temp%'
)
SELECT md5(string_agg(item, E'\\n' ORDER BY item)) AS digest FROM (
  SELECT format('schema %s', nspname) FROM ns
  UNION ALL SELECT format('rel %s.%s %s', ns.nspname, c.relname, c.relkind) FROM pg_class c JOIN ns ON ns.oid = c.relnamespace
  UNION ALL SELECT format('col %s.%s %s %s %s %s %s', c.relname, a.attnum, a.attname, format_type(a.atttypid, a.atttypmod),
      a.attnotnull, a.attgenerated, pg_get_expr(d.adbin, d.adrelid))
    FROM pg_attribute a JOIN pg_class c ON c.oid = a.attrelid JOIN ns ON ns.oid = c.relnamespace
    LEFT JOIN pg_attrdef d ON d.adrelid = a.attrelid AND d.adnum = a.attnum
    WHERE a.attnum > 0 AND NOT a.attisdropped
  UNION ALL SELECT format('index %s', pg_get_indexdef(i.indexrelid))
    FROM pg_index i JOIN pg_class c ON c.oid = i.indexrelid JOIN ns ON ns.oid = c.relnamespace
  UNION ALL SELECT format('constraint %s %s %s', conrelid::regclass, conname, pg_get_constraintdef(k.oid))
    FROM pg_constraint k JOIN ns ON ns.oid = k.connamespace
  UNION ALL SELECT format('trigger %s %s', pg_get_triggerdef(t.oid), t.tgenabled) FROM pg_trigger t WHERE NOT t.tgisinternal
  UNION ALL SELECT format('function %s.%s %s', ns.nspname, p.proname, md5(p.prosrc))
    FROM pg_proc p JOIN ns ON ns.oid = p.pronamespace
  UNION ALL SELECT format('enum %s %s %s', t.typname, e.enumsortorder, e.enumlabel) FROM pg_enum e JOIN pg_type t ON t.oid = e.enumtypid
  UNION ALL SELECT format('extension %s %s', extname, extversion) FROM pg_extension
  UNION ALL SELECT format('role %s %s', rolname, rolsuper) FROM pg_roles
  UNION ALL SELECT format('setting %s %s %s', setdatabase, setrole, setconfig) FROM pg_db_role_setting
) AS items(item)`;

const quote = (name: string) => `"${name.replaceAll('"', '""')}"`;

async function publicTables(pglite: PGlite): Promise<string[]> {
  const result = await pglite.query<{ name: string }>(
    `SELECT tablename AS name FROM pg_tables WHERE schemaname = 'public' ORDER BY tablename`,
  );
  return result.rows.map((row) => row.name);
}

/** The tables among `names` that hold at least one row (a TRUNCATE costs new files for every table it names). */
async function filledTables(pglite: PGlite, names: string[]): Promise<string[]> {
  if (names.length === 0) return [];
  const sql = names
    .map((name, i) => `SELECT ${i} AS i WHERE EXISTS (SELECT 1 FROM ${quote(name)})`)
    .join(" UNION ALL ");
  return (await pglite.query<{ i: number }>(sql)).rows.map((row) => names[row.i]!);
}

async function schemaDigest(pglite: PGlite): Promise<string> {
  return (await pglite.query<{ digest: string }>(SCHEMA_DIGEST)).rows[0]!.digest;
}

async function readTemplate(pglite: PGlite): Promise<Template> {
  const tables: Template["tables"] = [];
  for (const name of await filledTables(pglite, await publicTables(pglite))) {
    // Generated columns are computed again on insert and may not be given.
    const columns = await pglite.query<{ name: string }>(
      `SELECT attname AS name FROM pg_attribute
       WHERE attrelid = $1::regclass AND attnum > 0 AND NOT attisdropped AND attgenerated = '' ORDER BY attnum`,
      [`public.${quote(name)}`],
    );
    const list = columns.rows.map((column) => quote(column.name)).join(", ");
    const rows = await pglite.query<{ rows: string }>(`SELECT json_agg(t)::text AS rows FROM ${quote(name)} AS t`);
    tables.push({ name, columns: list, rows: rows.rows[0]!.rows });
  }
  const sequences = await pglite.query<{ name: string; value: string; called: boolean }>(
    `SELECT format('%I.%I', schemaname, sequencename) AS name, COALESCE(last_value, start_value)::text AS value,
            last_value IS NOT NULL AS called
     FROM pg_sequences`,
  );
  return { schema: await schemaDigest(pglite), tables, sequences: sequences.rows };
}

/** Puts the template's rows back; false when the schema is no longer the template's (the caller starts afresh). */
async function restoreTemplate(pglite: PGlite, template: Template): Promise<boolean> {
  if (pglite.isInTransaction()) await pglite.exec("ROLLBACK");
  await pglite.exec("DISCARD ALL");
  if ((await schemaDigest(pglite)) !== template.schema) return false;
  const filled = await filledTables(pglite, await publicTables(pglite));
  await pglite.transaction(async (tx) => {
    // Triggers off while the rows go back: no content-version bump, no foreign-key order to follow.
    await tx.exec("SET LOCAL session_replication_role = replica");
    if (filled.length > 0) await tx.exec(`TRUNCATE ${filled.map(quote).join(", ")} RESTART IDENTITY CASCADE`);
    for (const table of template.tables) {
      await tx.query(
        `INSERT INTO ${quote(table.name)} (${table.columns})
         SELECT ${table.columns} FROM json_populate_recordset(NULL::${quote(table.name)}, $1::json)`,
        [table.rows],
      );
    }
    for (const sequence of template.sequences)
      await tx.query(`SELECT setval($1::regclass, $2::bigint, $3)`, [sequence.name, sequence.value, sequence.called]);
  });
  return true;
}

/**
 * The worker's embedded database holding exactly the migrated template (`dump`): the kept one put back, or, on the
 * first call and after a file changed the schema, a new one loaded from the dump.
 */
export async function templatePglite(dump: string): Promise<PGlite> {
  const current = kept.__sliceKeptPglite;
  if (current && !current.pglite.closed) {
    if (await restoreTemplate(current.pglite, current.template).catch(() => false)) return current.pglite;
    await current.pglite.close().catch(() => {});
  }
  kept.__sliceKeptPglite = undefined;
  const pglite = await PGlite.create("memory://", {
    extensions: { pg_trgm },
    loadDataDir: new Blob([new Uint8Array(await readFile(dump))]),
  });
  kept.__sliceKeptPglite = { pglite, template: await readTemplate(pglite) };
  return pglite;
}
