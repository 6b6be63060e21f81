// Orders for days far out of reach against a real production server process: 9999-12-31 (the day after it
// prints as "+010000-01", which sorts before it, so a walk over the days "while day <= last" never ended and held
// the process until it ran out of memory), 0000-01-01 (a year PostgreSQL does not have) and 2099-01-01 (past
// the booking window). Each is a 400, the process stays free for everyone else (/healthz, asked over and over
// while the orders are sent, answers every time), nothing is stored, and SIGTERM still ends the process. No time is
// asserted: a process held by an endless walk answers neither the orders nor /healthz, and each request's give-up
// turns that into a status 0, a failure; how fast the answers come is the machine's business.
// On the PGlite pass only: the walk over the days is the process's own work, and each date's 400 with nothing
// stored is proven on both databases by tests/integration/order-dates.test.ts.
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { addDays, bakeryToday } from "#app/lib/orders";
import { AppServer, freePort } from "./support/app-server";
import { passDatabase, type TestDatabase } from "./support/databases";
import { hit, sleep, type Hit } from "./support/traffic";
import { orderBody } from "./support/order-body";

const DATES = ["9999-12-31", "0000-01-01", "2099-01-01"];
/** How many times the three orders are sent together, the pause between, and how often /healthz is asked. */
const ROUNDS = 5;
const ROUND_PAUSE_MS = 100;
const PROBE_EVERY_MS = 10;

let database: TestDatabase;
let server: AppServer;

/** SIGTERM, and SIGKILL when the process is still there after `graceMs` (a held process ignores SIGTERM). */
async function stopWithin(graceMs: number): Promise<boolean> {
  const pid = server?.pid;
  const stopped = await Promise.race([server.stop().then(() => true), sleep(graceMs).then(() => false)]);
  if (!stopped && pid) process.kill(pid, "SIGKILL");
  return stopped;
}

describe.skipIf(process.env.DATABASE_URL)("orders for days out of reach", () => {
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

  afterAll(async () => {
    if (server) await stopWithin(10_000);
    await database?.dispose();
  });

  it("are each a 400 while /healthz answers every probe; nothing stored; SIGTERM ends the process", async () => {
    const post = (date: string) =>
      hit(
        `${server.url}/api/orders`,
        { method: "POST", headers: { "content-type": "application/json" }, body: JSON.stringify(orderBody(date)) },
        10_000,
      );
    // Each path once before the rounds (a day that is none, a day past the window): refused the same way.
    expect((await hit(`${server.url}/healthz`)).status).toBe(200);
    expect((await post("2026-02-30")).status).toBe(400);
    expect((await post(addDays(bakeryToday(), 200))).status).toBe(400);

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
      probes.push(await hit(`${server.url}/healthz`, {}, 10_000));
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
    // Printed, not asserted: the times tell a reader how the run went.
    console.log(
      `order-dates: ${answered.length} orders answered (${answered.map((h) => h.ms).join(" ")} ms), ${probes.length} /healthz (${probes.map((p) => p.ms).join(" ")} ms)`,
    );
    // Probes were sent from the first round to the last, and every one was answered: the process was never held.
    expect(answered).toHaveLength(DATES.length * ROUNDS);
    expect(probes.length).toBeGreaterThanOrEqual(ROUNDS);
    expect(probes.map((p) => p.status).filter((s) => s !== 200)).toEqual([]);

    expect(await stopWithin(10_000)).toBe(true);
    expect(await database.use((prisma) => prisma.order.count())).toBe(0);
  });
});
