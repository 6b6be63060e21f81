// The orders model on a real database (PGlite, and PostgreSQL when DATABASE_URL is set): placing an order and
// its refusals, the calendar, every status change the rules allow or refuse, and two owners moving one order.
import { spawn } from "node:child_process";
import path from "node:path";
import { beforeEach, describe, expect, it } from "vitest";
import { ORDER_STATUSES, weekdayOf, type OrderStatus } from "#app/lib/orders";
import { placeOrder } from "#app/server/models/orders/requests.server";
import { DayUnavailableError } from "#app/server/models/orders/calendar.server";
import {
  cancelOrderByCustomer,
  changeOrderStatus,
  getOrder,
  getOrderByToken,
  ORDER_CHANGED,
} from "#app/server/models/orders/status.server";
import { db, resetDatabase } from "#tests/helpers/db";
import { caught, expectDomainError } from "#tests/helpers/domain";
import { dayFromToday, insertOrder, orderRequest, seedOrderCatalog } from "#tests/helpers/orders";

const origin = "http://bakery.test";

beforeEach(async () => {
  await resetDatabase();
  await seedOrderCatalog();
});

describe("placing an order", () => {
  it("stores the request with a reference, its history and the customer's e-mail with the private link", async () => {
    const day = dayFromToday(10);
    const placed = await placeOrder(orderRequest(day, { eggless: true }), { emailOrigin: origin });
    expect(placed.reference).toMatch(new RegExp(`^SB-${new Date().getFullYear() % 100}-0001$`));
    expect(placed.token).toMatch(/^[A-Za-z0-9_-]{43}$/);
    const order = await getOrderByToken(placed.token);
    expect(order).toMatchObject({
      status: "requested",
      date: day,
      size: "1 kg",
      sizePricePaise: 110_000,
      eggless: true,
      // 1 kg and the eggless extra
      estimatePaise: 120_000,
      version: 1,
      history: [{ from: null, to: "requested", by: "customer" }],
    });
    const mail = await (await db()).outboxEmail.findMany();
    expect(mail).toHaveLength(1);
    expect(mail[0]).toMatchObject({ kind: "order-status", to: "asha@example.com" });
    expect(mail[0]!.text).toContain(`${origin}/orders/${placed.token}`);
    expect(mail[0]!.subject).toContain(placed.reference);

    const second = await placeOrder(orderRequest(dayFromToday(11)), { emailOrigin: null });
    expect(second.reference.endsWith("-0002")).toBe(true);
  });

  it("adds the delivery charge of the PIN code's area and refuses a PIN code outside the areas", async () => {
    const day = dayFromToday(10);
    const delivery = { fulfilment: "delivery", address: "12 North Main Road", pincode: "411001" };
    const placed = await placeOrder(orderRequest(day, delivery), { emailOrigin: null });
    expect(placed.order).toMatchObject({ estimatePaise: 115_000, pickupTime: null, pincode: "411001" });
    const error = await expectDomainError(
      placeOrder(orderRequest(day, { ...delivery, pincode: "110001" }), { emailOrigin: null }),
      400,
      "Sorry, we do not deliver to this PIN code yet.",
    );
    expect(error.fields).toEqual({ pincode: "Sorry, we do not deliver to this PIN code yet." });
  });

  it("answers each wrong field with its message and stores nothing", async () => {
    const error = await expectDomainError(
      placeOrder(
        { date: "2026-02-30", fulfilment: "delivery", size: "1 kg", flavour: "Vanilla", phone: "12", email: "x" },
        { emailOrigin: null },
      ),
      400,
      "Please tell us the occasion.",
    );
    expect(error.fields).toMatchObject({
      occasion: "Please tell us the occasion.",
      date: "Please choose the date you need the cake (YYYY-MM-DD).",
      address: "Please enter the delivery address.",
      pincode: "Please enter a 6-digit PIN code.",
      name: "Please enter your name.",
      phone: "Please enter a phone number of 10 to 15 digits.",
      email: "Please enter a valid email address.",
    });
    await expectDomainError(
      placeOrder(orderRequest(dayFromToday(10), { size: "5 kg" }), { emailOrigin: null }),
      400,
      "Please choose a size.",
    );
    await expectDomainError(
      placeOrder(orderRequest(dayFromToday(10), { message: "x".repeat(41) }), { emailOrigin: null }),
      400,
      "Message on the cake must be at most 40 characters.",
    );
    expect(await (await db()).order.count()).toBe(0);
  });

  it("refuses a day inside the lead time, naming the first days that take orders", async () => {
    const error = await caught(placeOrder(orderRequest(dayFromToday(1)), { emailOrigin: null }));
    expect(error).toBeInstanceOf(DayUnavailableError);
    const refusal = error as DayUnavailableError;
    expect(refusal.status).toBe(409);
    expect(refusal.nextFreeDays).toEqual([dayFromToday(2), dayFromToday(3), dayFromToday(4)]);
    expect(refusal.message).toMatch(/^We need a little time to bake/);
  });

  it("refuses closed weekdays and holidays, and an override opens a closed weekday", async () => {
    const prisma = await db();
    const day = dayFromToday(14);
    await prisma.orderSettings.update({ where: { id: 1 }, data: { closedWeekdays: [weekdayOf(day)] } });
    const closed = (await caught(placeOrder(orderRequest(day), { emailOrigin: null }))) as DayUnavailableError;
    expect(closed.message).toMatch(/^We are closed on /);
    expect(closed.nextFreeDays[0]).toBe(dayFromToday(15));

    await prisma.orderClosedDay.create({ data: { day: new Date(`${dayFromToday(15)}T00:00:00Z`), note: "Diwali" } });
    const holiday = (await caught(
      placeOrder(orderRequest(dayFromToday(15)), { emailOrigin: null }),
    )) as DayUnavailableError;
    expect(holiday.nextFreeDays).toEqual([dayFromToday(16), dayFromToday(17), dayFromToday(18)]);

    await prisma.orderDayOverride.create({ data: { day: new Date(`${day}T00:00:00Z`), capacity: 1 } });
    await placeOrder(orderRequest(day), { emailOrigin: null });
    const full = (await caught(placeOrder(orderRequest(day), { emailOrigin: null }))) as DayUnavailableError;
    // The nearest free days on both sides (the day before it is open); the API's next ones only after it.
    expect(full.message).toMatch(/is fully booked\. The nearest free days are /);
    expect(full.nearestFreeDays).toEqual([dayFromToday(12), dayFromToday(13), dayFromToday(16), dayFromToday(17)]);
    expect(full.nextFreeDays).toEqual([dayFromToday(16), dayFromToday(17), dayFromToday(18)]);
  });
});

