// After the run: the private servers' data templates (support/data-template.mjs) are tens of megabytes each and
// no server uses them any more, so they go; every server has already copied what it needed.
import { rmSync } from "node:fs";

export default function teardown() {
  const dir = process.env.E2E_TEMPLATES_DIR;
  if (dir) rmSync(dir, { recursive: true, force: true });
}
