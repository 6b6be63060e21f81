// Helpers for the forms tests: call route modules with real Requests, read queued e-mails (admin sessions: ./admin.ts).
import { db } from "#app/server/platform/db.server";
import { context } from "./requests";

type Handler = (args: never) => unknown;

/** Calls a loader or action the way React Router does (request, params, context) and returns its result. */
export async function call(fn: Handler, request: Request, ip = "203.0.113.7", params: Record<string, string> = {}) {
  try {
    return await (fn as (args: unknown) => Promise<unknown>)({ request, params, context: context(ip) });
  } catch (thrown) {
    if (thrown instanceof Response) return thrown;
    throw thrown;
  }
}

/** React Router's data() result: { data, init }. */
export type DataResult<T = Record<string, unknown>> = {
  type: "DataWithResponseInit";
  data: T;
  init: ResponseInit | null;
};

export function isDataResult(value: unknown): value is DataResult {
  return typeof value === "object" && value !== null && (value as { type?: string }).type === "DataWithResponseInit";
}

/** The code in the newest verification e-mail queued for `email`. */
export async function latestCode(email: string): Promise<string> {
  const row = await (
    await db()
  ).outboxEmail.findFirst({
    where: { to: email, kind: "verification" },
    orderBy: [{ createdAt: "desc" }, { id: "desc" }],
  });
  const match = row?.text.match(/verification code is (\d{6})/);
  if (!match) throw new Error(`no verification e-mail for ${email}`);
  return match[1]!;
}

/** A valid Contact Us submission. */
export const SAMPLE_CONTACT = {
  fullName: "Meera Joshi",
  email: "meera@Example.com",
  phone: "",
  subject: "Product Feedback",
  message: "The multigrain loaf is wonderful.",
};

/** A valid Partner With Us submission. */
export const SAMPLE_PARTNER = {
  fullName: "Arjun Rao",
  email: "arjun@cafe.example",
  phone: "9876543210",
  companyName: "Cafe Rao",
  partnershipType: "Reseller",
  website: "https://cafe.example",
  message: "We would like to stock your sourdough.",
};

/**
 * Addresses every public form must refuse with its "invalid e-mail" message: dots where a dot-atom cannot have
 * them, an invisible character at the end (it would be trimmed away unseen), and a look-alike with a Cyrillic
 * letter that reads as another address.
 */
export const REFUSED_EMAILS = [
  { label: "a doubled dot", email: "a@b..co" },
  { label: "a leading dot", email: ".a@b.com" },
  { label: "a trailing dot", email: "a@b.com." },
  { label: "a zero-width space last", email: "a@b.com\u200B" },
  { label: "a Cyrillic а", email: "\u0430dmin@example.com" },
] as const;
