// Errors a model function raises on purpose: a status fit for an HTTP answer and a message fit for the person.
// Anything else is unexpected: toDomainError() answers null and the caller lets it throw (a logged 500).
import type { z } from "zod";
import { Prisma } from "#app/generated/prisma/client";
import { errorList, fieldErrors } from "#app/lib/validation/errors";
import { UploadError } from "../storage/upload-error.server";

export type DomainStatus = 400 | 401 | 403 | 404 | 409 | 413 | 415 | 429 | 503 | 507;

export class DomainError extends Error {
  constructor(
    readonly status: DomainStatus,
    message: string,
    readonly errors?: string[],
    /** A validation failure's messages by field (one each), for a form that shows them beside its fields. */
    readonly fields?: Record<string, string>,
  ) {
    super(message);
    this.name = "DomainError";
  }
}

export function badRequest(message: string, errors?: string[], fields?: Record<string, string>): DomainError {
  return new DomainError(400, message, errors, fields);
}

/**
 * The 400 for input that failed its schema: the first message (or `fallback`), every message in `order` as
 * `errors`, and one message per field as `fields`.
 */
export function invalidInput(error: z.ZodError, order: readonly string[], fallback: string): DomainError {
  const errors = errorList(error, order);
  return badRequest(errors[0] ?? fallback, errors, fieldErrors(error, order));
}

export function notFound(message = "Not found."): DomainError {
  return new DomainError(404, message);
}

/** A 409; `field` names the form field whose value clashed, so a form marks it like any other refused field. */
export function conflict(message: string, field?: string): DomainError {
  return field ? new DomainError(409, message, [message], { [field]: message }) : new DomainError(409, message);
}

/** Ids are cuids; anything else cannot name a row, so callers answer 404 without a query. */
export function isRecordId(id: unknown): id is string {
  return typeof id === "string" && /^[a-z0-9]{20,32}$/i.test(id);
}

export type PrismaErrorMessages = {
  conflict?: string;
  /** The field a unique clash is about (a name already in a list), for the form to mark. */
  conflictField?: string;
  notFound?: string;
  invalidReference?: string;
};

type Kind = "conflict" | "notFound" | "invalidReference" | "invalidText";

const CODE_KINDS: Record<string, Kind> = {
  P2002: "conflict",
  "23505": "conflict",
  UniqueConstraintViolation: "conflict",
  P2025: "notFound",
  P2003: "invalidReference",
  "23503": "invalidReference",
  ForeignKeyConstraintViolation: "invalidReference",
  // PostgreSQL "invalid byte sequence" / "untranslatable character" (e.g. a NUL in text): bad input, not a fault.
  "22021": "invalidText",
  "22P05": "invalidText",
};

export const INVALID_TEXT = "Text must not contain the NUL character.";

const asRecord = (value: unknown): Record<string, unknown> | null =>
  typeof value === "object" && value !== null ? (value as Record<string, unknown>) : null;

/** The error itself and everything it wraps: `cause` chains and Prisma's `meta.driverAdapterError`. */
export function errorChain(error: unknown): Record<string, unknown>[] {
  const chain: Record<string, unknown>[] = [];
  const queue: unknown[] = [error];
  while (queue.length > 0 && chain.length < 8) {
    const current = asRecord(queue.shift());
    if (!current || chain.includes(current)) continue;
    chain.push(current);
    queue.push(current.cause, asRecord(current.meta)?.driverAdapterError);
  }
  return chain;
}

function kindOf(error: unknown): Kind | null {
  if (error instanceof Prisma.PrismaClientKnownRequestError && CODE_KINDS[error.code]) return CODE_KINDS[error.code]!;
  for (const link of errorChain(error)) {
    for (const key of ["code", "originalCode", "kind"] as const) {
      const value = link[key];
      if (typeof value === "string" && CODE_KINDS[value]) return CODE_KINDS[value];
    }
  }
  return null;
}

/**
 * Prisma P2002 (unique clash) → 409, P2025 (record to change not found) → 404, P2003 (reference to a missing
 * row) → 400; also recognised inside driver-adapter errors (Postgres 23505 / 23503). Otherwise null.
 */
export function mapPrismaError(error: unknown, messages: PrismaErrorMessages = {}): DomainError | null {
  switch (kindOf(error)) {
    case "conflict":
      return conflict(messages.conflict ?? "That already exists.", messages.conflictField);
    case "notFound":
      return notFound(messages.notFound ?? "Not found.");
    case "invalidReference":
      return badRequest(messages.invalidReference ?? "That refers to something that does not exist.");
    case "invalidText":
      return badRequest(INVALID_TEXT);
    default:
      return null;
  }
}

/** A DomainError for anything the person can act on (domain, upload and mapped Prisma errors), else null. */
export function toDomainError(error: unknown, messages?: PrismaErrorMessages): DomainError | null {
  if (error instanceof DomainError) return error;
  if (error instanceof UploadError) {
    const { status, message, field } = error;
    return field ? new DomainError(status, message, [message], { [field]: message }) : new DomainError(status, message);
  }
  return mapPrismaError(error, messages);
}

/** Rethrows `error` as its DomainError when it maps to one, unchanged otherwise. */
export function rethrowAsDomainError(error: unknown, messages?: PrismaErrorMessages): never {
  throw toDomainError(error, messages) ?? error;
}

/**
 * Deletes one row with `remove` (a Prisma delete that returns what it deleted): an id that cannot name a row,
 * or names none, is a 404 with `message`; other known database errors become their DomainError.
 */
export async function deleteById<T>(id: string, message: string, remove: (id: string) => Promise<T>): Promise<T> {
  if (!isRecordId(id)) throw notFound(message);
  try {
    return await remove(id);
  } catch (error) {
    rethrowAsDomainError(error, { notFound: message });
  }
}

export type Attempt<T> = { ok: true; value: T } | { ok: false; error: DomainError };

/**
 * Runs a model call for a page or form action: its value, or the DomainError it failed with (something the
 * person can act on, shown in the page). Any other error is unexpected and is thrown on.
 */
export async function attempt<T>(run: () => Promise<T>): Promise<Attempt<T>> {
  try {
    return { ok: true, value: await run() };
  } catch (error) {
    const known = toDomainError(error);
    if (!known) throw error;
    return { ok: false, error: known };
  }
}
