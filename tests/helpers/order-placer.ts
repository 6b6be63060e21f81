// A second process that places orders (run with vite-node by the orders capacity test): it opens the database
// from DATABASE_URL, says "ready", waits for "go" on stdin so that both processes start together, places
// ORDER_COUNT requests for ORDER_DAY at once and prints one JSON line: how many were placed, and the free days
// each refusal named.
import { createInterface } from "node:readline";
import { placeOrder } from "#app/server/models/orders/requests.server";
import { getOrderCatalog } from "#app/server/models/orders/settings.server";
import { DayUnavailableError } from "#app/server/models/orders/calendar.server";
import { closeDatabase } from "#app/server/platform/db.server";
import { orderRequest } from "./orders";

const day = process.env.ORDER_DAY!;
const count = Number(process.env.ORDER_COUNT ?? 6);

await getOrderCatalog();
console.log("ready");
const lines = createInterface({ input: process.stdin });
for await (const line of lines) if (line.trim() === "go") break;
lines.close();

const results = await Promise.allSettled(
  Array.from({ length: count }, (_, i) =>
    placeOrder(orderRequest(day, { email: `proc${process.pid}-${i}@example.com` }), { emailOrigin: null }),
  ),
);
const refusals = results.flatMap((r) =>
  r.status === "rejected" ? [r.reason instanceof DayUnavailableError ? r.reason.nextFreeDays : String(r.reason)] : [],
);
console.log(JSON.stringify({ placed: results.filter((r) => r.status === "fulfilled").length, refusals }));
await closeDatabase();