describe("capacity under concurrency", () => {
  it("12 parallel requests for a day with room for 3: exactly 3 placed, 9 refused naming the next free days", async () => {
    const day = dayFromToday(20);
    const results = await Promise.allSettled(
      Array.from({ length: 12 }, (_, i) =>
        placeOrder(orderRequest(day, { email: `guest${i}@example.com` }), { emailOrigin: null }),
      ),
    );
    const placed = results.filter((r) => r.status === "fulfilled");
    const refused = results.flatMap((r) => (r.status === "rejected" ? [r.reason as unknown] : []));
    expect(placed).toHaveLength(3);
    expect(refused).toHaveLength(9);
    for (const error of refused) {
      expect(error).toBeInstanceOf(DayUnavailableError);
      expect((error as DayUnavailableError).nextFreeDays).toEqual([
        dayFromToday(21),
        dayFromToday(22),
        dayFromToday(23),
      ]);
    }
    const prisma = await db();
    expect(await prisma.order.count({ where: { dateNeeded: new Date(`${day}T00:00:00Z`) } })).toBe(3);
    expect(await prisma.outboxEmail.count()).toBe(3);
  });

  it("a declined or cancelled order gives its place back", async () => {
    const day = dayFromToday(20);
    const first = await placeOrder(orderRequest(day), { emailOrigin: null });
    await placeOrder(orderRequest(day), { emailOrigin: null });
    await placeOrder(orderRequest(day), { emailOrigin: null });
    await caught(placeOrder(orderRequest(day), { emailOrigin: null }));
    await cancelOrderByCustomer(first.token, 1, { emailOrigin: null });
    await placeOrder(orderRequest(day), { emailOrigin: null });
  });
});

// The rules as the bakery states them, written out here rather than read from the code under test: an order
// goes forward one step at a time; while it is requested or quoted (nothing paid yet) the owner may also decline
// or cancel it, and the customer may cancel it; the owner may send a quote again (revised) and reopen a declined
// or cancelled order as a request; nothing else moves.
const FORWARD: readonly OrderStatus[] = ["requested", "quoted", "confirmed", "in_production", "ready", "completed"];
const UNPAID: readonly OrderStatus[] = ["requested", "quoted"];
const ENDED: readonly OrderStatus[] = ["declined", "cancelled"];
function allowedMove(from: OrderStatus, to: OrderStatus, by: "owner" | "customer"): boolean {
  if (by === "customer") return UNPAID.includes(from) && to === "cancelled";
  const nextStep = FORWARD.includes(from) ? FORWARD[FORWARD.indexOf(from) + 1] : undefined;
  return (
    to === nextStep ||
    (UNPAID.includes(from) && ENDED.includes(to)) ||
    (from === "quoted" && to === "quoted") ||
    (ENDED.includes(from) && to === "requested")
  );
}

