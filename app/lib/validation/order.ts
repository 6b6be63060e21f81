// A cake order request as sent by the order form and POST /api/orders: one schema for both (and the OpenAPI
// document). It checks each field's shape; the bakery's own lists (sizes, flavours, delivery areas) and its
// calendar are checked by the orders model, which knows them.
import { z } from "zod";
import { isCalendarDay } from "../orders";
import { emailRule } from "./rules";
import { CAKE_MESSAGE_MAX, ORDER_NOTES_MAX, ORDER_TEXT } from "./order-text";
import { fromRule, optionalText, requiredText, text } from "./text";

export * from "./order-text";

// A checkbox sends "on" or nothing; JSON sends a boolean.
const YES = [true, "on", "true", "1", "yes"] as const;

function isDelivery(payload: { value: unknown }): boolean {
  return (payload.value as { fulfilment?: unknown } | null)?.fulfilment === "delivery";
}

export const orderInput = z
  .object({
    occasion: requiredText("Occasion", 80, { required: ORDER_TEXT.occasionRequired }),
    date: z
      .string({ error: ORDER_TEXT.dateRequired })
      .trim()
      .refine(isCalendarDay, ORDER_TEXT.dateRequired)
      .meta({ format: "date", description: "The day the cake is needed, YYYY-MM-DD (the bakery's calendar)." }),
    fulfilment: z.enum(["pickup", "delivery"], { error: ORDER_TEXT.fulfilmentRequired }),
    address: optionalText("Address", 300, { multiline: true }),
    pincode: z
      .string()
      .trim()
      .regex(/^(\d{6})?$/, ORDER_TEXT.pincodeInvalid)
      .optional()
      .transform((v) => v || undefined)
      .meta({ description: "Six digits; required for a delivery." }),
    pickupTime: z
      .string()
      .trim()
      .regex(/^(?:([01]\d|2[0-3]):[0-5]\d)?$/, ORDER_TEXT.pickupTimeInvalid)
      .optional()
      .transform((v) => v || undefined)
      .meta({ description: "HH:MM, the bakery's time, for a pickup." }),
    size: requiredText("Size", 100, { required: ORDER_TEXT.sizeRequired }).meta({
      description: "A size's id or its label as listed (e.g. 1 kg).",
    }),
    flavour: requiredText("Flavour", 100, { required: ORDER_TEXT.flavourRequired }),
    eggless: z
      .union([z.boolean(), z.enum(["on", "true", "1", "yes", "false", "0", "no", ""])], {
        error: ORDER_TEXT.egglessInvalid,
      })
      .optional()
      .transform((v) => v !== undefined && (YES as readonly unknown[]).includes(v)),
    message: text("Message on the cake", CAKE_MESSAGE_MAX)
      .optional()
      .transform((v) => v ?? ""),
    notes: text("Notes", ORDER_NOTES_MAX, { multiline: true })
      .optional()
      .transform((v) => v ?? ""),
    name: requiredText("Name", 200, { required: ORDER_TEXT.nameRequired }),
    phone: z
      .string({ error: ORDER_TEXT.phoneInvalid })
      .trim()
      .regex(/^\+?[\d\s-]{10,20}$/, ORDER_TEXT.phoneInvalid)
      .refine((v) => {
        const digits = v.replace(/\D/g, "").length;
        return digits >= 10 && digits <= 15;
      }, ORDER_TEXT.phoneInvalid),
    email: fromRule(emailRule(ORDER_TEXT.emailRequired, ORDER_TEXT.emailInvalid)),
  })
  // A delivery needs its address and PIN code; said even when other fields are wrong too, so that the form
  // lists every correction at once (a refinement otherwise runs only on an object with no issues).
  .refine((o) => o.fulfilment !== "delivery" || Boolean(o.address), {
    path: ["address"],
    message: ORDER_TEXT.addressRequired,
    when: isDelivery,
  })
  .refine((o) => o.fulfilment !== "delivery" || Boolean(o.pincode), {
    path: ["pincode"],
    message: ORDER_TEXT.pincodeInvalid,
    when: isDelivery,
  });

export type OrderInput = z.output<typeof orderInput>;

/** A status change as the owner's page and PATCH /api/orders/{id} send it. */
export const orderStatusChange = z.object({
  to: z.enum(["requested", "quoted", "confirmed", "in_production", "ready", "completed", "declined", "cancelled"], {
    error: "Please choose a status.",
  }),
  /** The version the owner saw; a change made since then refuses this one. */
  version: z.coerce.number({ error: "The order's version is missing." }).int().min(1),
  note: text("Note", 1000, { multiline: true })
    .optional()
    .transform((v) => v ?? ""),
  /** Quote: the price and the deposit asked, in rupees (two decimals at most). */
  price: z.coerce.number({ error: "Please enter the price in rupees." }).positive().max(10_000_000).optional(),
  deposit: z.coerce.number({ error: "Please enter the deposit in rupees." }).min(0).max(10_000_000).optional(),
});
export type OrderStatusChange = z.output<typeof orderStatusChange>;
