// The one pipeline of a public form (newsletter, code check, contact, partner, cake order): the per-IP rate limit
// before the body is read, the body, the honeypot, then the form's own steps (validation and the model call),
// ending in a FormOutcome; a success that names an insight event is counted. Each form's module (in this folder)
// supplies what a bot is answered and its steps after the honeypot; the page action renders the outcome as a
// flash redirect or field errors, and the /api route as JSON (apiAnswer).
import { checkPublicLimit, isHoneypotTripped, type LimitCheck, type PublicRoute } from "../auth/public-forms.server";
import { tooManyRequestsJson } from "../auth/rate-limit.server";
import { apiError, readJsonObject } from "../http/api.server";
import { json } from "../http/api-route.server";
import type { InsightEvent } from "#app/lib/insights";
import { readForm } from "../storage/uploads.server";
import { FLASH_PAGE_HEADERS } from "../http/flash.server";
import { countableRequest } from "../insights/counting.server";
import { recordEvent } from "../insights/store.server";

/** What a client sent: the page's form fields or the /api JSON object. */
export type RawInput = FormData | Record<string, unknown>;

/**
 * The body, or why it could not be read (the status and text of the refusal). `counted`: the sender is a person
 * who did not opt out (DNT, GPC), so a success counts in the insights. A refusal about one field (a photo too
 * large) names it, and carries what was read before it (`input`), so that the form comes back filled in.
 */
export type BodyRead =
  | { ok: true; input: RawInput; counted?: boolean }
  | { ok: false; status: number; message: string; field?: string; input?: RawInput };

/** What every outcome has: a kind, and the HTTP status it is answered with. */
export type OutcomeBase = { kind: string; status: number };

/** The outcomes every public form shares. */
export type SharedOutcome =
  /** Done: the model took the input. `email` is the address as stored (the newsletter's first step). */
  | { kind: "ok"; status: 200 | 201; message: string; email?: string; counts?: InsightEvent }
  /** A bot filled the hidden field: the same answer as success, nothing stored or sent. */
  | { kind: "honeypot"; status: 200 | 201; message: string }
  /**
   * Field errors in the form's order (a 400, or the upload's own status for a refused file); `message` is the
   * form's summary of them; `fields` the same messages by field name, for a page that marks each refused field
   * (the newsletter's one field does without).
   */
  | { kind: "invalid"; status: number; message: string; errors: string[]; fields?: Record<string, string> }
  /** Over a rate limit (per IP, or the newsletter's per address), with the wait in seconds. */
  | { kind: "rate-limited"; status: 429; message: string; retryAfterSeconds: number }
  /** Refused for another reason: an unreadable body, a wrong code, an address already subscribed. */
  | { kind: "refused"; status: number; message: string; errors?: string[]; emailExists?: true };

/** A form's outcome: the shared ones, and the kinds of its own (the cake order's placed order, refused day...). */
export type FormOutcome<Own extends OutcomeBase = never> = SharedOutcome | Own;

/** The outcome and what was read (an empty object when the body was never read). */
export type FormResult<Own extends OutcomeBase = never> = { outcome: FormOutcome<Own>; input: RawInput };

/** The text of one field of either kind of input ("" when absent; a JSON number or boolean as text). */
export function textOf(input: RawInput, name: string): string {
  const value = input instanceof FormData ? input.get(name) : input[name];
  return typeof value === "string" || typeof value === "number" || typeof value === "boolean" ? String(value) : "";
}

/** The named fields as text, for validators that take plain strings and for refilling a form. */
export function textFields<F extends string>(input: RawInput, fields: readonly F[]): Record<F, string> {
  return Object.fromEntries(fields.map((f) => [f, textOf(input, f)])) as Record<F, string>;
}

export const rateLimited = (limit: Extract<LimitCheck, { allowed: false }>): SharedOutcome => ({
  kind: "rate-limited",
  status: 429,
  message: limit.message,
  retryAfterSeconds: limit.retryAfterSeconds,
});

/** The page's body: a small urlencoded or multipart form. */
export async function formInput(request: Request): Promise<BodyRead> {
  const read = await readForm(request);
  return read.ok ? { ok: true, input: read.form, counted: countableRequest(request) } : read;
}

/** The /api body: a JSON object. */
export async function jsonInput(request: Request): Promise<BodyRead> {
  const read = await readJsonObject(request);
  return read.ok ? { ok: true, input: read.value, counted: countableRequest(request) } : read;
}

