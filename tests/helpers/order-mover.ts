// A second process that moves one order (run with vite-node by the orders status test): it opens the database
// from DATABASE_URL, says "ready", waits for "go" on stdin so that both processes move at the same moment, asks
// for ORDER_TO from ORDER_VERSION as the owner would, and prints one JSON line: whether the move was taken, and
// the refusal's status and message when it was not.
import { createInterface } from "node:readline";
import { changeOrderStatus } from "#app/server/models/orders/status.server";
import { closeDatabase, database } from "#app/server/platform/db.server";
import { DomainError } from "#app/server/models/errors.server";
import { ORDER_STATUSES, type OrderStatus } from "#app/lib/orders";

const id = process.env.ORDER_ID!;
const to = process.env.ORDER_TO as OrderStatus;
if (!ORDER_STATUSES.includes(to)) throw new Error(`ORDER_TO=${to} is not a status`);

await database();
console.log("ready");
const lines = createInterface({ input: process.stdin });
for await (const line of lines) if (line.trim() === "go") break;
lines.close();

try {
  const change = {
    to,
    version: Number(process.env.ORDER_VERSION),
    ...(to === "quoted" ? { quotedPaise: 150_000, depositPaise: 50_000 } : {}),
    ...(to === "declined" || to === "cancelled" ? { reason: "We are fully booked that week." } : {}),
  };
  await changeOrderStatus(id, change, { by: "owner", emailOrigin: null });
  console.log(JSON.stringify({ moved: true }));
} catch (error) {
  if (!(error instanceof DomainError)) throw error;
  console.log(JSON.stringify({ moved: false, status: error.status, message: error.message }));
}
await closeDatabase();
