// Orders for days far out of reach against a real production server process: 9999-12-31 (the day after it
// prints as "+010000-01", which sorts before it, so a walk over the days "while day <= last" never ended and held
// the process until it ran out of memory), 0000-01-01 (a year PostgreSQL does not have) and 2099-01-01 (past
// the booking window). Each is a 400 at once, the process stays free for everyone else (/healthz answers in
// under 100 ms the whole time), nothing is stored, and SIGTERM still ends the process promptly.
import os from "node:os";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { addDays, bakeryToday } from "#app/lib/orders";
import { AppServer, freePort } from "./support/app-server";
import { passDatabase, type TestDatabase } from "./support/databases";
import { hit, sleep, type Hit } from "./support/traffic";

const DATES = ["9999-12-31", "0000-01-01", "2099-01-01"];
/** How many times the three orders are sent together, the pause between, and how often /healthz is asked. */
const ROUNDS = 5;
const ROUND_PAUSE_MS = 100;
const PROBE_EVERY_MS = 10;

const order = (date: string) => ({
  occasion: "Birthday",
  date,
  fulfilment: "pickup",
  pickupTime: "17:30",
  size: "1 kg",
  flavour: "Vanilla",
  eggless: false,
  name: "Asha Rao",
  phone: "+91 98450 12345",
  email: "asha@example.com",
});

/**
 * /healthz answers in under 100 ms while the orders are answered. On a shared machine busier than its cores
 * (load average over the number of CPUs) every process waits its turn for a CPU, so the bound grows by that
 * factor there, never past a second: still far below the 2 s after which the probe of a held process gives up.
 */
const BUSY = Math.max(1, os.loadavg()[0]! / os.availableParallelism());
const PROBE_BOUND_MS = Math.min(1_000, Math.round(100 * BUSY));

let database: TestDatabase;
let server: AppServer;

beforeAll(async () => {
  database = await passDatabase();
  // The bakery's lists, so that a request gets as far as its day (a size the bakery lacks is refused before).
  await database.use(async (prisma) => {
    await prisma.cakeSize.create({ data: { label: "1 kg", grams: 1000, pricePaise: 110_000, position: 1 } });
    await prisma.cakeFlavour.create({ data: { name: "Vanilla" } });
  });
  server = new AppServer(await freePort(), { ...database.env, RATE_LIMIT_PUBLIC: "100000", LOG_FORMAT: "off" });
  await server.start();
});

/** SIGTERM, and SIGKILL when the process is still there after `graceMs` (a held process ignores SIGTERM). */
async function stopWithin(graceMs: number): Promise<boolean> {
  const pid = server?.pid;
  const stopped = await Promise.race([server.stop().then(() => true), sleep(graceMs).then(() => false)]);
  if (!stopped && pid) process.kill(pid, "SIGKILL");
  return stopped;
}

afterAll(async () => {
  if (server) await stopWithin(10_000);
  await database?.dispose();
});

describe("orders for days out of reach", () => {
  it("are each a 400 at once while /healthz answers in under 100 ms; nothing stored; SIGTERM ends the process", async () => {
    const post = (date: string) =>
      hit(
        `${server.url}/api/orders`,
        { method: "POST", headers: { "content-type": "application/json" }, body: JSON.stringify(order(date)) },
        10_000,
      );
    // Warm each path once (a day that is none, a day past the window), so that what is measured is the answer,
    // not the first load of a module or the first compile of a query.
    await hit(`${server.url}/healthz`);
    await post("2026-02-30");
    await post(addDays(bakeryToday(), 200));

    // Rounds of the three orders at once, /healthz asked every few milliseconds from the first to the last answer.
    const byDate = new Map<string, Hit[]>(DATES.map((d) => [d, []]));
    let sending = true;
    const sent = (async () => {
      for (let round = 0; round < ROUNDS; round++) {
        const answers = await Promise.all(DATES.map((date) => post(date)));
        answers.forEach((answer, i) => byDate.get(DATES[i]!)!.push(answer));
        await sleep(ROUND_PAUSE_MS);
      }
      sending = false;
    })();
    const probes: Hit[] = [];
    while (sending) {
      probes.push(await hit(`${server.url}/healthz`, {}, 2_000));
      await sleep(PROBE_EVERY_MS);
    }
    await sent;
    const answered = [...byDate.values()].flat();

    for (const date of DATES) {
      const mine = byDate.get(date)!;
      expect(mine.length, date).toBeGreaterThan(0);
      expect(
        mine.map((h) => h.status).filter((s) => s !== 400),
        date,
      ).toEqual([]);
      expect((JSON.parse(mine[0]!.body) as { message: string }).message, date).toMatch(
        date.startsWith("0000")
          ? /^Please choose the date you need the cake \(YYYY-MM-DD\)/
          : /^We take orders up to 120 days ahead/,
      );
    }
    const slowestPost = Math.max(...answered.map((h) => h.ms));
    const slowestProbe = Math.max(...probes.map((p) => p.ms));
    console.log(
      `order-dates: ${answered.length} orders answered (${answered.map((h) => h.ms).join(" ")} ms), ${probes.length} /healthz (${probes.map((p) => p.ms).join(" ")} ms), bound ${PROBE_BOUND_MS} ms`,
    );
    expect(probes.length).toBeGreaterThanOrEqual(ROUNDS);
    expect(probes.map((p) => p.status).filter((s) => s !== 200)).toEqual([]);
    expect(slowestProbe).toBeLessThan(PROBE_BOUND_MS);
    // Each refusal comes in milliseconds (tens of them on an idle machine); a second is the loaded machine's margin.
    expect(slowestPost).toBeLessThan(1_000);

    expect(await stopWithin(10_000)).toBe(true);
    expect(await database.use((prisma) => prisma.order.count())).toBe(0);
  });
});
