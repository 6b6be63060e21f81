// JSON helpers for the /api resource routes: one wrapper maps every expected failure to a 4xx JSON answer
// with the client-facing message, the database being away to a 503 with Retry-After, and lets nothing else leak:
// unexpected errors are logged and answered with a bare 500.
import { isDatabaseUnavailable, unavailableHeaders } from "./db-unavailable.server";
import { toDomainError } from "../models/errors.server";
import { loggablePath, requestIdOf } from "./request-log.server";
import { BodyError, decodeUtf8, isJsonType, mediaType, readBodyBytes, SMALL_BODY_BYTES } from "../platform/body.server";

export function apiError(status: number, message: string, errors?: string[], headers?: HeadersInit): Response {
  return Response.json(errors ? { message, errors } : { message }, { status, headers });
}

export function methodNotAllowed(allow: string[]): Response {
  return Response.json({ message: "Method not allowed." }, { status: 405, headers: { Allow: allow.join(", ") } });
}

/** Runs an /api handler: thrown Responses pass through, domain errors become 4xx JSON, the rest a logged 500. */
export async function apiHandler(request: Request, fn: () => Promise<Response>): Promise<Response> {
  try {
    return await fn();
  } catch (error) {
    if (error instanceof Response) return error;
    const domain = toDomainError(error);
    if (domain)
      return apiError(
        domain.status,
        domain.message,
        domain.errors,
        domain.status === 503 ? unavailableHeaders() : undefined,
      );
    if (isDatabaseUnavailable(error)) {
      return apiError(
        503,
        "The service is briefly unavailable. Please try again in a moment.",
        undefined,
        unavailableHeaders(),
      );
    }
    console.error(
      `[api] ${request.method} ${loggablePath(new URL(request.url).pathname)} [${requestIdOf(request) ?? "-"}]:`,
      error,
    );
    return apiError(500, "Something went wrong. Please try again later.");
  }
}

const MAX_JSON_BYTES = SMALL_BODY_BYTES;

// The fields each /api request's JSON body may hold, as its operation declares them (apiRoute names them before
// the handler runs). readJsonObject refuses any other field: a misspelt or invented field is a 400 that names it,
// never dropped without a word, on every /api body at once.
const declaredFields = new WeakMap<Request, ReadonlySet<string>>();

/** Declares the fields `request`'s JSON body may hold; readJsonObject then refuses any other with a 400. */
export function declareJsonFields(request: Request, fields: Iterable<string>): void {
  declaredFields.set(request, new Set(fields));
}

/** The refusal of a field the body does not list (the name cut short: it is the client's text). */
export function unknownFieldMessage(name: string): string {
  return `Unknown field: ${name.length > 60 ? `${name.slice(0, 60)}…` : name}.`;
}

export type JsonRead =
  { ok: true; value: Record<string, unknown> } | { ok: false; status: 400 | 413 | 415; message: string };

/**
 * Reads a JSON object body: 415 unless the type is application/json or a +json type (with parameters),
 * 413 when larger than 64 kB (counted as it streams), 400 when malformed or not valid UTF-8, or when it holds a field its
 * operation does not declare. Never throws for what the client sent.
 */
export async function readJsonObject(request: Request): Promise<JsonRead> {
  if (!isJsonType(mediaType(request))) {
    return { ok: false, status: 415, message: "Send a JSON body with Content-Type: application/json." };
  }
  let text: string;
  try {
    text = decodeUtf8(await readBodyBytes(request, MAX_JSON_BYTES));
  } catch (error) {
    if (error instanceof BodyError) return { ok: false, status: error.status, message: error.message };
    return { ok: false, status: 400, message: "The request body could not be read." };
  }
  let value: unknown;
  try {
    value = JSON.parse(text);
  } catch {
    return { ok: false, status: 400, message: "Malformed JSON body." };
  }
  if (typeof value !== "object" || value === null || Array.isArray(value)) {
    return { ok: false, status: 400, message: "The JSON body must be an object." };
  }
  const declared = declaredFields.get(request);
  const unknown = declared && Object.keys(value).find((name) => !declared.has(name));
  if (unknown !== undefined) return { ok: false, status: 400, message: unknownFieldMessage(unknown) };
  return { ok: true, value: value as Record<string, unknown> };
}

/** readJsonObject for handlers that answer a refusal by throwing (the 4xx JSON answer). */
export async function readJsonBody(request: Request): Promise<Record<string, unknown>> {
  const read = await readJsonObject(request);
  if (!read.ok) throw apiError(read.status, read.message);
  return read.value;
}

/** The text value of a form field (files and missing fields are undefined). */
export function formText(form: FormData, name: string): string | undefined {
  const value = form.get(name);
  return typeof value === "string" ? value : undefined;
}

/** The non-empty files sent under `name`. */
export function formFiles(form: FormData, name: string): File[] {
  return form.getAll(name).filter((v): v is File => typeof v !== "string" && v.size > 0);
}