const quote = { quotedPaise: 150_000, depositPaise: 50_000, note: "Two tiers, fondant roses" };
const reason = "We are fully booked that week.";

describe("status changes", () => {
  it("allows every move the rules list and refuses every other, for the owner and the customer", async () => {
    const prisma = await db();
    for (const from of ORDER_STATUSES) {
      for (const to of ORDER_STATUSES) {
        for (const by of ["owner", "customer"] as const) {
          const allowed = allowedMove(from, to, by);
          // Due today, so that "completed" is not refused for its day.
          const order = await insertOrder(from, dayFromToday(0));
          const change =
            by === "owner"
              ? changeOrderStatus(order.id, { to, version: 1, ...quote, reason }, { by, emailOrigin: origin })
              : to === "cancelled"
                ? cancelOrderByCustomer(order.statusToken, 1, { emailOrigin: origin })
                : changeOrderStatus(order.id, { to, version: 1 }, { by, emailOrigin: origin });
          if (allowed) {
            const moved = await change;
            expect(moved, `${by}: ${from} → ${to}`).toMatchObject({ status: to, version: 2 });
            expect(moved.history.at(-1)).toMatchObject({ from, to, by });
            const mail = await prisma.outboxEmail.findMany({ where: { to: "ravi@example.com" } });
            // Only the hash of the status token is kept: a later e-mail points back to the first one's link.
            expect(mail.at(-1)?.text).toContain("linked from our first e-mail");
            expect(mail.at(-1)?.text).not.toContain(order.statusToken);
          } else {
            const error = await caught(change);
            expect(error, `${by}: ${from} → ${to}`).toMatchObject({ status: 400 });
            expect(await getOrder(order.id)).toMatchObject({ status: from, version: 1 });
          }
          await prisma.outboxEmail.deleteMany();
        }
      }
    }
  });

  it("a quote needs a price and a deposit no larger than it; confirming records the UPI deposit", async () => {
    const order = await insertOrder("requested");
    await expectDomainError(
      changeOrderStatus(order.id, { to: "quoted", version: 1 }, { by: "owner", emailOrigin: null }),
      400,
      "Please enter the price and the deposit to send a quote.",
    );
    await expectDomainError(
      changeOrderStatus(
        order.id,
        { to: "quoted", version: 1, quotedPaise: 10_000, depositPaise: 20_000 },
        { by: "owner", emailOrigin: null },
      ),
      400,
      "The deposit cannot be more than the price.",
    );
    const quoted = await changeOrderStatus(
      order.id,
      { to: "quoted", version: 1, ...quote },
      { by: "owner", emailOrigin: null },
    );
    expect(quoted).toMatchObject({ quotedPaise: 150_000, depositPaise: 50_000, quoteNote: quote.note });
    const confirmed = await changeOrderStatus(
      order.id,
      { to: "confirmed", version: 2 },
      { by: "owner", emailOrigin: null },
    );
    expect(confirmed.depositReceivedAt).toBeInstanceOf(Date);
    const payments = await (await db()).orderPayment.findMany({ where: { orderId: order.id } });
    expect(payments).toMatchObject([{ method: "upi", amountPaise: 50_000 }]);
  });

  it("two owners moving one order at once: one change wins, the other is refused and nothing moves twice", async () => {
    const order = await insertOrder("requested");
    const [a, b] = await Promise.allSettled([
      changeOrderStatus(order.id, { to: "quoted", version: 1, ...quote }, { by: "owner", emailOrigin: null }),
      changeOrderStatus(order.id, { to: "declined", version: 1, reason }, { by: "owner", emailOrigin: null }),
    ]);
    const outcomes = [a, b].map((r) => r.status);
    expect(outcomes.sort()).toEqual(["fulfilled", "rejected"]);
    const refused = [a, b].find((r) => r.status === "rejected") as PromiseRejectedResult;
    expect(refused.reason).toMatchObject({ status: 409, message: ORDER_CHANGED });
    const after = await getOrder(order.id);
    expect(after!.version).toBe(2);
    expect(after!.history).toHaveLength(1);
    expect(await (await db()).outboxEmail.count()).toBe(1);
  });

  it("a change made on an old version is refused", async () => {
    const order = await insertOrder("requested");
    await changeOrderStatus(order.id, { to: "quoted", version: 1, ...quote }, { by: "owner", emailOrigin: null });
    await expectDomainError(
      changeOrderStatus(order.id, { to: "declined", version: 1, reason }, { by: "owner", emailOrigin: null }),
      409,
      ORDER_CHANGED,
    );
  });

  it("an unknown order or link is a 404", async () => {
    await expectDomainError(
      changeOrderStatus("ckxxxxxxxxxxxxxxxxxxxxxxx", { to: "quoted", version: 1 }, { by: "owner", emailOrigin: null }),
      404,
      "We could not find this order. Please check the link in your e-mail.",
    );
    expect(await getOrderByToken("nope")).toBeNull();
    expect(await getOrderByToken("A".repeat(43))).toBeNull();
  });
});

