// The content version: a number in the database ("ContentVersion", one row) that changes in the same transaction
// as every write that can change a public byte. Statement triggers on the content tables bump it and NOTIFY the
// channel below (migration `content_version`), so no model code has to remember to. This module follows it in
// each process, and everything cached in memory (rendered responses, data every page needs) is valid for one
// version only:
// - PGlite: one process, and its notifications arrive in-process, so the version is always known.
// - PostgreSQL: every pool connection LISTENs, so a write made by this process is seen on the connection that
//   committed it, before the write's query returns; a dedicated connection LISTENs for other processes' writes
//   and polls the row every POLL_MS as well, so that a notification lost with a broken connection still counts
//   within a second. The version counts as known only while a poll succeeded in the last FRESH_MS; otherwise
//   (database unreachable or slow, listener reconnecting) nothing is served from or stored into the caches, though
//   the response cache may wait for the poll on its way (`nextConfirmation`).
// The order calendar's version ("CalendarVersion", migration `calendar_version`) is followed the same way, on the
// same connections: orders, their settings and the form's lists bump it instead of the content version, so that an
// order changes what the order form shows without emptying every other cached page (docs/decisions/0014).
import type { PGlite } from "@electric-sql/pglite";
import pg from "pg";

export const CONTENT_CHANNEL = "content_version";
export const CALENDAR_CHANNEL = "calendar_version";
const POLL_MS = 250;
const FRESH_MS = 1_000;
const RECONNECT_MS = 500;
// Both versions in one round trip (a subquery on an emptied table reads as null).
const VERSION_SQL = `SELECT (SELECT "version"::text FROM "ContentVersion" WHERE "id" = 1) AS v,
  (SELECT "version"::text FROM "CalendarVersion" WHERE "id" = 1) AS c`;
type VersionRow = { v: string | null; c: string | null };
/** What an emptied version table reads as; real versions are sequence numbers and never repeat. */
const NO_ROW = "none";

export type VersionKind = "content" | "calendar";
type Kind = VersionKind;
const CHANNEL_KIND: Record<string, Kind> = { [CONTENT_CHANNEL]: "content", [CALENDAR_CHANNEL]: "calendar" };

type ChangeListener = () => void;

const state = {
  version: { content: null, calendar: null } as Record<Kind, string | null>,
  confirmedAt: 0,
  inProcess: false,
  running: false,
  /** Told of content changes only: what follows the calendar compares its version on each use. */
  listeners: new Set<ChangeListener>(),
  /** Told which version moved, of either kind, once it was known before (not when tracking starts or stops). */
  moveListeners: new Set<(kind: Kind) => void>(),
};

function observe(kind: Kind, version: string) {
  state.confirmedAt = Date.now();
  const before = state.version[kind];
  if (version === before) return;
  state.version[kind] = version;
  if (kind === "content") for (const listener of state.listeners) listener();
  if (before !== null) for (const listener of state.moveListeners) listener(kind);
}

/** A poll's answer: both versions. */
function observeRow(row: VersionRow | undefined) {
  observe("content", row?.v ?? NO_ROW);
  observe("calendar", row?.c ?? NO_ROW);
}

/**
 * A version while it is known for sure. Each caller reads its field by name: read as `state.version[kind]`, with two
 * names, it went through V8's slowest, keyed look-up, on every cache hit.
 */
function current(version: string | null): string | null {
  if (!state.running || version === null) return null;
  if (state.inProcess || Date.now() - state.confirmedAt <= FRESH_MS) return version;
  return null;
}

/** The follower of a PostgreSQL database, while there is one: asked for a poll at once by `nextConfirmation`. */
let follower: PgFollower | null = null;

/**
 * For a reader holding something made for the last version heard (the response cache), which would rather wait for
 * the next poll than do the work again: a promise settled when that poll ends, whatever it found, or after FRESH_MS
 * at most, with the poll sent now if none is on its way. The reader then asks for the version again.
 * Null when waiting cannot help: the version is known for sure, was never read, or the follower is reconnecting.
 *
 * Why: under a spike, PostgreSQL may be slow to answer the poll (on a busy 2-core machine, 0.75-1 s). Were the
 * cache simply off until the answer came, every request in the meantime would render the page and query the
 * database, which then answered the poll later still: the tail latency went from milliseconds to seconds.
 */
export function nextConfirmation(): Promise<void> | null {
  if (!state.running || state.inProcess || state.version.content === null) return null;
  if (current(state.version.content) !== null) return null;
  return follower?.pollNow() ?? null;
}

