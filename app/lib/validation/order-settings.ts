// The owner's order settings screen: one schema per form on it (general settings, a size, a flavour, a delivery
// area, a day's capacity, a holiday). Money is typed in rupees and stored in paise.
import { z } from "zod";
import { isCalendarDay, MAX_BOOKING_WINDOW_DAYS } from "../orders";
import { optionalText, requiredText } from "./text";

const rupees = (label: string) =>
  z.coerce
    .number({ error: `${label} must be a number of rupees.` })
    .min(0, `${label} cannot be negative.`)
    .max(10_000_000, `${label} is too large.`)
    .transform((v) => Math.round(v * 100));

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

export const orderSettingsInput = z.object({
  dayCapacity: whole("Orders per day", 0, 100),
  leadDays: whole("Lead time", 0, 60),
  bookingWindowDays: whole("The booking window", 1, MAX_BOOKING_WINDOW_DAYS),
  closedWeekdays: z.array(z.coerce.number().int().min(0).max(6)).default([]),
  upiId: optionalText("UPI ID", 100).refine(
    (v) => v === undefined || /^[\w.-]{2,}@[A-Za-z][\w]{1,}$/.test(v),
    "Please enter a UPI ID like slicebakery@okaxis.",
  ),
  upiName: optionalText("Payee name", 100),
  egglessExtra: rupees("The eggless extra"),
  photoRetentionDays: whole("Photo retention", 1, 3650),
});
export type OrderSettingsInput = z.output<typeof orderSettingsInput>;

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
