// Text rules shared by every schema. PostgreSQL cannot store the NUL character (U+0000) in text columns, so it
// is refused at validation time (a 400 with a clear message) rather than failing in the database. The rules
// themselves are plain functions in rules.ts (the browser runs some of them); this module turns them into Zod.
import { z } from "zod";
import { requiredTextRule, type Rule } from "./rules";

export { hasNoNul, NUL_MESSAGE } from "./rules";

/** A Zod schema that runs a plain rule: its message as the issue, its clean value as the output. */
export function fromRule<T>(rule: Rule<T>) {
  return z
    .unknown()
    .transform((value, ctx): T => {
      const result = rule.check(value);
      if (result.ok) return result.value;
      ctx.addIssue({ code: "custom", message: result.message });
      return z.NEVER;
    })
    .meta(rule.json);
}

/**
 * A required text field: trimmed; `required` (default "<label> is required.") when missing or blank; at most
 * `max` characters ("<label> must be at most <max> characters."); with `refuseNul`, no NUL character.
 */
export function requiredText(label: string, max: number, options: { required?: string; refuseNul?: boolean } = {}) {
  return fromRule(requiredTextRule(label, max, options));
}

/** `fromRule` for each rule of an object, keeping the keys (a Zod object shape). */
export function fromRules<R extends Record<string, Rule<unknown>>>(rules: R): { [K in keyof R]: ReturnType<typeof fromRule<R[K] extends Rule<infer T> ? T : never>> } {
  return Object.fromEntries(Object.entries(rules).map(([key, rule]) => [key, fromRule(rule)])) as never;
}
