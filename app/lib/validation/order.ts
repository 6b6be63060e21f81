// A cake order request as sent by POST /api/orders and the order form: one schema (and the OpenAPI document) for
// both, the form's text turned into its JSON types first (orderInputForm). It checks each field's shape; the bakery's own lists (sizes, flavours, delivery areas) and its
// calendar are checked by the orders model, which knows them.
import { z } from "zod";
import { isCalendarDay, ORDER_FULFILMENTS, ORDER_STATUSES } from "../orders";
import { parseRupees } from "../money";
import { emailRule } from "./rules";
import { CAKE_MESSAGE_MAX, ORDER_NOTES_MAX, ORDER_TEXT } from "./order-text";
import { fromRule, optionalText, requiredText, text } from "./text";

export * from "./order-text";

function isDelivery(payload: { value: unknown }): boolean {
  return (payload.value as { fulfilment?: unknown } | null)?.fulfilment === "delivery";
}

/**
 * Each field's own rule (the rules across fields are orderInput's), in the order the form shows the fields: their
 * messages are listed in this order (ORDER_FIELDS). A new field's refusal is written beside its rule.
 */
const orderFields = z.object({
  occasion: requiredText("Occasion", 80, { required: ORDER_TEXT.occasionRequired }),
  date: z.string({ error: ORDER_TEXT.dateRequired }).trim().refine(isCalendarDay, ORDER_TEXT.dateRequired).meta({
    format: "date",
    description:
      "The day the cake is needed, YYYY-MM-DD (the bakery's calendar), from today to the booking window's end (120 days ahead unless the bakery sets another).",
  }),
  fulfilment: z.enum(ORDER_FULFILMENTS, { error: ORDER_TEXT.fulfilmentRequired }),
  address: optionalText("Address", 300, { multiline: true }),
  pincode: z
    .string()
    .trim()
    .regex(/^(\d{6})?$/, ORDER_TEXT.pincodeInvalid)
    .optional()
    .transform((v) => v || undefined)
    .meta({ pattern: "^\\s*(\\d{6})?\\s*$", description: "Six digits; required for a delivery." }),
  pickupTime: z
    .string()
    .trim()
    .regex(/^(?:([01]\d|2[0-3]):[0-5]\d)?$/, ORDER_TEXT.pickupTimeInvalid)
    .optional()
    .transform((v) => v || undefined)
    .meta({
      pattern: "^\\s*(?:([01]\\d|2[0-3]):[0-5]\\d)?\\s*$",
      description: "HH:MM, the bakery's time, for a pickup: within the opening hours of the day's weekday (else 400).",
    }),
  size: requiredText("Size", 100, { required: ORDER_TEXT.sizeRequired }).meta({
    description: "A size's id or its label as listed (e.g. 1 kg).",
  }),
  flavour: requiredText("Flavour", 100, { required: ORDER_TEXT.flavourRequired }),
  // JSON says yes or no as a boolean; the form's checkbox text is turned into one before this (orderInputForm).
  eggless: z
    .boolean({ error: ORDER_TEXT.egglessInvalid })
    .optional()
    .transform((v) => v ?? false),
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
    // Spaces and dashes only between the digits: a tab or a line break is a control character, refused here as
    // in every single-line field (it would break the order's line in the calendar feed).
    .regex(/^\+?[\d -]{10,20}$/, ORDER_TEXT.phoneInvalid)
    .refine((v) => {
      const digits = v.replace(/\D/g, "").length;
      return digits >= 10 && digits <= 15;
    }, ORDER_TEXT.phoneInvalid)
    .meta({
      // The same rule as one pattern on the text as sent (the server trims it first): 10 to 20 characters of
      // digits, spaces and dashes after an optional +, of which 10 to 15 are digits.
      pattern: "^\\s*\\+?(?=(?:[ -]*\\d){10,15}[ -]*\\s*$)[\\d -]{10,20}\\s*$",
      description: "10 to 15 digits, with spaces or dashes between them and an optional leading +.",
    }),
  email: fromRule(emailRule(ORDER_TEXT.emailRequired, ORDER_TEXT.emailInvalid)),
});

/** The form's fields in the order it shows them, read off the rules above, and the photos. */
export const ORDER_FIELDS = [
  ...(Object.keys(orderFields.shape) as (keyof typeof orderFields.shape)[]),
  // Last on the page, so that a photo refused while it is read leaves every other field read.
  "photos",
] as const;
export type OrderField = (typeof ORDER_FIELDS)[number];

export const orderInput = orderFields
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
  })
  // The two refinements above, for the document (a refinement has no JSON Schema of its own).
  .meta({
    if: { properties: { fulfilment: { const: "delivery" } }, required: ["fulfilment"] },
    then: {
      required: ["address", "pincode"],
      properties: { address: { type: "string", pattern: "\\S" }, pincode: { type: "string", pattern: "\\d" } },
    },
  });

export type OrderInput = z.output<typeof orderInput>;

// The owner's form takes rupees by the products' price rule (parseRupees: zero or more, at most two decimals); the
// API takes whole paise, as its answers give them, so that any JSON Schema validator checks an amount exactly (a
// decimal step such as 0.01 cannot be checked exactly in binary). Either way at most 1,00,00,000 rupees: an order
// keeps paise in a 32-bit column. 12.345 rupees or 1.5 paise is refused, never rounded.
const ORDER_MONEY_MAX = 10_000_000;
const ORDER_PAISE_MAX = ORDER_MONEY_MAX * 100;