/** What a message form's validator says: the clean data, or the refusal (its summary, list and per-field messages). */
export type MessageCheck<T> =
  { ok: true; data: T } | { ok: false; message: string; errors: string[]; fields: Record<string, string> };

/**
 * A public form's own parts: the bucket of its rate limit, what a bot is answered, and its steps after the
 * honeypot (validation and the model call).
 */
export type PublicForm<Own extends OutcomeBase = never> = {
  route: PublicRoute;
  /** What a bot that filled the hidden field is answered: what success looks like, nothing stored or sent. */
  decoy: (input: RawInput) => FormOutcome<Own>;
  steps: (input: RawInput) => Promise<FormOutcome<Own>>;
};

/**
 * A form that stores one message (Contact Us, Partner With Us): the validator on the named fields (the page's
 * form fields as text, the /api object as sent), then the model call, answered with 201.
 */
export function messageForm<F extends string, T>(form: {
  route: PublicRoute;
  fields: readonly F[];
  success: string;
  validate: (raw: Record<F, string> | Record<string, unknown>) => MessageCheck<T>;
  save: (data: T) => Promise<unknown>;
  counts: InsightEvent;
}): PublicForm {
  return {
    route: form.route,
    decoy: () => ({ kind: "honeypot", status: 201, message: form.success }),
    async steps(input) {
      const checked = form.validate(input instanceof FormData ? textFields(input, form.fields) : input);
      if (!checked.ok) return { kind: "invalid", status: 400, ...checked };
      await form.save(checked.data);
      return { kind: "ok", status: 201, message: form.success, counts: form.counts };
    },
  };
}

/** A body that could not be read: refused, or, when the refusal is about one field, that field's error. */
function unread(body: Extract<BodyRead, { ok: false }>): SharedOutcome {
  const { status, message, field } = body;
  return field
    ? { kind: "invalid", status, message, errors: [message], fields: { [field]: message } }
    : { kind: "refused", status, message };
}

/**
 * Rate limit (a client over it gets no further: its body is not read), then the body, then the honeypot (a bot
 * gets the form's decoy), then the form's steps on what was read; a success that names an insight event is
 * counted.
 */
export async function runPublicForm<Own extends OutcomeBase = never>(
  ip: string,
  form: PublicForm<Own>,
  read: () => Promise<BodyRead>,
): Promise<FormResult<Own>> {
  const limit = await checkPublicLimit(ip, form.route);
  if (!limit.allowed) return { outcome: rateLimited(limit), input: {} };
  const body = await read();
  if (!body.ok) return { outcome: unread(body), input: body.input ?? {} };
  const outcome = isHoneypotTripped(body.input) ? form.decoy(body.input) : await form.steps(body.input);
  // The owner's insights: sign-ups started and verified, messages sent (memory only; flushed in the background).
  const counts = outcome.kind === "ok" ? (outcome as Extract<SharedOutcome, { kind: "ok" }>).counts : undefined;
  if (counts && body.counted) recordEvent(counts);
  return { outcome, input: body.input };
}

/**
 * A page's headers for an outcome it renders: never kept by any cache (the visitor's own values and message),
 * and Retry-After when over a limit (the /api answer sets its own). The page's headers export
 * (flashPageHeaders) sees them.
 */
export function outcomeHeaders(outcome: OutcomeBase & { retryAfterSeconds?: number }): Record<string, string> {
  const headers: Record<string, string> = { ...FLASH_PAGE_HEADERS };
  if (outcome.kind === "rate-limited" && outcome.retryAfterSeconds !== undefined)
    headers["Retry-After"] = String(outcome.retryAfterSeconds);
  return headers;
}

/** The /api answer for an outcome (statuses clients rely on; the middleware adds requestId to error bodies). */
export function apiAnswer({ outcome }: { outcome: SharedOutcome }): Response {
  switch (outcome.kind) {
    case "ok":
    case "honeypot":
      return json({ message: outcome.message }, outcome.status);
    case "invalid":
      return apiError(outcome.status, outcome.message, outcome.errors);
    case "rate-limited":
      return tooManyRequestsJson(outcome.retryAfterSeconds, outcome.message);
    case "refused":
      if (outcome.emailExists) return json({ message: outcome.message, emailExists: true }, outcome.status);
      return apiError(outcome.status, outcome.message, outcome.errors);
  }
}
