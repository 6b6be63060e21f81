// The database being away for a moment (PostgreSQL restarting, refusing or dropping connections, the pool
// unable to connect in time) or too busy to start a transaction in time is not a bug: it is answered 503 with
// Retry-After, and the next request after PostgreSQL is back (or free again) simply works (the pg pool opens
// fresh connections). Everything else stays a logged 500.
// - /api: apiHandler (http/api.server.ts) answers 503 JSON.
// - pages and other resource routes: entry.server's handleError marks the request's context, and the root
//   middleware (app/root.tsx) turns that request's 5xx into a 503 (the friendly error page, same body).
// - /healthz answers 503 until a trivial query succeeds again (health.server.ts).
import { createContext, type RouterContextProvider } from "react-router";
import { errorChain } from "../models/errors.server";

/** Seconds a client should wait before trying again. */
export const RETRY_AFTER_SECONDS = 5;

// Prisma answers P2028 ("Transaction API error") both when an interactive transaction could not start within
// its maxWait (the database busy with other work: try again) and when code misused a transaction (used it after
// it committed, rolled back or expired, or an unknown id): a bug. Only the message tells them apart (the error
// carries no other detail), so only the first, by its own wording, counts as the database being busy.
const TRANSACTION_NOT_STARTED = /Unable to start a transaction in the given time/i;

// Driver-adapter error kinds (@prisma/adapter-pg's convertDriverError) that mean "cannot talk to the database".
const UNAVAILABLE_KINDS = new Set(["DatabaseNotReachable", "ConnectionClosed", "SocketTimeout", "TooManyConnections"]);
// Prisma's own codes for the same: can't reach, timed out, server closed the connection, pool timeout.
const UNAVAILABLE_PRISMA_CODES = new Set(["P1001", "P1002", "P1008", "P1017", "P2024", "P2037"]);
// SQLSTATE: class 08 (connection exception), 57P01-57P03 (admin/crash shutdown, cannot connect now), 53300
// (too many connections).
const UNAVAILABLE_SQLSTATE = /^(08...|57P0[123]|53300)$/;
const UNAVAILABLE_ERRNO = new Set([
  "ECONNREFUSED",
  "ECONNRESET",
  "ETIMEDOUT",
  "EPIPE",
  "ENOTFOUND",
  "EAI_AGAIN",
  "EHOSTUNREACH",
]);
// What pg itself throws without a code when a socket dies or the pool cannot connect within its timeout.
const UNAVAILABLE_MESSAGE =
  /Connection terminated|timeout exceeded when trying to connect|Client has encountered a connection error|Connection is closed|the database system is (starting up|shutting down|in recovery mode)/i;

function matchesItself(error: Record<string, unknown>): boolean {
  const code = typeof error.code === "string" ? error.code : undefined;
  if (typeof error.kind === "string") {
    if (UNAVAILABLE_KINDS.has(error.kind)) return true;
    if (error.kind === "postgres" && code && UNAVAILABLE_SQLSTATE.test(code)) return true;
  }
  if (code === "P2028") return typeof error.message === "string" && TRANSACTION_NOT_STARTED.test(error.message);
  if (code && (UNAVAILABLE_PRISMA_CODES.has(code) || UNAVAILABLE_ERRNO.has(code) || UNAVAILABLE_SQLSTATE.test(code))) {
    return true;
  }
  return typeof error.message === "string" && UNAVAILABLE_MESSAGE.test(error.message);
}

/**
 * True when `error` (a Prisma client error, a DriverAdapterError, a pg or socket error, or one wrapping such an
 * error as `cause`) says the database cannot be reached right now.
 */
export function isDatabaseUnavailable(error: unknown): boolean {
  return errorChain(error).some(matchesItself);
}

const unavailableContext = createContext<boolean>(false);

/** Called by handleError: remembers that this request failed because the database was away. */
export function noteDatabaseUnavailable(context: unknown, error: unknown) {
  if (!isDatabaseUnavailable(error)) return;
  try {
    (context as RouterContextProvider).set(unavailableContext, true);
  } catch {
    // not a RouterContextProvider: nothing to mark
  }
}

function wasDatabaseUnavailable(context: Readonly<RouterContextProvider>): boolean {
  try {
    return context.get(unavailableContext);
  } catch {
    return false;
  }
}

export function unavailableHeaders(headers?: HeadersInit): Headers {
  const result = new Headers(headers);
  result.set("Retry-After", String(RETRY_AFTER_SECONDS));
  result.set("Cache-Control", "no-store");
  return result;
}

/** Root middleware: a 5xx caused by the database being away becomes a 503 with Retry-After (same body). */
export async function databaseUnavailableMiddleware(
  { context }: { context: Readonly<RouterContextProvider> },
  next: () => Promise<Response>,
): Promise<Response> {
  const response = await next();
  if (response.status < 500 || response.status === 503 || !wasDatabaseUnavailable(context)) return response;
  return new Response(response.body, {
    status: 503,
    statusText: "Service Unavailable",
    headers: unavailableHeaders(response.headers),
  });
}
