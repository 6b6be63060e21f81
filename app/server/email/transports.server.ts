// Where an outbox e-mail goes: Resend (the `resend` package) when RESEND_API_KEY is set, else the console,
// which prints the whole e-mail to the server log and marks it `logged`. Tests inject their own transport.
import { Resend } from "resend";
import { env } from "../platform/env.server";
import type { HeaderText } from "./headers.server";

/** From, To, Subject and the extra headers are HeaderText: no transport can be handed a value with CR or LF. */
export type OutgoingEmail = {
  id: string;
  from: HeaderText;
  to: HeaderText;
  subject: HeaderText;
  text: string;
  html: string;
  headers: Record<string, HeaderText>;
  idempotencyKey: string;
};

export type DeliveryResult = { status: "sent" | "logged"; providerId?: string };

/** A failed delivery. `permanent` failures (e.g. a rejected address) are not retried. */
export class DeliveryError extends Error {
  constructor(
    message: string,
    readonly permanent = false,
  ) {
    super(message);
    this.name = "DeliveryError";
  }
}

export type EmailTransport = { name: string; send: (email: OutgoingEmail) => Promise<DeliveryResult> };

const PERMANENT_STATUS = new Set([400, 401, 403, 404, 422]);

export function resendTransport(apiKey: string, baseUrl?: string): EmailTransport {
  const client = new Resend(apiKey, baseUrl ? { baseUrl: baseUrl.replace(/\/+$/, "") } : undefined);
  return {
    name: "resend",
    async send(email) {
      const { data, error } = await client.emails.send(
        {
          from: email.from,
          to: [email.to],
          subject: email.subject,
          text: email.text,
          html: email.html,
          headers: Object.keys(email.headers).length > 0 ? email.headers : undefined,
        },
        { idempotencyKey: email.idempotencyKey },
      );
      if (error) {
        const status = "statusCode" in error && typeof error.statusCode === "number" ? error.statusCode : null;
        throw new DeliveryError(
          `Resend ${status ?? "error"}: ${error.message ?? error.name}`,
          status !== null && PERMANENT_STATUS.has(status),
        );
      }
      return { status: "sent", providerId: data?.id };
    },
  };
}

/** Prints the e-mail (headers and text body) between marker lines; nothing leaves the machine. */
export function consoleTransport(log: (text: string) => void = (t) => console.log(t)): EmailTransport {
  return {
    name: "console",
    async send(email) {
      const headerLines = Object.entries(email.headers).map(([k, v]) => `${k}: ${v}`);
      log(
        [
          `[email] ----- ${email.id} -----`,
          `From: ${email.from}`,
          `To: ${email.to}`,
          `Subject: ${email.subject}`,
          ...headerLines,
          "",
          email.text,
          `[email] ----- end ${email.id} -----`,
        ].join("\n"),
      );
      return { status: "logged" };
    },
  };
}

export function defaultTransport(): EmailTransport {
  return env.RESEND_API_KEY ? resendTransport(env.RESEND_API_KEY, env.RESEND_BASE_URL) : consoleTransport();
}

/**
 * Whether e-mail leaves this server: only with a provider (RESEND_API_KEY). Without one every e-mail is printed
 * to the log and marked `logged`, which the admin screens must say plainly, or the owner believes it was sent.
 */
export type EmailDelivery = { sending: boolean; from: string };

export function emailDelivery(): EmailDelivery {
  return { sending: Boolean(env.RESEND_API_KEY), from: env.EMAIL_FROM };
}