/** The current content version, or null when it is not known for sure (then cache nothing, serve nothing). */
export function contentVersion(): string | null {
  return current(state.version.content);
}

/**
 * The current version of the order calendar (orders, order settings, the form's lists), or null when it is not
 * known for sure. Known exactly when the content version is: both are read and heard on the same connections.
 */
export function calendarVersion(): string | null {
  return current(state.version.calendar);
}

/** Calls `listener` after every change of the version (and when tracking stops). */
export function onContentChange(listener: ChangeListener): () => void {
  state.listeners.add(listener);
  return () => state.listeners.delete(listener);
}

/**
 * Calls `listener` with the kind of version that moved (a write, heard by this process), for what lives outside
 * the process and must be told (a CDN's copies). Not called when tracking starts: nothing moved then.
 */
export function onVersionMove(listener: (kind: VersionKind) => void): () => void {
  state.moveListeners.add(listener);
  return () => state.moveListeners.delete(listener);
}

/** Counts the notifications heard, so that a poll can tell whether one came while its query ran. */
let notificationsHeard = 0;

/**
 * Whether `version` comes before `than`. Versions are sequence numbers taken in commit order (migration
 * content_version), written in decimal without leading zeros, so the longer one is the later.
 */
function isOlder(version: string, than: string | null): boolean {
  if (than === null || than === NO_ROW) return false;
  return version.length < than.length || (version.length === than.length && version < than);
}

/**
 * A NOTIFY from a trigger: the version it names, for the channel it came on. This process hears each of its own
 * writes twice: at once on the pool connection that committed it, and later on the follower's connection, which
 * may lag behind a later write already heard. Such a late notification is not taken: it would move the version
 * back (old pages served again, a purge for nothing) until the next notification.
 */
function onNotification(message: pg.Notification) {
  const kind = CHANNEL_KIND[message.channel];
  if (!kind || !state.running || !message.payload) return;
  notificationsHeard++;
  if (isOlder(message.payload, state.version[kind])) return;
  observe(kind, message.payload);
}

/**
 * For the pool's `onConnect`: every new connection LISTENs before the pool hands it out, so that the process
 * committing a write receives its notification on the same connection, before the write's query returns. A
 * connection that PostgreSQL does not answer within `timeoutMs` is given up (the pool closes it and the query that
 * asked for it fails, as for a connection that cannot be made). pg-pool runs this hook once the connection has its
 * error listener: a LISTEN inside the Client's own connect ran before, and a connection closed during it emitted
 * an error nobody listened for, which ended the process.
 */
export function listenOnConnect(timeoutMs: number): (client: pg.ClientBase) => Promise<void> {
  return async (client) => {
    client.on("notification", onNotification);
    // pg reads a query's own query_timeout, which its types leave out.
    const listen: pg.QueryConfig & { query_timeout: number } = {
      text: `LISTEN ${CONTENT_CHANNEL}; LISTEN ${CALENDAR_CHANNEL}`,
      query_timeout: timeoutMs,
    };
    await client.query(listen);
  };
}

type Source = { pool?: pg.Pool; pglite?: PGlite };

/** Starts following the version of the database `source` names. Resolves once the version is known. */
export async function startContentVersion(source: Source): Promise<() => Promise<void>> {
  state.version = { content: null, calendar: null };
  state.confirmedAt = 0;
  state.running = true;
  if (source.pglite) {
    const pglite = source.pglite;
    state.inProcess = true;
    const unlisten = await Promise.all(
      ([CONTENT_CHANNEL, CALENDAR_CHANNEL] as const).map((channel) =>
        pglite.listen(channel, (payload) => observe(CHANNEL_KIND[channel]!, payload)),
      ),
    );
    const rows = await pglite.query<VersionRow>(VERSION_SQL);
    observeRow(rows.rows[0]);
    return async () => {
      stopTracking();
      if (!pglite.closed) await Promise.all(unlisten.map((stop) => stop().catch(() => {})));
    };
  }
  if (!source.pool) throw new Error("startContentVersion: no database");
  state.inProcess = false;
  const started = new PgFollower(source.pool.options as pg.ClientConfig);
  follower = started;
  await started.start();
  return async () => {
    stopTracking();
    if (follower === started) follower = null;
    await started.stop();
  };
}

function stopTracking() {
  state.running = false;
  state.version = { content: null, calendar: null };
  for (const listener of state.listeners) listener();
}

