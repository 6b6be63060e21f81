// Password hashing with scrypt (node:crypto): "scrypt$N$r$p$salt$hash", compared in constant time.
// Parameters: OWASP's N=2^15, r=8, p=3 (32 MiB a hash; the cheat sheet's equal-strength row to N=2^17, p=1
// at a quarter of the memory). The parameters live in the hash string, so older hashes still verify and
// `needsRehash` tells the login to upgrade them. At most HASH_CONCURRENCY hashes run at once in a process
// and at most HASH_QUEUE_LIMIT wait; beyond that `HashQueueFullError`, so a flood of logins from many IPs
// cannot take the memory or the CPU.
// The test setup (NODE_ENV=test with PASSWORD_HASH_COST=low) hashes new passwords with the cheapest parameters
// a stored hash may have: the tests log in hundreds of times, and each production hash costs tens to hundreds
// of milliseconds of CPU. Nothing else honours it; the production parameters have their own unit test.
import { createHash, randomBytes, scrypt as scryptCallback, timingSafeEqual } from "node:crypto";
import pLimit from "p-limit";

type ScryptParams = { N: number; r: number; p: number };

export const SCRYPT_PARAMS: Readonly<ScryptParams> = { N: 2 ** 15, r: 8, p: 3 };
const KEY_LENGTH = 64;
const SALT_BYTES = 16;

/** The parameters of new hashes under the test setup only (see above): 1 MiB, a few milliseconds. */
export const TEST_SCRYPT_PARAMS: Readonly<ScryptParams> = { N: 2 ** 10, r: 8, p: 1 };

/** The parameters new hashes are made with (read at each hash, so the test setup can set them after import). */
export function hashParams(): Readonly<ScryptParams> {
  return process.env.NODE_ENV === "test" && process.env.PASSWORD_HASH_COST === "low"
    ? TEST_SCRYPT_PARAMS
    : SCRYPT_PARAMS;
}

export const HASH_CONCURRENCY = 2;
export const HASH_QUEUE_LIMIT = 32;

const hashQueue = pLimit(HASH_CONCURRENCY);
let hashesRun = 0;

/** Too many password hashes already running and waiting in this process; try again in a moment. */
export class HashQueueFullError extends Error {
  readonly retryAfterSeconds = 5;
  constructor() {
    super("The server is busy. Please try again in a moment.");
    this.name = "HashQueueFullError";
  }
}

/** How many hashes run now and how many wait (for the health of the queue, and its tests). */
export function hashQueueState(): { running: number; waiting: number } {
  return { running: hashQueue.activeCount, waiting: hashQueue.pendingCount };
}

/** How many hashes this process has computed: shows that a login costs one hash whatever the username. */
export function hashesComputed(): number {
  return hashesRun;
}

// Bounds for parameters read from a stored hash: a tampered or corrupt row must not make one login allocate
// gigabytes or loop for minutes.
function isSane({ N, r, p }: ScryptParams): boolean {
  return (
    Number.isSafeInteger(N) &&
    N >= 2 ** 10 &&
    N <= 2 ** 20 &&
    (N & (N - 1)) === 0 &&
    Number.isSafeInteger(r) &&
    r >= 1 &&
    r <= 32 &&
    Number.isSafeInteger(p) &&
    p >= 1 &&
    p <= 16 &&
    128 * N * r <= 256 * 1024 * 1024
  );
}

function scrypt(password: string, salt: Buffer, params: ScryptParams): Promise<Buffer> {
  if (hashQueue.pendingCount >= HASH_QUEUE_LIMIT) return Promise.reject(new HashQueueFullError());
  // Node refuses (ERR_CRYPTO_INVALID_SCRYPT_PARAMS) when OpenSSL's memory need, 128·r·(N+2) + 128·r·p bytes,
  // exceeds maxmem, whose default (32 MiB) is just below what N=2^15, r=8 needs: allow twice the need.
  const maxmem = 2 * 128 * params.r * (params.N + 2 + params.p);
  return hashQueue(
    () =>
      new Promise<Buffer>((resolve, reject) =>
        scryptCallback(password, salt, KEY_LENGTH, { ...params, maxmem }, (error, key) => {
          hashesRun += 1;
          if (error) reject(error);
          else resolve(key);
        }),
      ),
  );
}

export async function hashPassword(password: string): Promise<string> {
  const salt = randomBytes(SALT_BYTES);
  const params = hashParams();
  const { N, r, p } = params;
  const key = await scrypt(password, salt, params);
  return ["scrypt", N, r, p, salt.toString("base64url"), key.toString("base64url")].join("$");
}

function parse(stored: string): { params: ScryptParams; salt: Buffer; hash: Buffer } | null {
  const [scheme, n, r, p, salt, hash, ...rest] = stored.split("$");
  if (scheme !== "scrypt" || !n || !r || !p || !salt || !hash || rest.length > 0) return null;
  const params = { N: Number(n), r: Number(r), p: Number(p) };
  if (!isSane(params)) return null;
  return { params, salt: Buffer.from(salt, "base64url"), hash: Buffer.from(hash, "base64url") };
}

/** Whether `password` matches the stored hash. Throws HashQueueFullError when the process is saturated. */
export async function verifyPassword(password: string, stored: string): Promise<boolean> {
  const parsed = parse(stored);
  if (!parsed || parsed.hash.length === 0) return false;
  const actual = await scrypt(password, parsed.salt, parsed.params);
  return actual.length === parsed.hash.length && timingSafeEqual(actual, parsed.hash);
}

/** True when a stored hash was made with other parameters than today's (to be re-hashed at the next login). */
export function needsRehash(stored: string): boolean {
  const parsed = parse(stored);
  if (!parsed) return true;
  const { N, r, p } = parsed.params;
  const today = hashParams();
  return N !== today.N || r !== today.r || p !== today.p || parsed.hash.length !== KEY_LENGTH;
}

let dummyHash: Promise<string> | undefined;

/**
 * A hash of a random password with today's parameters, verified against when no credential exists, so that
 * such a login costs the same time as a real one. Made once per process.
 */
export function dummyPasswordHash(): Promise<string> {
  dummyHash ??= hashPassword(randomToken(18)).catch((error: unknown) => {
    dummyHash = undefined;
    throw error;
  });
  return dummyHash;
}

/** Constant-time comparison of two secrets (e.g. the API bearer token). */
export function safeEqual(a: string, b: string): boolean {
  const left = Buffer.from(a);
  const right = Buffer.from(b);
  if (left.length !== right.length) {
    timingSafeEqual(left, left);
    return false;
  }
  return timingSafeEqual(left, right);
}

export function randomToken(bytes = 32): string {
  return randomBytes(bytes).toString("base64url");
}

/**
 * How a random secret that opens something (an order's status link, the calendar feed) is stored: its SHA-256 in
 * hex, the same as the migration computes with PostgreSQL's sha256(). A fast hash is enough for 24 or 32 random
 * bytes (nothing to guess); scrypt is for passwords.
 */
export function secretHash(token: string): string {
  return createHash("sha256").update(token, "utf8").digest("hex");
}
