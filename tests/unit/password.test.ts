import { randomBytes, scryptSync } from "node:crypto";
import { afterEach, describe, expect, it, vi } from "vitest";
import {
  HASH_CONCURRENCY,
  HASH_QUEUE_LIMIT,
  HashQueueFullError,
  hashPassword,
  hashQueueState,
  needsRehash,
  safeEqual,
  hashParams,
  SCRYPT_PARAMS,
  TEST_SCRYPT_PARAMS,
  verifyPassword,
} from "#app/server/auth/password.server";

/** A stored hash made with the given parameters (as an older version of the app would have). */
function storedHash(password: string, N: number, r: number, p: number): string {
  const salt = randomBytes(16);
  const key = scryptSync(password, salt, 64, { N, r, p, maxmem: 256 * N * r });
  return ["scrypt", N, r, p, salt.toString("base64url"), key.toString("base64url")].join("$");
}

describe("password hashing", () => {
  afterEach(() => void vi.unstubAllEnvs());

  it("uses OWASP's scrypt parameters (N=2^15, r=8, p=3), stored in the hash; verifies the right password only", async () => {
    expect(SCRYPT_PARAMS).toEqual({ N: 2 ** 15, r: 8, p: 3 });
    const hash = await hashPassword("correct horse");
    expect(hash).toMatch(/^scrypt\$32768\$8\$3\$[\w-]{22}\$[\w-]{86}$/);
    expect(hash).not.toContain("correct horse");
    expect(await verifyPassword("correct horse", hash)).toBe(true);
    expect(await verifyPassword("correct horsE", hash)).toBe(false);
    expect(await verifyPassword("", hash)).toBe(false);
    expect(needsRehash(hash)).toBe(false);
  });

  it("hashes with the cheap test parameters only under the test setup (NODE_ENV=test and PASSWORD_HASH_COST=low)", async () => {
    vi.stubEnv("PASSWORD_HASH_COST", "low");
    vi.stubEnv("NODE_ENV", "production");
    expect(hashParams()).toEqual(SCRYPT_PARAMS);
    expect(await hashPassword("pw")).toMatch(/^scrypt\$32768\$8\$3\$/);
    vi.stubEnv("NODE_ENV", "test");
    expect(hashParams()).toEqual(TEST_SCRYPT_PARAMS);
    const cheap = await hashPassword("pw");
    expect(cheap).toMatch(/^scrypt\$1024\$8\$1\$/);
    expect(await verifyPassword("pw", cheap)).toBe(true);
    expect(needsRehash(cheap)).toBe(false);
    // Outside the test setup a cheap hash is an old one: the next login re-hashes it with the real parameters.
    vi.unstubAllEnvs();
    expect(hashParams()).toEqual(SCRYPT_PARAMS);
    expect(needsRehash(cheap)).toBe(true);
  });

  it("verifies hashes made with older parameters, and says they need a re-hash", async () => {
    const old = storedHash("pw-old", 2 ** 15, 8, 1);
    expect(await verifyPassword("pw-old", old)).toBe(true);
    expect(await verifyPassword("pw-new", old)).toBe(false);
    expect(needsRehash(old)).toBe(true);
    expect(needsRehash("plain-text")).toBe(true);
  });

  it("salts every hash and refuses malformed or absurd stored values without hashing", async () => {
    expect(await hashPassword("same")).not.toBe(await hashPassword("same"));
    expect(await verifyPassword("x", "plain-text")).toBe(false);
    expect(await verifyPassword("x", "scrypt$1$2$3")).toBe(false);
    // A tampered row must not make a login allocate gigabytes or spin for minutes.
    for (const params of ["1073741824$8$1", "32768$8$1000", "32767$8$1", "32768$0$1", "2097152$8$1"]) {
      expect(await verifyPassword("x", `scrypt$${params}$c2FsdA$aGFzaA`)).toBe(false);
    }
  });

  it(`runs at most ${HASH_CONCURRENCY} hashes at once; the rest wait their turn`, async () => {
    const stored = storedHash("pw", 2 ** 14, 8, 1);
    const jobs = Array.from({ length: 6 }, () => verifyPassword("pw", stored));
    let maxRunning = 0;
    const sampler = setInterval(() => (maxRunning = Math.max(maxRunning, hashQueueState().running)), 1);
    await Promise.resolve();
    await Promise.resolve();
    expect(hashQueueState()).toEqual({ running: HASH_CONCURRENCY, waiting: 6 - HASH_CONCURRENCY });
    expect(await Promise.all(jobs)).toEqual(Array(6).fill(true));
    clearInterval(sampler);
    expect(maxRunning).toBeLessThanOrEqual(HASH_CONCURRENCY);
    expect(hashQueueState()).toEqual({ running: 0, waiting: 0 });
  });

  it(`refuses (HashQueueFullError) when ${HASH_QUEUE_LIMIT} hashes already wait, so a flood cannot pile up`, async () => {
    const stored = storedHash("pw", 2 ** 10, 8, 1);
    const jobs = Array.from({ length: HASH_QUEUE_LIMIT + 10 }, () =>
      verifyPassword("pw", stored).then(
        (ok) => ({ ok }),
        (error: unknown) => ({ error }),
      ),
    );
    const results = await Promise.all(jobs);
    const refused = results.filter((r) => "error" in r);
    expect(refused.length).toBe(10);
    for (const r of refused) expect((r as { error: unknown }).error).toBeInstanceOf(HashQueueFullError);
    expect(results.filter((r) => "ok" in r && r.ok).length).toBe(HASH_QUEUE_LIMIT);
    // Once the queue drains, hashing works again.
    expect(await verifyPassword("pw", stored)).toBe(true);
  });

  it("compares tokens in constant time, whatever their lengths", () => {
    expect(safeEqual("abc", "abc")).toBe(true);
    expect(safeEqual("abc", "abd")).toBe(false);
    expect(safeEqual("abc", "abcd")).toBe(false);
  });
});
