import { z } from "zod";

const bool = z.enum(["0", "1", "true", "false", ""]).transform((v) => v === "1" || v === "true");

const positiveInt = (fallback: number) => z.coerce.number().int().positive().default(fallback);

const schema = z.object({
  NODE_ENV: z.enum(["development", "production", "test"]).default("development"),
  PORT: z.coerce.number().int().min(1).max(65535).default(3000),
  HOST: z.string().default("0.0.0.0"),
  DATABASE_URL: z
    .string()
    .trim()
    .optional()
    .transform((v) => (v === "" ? undefined : v))
    .refine((v) => v === undefined || /^postgres(ql)?:\/\/[^\s]+$/.test(v), {
      message: "must be a postgres:// or postgresql:// connection URL",
    })
    .refine((v) => v === undefined || URL.canParse(v), { message: "is not a valid URL" }),
  /**
   * Worker processes in production on PostgreSQL; server.js reads it before any module loads (unset: the cores
   * this process may use). Declared here so that a malformed value stops the start with a line naming it.
   */
  WEB_CONCURRENCY: z.coerce.number().int().positive().optional(),
  DATABASE_POOL_SIZE: positiveInt(10),
  /** How long an interactive transaction may wait to start, and how long it may run (db.server.ts says why). */
  DATABASE_TX_WAIT_MS: positiveInt(10_000),
  DATABASE_TX_TIMEOUT_MS: positiveInt(30_000),
  DATA_DIR: z.string().default("./data"),
  UPLOADS_DIR: z.string().default("./uploads"),
  SEED_DEMO: bool.default(true),
  ADMIN_USERNAME: z.string().min(1).default("admin"),
  ADMIN_PASSWORD: z.string().min(8, "must be at least 8 characters").optional(),
  ADMIN_API_TOKEN: z.string().min(16, "must be at least 16 characters").optional(),
  SESSION_SECRET: z.string().min(16, "must be at least 16 characters").optional(),
  /** An admin session ends after this long without a request (idle), */
  SESSION_TTL_MINUTES: z.coerce.number().positive().default(30),
  /** and in any case this long after sign-in. */
  SESSION_MAX_HOURS: z.coerce.number().positive().default(12),
  INSECURE_COOKIES: bool.default(false),
  TRUST_PROXY: z.coerce.number().int().min(0).default(0),
  RATE_LIMIT_PUBLIC: positiveInt(20),
  RATE_LIMIT_LOGIN: positiveInt(5),
  RESEND_API_KEY: z.string().optional(),
  RESEND_BASE_URL: z.string().url().optional(),
  EMAIL_FROM: z.string().default("Slice Bakery <hello@slicebakery.in>"),
  OWNER_EMAIL: z.string().email().optional(),
  PUBLIC_URL: z.string().url().optional(),
  /** Custom cake orders a day takes until the owner sets it in the admin area. */
  ORDER_DAY_CAPACITY: z.coerce.number().int().min(0).default(4),
  MAX_IMAGE_MB: z.coerce.number().positive().default(10),
  MAX_VIDEO_MB: z.coerce.number().positive().default(500),
  API_CORS_ORIGINS: z.string().default(""),
  RESPONSE_CACHE_MB: z.coerce.number().min(0).default(64),
  /** Where a CDN (or Varnish) is told to drop its copies when the content or the calendar moves; unset: nothing is sent. */
  CDN_PURGE_URL: z.string().url().optional(),
  OUTBOX_POLL_MS: positiveInt(2000),
  OUTBOX_LEASE_MS: positiveInt(120_000),
  OUTBOX_DISABLED: bool.default(false),
  INSIGHTS_FLUSH_MS: positiveInt(5000),
  LOG_FORMAT: z.enum(["json", "pretty", "off"]).default("json"),
  S3_BUCKET: z.string().optional(),
  S3_ENDPOINT: z.string().url().optional(),
  S3_REGION: z.string().default("auto"),
  S3_ACCESS_KEY_ID: z.string().optional(),
  S3_SECRET_ACCESS_KEY: z.string().optional(),
});

export type Env = z.infer<typeof schema>;

/** Parses an environment; throws one readable line per bad variable. */
export function parseEnv(source: Record<string, string | undefined>): Env {
  const cleaned = Object.fromEntries(Object.entries(source).filter(([, v]) => v !== undefined && v !== ""));
  const result = schema.safeParse(cleaned);
  if (!result.success) {
    const lines = result.error.issues.map((i) => `${i.path.join(".") || "environment"} ${i.message}`);
    throw new Error(`Invalid environment: ${lines.join("; ")}`);
  }
  return result.data;
}

let parsed: Env | undefined;

/**
 * The settings, read from process.env when first used rather than when this module is imported: a process that
 * sets its environment after its imports (a test file sharing a worker with others) still gets what it set. A
 * bad setting still stops the server at start, where the first read happens. Assignable, as a parsed object is
 * (tests change one setting for a test).
 */
export const env: Env = new Proxy({} as Env, {
  get: (_, name) => Reflect.get((parsed ??= parseEnv(process.env)), name),
  set: (_, name, value) => Reflect.set((parsed ??= parseEnv(process.env)), name, value),
  has: (_, name) => Reflect.has((parsed ??= parseEnv(process.env)), name),
  ownKeys: () => Reflect.ownKeys((parsed ??= parseEnv(process.env))),
  getOwnPropertyDescriptor: (_, name) => Reflect.getOwnPropertyDescriptor((parsed ??= parseEnv(process.env)), name),
});

const rereadListeners = new Set<() => void>();

/** Calls `listener` when the settings are to be read again: for what a module built from them (a cache's size). */
export function onEnvReread(listener: () => void): void {
  rereadListeners.add(listener);
}

/**
 * Forgets the settings read so far, and what was built from them: the next use reads process.env again. The
 * test setup calls it before each file, so that files sharing a process each get their own settings.
 */
export function rereadEnv(): void {
  parsed = undefined;
  for (const listener of rereadListeners) listener();
}
