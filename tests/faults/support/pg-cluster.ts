// A throwaway PostgreSQL cluster of its own (initdb into a temporary folder, its own port, its socket in that
// folder), so a fault test can stop and start PostgreSQL without touching the shared server at 127.0.0.1:5432.
// initdb refuses to run as root: as root the cluster is made and run by the `postgres` user (runuser).
import { execFileSync } from "node:child_process";
import { chownSync, existsSync, mkdtempSync, readdirSync, rmSync } from "node:fs";
import { tmpdir, userInfo } from "node:os";
import path from "node:path";

function pgBinDir(): string | null {
  if (process.env.PG_BIN_DIR) return process.env.PG_BIN_DIR;
  const root = "/usr/lib/postgresql";
  if (!existsSync(root)) return null;
  const versions = readdirSync(root).filter((v) => existsSync(path.join(root, v, "bin", "initdb")));
  versions.sort((a, b) => Number(b) - Number(a));
  return versions[0] ? path.join(root, versions[0], "bin") : null;
}

/** Why a private cluster cannot be made here, or null when it can. */
export function pgClusterUnavailable(): string | null {
  if (!pgBinDir()) return "no PostgreSQL server binaries (set PG_BIN_DIR)";
  if (userInfo().uid === 0) {
    try {
      execFileSync("id", ["postgres"], { stdio: "ignore" });
    } catch {
      return "running as root and there is no postgres user to run initdb";
    }
  }
  return null;
}

export class PgCluster {
  readonly dir = mkdtempSync(path.join(tmpdir(), "slice-faults-pg-"));
  readonly dataDir = path.join(this.dir, "data");
  readonly url: string;
  private readonly bin = pgBinDir()!;
  private readonly asRoot = userInfo().uid === 0;

  constructor(readonly port: number) {
    this.url = `postgresql://postgres@127.0.0.1:${port}/postgres`;
    if (this.asRoot) chownSync(this.dir, Number(this.id("-u")), Number(this.id("-g")));
  }

  private id(flag: string): string {
    return execFileSync("id", [flag, "postgres"]).toString().trim();
  }

  private run(tool: string, args: string[]) {
    const cmd = path.join(this.bin, tool);
    if (this.asRoot) execFileSync("runuser", ["-u", "postgres", "--", cmd, ...args], { stdio: "pipe" });
    else execFileSync(cmd, args, { stdio: "pipe" });
  }

  init() {
    this.run("initdb", ["-D", this.dataDir, "-U", "postgres", "--auth=trust", "--no-sync", "-E", "UTF8"]);
  }

  start() {
    const opts = `-p ${this.port} -k ${this.dir} -c listen_addresses=127.0.0.1 -c fsync=off -c max_connections=60`;
    this.run("pg_ctl", ["-D", this.dataDir, "-o", opts, "-l", path.join(this.dir, "log"), "-w", "-t", "60", "start"]);
  }

  /** `fast`: active sessions are terminated, as when an operator restarts PostgreSQL. */
  stop(mode: "fast" | "immediate" = "fast") {
    this.run("pg_ctl", ["-D", this.dataDir, "-m", mode, "-w", "-t", "60", "stop"]);
  }

  running(): boolean {
    return existsSync(path.join(this.dataDir, "postmaster.pid"));
  }

  /** Stops the cluster if it runs and deletes its folder. Safe to call more than once. */
  dispose() {
    try {
      if (this.running()) this.stop("immediate");
    } catch {
      // already down
    }
    rmSync(this.dir, { recursive: true, force: true });
  }
}