// Two processes on one database, as two servers behind a load balancer: the day's lock and the order's version
// live in PostgreSQL, so requests from both still count exactly and one order never moves twice. (PGlite serves
// one process, so PostgreSQL only.)
describe.skipIf(!process.env.DATABASE_URL)(
  "capacity and status changes across two processes on one PostgreSQL database",
  () => {
    it(
      "6 requests from each of two processes for a day with room for 3: exactly 3 placed",
      { timeout: 120_000 },
      async () => {
        const { database } = await import("#app/server/platform/db.server");
        const url = (await database()).pool!.options.connectionString!;
        const day = dayFromToday(25);
        const processes = [0, 1].map(() => startPlacer(url, day));
        await Promise.all(processes.map((p) => p.ready));
        for (const p of processes) p.go();
        const outcomes = await Promise.all(processes.map((p) => p.result));
        expect(outcomes.reduce((sum, o) => sum + o.placed, 0)).toBe(3);
        const refusals = outcomes.flatMap((o) => o.refusals);
        expect(refusals).toHaveLength(9);
        for (const free of refusals) expect(free).toEqual([dayFromToday(26), dayFromToday(27), dayFromToday(28)]);
        expect(await (await db()).order.count({ where: { dateNeeded: new Date(`${day}T00:00:00Z`) } })).toBe(3);
      },
    );

    it(
      "two owners on two processes moving one order at once: one change wins, the other is refused",
      { timeout: 120_000 },
      async () => {
        const { database } = await import("#app/server/platform/db.server");
        const url = (await database()).pool!.options.connectionString!;
        const order = await insertOrder("requested");
        const movers = [startMover(url, order.id, "quoted", 1), startMover(url, order.id, "declined", 1)];
        await Promise.all(movers.map((m) => m.ready));
        for (const m of movers) m.go();
        const outcomes = await Promise.all(movers.map((m) => m.result));
        expect(outcomes.filter((o) => o.moved)).toHaveLength(1);
        expect(outcomes.find((o) => !o.moved)).toEqual({ moved: false, status: 409, message: ORDER_CHANGED });
        const after = await getOrder(order.id);
        expect(after!.version).toBe(2);
        expect(after!.history).toHaveLength(1);
        expect(after!.status).toBe(outcomes[0]!.moved ? "quoted" : "declined");
      },
    );
  },
);

type PlacerResult = { placed: number; refusals: unknown[] };
type MoverResult = { moved: boolean; status?: number; message?: string };

/** tests/helpers/order-placer.ts in a process of its own. */
function startPlacer(databaseUrl: string, day: string) {
  return startHelper<PlacerResult>("tests/helpers/order-placer.ts", {
    DATABASE_URL: databaseUrl,
    ORDER_DAY: day,
    ORDER_COUNT: "6",
  });
}

/** tests/helpers/order-mover.ts in a process of its own. */
function startMover(databaseUrl: string, id: string, to: OrderStatus, version: number) {
  return startHelper<MoverResult>("tests/helpers/order-mover.ts", {
    DATABASE_URL: databaseUrl,
    ORDER_ID: id,
    ORDER_TO: to,
    ORDER_VERSION: String(version),
  });
}

/**
 * A helper script in a process of its own (vite-node, this project's aliases): it prints "ready", waits for "go"
 * on stdin so that several start at the same moment, and ends with one JSON line, its result.
 */
function startHelper<T>(script: string, env: Record<string, string>) {
  const child = spawn(
    process.execPath,
    [path.resolve("node_modules/vite-node/vite-node.mjs"), "--config", "vitest.config.ts", script],
    { env: { ...process.env, ...env, NODE_ENV: "test" }, stdio: ["pipe", "pipe", "pipe"] },
  );
  let out = "";
  let err = "";
  child.stderr.on("data", (chunk: Buffer) => (err += chunk.toString()));
  const ready = new Promise<void>((resolve, reject) => {
    child.stdout.on("data", (chunk: Buffer) => {
      out += chunk.toString();
      if (out.includes("ready\n")) resolve();
    });
    child.once("exit", (code) => reject(new Error(`${script} exited (${code}) before it was ready: ${err}`)));
  });
  const result = new Promise<T>((resolve, reject) => {
    child.once("exit", (code) => {
      const last = out.trim().split("\n").at(-1) ?? "";
      if (code === 0 && last.startsWith("{")) resolve(JSON.parse(last) as T);
      else reject(new Error(`${script} exited (${code}): ${err}`));
    });
  });
  return { ready, result, go: () => child.stdin.write("go\n") };
}
