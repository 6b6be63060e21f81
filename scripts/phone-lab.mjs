// What the page-load benchmarks share (scripts/main-thread.mjs, scripts/script-tasks.mjs): their arguments, a fresh
// browser context at Lighthouse's mobile screen with the CPU slowed down, loads of several URLs in alternation, and
// the median of a figure.
import { chromium } from "playwright-core";

/** `--runs=N --slowdown=N` and the URLs, or the usage line and exit status 2 when no URL is given. */
export function labArguments(usage) {
  const args = process.argv.slice(2);
  const option = (name, fallback) => Number(args.find((a) => a.startsWith(`--${name}=`))?.split("=")[1] ?? fallback);
  const urls = args.filter((a) => !a.startsWith("--"));
  if (urls.length === 0) {
    console.error(`usage: ${usage}`);
    process.exit(2);
  }
  return { runs: option("runs", 8), slowdown: option("slowdown", 4), flags: new Set(args), urls };
}

/**
 * Loads every URL `runs` times with `load(browser, url)`, in turn and in the reverse order every other run, so that
 * two builds served side by side meet the machine's drifts alike. Returns each URL's figures, run by run.
 */
export async function inAlternation(urls, runs, load) {
  const browser = await chromium.launch({ executablePath: process.env.CHROMIUM ?? "/usr/bin/chromium" });
  const results = new Map(urls.map((url) => [url, []]));
  try {
    for (let run = 0; run < runs; run++) {
      for (const url of run % 2 === 0 ? urls : [...urls].reverse()) results.get(url).push(await load(browser, url));
    }
  } finally {
    await browser.close();
  }
  return results;
}

/** A fresh context (nothing cached, nothing compiled before) at Lighthouse's mobile screen (a Moto G Power). */
export async function phonePage(browser, slowdown) {
  const context = await browser.newContext({
    viewport: { width: 412, height: 823 },
    deviceScaleFactor: 1.75,
    isMobile: true,
    hasTouch: true,
  });
  const page = await context.newPage();
  const cdp = await context.newCDPSession(page);
  await cdp.send("Emulation.setCPUThrottlingRate", { rate: slowdown });
  return { context, page, cdp };
}

/** The site hydrates after the load and the first paint; this leaves time for all of it at the slowest setting. */
export const SETTLE_MS = 4000;

export function median(values) {
  const sorted = [...values].sort((a, b) => a - b);
  const middle = Math.floor(sorted.length / 2);
  return sorted.length % 2 ? sorted[middle] : (sorted[middle - 1] + sorted[middle]) / 2;
}
