// A real, tiny file system for UPLOADS_DIR (tmpfs mounted with a size limit), so a write runs out of space
// part-way as on a full disk: ENOSPC from the kernel, not an injected error. Needs root (CAP_SYS_ADMIN).
import { execFileSync } from "node:child_process";
import { mkdtempSync, readdirSync, rmSync, statSync, writeFileSync } from "node:fs";
import { tmpdir } from "node:os";
import path from "node:path";

export class TinyDisk {
  readonly dir = mkdtempSync(path.join(tmpdir(), "slice-faults-disk-"));
  private mounted = false;

  /** Mounts `bytes` of tmpfs at `dir`; returns why it cannot, or null. */
  mount(bytes: number): string | null {
    try {
      execFileSync("mount", ["-t", "tmpfs", "-o", `size=${bytes},mode=0777`, "tmpfs", this.dir], { stdio: "pipe" });
      this.mounted = true;
      return null;
    } catch (error) {
      rmSync(this.dir, { recursive: true, force: true });
      return `cannot mount a tmpfs (${(error as Error).message.split("\n")[0]}); run as root`;
    }
  }

  /** Fills the disk with a file until only about `leaveBytes` remain free. */
  fill(leaveBytes: number) {
    const free = Number(execFileSync("df", ["--output=avail", "-B1", this.dir]).toString().split("\n")[1]);
    if (free > leaveBytes) writeFileSync(path.join(this.dir, "filler"), Buffer.alloc(free - leaveBytes));
  }

  unfill() {
    rmSync(path.join(this.dir, "filler"), { force: true });
  }

  /** Every file under the disk except the filler, with its size. */
  files(): string[] {
    const found: string[] = [];
    const walk = (dir: string) => {
      for (const entry of readdirSync(dir, { withFileTypes: true })) {
        const full = path.join(dir, entry.name);
        if (entry.isDirectory()) walk(full);
        else if (full !== path.join(this.dir, "filler"))
          found.push(`${path.relative(this.dir, full)} (${statSync(full).size} B)`);
      }
    };
    walk(this.dir);
    return found;
  }

  dispose() {
    if (this.mounted) {
      try {
        execFileSync("umount", ["-l", this.dir], { stdio: "pipe" });
      } catch {
        // already gone
      }
    }
    rmSync(this.dir, { recursive: true, force: true });
  }
}
