// The one place that turns a Zod error into the messages a form or the /api shows: one message per field (the
// first), in the order the form lists its fields. Used by every model that validates its raw input.
import type { z } from "zod";

/** The field a message belongs to: the last named segment of the issue's path ("form" for the root). */
function fieldOf(issue: z.core.$ZodIssue): string {
  const named = issue.path.filter((p): p is string => typeof p === "string");
  return named[named.length - 1] ?? "form";
}

/** The first message of each field, sorted by `order` (fields it does not name last, in the order met). */
function orderedFirstMessages(error: z.ZodError, order: readonly string[]): [string, string][] {
  const first = new Map<string, string>();
  for (const issue of error.issues) {
    const field = fieldOf(issue);
    if (!first.has(field)) first.set(field, issue.message);
  }
  const rank = (field: string) => {
    const i = order.indexOf(field);
    return i === -1 ? order.length : i;
  };
  return [...first.entries()].sort(([a], [b]) => rank(a) - rank(b));
}

/** One message per field (the first), keyed by field name, e.g. { price: "...", zepto: "..." }. */
export function fieldErrors(error: z.ZodError, order: readonly string[] = []): Record<string, string> {
  return Object.fromEntries(orderedFirstMessages(error, order));
}

/** Every message of the error once, in the order met (a form of one or two fields that shows all it got wrong). */
export function issueMessages(error: z.ZodError): string[] {
  return [...new Set(error.issues.map((issue) => issue.message))];
}

/** The same messages as a list without repeats, in `order` (for the API's `errors`). */
export function errorList(error: z.ZodError, order: readonly string[] = []): string[] {
  return [...new Set(orderedFirstMessages(error, order).map(([, message]) => message))];
}
