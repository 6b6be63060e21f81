// `npm run backup -- <folder>` / `npm run restore -- <folder>` (scripts/backup.mjs loads this through Vite).
// A backup folder holds the database and every stored upload, whichever backends the environment names:
//   database.sql          PostgreSQL (DATABASE_URL): pg_dump, plain SQL that drops and recreates each object
//   database.pglite.tgz   embedded PGlite (DATA_DIR): PGlite's own dump of its data folder
//   uploads/<key>         every file in the storage (UPLOADS_DIR or the S3 bucket), listed in manifest.json
// PGlite serves one process: stop the server before a backup or a restore. PostgreSQL and S3 need no stop
// for a backup; stop the servers for a restore.
import { spawn } from "node:child_process";
import { createWriteStream, existsSync } from "node:fs";
import { mkdir, readdir, readFile, rename, writeFile } from "node:fs/promises";
import path from "node:path";
import { Readable } from "node:stream";
import { pipeline } from "node:stream/promises";
import { PGlite } from "@electric-sql/pglite";
import { pg_trgm } from "@electric-sql/pglite/contrib/pg_trgm";
import { openLazyFile } from "@remix-run/fs";
import { env } from "../platform/env.server";
import { isSafeKey, storage } from "../storage/storage.server";

type Manifest = {
  version: 1;
  createdAt: string;
  database: "postgresql" | "pglite";
  files: { key: string; type: string; size: number }[];
};

const MANIFEST = "manifest.json";
const PG_DUMP = "database.sql";
const PGLITE_DUMP = "database.pglite.tgz";

function exec(command: string, args: string[]): Promise<void> {
  return new Promise((resolve, reject) => {
    const child = spawn(command, args, { stdio: ["ignore", "ignore", "pipe"] });
    let stderr = "";
    child.stderr.on("data", (chunk: Buffer) => (stderr += chunk.toString()));
    child.on("error", (error) => reject(new Error(`${command} could not start: ${error.message}`)));
    child.on("exit", (code) =>
      code === 0 ? resolve() : reject(new Error(`${command} failed (${code}): ${stderr.trim()}`)),
    );
  });
}

const IN_USE = () =>
  `Stop the server first: ${env.DATA_DIR} is in use (if no server runs, a crash left ${path.join(env.DATA_DIR, "postmaster.pid")} behind: delete it).`;

async function dataDirInUse(dir: string): Promise<boolean> {
  return existsSync(path.join(dir, "postmaster.pid"));
}

async function backupDatabase(dir: string): Promise<Manifest["database"]> {
  if (env.DATABASE_URL) {
    await exec("pg_dump", [
      "--no-owner",
      "--no-privileges",
      "--clean",
      "--if-exists",
      "--file",
      path.join(dir, PG_DUMP),
      env.DATABASE_URL,
    ]);
    return "postgresql";
  }
  if (!existsSync(env.DATA_DIR)) throw new Error(`No database in ${env.DATA_DIR} (DATA_DIR) to back up.`);
  if (await dataDirInUse(env.DATA_DIR)) throw new Error(IN_USE());
  const pglite = await PGlite.create(env.DATA_DIR, { extensions: { pg_trgm } });
  try {
    const dump = await pglite.dumpDataDir("gzip");
    await writeFile(path.join(dir, PGLITE_DUMP), new Uint8Array(await dump.arrayBuffer()));
  } finally {
    await pglite.close();
  }
  return "pglite";
}

async function restoreDatabase(dir: string, kind: Manifest["database"]) {
  if (env.DATABASE_URL) {
    if (kind !== "postgresql")
      throw new Error("This backup holds an embedded (PGlite) database; unset DATABASE_URL to restore it.");
    await exec("psql", [
      "--quiet",
      "--no-psqlrc",
      "-v",
      "ON_ERROR_STOP=1",
      "--single-transaction",
      "--file",
      path.join(dir, PG_DUMP),
      env.DATABASE_URL,
    ]);
    return;
  }
  if (kind !== "pglite") throw new Error("This backup holds a PostgreSQL database; set DATABASE_URL to restore it.");
  if (existsSync(env.DATA_DIR)) {
    if (await dataDirInUse(env.DATA_DIR)) throw new Error(IN_USE());
    // Kept, not deleted: the database as it was before the restore.
    const aside = `${env.DATA_DIR.replace(/\/+$/, "")}.before-restore-${new Date().toISOString().replace(/\D/g, "").slice(0, 14)}`;
    await rename(env.DATA_DIR, aside);
    console.log(`The previous database folder is kept at ${aside}.`);
  }
  const dump = new Blob([new Uint8Array(await readFile(path.join(dir, PGLITE_DUMP)))]);
  const pglite = await PGlite.create(env.DATA_DIR, { extensions: { pg_trgm }, loadDataDir: dump });
  await pglite.query("SELECT 1");
  await pglite.close();
}

async function allKeys(): Promise<string[]> {
  const keys: string[] = [];
  let cursor: string | undefined;
  do {
    const page = await storage().list({ cursor, limit: 500 });
    keys.push(...page.files.map((f) => f.key));
    cursor = page.cursor;
  } while (cursor);
  return keys.sort();
}

export async function backup(target: string) {
  if (!target) throw new Error("Name the backup folder: npm run backup -- ./backups/2026-11-25");
  if (existsSync(target) && (await readdir(target)).length > 0) throw new Error(`${target} is not empty.`);
  await mkdir(path.join(target, "uploads"), { recursive: true });
  const database = await backupDatabase(target);
  const files: Manifest["files"] = [];
  for (const key of await allKeys()) {
    if (!isSafeKey(key)) continue; // only keys the app writes (folder/name.ext)
    const file = await storage().get(key);
    if (!file) continue; // removed meanwhile
    const out = path.join(target, "uploads", key);
    await mkdir(path.dirname(out), { recursive: true });
    await pipeline(Readable.fromWeb(file.stream() as never), createWriteStream(out));
    files.push({ key, type: file.type, size: file.size });
  }
  const manifest: Manifest = { version: 1, createdAt: new Date().toISOString(), database, files };
  await writeFile(path.join(target, MANIFEST), JSON.stringify(manifest, null, 2));
  console.log(`Backed up the ${database} database and ${files.length} uploaded files to ${target}.`);
}

export async function restore(source: string) {
  if (!source) throw new Error("Name the backup folder: npm run restore -- ./backups/2026-11-25");
  const manifest = JSON.parse(await readFile(path.join(source, MANIFEST), "utf8")) as Manifest;
  if (manifest.version !== 1) throw new Error(`${source}/${MANIFEST} is not a backup this version can read.`);
  await restoreDatabase(source, manifest.database);
  for (const { key, type } of manifest.files) {
    if (!isSafeKey(key)) throw new Error(`Refusing the unexpected file name ${key} in ${MANIFEST}.`);
    await storage().set(key, openLazyFile(path.join(source, "uploads", key), { type, name: path.basename(key) }));
  }
  console.log(`Restored the ${manifest.database} database and ${manifest.files.length} uploaded files from ${source}.`);
}

export async function run(command: string, folder: string) {
  if (command === "backup") await backup(folder);
  else if (command === "restore") await restore(folder);
  else throw new Error(`Unknown command ${command} (backup or restore).`);
}
