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
import { SETTLE_MS, inAlternation, labArguments, median, phonePage } from "./phone-lab.mjs";

const usage = "node scripts/script-tasks.mjs [--runs=8] [--slowdown=4] [--detail] URL [URL...]";
const { runs, slowdown, flags, urls } = labArguments(usage);
const detail = flags.has("--detail");
/** Profile entries that are not JavaScript. */
const NOT_SCRIPT = new Set(["(program)", "(idle)", "(root)", "(garbage collector)"]);

async function load(browser, url) {
  const { context, page, cdp } = await phonePage(browser, slowdown);
  await page.addInitScript(() => {
    globalThis.__longTasks = [];
    new PerformanceObserver((list) => {
      for (const entry of list.getEntries()) globalThis.__longTasks.push([entry.startTime, entry.duration]);
    }).observe({ type: "longtask", buffered: true });
  });
  await cdp.send("Profiler.enable");
  await cdp.send("Profiler.setSamplingInterval", { interval: 100 });
  await cdp.send("Profiler.start");
  await page.goto(url, { waitUntil: "load" });
  await page.waitForTimeout(SETTLE_MS);
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
      const top = [...inclusive]
        .filter(([key]) => !NOT_SCRIPT.has(key.split(" ")[0]))
        .sort((a, b) => b[1] - a[1])
        .slice(0, 15);
      figures.details.push(
        `  ${duration.toFixed(0)} ms at ${start.toFixed(0)}: ${top.map(([k, v]) => `${k} ${(v / 1000).toFixed(1)}`).join("; ")}`,
      );
    }
  }
  return figures;
}

const results = await inAlternation(urls, runs, load);
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
