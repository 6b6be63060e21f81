// The order's declared vocabularies against the database and the document: the statuses, the fulfilments and
// who changes an order are each written once in the app; the database's enums, the validation of a status change
// and the OpenAPI document must say the same, so a status added in one place only fails here.
import { describe, expect, it } from "vitest";
import { ORDER_ACTORS, ORDER_FULFILMENTS, ORDER_STATUSES } from "#app/lib/orders";
import { orderStatusChange } from "#app/lib/validation/order";
import { formatDay } from "#app/lib/dates";
import {
  apiOrderSchema,
  orderDetailLines,
  orderSelect,
  toApiOrder,
  toOrderView,
} from "#app/server/models/orders.server";
import { db } from "#tests/helpers/db";
import { openApi, validatorOf } from "#tests/helpers/openapi";
import { dayFromToday, insertOrder, seedOrderCatalog } from "#tests/helpers/orders";

async function enumValues(name: string): Promise<string[]> {
  const rows = await (
    await db()
  ).$queryRaw<{ value: string }[]>`
    SELECT e."enumlabel" AS "value" FROM pg_enum e JOIN pg_type t ON t.oid = e."enumtypid"
    WHERE t."typname" = ${name} ORDER BY e."enumsortorder"`;
  return rows.map((r) => r.value);
}

describe("the order's vocabularies", () => {
  it("are the database's enums, in their order", async () => {
    expect(await enumValues("OrderStatus")).toEqual([...ORDER_STATUSES]);
    expect(await enumValues("OrderFulfilment")).toEqual([...ORDER_FULFILMENTS]);
    expect(await enumValues("OrderActor")).toEqual([...ORDER_ACTORS]);
  });

  it("are what a status change accepts and what the document lists", () => {
    for (const to of ORDER_STATUSES) expect(orderStatusChange.safeParse({ to, version: 1 }).success).toBe(true);
    expect(orderStatusChange.safeParse({ to: "lost", version: 1 }).success).toBe(false);
    const order = openApi().doc.components.schemas.Order as {
      properties: Record<string, { enum?: string[]; items?: { properties: Record<string, { enum?: string[] }> } }>;
    };
    expect(order.properties.status!.enum).toEqual([...ORDER_STATUSES]);
    expect(order.properties.fulfilment!.enum).toEqual([...ORDER_FULFILMENTS]);
    expect(order.properties.history!.items!.properties.by!.enum).toEqual([...ORDER_ACTORS]);
  });
});

describe("the order's shape", () => {
  it("reads a stored order into the view and the /api answer the document describes", async () => {
    await seedOrderCatalog();
    const { id } = await insertOrder("requested", dayFromToday(5));
    const row = await (await db()).order.findUniqueOrThrow({ where: { id }, select: orderSelect });
    const api = toApiOrder(toOrderView(row));
    expect(apiOrderSchema.parse(api)).toEqual(api);
    expect(api).toMatchObject({ _id: id, id, date: dayFromToday(5), size: "1 kg", read: false, erased: false });
    const validate = validatorOf({ $ref: "#/components/schemas/Order" });
    expect(validate(api), JSON.stringify(validate.errors)).toBe(true);
  });

  it("gives the owner's page its lines of the cake's details, in the page's order, each only when it applies", async () => {
    const { id } = await insertOrder("requested", dayFromToday(5));
    const order = toOrderView(await (await db()).order.findUniqueOrThrow({ where: { id }, select: orderSelect }));
    const day = formatDay(dayFromToday(5));
    // The lines of the fields named here, in their order (a field added later brings its own line among them).
    const TOLD = [
      "Occasion",
      "Needed",
      "Deliver to",
      "Size and flavour",
      "Message on the cake",
      "Notes",
      "Estimate",
      "Quote",
    ];
    const lines = (o: typeof order) => orderDetailLines(o).filter((line) => TOLD.includes(line.label));
    expect(lines({ ...order, pickupTime: "17:30" })).toEqual([
      { label: "Occasion", text: "Anniversary" },
      { label: "Needed", text: `${day}, pickup at 17:30` },
      { label: "Size and flavour", text: "1 kg Vanilla" },
      { label: "Message on the cake", text: "None" },
      { label: "Notes", text: "None" },
      { label: "Estimate", text: "₹1,100" },
    ]);
    const quoted = {
      ...order,
      fulfilment: "delivery" as const,
      address: "12 MG Road",
      pincode: "411001",
      eggless: true,
      message: "Happy 10th",
      quotedPaise: 150_000,
      depositPaise: 0,
    };
    expect(lines(quoted)).toEqual([
      { label: "Occasion", text: "Anniversary" },
      { label: "Needed", text: `${day}, delivery` },
      { label: "Deliver to", text: "12 MG Road 411001" },
      { label: "Size and flavour", text: "1 kg Vanilla, eggless" },
      { label: "Message on the cake", text: "Happy 10th" },
      { label: "Notes", text: "None" },
      { label: "Estimate", text: "₹1,100" },
      { label: "Quote", text: "₹1,500, no deposit" },
    ]);
    expect(lines({ ...quoted, depositPaise: 50_000 }).at(-1)).toEqual({
      label: "Quote",
      text: "₹1,500, deposit ₹500",
    });
  });
});