/** Rupees in, paise out. */
function rupees(missing: string, invalid: string, { aboveZero }: { aboveZero: boolean }) {
  return z.number({ error: (issue) => (issue.input === undefined ? missing : invalid) }).transform((v, ctx) => {
    const value = parseRupees(v);
    if (value !== null && value <= ORDER_PAISE_MAX && (!aboveZero || value > 0)) return value;
    ctx.addIssue({ code: "custom", message: invalid });
    return z.NEVER;
  });
}

function paise(invalid: string, { aboveZero }: { aboveZero: boolean }) {
  return z
    .number({ error: invalid })
    .int(invalid)
    .min(aboveZero ? 1 : 0, invalid)
    .max(ORDER_PAISE_MAX, invalid);
}

const changeFields = {
  to: z.enum(ORDER_STATUSES, { error: "Please choose a status." }),
  /** The version the owner saw; a change made since then refuses this one. */
  version: z
    .number({ error: (issue) => (issue.input === undefined ? ORDER_TEXT.versionMissing : ORDER_TEXT.versionInvalid) })
    .int(ORDER_TEXT.versionInvalid)
    .min(1, ORDER_TEXT.versionInvalid),
  note: text("Note", 1000, { multiline: true })
    .optional()
    .transform((v) => v ?? ""),
  reason: text("Reason", 1000, { multiline: true })
    .optional()
    .transform((v) => v ?? "")
    .meta({ description: "Why the order is declined or cancelled, as the customer reads it: required for those two." }),
};

/** A status change as PATCH /api/orders/{id} sends it: a quote's price and deposit in paise, as the answers. */
export const orderStatusChange = z.object({
  ...changeFields,
  quotedPaise: paise(ORDER_TEXT.quotedPaiseInvalid, { aboveZero: true })
    .optional()
    .meta({ description: "A quote's price in paise (₹1 = 100), more than 0." }),
  depositPaise: paise(ORDER_TEXT.depositPaiseInvalid, { aboveZero: false })
    .optional()
    .meta({ description: "A quote's deposit in paise, at most the price." }),
});
export type OrderStatusChange = z.output<typeof orderStatusChange>;

/** The details the owner may change after the request (the customer's contact data and photos stay theirs). */
export const ORDER_DETAIL_FIELDS = [
  "date",
  "fulfilment",
  "address",
  "pincode",
  "pickupTime",
  "size",
  "flavour",
  "message",
] as const;
export type OrderDetailField = (typeof ORDER_DETAIL_FIELDS)[number];

/** A change of details as PATCH /api/orders/{id} sends it (without `to`): the fields to change and the version. */
export const orderDetailsChange = orderFields
  .pick({
    date: true,
    fulfilment: true,
    address: true,
    pincode: true,
    pickupTime: true,
    size: true,
    flavour: true,
    message: true,
  } satisfies Record<OrderDetailField, true>)
  .partial()
  .extend({ version: changeFields.version });
export type OrderDetailsChange = z.output<typeof orderDetailsChange>;

// A form posts text only. Its fields are turned into the JSON types here, and the JSON schema then applies the
// one rule to both: text that is not plainly a number (or a yes/no) is left as text, which that rule refuses.
const FORM_NUMBER = /^\s*(?:\d+(?:\.\d*)?|\.\d+)\s*$/;
const FORM_YES = ["on", "true", "1", "yes"];
const FORM_NO = ["off", "false", "0", "no", ""];

function formNumber(value: unknown): unknown {
  return typeof value === "string" && FORM_NUMBER.test(value) ? Number(value) : value;
}

function formBoolean(value: unknown): unknown {
  if (typeof value !== "string") return value;
  const word = value.trim().toLowerCase();
  return FORM_YES.includes(word) ? true : FORM_NO.includes(word) ? false : value;
}

function fromForm<T extends z.ZodType>(schema: T, convert: Record<string, (value: unknown) => unknown>) {
  return z.preprocess((raw) => {
    if (typeof raw !== "object" || raw === null) return raw;
    const fields = { ...(raw as Record<string, unknown>) };
    for (const [name, to] of Object.entries(convert)) if (Object.hasOwn(fields, name)) fields[name] = to(fields[name]);
    return fields;
  }, schema);
}

/** The order form's fields (text, and "on" for the eggless checkbox) checked by orderInput. */
export const orderInputForm = fromForm(orderInput, { eggless: formBoolean });

/**
 * The body of PATCH /api/orders/{id}, for its document and the fields it may hold: a status change (with `to`) or a
 * change of details (without), never both at once.
 */
export const orderPatchBody = z.object({
  ...orderStatusChange.shape,
  to: orderStatusChange.shape.to.optional(),
  ...orderDetailsChange.shape,
});

/** The refusal of a body with both a status and details: each is its own change, e-mailed on its own. */
export const ONE_CHANGE_AT_A_TIME = "Send a status change (with `to`) or a change of details, not both at once.";

/** The owner's form of the details (text fields), as orderDetailsChange gives it. */
export const orderDetailsChangeForm = fromForm(orderDetailsChange, { version: formNumber });

/** The owner's page and the customer's cancel button (text fields, money in rupees), as orderStatusChange gives it. */
export const orderStatusChangeForm = fromForm(
  z
    .object({
      ...changeFields,
      price: rupees(ORDER_TEXT.priceMissing, ORDER_TEXT.priceInvalid, { aboveZero: true }).optional(),
      deposit: rupees(ORDER_TEXT.depositMissing, ORDER_TEXT.depositInvalid, { aboveZero: false }).optional(),
    })
    .transform(({ price, deposit, ...change }): OrderStatusChange => ({
      ...change,
      quotedPaise: price,
      depositPaise: deposit,
    })),
  {
    version: formNumber,
    price: formNumber,
    deposit: formNumber,
  },
);
