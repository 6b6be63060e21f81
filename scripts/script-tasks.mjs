// node scripts/script-tasks.mjs [--runs=8] [--slowdown=4] [--detail] URL [URL...]
//
// Which long tasks of a page load are the page's own scripts, and in which functions (a benchmark, not a test;
// docs/benchmarks.md). scripts/main-thread.mjs reads a load's trace and cannot tell a task of React from one of
// Blink's (parsing, style, layout); this records Chromium's CPU profile of the load instead, at a phone's viewport
// with the CPU slowed down as Lighthouse's mobile preset assumes, and the long tasks the page itself observed. For
// each load:
// - all blocking: what each long task lasted beyond 50 ms, summed;
// - script blocking: the same over the long tasks that were mostly JavaScript;
// - longest script: the longest of those.
// URLs load in turn, `--runs` times, so that two builds served side by side are compared in alternation. Prints
// medians and every run; `--detail` also prints, for each long script task, the functions with the most time in it
// (an unminified client build names them).
import { chromium } from "playwright-core";

const args = process.argv.slice(2);
const option = (name, fallback) => Number(args.find((a) => a.startsWith(`--${name}=`))?.split("=")[1] ?? fallback);
const runs = option("runs", 8);
const slowdown = option("slowdown", 4);
const detail = args.includes("--detail");
const urls = args.filter((a) => !a.startsWith("--"));
if (urls.length === 0) {
  console.error("usage: node scripts/script-tasks.mjs [--runs=8] [--slowdown=4] [--detail] URL [URL...]");
  process.exit(2);
}
/** Profile entries that are not JavaScript. */
const NOT_SCRIPT = new Set(["(program)", "(idle)", "(root)", "(garbage collector)"]);

const browser = await chromium.launch({ executablePath: process.env.CHROMIUM ?? "/usr/bin/chromium" });

async function load(url) {
  // Lighthouse's mobile screen (a Moto G Power).
  const context = await browser.newContext({
    viewport: { width: 412, height: 823 },
    deviceScaleFactor: 1.75,
    isMobile: true,
    hasTouch: true,
  });
  const page = await context.newPage();
  await page.addInitScript(() => {
    globalThis.__longTasks = [];
    new PerformanceObserver((list) => {
      for (const entry of list.getEntries()) globalThis.__longTasks.push([entry.startTime, entry.duration]);
    }).observe({ type: "longtask", buffered: true });
  });
  const cdp = await context.newCDPSession(page);
  await cdp.send("Emulation.setCPUThrottlingRate", { rate: slowdown });
  await cdp.send("Profiler.enable");
  await cdp.send("Profiler.setSamplingInterval", { interval: 100 });
  await cdp.send("Profiler.start");
  await page.goto(url, { waitUntil: "load" });
  // The site hydrates after the load and the first paint; this leaves time for all of it at the slowest setting.
  await page.waitForTimeout(4000);
  const { profile } = await cdp.send("Profiler.stop");
  // The profile's clock (µs) against the page's performance.now() (ms), read at one moment.
  await cdp.send("Performance.enable");
  const [now, metrics] = await Promise.all([
    page.evaluate(() => performance.now()),
    cdp.send("Performance.getMetrics"),
  ]);
  const offset = metrics.metrics.find((m) => m.name === "Timestamp").value * 1e6 - now * 1000;
  const longTasks = await page.evaluate(() => globalThis.__longTasks);
  await context.close();

  const nodes = new Map(profile.nodes.map((node) => [node.id, node]));
  for (const node of profile.nodes) for (const child of node.children ?? []) nodes.get(child).parent = node.id;
  let time = profile.startTime;
  const at = profile.timeDeltas.map((delta) => (time += delta));
  const name = ({ callFrame: f }) => `${f.functionName || "(anonymous)"} ${f.url.split("/").pop()}:${f.lineNumber + 1}`;

  const figures = { all: 0, script: 0, longest: 0, details: [] };
  for (const [start, duration] of longTasks) {
    const from = start * 1000 + offset;
    const to = from + duration * 1000;
    let script = 0;
    const inclusive = new Map();
    for (let i = 0; i < at.length - 1; i++) {
      if (at[i] < from || at[i] > to) continue;
      const spent = at[i + 1] - at[i];
      let node = nodes.get(profile.samples[i]);
      if (NOT_SCRIPT.has(node.callFrame.functionName)) continue;
      script += spent;
      const seen = new Set();
      for (; node; node = nodes.get(node.parent)) {
        const key = name(node);
        if (!seen.has(key)) inclusive.set(key, (inclusive.get(key) ?? 0) + spent);
        seen.add(key);
      }
    }
    const blocking = Math.max(0, duration - 50);
    figures.all += blocking;
    if (script > (duration * 1000) / 2) {
      figures.script += blocking;
      figures.longest = Math.max(figures.longest, duration);
      const top = [...inclusive].sort((a, b) => b[1] - a[1]).slice(1, 16);
      figures.details.push(
        `  ${duration.toFixed(0)} ms at ${start.toFixed(0)}: ${top.map(([k, v]) => `${k} ${(v / 1000).toFixed(1)}`).join("; ")}`,
      );
    }
  }
  return figures;
}

const results = new Map(urls.map((url) => [url, []]));
for (let run = 0; run < runs; run++) {
  for (const url of run % 2 === 0 ? urls : [...urls].reverse()) results.get(url).push(await load(url));
}
await browser.close();

const median = (values) => {
  const sorted = [...values].sort((a, b) => a - b);
  const middle = Math.floor(sorted.length / 2);
  return sorted.length % 2 ? sorted[middle] : (sorted[middle - 1] + sorted[middle]) / 2;
};
for (const [url, loads] of results) {
  console.log(url);
  for (const [label, key] of [
    ["all blocking", "all"],
    ["script blocking", "script"],
    ["longest script", "longest"],
  ]) {
    const values = loads.map((figures) => Math.round(figures[key]));
    console.log(`  ${label.padEnd(16)} ${String(median(values)).padStart(5)}  [${values.join(" ")}]`);
  }
  if (detail) for (const figures of loads) for (const line of figures.details) console.log(line);
}
