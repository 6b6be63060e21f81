// Assertions on the errors model functions raise on purpose (app/server/models/errors.server.ts).
import { expect } from "vitest";
import { DomainError } from "#app/server/models/errors.server";

/** What `promise` rejected with; fails the test when it resolves. */
export async function caught(promise: Promise<unknown>): Promise<unknown> {
  return promise.then(
    () => {
      throw new Error("expected a rejection");
    },
    (e: unknown) => e,
  );
}

/** `promise` rejects with a DomainError of this status and message (returned for further checks). */
export async function expectDomainError(
  promise: Promise<unknown>,
  status: number,
  message: string,
): Promise<DomainError> {
  const error = await caught(promise);
  expect(error).toBeInstanceOf(DomainError);
  expect(error).toMatchObject({ status, message });
  return error as DomainError;
}
