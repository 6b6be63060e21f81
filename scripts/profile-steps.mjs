// node scripts/profile-steps.mjs PROFILE.cpuprofile [--from=US --to=US] [--requests=N]
//
// Sums a `node --cpu-prof` profile of the production server by step of the request pipeline
// (app/server/main/pipeline.server.ts), to see what a response-cache hit costs (docs/benchmarks.md). Each sample
// goes to the innermost frame of its stack that belongs to a step, so Node's own work inside a step (setHeader,
// JSON.stringify, the socket write) counts for that step. A frame of the built server (build/server) is known by
// the top-level function it is written in, so closures count for the function that made them. Samples of no step
// are Node's HTTP parsing and socket handling, the garbage collector, or other code; idle time is left out.
// --from and --to (microseconds of the monotonic clock, as `process.hrtime.bigint() / 1000n` prints them) keep only
// the samples of the load run; --requests (wrk's count for that run) adds the microseconds of CPU per request.
import { readFileSync } from "node:fs";
import { fileURLToPath } from "node:url";

const [file, ...rest] = process.argv.slice(2);
if (!file) {
  console.error("usage: node scripts/profile-steps.mjs PROFILE.cpuprofile [--from=US --to=US] [--requests=N]");
  process.exit(2);
}
const args = Object.fromEntries(rest.map((a) => a.replace(/^--/, "").split("=")));
const from = args.from ? Number(args.from) : -Infinity;
const to = args.to ? Number(args.to) : Infinity;
const requests = args.requests ? Number(args.requests) : 0;

/** Step of each top-level function of the app (as the server build names it: a clash gets a `$1` suffix). */
const STEPS = {
  "1 request log line and id": [
    "logRequest",
    "formatLine",
    "loggablePath",
    "loggablePathOnly",
    "requestIdFrom",
    "toStdout",
    "logTime",
    "jsonLine",
    "writeLogLine",
    "flushLog",
  ],
  "2 security headers": ["setSecurityHeaders", "strictTransportSecurity", "appendReplacingDefaults"],
  "3 request target": ["checkRequestTarget", "validHost", "trailingSlashRedirect", "refuse", "first"],
  "4 page-ran beacon": ["answerPageRan"],
  "5 insights count": [
    "countRequest",
    "classify",
    "classified",
    "countedRoute",
    "visitorKind",
    "isBotAgent",
    "isPrefetch",
    "optedOut",
    "refererPath",
    "decodeSafe",
    "recordInsight",
    "recordSearch",
    "bufferAdd",
    "dayOf",
    "countingSlotOf",
  ],
  "6 cache lookup": [
    "serveFromCache",
    "responseCache",
    "contentVersion",
    "shareableRequest",
    "pathAndQueryOf",
    "cacheKey",
    "preferredEncoding",
    "tellCounter",
    "etagMatches",
  ],
  "6 cache write": ["send", "notModifiedHeaders", "compressEntry", "sendHeaders"],
  "7+ Express (not a hit)": ["createApp"],
  "pipeline handler itself": ["createPipeline"],
};
const stepOf = new Map();
for (const [step, names] of Object.entries(STEPS)) for (const name of names) stepOf.set(name, step);

const profile = JSON.parse(readFileSync(file, "utf8"));
const nodes = new Map(profile.nodes.map((n) => [n.id, n]));
const parent = new Map();
for (const n of profile.nodes) for (const c of n.children ?? []) parent.set(c, n.id);

// The top-level declaration a line of a built file belongs to: the last `function NAME` or `const NAME` at column 0.
const sources = new Map();
function topLevelNames(url) {
  if (!sources.has(url)) {
    let names = [];
    try {
      const lines = readFileSync(fileURLToPath(url), "utf8").split("\n");
      let current = "";
      names = lines.map((line) => {
        const m = /^(?:export )?(?:async )?(?:function\*? ?([\w$]+)|(?:const|let|var|class) ([\w$]+))/.exec(line);
        if (m) current = m[1] ?? m[2];
        return current;
      });
    } catch {
      // not a readable file (node: internals): no names
    }
    sources.set(url, names);
  }
  return sources.get(url);
}

function nameOf(node) {
  const { url, functionName, lineNumber } = node.callFrame;
  if (url.includes("/build/server/")) return topLevelNames(url)[lineNumber] || functionName;
  return null;
}

const stepCache = new Map();
function stepOfNode(id) {
  if (stepCache.has(id)) return stepCache.get(id);
  const leaf = nodes.get(id);
  let step;
  const special = {
    "(idle)": "idle",
    "(garbage collector)": "garbage collector",
    "(program)": "V8 / native (program)",
  };
  if (special[leaf.callFrame.functionName]) step = special[leaf.callFrame.functionName];
  // The socket write and the header block, wherever they happen, are named apart: the first is the kernel's copy.
  let within;
  for (let at = id; step === undefined && at !== undefined; at = parent.get(at)) {
    const frame = nodes.get(at);
    const name = nameOf(frame);
    if (name && stepOf.has(name)) step = stepOf.get(name);
    else if (/\/node_modules\/(express|router)\//.test(frame.callFrame.url)) step = "7+ Express (not a hit)";
    else if (!within && frame.callFrame.functionName === "writev") within = "socket writev (kernel)";
    else if (!within && frame.callFrame.functionName === "writeHead") within = "writeHead";
  }
  if (step === "6 cache write" && within) step = `6 cache write: ${within}`;
  if (step === undefined) {
    // No step on the stack: Node's HTTP server (parser, sockets, timers) or something else.
    let node = false;
    for (let at = id; at !== undefined; at = parent.get(at)) {
      const { url } = nodes.get(at).callFrame;
      if (url.startsWith("node:")) node = true;
    }
    step = node ? "Node: HTTP parsing, sockets, timers" : "other";
  }
  stepCache.set(id, step);
  return step;
}

const totals = new Map();
let time = profile.startTime;
let busy = 0;
for (let i = 0; i < profile.samples.length; i++) {
  time += profile.timeDeltas[i];
  if (time < from || time > to) continue;
  const delta = profile.timeDeltas[i + 1] ?? 0; // a sample stands for the time until the next one
  const step = stepOfNode(profile.samples[i]);
  totals.set(step, (totals.get(step) ?? 0) + delta);
  if (step !== "idle") busy += delta;
}

const rows = [...totals].filter(([step]) => step !== "idle").sort((a, b) => b[1] - a[1]);
console.log(`| step | share of CPU |${requests ? " µs per request |" : ""}`);
console.log(`|---|---:|${requests ? "---:|" : ""}`);
for (const [step, us] of rows) {
  const share = `${((100 * us) / busy).toFixed(1)} %`;
  console.log(`| ${step} | ${share} |${requests ? ` ${(us / requests).toFixed(2)} |` : ""}`);
}
console.log(
  `\nbusy ${(busy / 1e6).toFixed(2)} s, idle ${((totals.get("idle") ?? 0) / 1e6).toFixed(2)} s` +
    (requests ? `, ${requests} requests: ${(busy / requests).toFixed(1)} µs of CPU per request` : ""),
);
