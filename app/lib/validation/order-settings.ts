// The owner's order settings screen: one schema per form on it (general settings with the week's hours, the shop's
// address and phone, a size, a flavour, a delivery area, a day's capacity, a holiday). Money is typed in rupees and
// stored in paise. The rules the schemas share with the rest of the site (hours, pickup times, which day takes an
// order) are in app/lib/order-settings.ts.
import { z } from "zod";
import { parseRupees } from "../money";
import { isCalendarDay, MAX_BOOKING_WINDOW_DAYS } from "../orders";
import { dayHoursProblem, WEEKDAYS, type DayHours } from "../order-settings";
import { optionalText, requiredText } from "./text";

/** Rupees in, paise out; a third decimal is refused, not rounded away. */
const rupees = (label: string) =>
  z.coerce
    .number({ error: `${label} must be a number of rupees.` })
    .min(0, `${label} cannot be negative.`)
    .max(10_000_000, `${label} is too large.`)
    .transform((v, ctx) => {
      const paise = parseRupees(v);
      if (paise !== null) return paise;
      ctx.addIssue({ code: "custom", message: `${label} must be a number of rupees, with at most two decimals.` });
      return z.NEVER;
    });

const whole = (label: string, min: number, max: number) =>
  z.coerce
    .number({ error: `${label} must be a whole number.` })
    .int(`${label} must be a whole number.`)
    .min(min, `${label} must be at least ${min}.`)
    .max(max, `${label} must be at most ${max}.`);

const day = z
  .string({ error: "Please choose a day." })
  .trim()
  .refine(isCalendarDay, "Please choose a day (YYYY-MM-DD).");

/** A "days" field left blank for "never": null, else a whole number of days from 1 to `max`. */
const daysOrNever = (label: string, max: number) =>
  z.preprocess(
    (v) => (v === undefined || v === null || (typeof v === "string" && v.trim() === "") ? null : v),
    whole(label, 1, max).nullable(),
  );

/** The form's field names for a weekday's hours: opens0 and closes0 for Sunday … opens6 and closes6. */
export const hoursFieldNames = (weekday: number) => ({ opens: `opens${weekday}`, closes: `closes${weekday}` });

export const HOURS_FIELDS = WEEKDAYS.flatMap((_, i) => Object.values(hoursFieldNames(i)));

/**
 * The week's hours from the form's fields, or undefined when the form sent none of them (the hours stay as they
 * are); each weekday's refusal names its field. Closed weekdays keep hours too: a day opened by its own capacity
 * takes pickups in its weekday's hours.
 */
export const weekHoursInput = z.record(z.string(), z.unknown()).transform((raw, ctx): DayHours[] | undefined => {
  if (!HOURS_FIELDS.some((name) => name in raw)) return undefined;
  return WEEKDAYS.map((_, i) => {
    const names = hoursFieldNames(i);
    const opens = String(raw[names.opens] ?? "").trim();
    const closes = String(raw[names.closes] ?? "").trim();
    const problem = dayHoursProblem(i, opens, closes);
    if (problem) {
      const field = problem.includes("close on") ? names.closes : names.opens;
      ctx.addIssue({ code: "custom", message: problem, path: [field] });
    }
    return { opens, closes };
  });
});

export const orderSettingsInput = z.object({
  dayCapacity: whole("Orders per day", 0, 100),
  leadDays: whole("Lead time", 0, 60),
  bookingWindowDays: whole("The booking window", 1, MAX_BOOKING_WINDOW_DAYS),
  closedWeekdays: z
    .array(
      z.coerce
        .number({ error: "Please choose closed days from the week's list." })
        .int("Please choose closed days from the week's list.")
        .min(0, "Please choose closed days from the week's list.")
        .max(6, "Please choose closed days from the week's list."),
    )
    .default([]),
  upiId: optionalText("UPI ID", 100).refine(
    (v) => v === undefined || /^[\w.-]{2,}@[A-Za-z][\w]{1,}$/.test(v),
    "Please enter a UPI ID like slicebakery@okaxis.",
  ),
  upiName: optionalText("Payee name", 100),
  egglessExtra: rupees("The eggless extra"),
  photoRetentionDays: whole("Photo retention", 1, 3650),
  releaseRequestsAfterDays: daysOrNever("Days to answer a request", 60),
  releaseQuotesAfterDays: daysOrNever("Days to pay a deposit", 60),
});
export type OrderSettingsInput = z.output<typeof orderSettingsInput>;

/** A phone number a customer can call: 10 to 15 digits, spaces or dashes between them and an optional +. */
const shopPhone = (label: string) =>
  optionalText(label, 30).refine((v) => {
    if (v === undefined) return true;
    const digits = v.replace(/\D/g, "").length;
    return /^\+?[\d -]+$/.test(v) && digits >= 10 && digits <= 15;
  }, `${label}: please enter 10 to 15 digits, like +91 98450 12399.`);

/** The shop's details customers are shown: where to pick up and how to reach the bakery. */
export const shopInput = z.object({
  pickupAddress: optionalText("Pickup address", 300, { multiline: true }),
  phone: shopPhone("Phone"),
  whatsapp: shopPhone("WhatsApp number"),
});

export const cakeSizeInput = z.object({
  label: requiredText("Size", 40),
  grams: whole("Weight in grams", 50, 50_000),
  price: rupees("The price"),
});

export const cakeFlavourInput = z.object({ name: requiredText("Flavour", 100) });

export const deliveryAreaInput = z.object({
  pincode: z
    .string()
    .trim()
    .regex(/^\d{6}$/, "Please enter a 6-digit PIN code."),
  name: requiredText("Area name", 100),
  fee: rupees("The delivery charge"),
});

export const dayOverrideInput = z.object({ day, capacity: whole("Orders that day", 0, 100) });

export const holidayInput = z.object({ day, note: optionalText("Note", 100) });
