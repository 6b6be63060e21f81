// Which Chromium the browser tests drive. Debian's headless shell (package chromium-headless-shell) is the same
// Blink without the full browser around it, and it runs the specs about a third faster on a 2-core machine than
// the full chromium in headless mode; either passes them. PLAYWRIGHT_CHROMIUM picks another build.
import { existsSync } from "node:fs";

const CANDIDATES = ["/usr/bin/chromium-headless-shell", "/usr/bin/chromium"];

/** The executable to launch, or undefined when none is installed. */
export function chromiumPath() {
  if (process.env.PLAYWRIGHT_CHROMIUM) return process.env.PLAYWRIGHT_CHROMIUM;
  return CANDIDATES.find((candidate) => existsSync(candidate));
}