/** One dedicated connection: LISTEN, and a poll of the version row; reconnects after any failure. */
class PgFollower {
  private client: pg.Client | null = null;
  private timer: ReturnType<typeof setTimeout> | undefined;
  private stopped = false;
  private firstRead: { resolve: () => void } | null = null;
  /** The poll whose query is on its way, until it ends. */
  private inFlight: Promise<void> | null = null;
  /** What `pollNow` hands out: settled when that poll ends, or FRESH_MS after it was first asked for. */
  private waiting: Promise<void> | null = null;

  constructor(private readonly config: pg.ClientConfig) {}

  start(): Promise<void> {
    const ready = new Promise<void>((resolve) => (this.firstRead = { resolve }));
    void this.connect();
    // A database that is down at start is not fatal: the caches stay off until the version is read.
    return Promise.race([ready, new Promise<void>((resolve) => setTimeout(resolve, 5_000).unref())]);
  }

  private async connect() {
    if (this.stopped) return;
    const client = new pg.Client({ ...this.config, application_name: "slice-content-version" });
    this.client = client;
    client.on("error", () => this.reconnect(client));
    client.on("end", () => this.reconnect(client));
    client.on("notification", onNotification);
    try {
      await client.connect();
      await client.query(`LISTEN ${CONTENT_CHANNEL}; LISTEN ${CALENDAR_CHANNEL}`);
      await this.poll(client);
    } catch {
      this.reconnect(client);
    }
  }

  /** Settled when the poll on its way (or one sent now) ends, FRESH_MS at most; null without a connection. */
  pollNow(): Promise<void> | null {
    const client = this.client;
    if (this.stopped || !client) return null;
    if (!this.inFlight) {
      // The poll due later is sent now instead.
      clearTimeout(this.timer);
      void this.poll(client);
    }
    const inFlight = this.inFlight;
    if (!this.waiting && inFlight) {
      const waiting = new Promise<void>((resolve) => {
        const timer = setTimeout(resolve, FRESH_MS);
        timer.unref();
        void inFlight.then(() => {
          clearTimeout(timer);
          resolve();
        });
      });
      this.waiting = waiting;
      void waiting.then(() => {
        if (this.waiting === waiting) this.waiting = null;
      });
    }
    return this.waiting;
  }

  private async poll(client: pg.Client) {
    if (this.stopped || this.client !== client) return;
    let ended!: () => void;
    this.inFlight = new Promise<void>((resolve) => (ended = resolve));
    try {
      const heard = notificationsHeard;
      const result = await client.query<VersionRow>(VERSION_SQL);
      if (this.client !== client) return;
      // A write this process committed while the query ran is heard at once on the pool connection that made it,
      // but the row read here may predate it: taken as the version, it would move the version back (old pages
      // served again, a purge for nothing) until the next poll. The next poll reads it afresh.
      if (notificationsHeard === heard) observeRow(result.rows[0]);
      else state.confirmedAt = Date.now();
      this.firstRead?.resolve();
      this.firstRead = null;
      this.timer = setTimeout(() => void this.poll(client), POLL_MS);
      this.timer.unref();
    } catch {
      this.reconnect(client);
    } finally {
      this.inFlight = null;
      ended();
    }
  }

  private reconnect(client: pg.Client) {
    if (this.client !== client) return;
    this.client = null;
    clearTimeout(this.timer);
    state.confirmedAt = 0;
    client.end().catch(() => {});
    if (this.stopped) return;
    this.timer = setTimeout(() => void this.connect(), RECONNECT_MS);
    this.timer.unref();
  }

  async stop() {
    this.stopped = true;
    clearTimeout(this.timer);
    const client = this.client;
    this.client = null;
    this.firstRead?.resolve();
    if (client) await client.end().catch(() => {});
  }
}

const memos = new Map<string, { version: string; value: Promise<unknown> }>();
onContentChange(() => memos.clear());

/**
 * `load()`'s result, kept in memory for as long as the content version stays the same (data every page needs:
 * the navigation's offerings, settings). Without a known version it simply loads.
 */
export function memoByContent<T>(key: string, load: () => Promise<T>): Promise<T> {
  const version = contentVersion();
  if (version === null) return load();
  const kept = memos.get(key);
  if (kept && kept.version === version) return kept.value as Promise<T>;
  const value = load();
  const entry = { version, value };
  memos.set(key, entry);
  value.catch(() => {
    if (memos.get(key) === entry) memos.delete(key);
  });
  return value;
}
