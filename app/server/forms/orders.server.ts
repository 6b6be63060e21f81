// The custom cake order form: the /order-a-cake page action and POST /api/orders. The same steps as every public
// form (the per-IP rate limit before the body is read, the honeypot, then the model), with two answers of its
// own: the placed order (reference and private link) and a refused day (with the next free days).
import { randomBytes } from "node:crypto";
import { bakeryToday } from "#app/lib/orders";
import { ORDER_FIELDS, MAX_ORDER_PHOTOS, ORDER_TEXT } from "#app/lib/validation/order";
import { checkPublicLimit, isHoneypotTripped } from "../auth/public-forms.server";
import { readJsonObject } from "../http/api.server";
import { DomainError, toDomainError } from "../models/errors.server";
import { DayUnavailableError, placeOrder, statusPath } from "../models/orders.server";
import { readImageForm, type ImageFormOptions } from "../storage/uploads.server";
import { textFields } from "./pipeline.server";

export type OrderOutcome =
  | { kind: "placed"; reference: string; statusPath: string }
  /** A bot filled the hidden field: an answer that looks the same, nothing stored or sent. */
  | { kind: "honeypot"; reference: string; statusPath: string }
  | { kind: "invalid"; status: number; message: string; errors: string[]; fields: Record<string, string> }
  | { kind: "day-unavailable"; status: 409; message: string; nextFreeDays: string[] }
  | { kind: "rate-limited"; status: 429; message: string; retryAfterSeconds: number };

export type OrderSubmission = { outcome: OrderOutcome; values: Record<string, string> };

/**
 * The form's reader: photos only, and one too many refused with the order's own limit at the photos field (the
 * reader stops at that file, before it is read, so the model's count of the photos is never reached).
 */
const ORDER_FORM_FILES: ImageFormOptions = {
  imageFields: ["photos"],
  maxFiles: MAX_ORDER_PHOTOS,
  tooManyFiles: ORDER_TEXT.tooManyPhotos,
};

/** The text fields the form refills after a refusal (never the files). */
const VALUE_FIELDS = ORDER_FIELDS.filter((f) => f !== "photos");

function fakePlacement(): OrderOutcome {
  const year = bakeryToday().slice(2, 4);
  return {
    kind: "honeypot",
    reference: `SB-${year}-0000`,
    statusPath: statusPath(randomBytes(32).toString("base64url")),
  };
}

async function run(
  ip: string,
  read: () => Promise<{ input: Record<string, unknown>; photos: File[]; values: Record<string, string> }>,
  emailOrigin: string | null,
  from: "form" | "json",
): Promise<OrderSubmission> {
  const limit = await checkPublicLimit(ip, "orders");
  if (!limit.allowed) {
    const { message, retryAfterSeconds } = limit;
    return { outcome: { kind: "rate-limited", status: 429, message, retryAfterSeconds }, values: {} };
  }
  let values: Record<string, string> = {};
  try {
    const body = await read();
    values = body.values;
    if (isHoneypotTripped(body.input)) return { outcome: fakePlacement(), values };
    const placed = await placeOrder(body.input, { photos: body.photos, emailOrigin, from });
    return { outcome: { kind: "placed", reference: placed.reference, statusPath: placed.statusPath }, values };
  } catch (error) {
    if (error instanceof DayUnavailableError) {
      const { message, nextFreeDays } = error;
      return { outcome: { kind: "day-unavailable", status: 409, message, nextFreeDays }, values };
    }
    const domain = toDomainError(error);
    if (!domain) throw error;
    const outcome: OrderOutcome = {
      kind: "invalid",
      status: domain.status,
      message: domain.message,
      errors: domain.errors ?? [domain.message],
      fields: domain.fields ?? {},
    };
    return { outcome, values };
  }
}

/** The page's post: a multipart form with up to three photos (or a urlencoded one without). */
export function submitOrderForm(ip: string, request: Request, emailOrigin: string | null): Promise<OrderSubmission> {
  return run(
    ip,
    async () => {
      const form = await readImageForm(request, ORDER_FORM_FILES);
      const photos = form.getAll("photos").filter((p): p is File => p instanceof File);
      const input = Object.fromEntries([...form].filter(([, value]) => typeof value === "string"));
      return { input, photos, values: textFields(form, VALUE_FIELDS) };
    },
    emailOrigin,
    "form",
  );
}

/** POST /api/orders: a JSON object (no photos; those are sent with the form). */
export function submitOrderJson(ip: string, request: Request, emailOrigin: string | null): Promise<OrderSubmission> {
  return run(
    ip,
    async () => {
      const read = await readJsonObject(request);
      if (!read.ok) throw new DomainError(read.status, read.message);
      return { input: read.value, photos: [], values: {} };
    },
    emailOrigin,
    "json",
  );
}
