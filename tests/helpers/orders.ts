// Builders for the custom cake order tests: the bakery's lists, its settings, a valid request, and an order
// written straight in a given status (for the status tests, which need orders in every state), and the owner's
// moves of an order through its statuses.
import { randomBytes } from "node:crypto";
import { addDays, bakeryToday, type OrderStatus } from "#app/lib/orders";
import { db } from "#app/server/platform/db.server";
import { secretHash } from "#app/server/auth/password.server";
import { changeOrderStatus } from "#app/server/models/orders/status.server";

export async function seedOrderCatalog(
  settings: { dayCapacity?: number; leadDays?: number; closedWeekdays?: number[] } = {},
) {
  const prisma = await db();
  await prisma.cakeSize.createMany({
    data: [
      { label: "0.5 kg", grams: 500, pricePaise: 60_000, position: 1 },
      { label: "1 kg", grams: 1000, pricePaise: 110_000, position: 2 },
      { label: "2 kg", grams: 2000, pricePaise: 210_000, position: 3 },
    ],
  });
  await prisma.cakeFlavour.createMany({
    data: [{ name: "Chocolate truffle" }, { name: "Red velvet" }, { name: "Vanilla" }],
  });
  await prisma.deliveryArea.create({ data: { pincode: "411001", name: "Camp and Koregaon Park", feePaise: 5_000 } });
  await prisma.orderSettings.upsert({
    where: { id: 1 },
    create: {
      id: 1,
      dayCapacity: 3,
      leadDays: 2,
      upiId: "slicebakery@okaxis",
      upiName: "Slice Bakery",
      egglessExtraPaise: 10_000,
      ...settings,
    },
    update: settings,
  });
}

/** A bakery day `days` from today. */
export const dayFromToday = (days: number) => addDays(bakeryToday(), days);

/** A valid request for `date` (pickup of a 1 kg chocolate cake), with `overrides`. */
export function orderRequest(date: string, overrides: Record<string, unknown> = {}): Record<string, unknown> {
  return {
    occasion: "Birthday",
    date,
    fulfilment: "pickup",
    pickupTime: "17:30",
    size: "1 kg",
    flavour: "Chocolate truffle",
    eggless: false,
    message: "Happy birthday Asha",
    notes: "",
    name: "Asha Rao",
    phone: "+91 98450 12345",
    email: "asha@example.com",
    ...overrides,
  };
}

let counter = 0;

/** An order written directly in `status` (no calendar check), for tests of the status changes. */
export async function insertOrder(status: OrderStatus, date = dayFromToday(30)) {
  const prisma = await db();
  counter += 1;
  const statusToken = randomBytes(32).toString("base64url");
  const order = await prisma.order.create({
    data: {
      reference: `SB-T-${process.pid}-${counter}`,
      statusTokenHash: secretHash(statusToken),
      status,
      occasion: "Anniversary",
      dateNeeded: new Date(`${date}T00:00:00Z`),
      fulfilment: "pickup",
      sizeLabel: "1 kg",
      sizePricePaise: 110_000,
      flavour: "Vanilla",
      name: "Ravi Kumar",
      phone: "9845012345",
      email: "ravi@example.com",
      estimatePaise: 110_000,
      ...(status === "requested" ? {} : { quotedPaise: 150_000, depositPaise: 50_000 }),
    },
    select: { id: true, version: true },
  });
  return { ...order, statusToken };
}

/**
 * Moves an order through `steps` as the owner, starting from its first version, without e-mail links; the step
 * to "quoted" carries `quote` (in rupees).
 */
/** The reason the owner gives when declining or cancelling in these tests. */
export const OWNER_REASON = "We are fully booked that week.";

export async function ownerMoves(
  id: string,
  steps: readonly OrderStatus[],
  quote: { price: number; deposit: number } = { price: 1500, deposit: 500 },
) {
  for (const [i, to] of steps.entries()) {
    await changeOrderStatus(
      id,
      {
        to,
        version: i + 1,
        ...(to === "quoted" ? { quotedPaise: quote.price * 100, depositPaise: quote.deposit * 100 } : {}),
        ...(to === "declined" || to === "cancelled" ? { reason: OWNER_REASON } : {}),
      },
      { by: "owner", emailOrigin: null },
    );
  }
}
