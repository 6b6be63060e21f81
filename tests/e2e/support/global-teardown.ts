// After the run: the private servers' data templates (support/data-template.mjs) are tens of megabytes each and
// no server uses them any more, so they go; every server has already copied what it needed. Only a folder this
// run made (playwright.config.ts): one given by the caller may still serve its other stages.
import { rmSync } from "node:fs";

export default function teardown() {
  const dir = process.env.E2E_TEMPLATES_DIR;
  if (dir && process.env.E2E_TEMPLATES_OWNED === "1") rmSync(dir, { recursive: true, force: true });
}
