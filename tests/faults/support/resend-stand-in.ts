// A local stand-in for Resend's e-mail API (POST /emails), for the real `resend` client pointed at it with
// RESEND_BASE_URL. It records every e-mail it accepts and honours Idempotency-Key as Resend documents it:
// the same key with the same payload within 24 hours answers the original response and sends nothing; the same
// key with another payload is a 409 invalid_idempotent_request; the same key while the first request is still
// being processed is a 409 concurrent_idempotent_requests. Set `refusal` to have it refuse every send as Resend
// refuses one it will not deliver (the browser tests use it to leave a real failed e-mail in a server's outbox).
import { createHash, randomUUID } from "node:crypto";
import { createServer, type IncomingMessage, type Server, type ServerResponse } from "node:http";

export type SentEmail = { id: string; to: string[]; subject: string; idempotencyKey: string | null; at: number };

/** An error body as Resend answers it. */
export type ResendError = { statusCode: number; name: string; message: string };

const DAY_MS = 24 * 60 * 60_000;

export class ResendStandIn {
  readonly sent: SentEmail[] = [];
  /** Requests answered with a stored response (a retry that sent nothing). */
  replays = 0;
  conflicts = 0;
  /**
   * While set, every well-formed send is answered with this error: nothing is sent, and its Idempotency-Key is
   * not kept, so the same e-mail sent again once this is cleared goes out.
   */
  refusal: ResendError | null = null;
  /**
   * While set, a send beyond this many is accepted and recorded (its Idempotency-Key answered from then on) but
   * its answer is held back: the sender is left with e-mails out that it cannot know went out, which is the moment
   * a crash makes a resend, and a test can kill it there for certain. `held` counts the answers held back.
   */
  holdAfter: number | null = null;
  held = 0;
  private readonly keys = new Map<string, { hash: string; at: number; body: string | null }>();
  private server: Server | null = null;
  url = "";

  constructor(
    readonly apiKey: string,
    /** Milliseconds each send takes, as a real API would (so a crash can land mid-request). */
    private readonly latencyMs = 2,
  ) {}

  async start(port: number) {
    this.server = createServer((req, res) => void this.handle(req, res));
    await new Promise<void>((resolve) => this.server!.listen(port, "127.0.0.1", resolve));
    this.url = `http://127.0.0.1:${port}`;
  }

  async stop() {
    const server = this.server;
    this.server = null;
    if (!server) return;
    server.closeAllConnections();
    await new Promise<void>((resolve) => server.close(() => resolve()));
  }

  /** How many times each address received an e-mail. */
  countsByRecipient(): Map<string, number> {
    const counts = new Map<string, number>();
    for (const email of this.sent) for (const to of email.to) counts.set(to, (counts.get(to) ?? 0) + 1);
    return counts;
  }

  private reply(res: ServerResponse, status: number, body: unknown) {
    res.writeHead(status, { "Content-Type": "application/json" });
    res.end(JSON.stringify(body));
  }

  private async handle(req: IncomingMessage, res: ServerResponse) {
    const chunks: Buffer[] = [];
    for await (const chunk of req) chunks.push(chunk as Buffer);
    const raw = Buffer.concat(chunks).toString("utf8");
    if (req.method !== "POST" || req.url !== "/emails") {
      return this.reply(res, 404, {
        statusCode: 404,
        name: "not_found",
        message: "The requested endpoint does not exist.",
      });
    }
    if (req.headers.authorization !== `Bearer ${this.apiKey}`) {
      return this.reply(res, 401, {
        statusCode: 401,
        name: "missing_api_key",
        message: "Missing API key in the authorization header.",
      });
    }
    let payload: { to?: string | string[]; subject?: string; from?: string };
    try {
      payload = JSON.parse(raw) as typeof payload;
    } catch {
      return this.reply(res, 422, { statusCode: 422, name: "validation_error", message: "Invalid JSON." });
    }
    if (!payload.from || !payload.to || !payload.subject) {
      return this.reply(res, 422, {
        statusCode: 422,
        name: "validation_error",
        message: "Missing `to`, `from` or `subject`.",
      });
    }
    if (this.refusal) return this.reply(res, this.refusal.statusCode, this.refusal);
    const key = typeof req.headers["idempotency-key"] === "string" ? req.headers["idempotency-key"] : null;
    const hash = createHash("sha256").update(raw).digest("hex");
    if (key) {
      const known = this.keys.get(key);
      if (known && Date.now() - known.at < DAY_MS) {
        if (known.hash !== hash) {
          this.conflicts++;
          return this.reply(res, 409, {
            statusCode: 409,
            name: "invalid_idempotent_request",
            message: "Same idempotency key used with a different request payload.",
          });
        }
        if (known.body === null) {
          this.conflicts++;
          return this.reply(res, 409, {
            statusCode: 409,
            name: "concurrent_idempotent_requests",
            message: "Same idempotency key used while original request is still in progress.",
          });
        }
        this.replays++;
        res.writeHead(200, { "Content-Type": "application/json" });
        return res.end(known.body);
      }
      this.keys.set(key, { hash, at: Date.now(), body: null });
    }
    if (this.latencyMs > 0) await new Promise((r) => setTimeout(r, this.latencyMs));
    const id = randomUUID();
    this.sent.push({
      id,
      to: Array.isArray(payload.to) ? payload.to : [payload.to],
      subject: payload.subject,
      idempotencyKey: key,
      at: Date.now(),
    });
    const body = JSON.stringify({ id });
    if (key) this.keys.set(key, { hash, at: Date.now(), body });
    if (this.holdAfter !== null && this.sent.length > this.holdAfter) {
      // Never answered: the test kills the sender, which closes the connection.
      this.held++;
      return;
    }
    res.writeHead(200, { "Content-Type": "application/json" });
    res.end(body);
  }
}
