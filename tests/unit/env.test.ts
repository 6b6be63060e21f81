import { afterEach, describe, expect, it, vi } from "vitest";
import { env, onEnvReread, parseEnv, rereadEnv } from "#app/server/platform/env.server";

describe("parseEnv", () => {
  it("fills the documented defaults from an empty environment", () => {
    const env = parseEnv({});
    expect(env.PORT).toBe(3000);
    expect(env.DATABASE_URL).toBeUndefined();
    expect(env.DATA_DIR).toBe("./data");
    expect(env.UPLOADS_DIR).toBe("./uploads");
    expect(env.ADMIN_USERNAME).toBe("admin");
    expect(env.SEED_DEMO).toBe(true);
    expect(env.RATE_LIMIT_PUBLIC).toBe(20);
    expect(env.RATE_LIMIT_LOGIN).toBe(5);
    expect(env.DATABASE_TX_WAIT_MS).toBe(10_000);
    expect(env.DATABASE_TX_TIMEOUT_MS).toBe(30_000);
  });

  it("reads SEED_DEMO=0 as off and treats empty strings as unset", () => {
    expect(parseEnv({ SEED_DEMO: "0" }).SEED_DEMO).toBe(false);
    expect(parseEnv({ DATABASE_URL: "" }).DATABASE_URL).toBeUndefined();
  });

  it("reads INSECURE_COOKIES (off unless 1 or true) and refuses other values", () => {
    expect(parseEnv({}).INSECURE_COOKIES).toBe(false);
    expect(parseEnv({ INSECURE_COOKIES: "1" }).INSECURE_COOKIES).toBe(true);
    expect(parseEnv({ INSECURE_COOKIES: "0" }).INSECURE_COOKIES).toBe(false);
    expect(() => parseEnv({ INSECURE_COOKIES: "yes" })).toThrow(/^Invalid environment: INSECURE_COOKIES /);
  });

  it("rejects a malformed DATABASE_URL with one readable line", () => {
    expect(() => parseEnv({ DATABASE_URL: "mysql://localhost/x" })).toThrow(
      /^Invalid environment: DATABASE_URL must be a postgres:\/\/ or postgresql:\/\/ connection URL$/,
    );
  });

  it("takes a positive whole WEB_CONCURRENCY and refuses anything else", () => {
    expect(parseEnv({ WEB_CONCURRENCY: "4" }).WEB_CONCURRENCY).toBe(4);
    for (const bad of ["0", "two", "1.5"]) {
      expect(() => parseEnv({ WEB_CONCURRENCY: bad })).toThrow(/^Invalid environment: WEB_CONCURRENCY /);
    }
  });

  it("names every bad variable", () => {
    expect(() => parseEnv({ PORT: "eighty", RATE_LIMIT_PUBLIC: "-1" })).toThrow(/PORT .*; RATE_LIMIT_PUBLIC /);
  });
});

describe("env (the settings the app reads)", () => {
  afterEach(() => {
    vi.unstubAllEnvs();
    rereadEnv();
  });

  it("reads process.env when first used, not at import, and again after rereadEnv (files sharing a process)", () => {
    vi.stubEnv("RATE_LIMIT_PUBLIC", "7");
    rereadEnv();
    vi.stubEnv("RATE_LIMIT_PUBLIC", "6"); // set after the import, as a test file's own settings are
    expect(env.RATE_LIMIT_PUBLIC).toBe(6);
    vi.stubEnv("RATE_LIMIT_PUBLIC", "9");
    expect(env.RATE_LIMIT_PUBLIC).toBe(6); // read once: a request does not parse the environment
    rereadEnv();
    expect(env.RATE_LIMIT_PUBLIC).toBe(9);
    env.RATE_LIMIT_PUBLIC = 3; // a test may change one setting for itself
    expect(env.RATE_LIMIT_PUBLIC).toBe(3);
  });

  it("tells what was built from the settings to forget it, and still refuses a bad setting at first use", () => {
    let forgotten = 0;
    onEnvReread(() => (forgotten += 1));
    rereadEnv();
    expect(forgotten).toBe(1);
    vi.stubEnv("PORT", "not-a-port");
    rereadEnv();
    expect(() => env.PORT).toThrow(/^Invalid environment: PORT /);
  });
});
