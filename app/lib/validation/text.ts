// Text rules shared by every schema, as Zod. The rules themselves are plain functions in rules.ts (the character
// rule of single-line and multi-line fields, required text, e-mail; the browser runs some of them); this module
// turns them into Zod schemas for the server, so each rule is written once.
import { z } from "zod";
import {
  characterProblem,
  hasVisibleCharacter,
  textJson,
  normalizeLineBreaks,
  requiredTextRule,
  type Rule,
  type TextKind,
} from "./rules";

export {
  isMultiLineText,
  isSingleLine,
  multiLineMessage,
  normalizeLineBreaks,
  SINGLE_LINE_FORBIDDEN,
  singleLineMessage,
  type TextKind,
} from "./rules";

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

/** `fromRule` for each rule of an object, keeping the keys (a Zod object shape). */
export function fromRules<R extends Record<string, Rule<unknown>>>(
  rules: R,
): { [K in keyof R]: ReturnType<typeof fromRule<R[K] extends Rule<infer T> ? T : never>> } {
  return Object.fromEntries(Object.entries(rules).map(([key, rule]) => [key, fromRule(rule)])) as never;
}

/**
 * The character rule as a string schema: trimmed, at most `max` characters ("<label> must be at most <max>
 * characters."), single-line by default; `multiline` keeps line breaks (normalised to LF) and tabs. With
 * `required`, that message answers a missing or blank value.
 */
/** The character rule as a Zod check of the value as sent (before trimming: an invisible end is refused too). */
export function charactersAsSent(label: string, kind: TextKind = {}) {
  return (raw: string, ctx: z.RefinementCtx<string>) => {
    const problem = characterProblem(label, raw.trim(), kind, raw);
    if (problem) ctx.addIssue({ code: "custom", message: problem, abort: true });
  };
}

export function text(
  label: string,
  max: number,
  { multiline = false, required }: TextKind & { required?: string } = {},
) {
  const string = z.string(required ? { error: required } : undefined);
  const lines = multiline ? string.overwrite(normalizeLineBreaks) : string;
  const trimmed = lines.superRefine(charactersAsSent(label, { multiline })).trim();
  return (required ? trimmed.min(1, required) : trimmed)
    .max(max, `${label} must be at most ${max} characters.`)
    .refine(
      (value) => value === "" || hasVisibleCharacter(value),
      required ?? `${label} must contain a visible character.`,
    )
    .meta(textJson(max, { multiline, min: required ? 1 : 0 }));
}

/** A required text field: `requiredTextRule` as Zod ("<label> is required." unless `required` says otherwise). */
export function requiredText(label: string, max: number, options: { required?: string } & TextKind = {}) {
  return fromRule(requiredTextRule(label, max, options));
}

/** An optional text field: `text()`; missing, null or blank becomes undefined. */
export function optionalText(label: string, max: number, kind: TextKind = {}) {
  return text(label, max, kind)
    .nullish()
    .transform((v) => (v ? v : undefined));
}
