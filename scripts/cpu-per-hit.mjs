// node scripts/cpu-per-hit.mjs [--rounds=12] [--seconds=3] NAME=URL=PID[,PID...] NAME=URL=PID...
//
// CPU per request of servers already running (a benchmark, not a test; docs/benchmarks.md). Loads each target in
// turn with wrk (2 threads, 32 connections), `--rounds` times, reversing the order every other round, and divides
// the user + system CPU its processes used (/proc/PID/stat) by the requests wrk counted. Prints the median and
// quartiles per target. On a shared machine whose speed drifts, req/s of one run against another cannot show a
// 10-15 % change; two builds served side by side and measured in alternation can. Linux only; needs wrk.
import { execFileSync } from "node:child_process";
import { readFileSync } from "node:fs";

const args = process.argv.slice(2);
const option = (name, fallback) => Number(args.find((a) => a.startsWith(`--${name}=`))?.split("=")[1] ?? fallback);
const rounds = option("rounds", 12);
const seconds = option("seconds", 3);
const targets = args
  .filter((a) => !a.startsWith("--"))
  .map((a) => {
    // NAME=URL=PIDS, where the URL may hold "=" itself (a query).
    const parts = a.split("=");
    const name = parts[0];
    const pids = parts.length >= 3 ? parts.at(-1).split(",").filter(Boolean) : [];
    return { name, url: parts.slice(1, -1).join("="), pids, perRequest: [], perSecond: [] };
  });
if (targets.length === 0 || targets.some((t) => !t.url || t.pids.length === 0)) {
  console.error("usage: node scripts/cpu-per-hit.mjs [--rounds=12] [--seconds=3] NAME=URL=PID[,PID] ...");
  process.exit(2);
}

const ticksPerSecond = Number(execFileSync("getconf", ["CLK_TCK"], { encoding: "utf8" }).trim());
/** User + system CPU seconds of the processes so far. */
function cpuSeconds(pids) {
  let ticks = 0;
  for (const pid of pids) {
    const fields = readFileSync(`/proc/${pid}/stat`, "utf8").split(")").pop().trim().split(/\s+/);
    ticks += Number(fields[11]) + Number(fields[12]);
  }
  return ticks / ticksPerSecond;
}
const wrk = (url, duration) =>
  execFileSync("wrk", ["-t2", "-c32", `-d${duration}s`, url], { encoding: "utf8", maxBuffer: 1 << 20 });

for (const target of targets) wrk(target.url, 2); // warm-up
for (let round = 0; round < rounds; round++) {
  for (const target of round % 2 === 0 ? targets : [...targets].reverse()) {
    const before = cpuSeconds(target.pids);
    const out = wrk(target.url, seconds);
    const used = cpuSeconds(target.pids) - before;
    const requests = Number(/(\d+) requests in/.exec(out)?.[1] ?? 0);
    if (requests === 0) throw new Error(`${target.name}: wrk counted no request`);
    target.perRequest.push((used * 1e6) / requests);
    target.perSecond.push(Number(/Requests\/sec:\s+([\d.]+)/.exec(out)?.[1] ?? 0));
  }
}

const quantile = (values, q) => {
  const sorted = [...values].sort((a, b) => a - b);
  const at = (sorted.length - 1) * q;
  const low = Math.floor(at);
  return sorted[low] + (sorted[Math.ceil(at)] - sorted[low]) * (at - low);
};
for (const { name, perRequest, perSecond } of targets) {
  const [q1, median, q3] = [0.25, 0.5, 0.75].map((q) => quantile(perRequest, q).toFixed(1));
  console.log(
    `${name.padEnd(14)} ${median} µs CPU per request (quartiles ${q1}-${q3}), median ${Math.round(quantile(perSecond, 0.5))} req/s, ${rounds} rounds`,
  );
}
