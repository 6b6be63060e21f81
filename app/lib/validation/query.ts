// The query parameters of the /api reads that filter: each one a Zod schema of the text sent, so that the route
// refuses what it cannot read (a 400 that names the parameter, never the whole list as if no filter were given)
// and the OpenAPI document states the same rule. An empty value counts as not sent, as an HTML form sends it.
import { z } from "zod";
import { CALENDAR_DAY_MESSAGE, isCalendarDay } from "../calendar-day";

/** One of a fixed list of words (or empty). */
export function choiceParam(name: string, values: readonly string[]) {
  return z.enum(["", ...values], { error: `${name} must be one of: ${values.join(", ")}.` });
}

/** A day written YYYY-MM-DD that the calendar has, by the one calendar-day rule (or empty). */
export function dayParam(name: string) {
  const error = `${name} ${CALENDAR_DAY_MESSAGE}`;
  return z.union([z.literal(""), z.iso.date({ error }).refine(isCalendarDay, { error })], { error });
}

/** A page number: a whole number from 1, at most six digits, no leading zero (or empty). */
export const pageParam = z.string().regex(/^(?:[1-9]\d{0,5})?$/, "page must be a whole number from 1 to 999999.");
