// node scripts/main-thread.mjs [--runs=8] [--slowdown=4] URL [URL...]
//
// The browser's main-thread work of a page load (a benchmark, not a test; docs/benchmarks.md). Loads each URL in
// turn in Chromium (/usr/bin/chromium, or CHROMIUM) at a phone's viewport with the CPU slowed down as Lighthouse's
// mobile preset assumes, `--runs` times, reversing the order every other run, and reads the trace of each load:
// - blocking: what each main-thread task after the first contentful paint lasted beyond 50 ms, summed (the way
//   Lighthouse's Total Blocking Time counts, here on the slowed-down trace itself rather than a simulation);
// - busy: the main thread's tasks after the first contentful paint, summed;
// - compile: V8 compiling functions on the main thread (lazily, the first time each is called);
// - longest: the longest task after the first contentful paint.
// Prints medians and every run. Lighthouse's own scores on these shared machines move by up to ten points between
// runs of one build; two builds served side by side and loaded in alternation show what changed between them.
import { SETTLE_MS, inAlternation, labArguments, median, phonePage } from "./phone-lab.mjs";

const { runs, slowdown, urls } = labArguments("node scripts/main-thread.mjs [--runs=8] [--slowdown=4] URL [URL...]");

/** One load of `url`: its figures in ms. */
async function load(browser, url) {
  const { context, page, cdp } = await phonePage(browser, slowdown);
  const events = [];
  cdp.on("Tracing.dataCollected", (message) => events.push(...message.value));
  const complete = new Promise((resolve) => cdp.once("Tracing.tracingComplete", resolve));
  await cdp.send("Tracing.start", {
    traceConfig: { includedCategories: ["devtools.timeline", "disabled-by-default-v8.compile", "loading", "toplevel"] },
  });
  await page.goto(url, { waitUntil: "load" });
  await page.waitForTimeout(SETTLE_MS);
  await cdp.send("Tracing.end");
  await complete;
  await context.close();

  const threads = new Map(
    events.filter((e) => e.name === "thread_name").map((e) => [`${e.pid}:${e.tid}`, e.args.name]),
  );
  const paint = events.find((e) => e.name === "firstContentfulPaint");
  if (!paint) throw new Error(`${url}: no first contentful paint in the trace`);
  const main = events.filter(
    (e) => e.ph === "X" && e.pid === paint.pid && threads.get(`${e.pid}:${e.tid}`) === "CrRendererMain",
  );
  const tasks = main
    .filter((e) => e.name === "ThreadControllerImpl::RunTask" && e.ts >= paint.ts)
    .map((e) => e.dur / 1000);
  const compile = main
    .filter((e) => e.name === "V8.CompileCode" || e.name === "V8.CompileLazy")
    .reduce((sum, e) => sum + e.dur / 1000, 0);
  return {
    blocking: tasks.reduce((sum, ms) => sum + Math.max(0, ms - 50), 0),
    busy: tasks.reduce((sum, ms) => sum + ms, 0),
    compile,
    longest: Math.max(0, ...tasks),
  };
}

const results = await inAlternation(urls, runs, load);

console.log(`${runs} loads each, CPU slowed down ${slowdown}x, ms of main thread (median [every run])`);
for (const [url, loads] of results) {
  console.log(url);
  for (const figure of ["blocking", "busy", "compile", "longest"]) {
    const values = loads.map((l) => l[figure]);
    console.log(
      `  ${figure.padEnd(9)} ${median(values).toFixed(0).padStart(5)}  [${values.map((v) => v.toFixed(0)).join(" ")}]`,
    );
  }
}
