// Every e-mail the site sends, as { subject, text, html }: one function per kind. Plain text first (many
// readers prefer it), HTML kept simple with inline styles (mail clients ignore stylesheets).
import { site } from "#app/lib/site-config";
import { CODE_LENGTH } from "#app/lib/validation/subscribe";
import { headerText, type HeaderText } from "./headers.server";

/** The subject is a HeaderText (single-line by construction, see headers.server.ts). */
export type EmailContent = { subject: HeaderText; text: string; html: string };

export function escapeHtml(value: string): string {
  return value
    .replace(/&/g, "&amp;")
    .replace(/</g, "&lt;")
    .replace(/>/g, "&gt;")
    .replace(/"/g, "&quot;")
    .replace(/'/g, "&#39;");
}

export const paragraphs = (text: string) =>
  text
    .split(/\n{2,}/)
    .map((p) => `<p style="margin:0 0 16px">${escapeHtml(p).replace(/\n/g, "<br>")}</p>`)
    .join("");

export function layout(inner: string, footer = ""): string {
  return `<!doctype html><html><body style="margin:0;background:#fff8ef;font-family:Arial,Helvetica,sans-serif;color:#2b1b12">
<table role="presentation" width="100%" cellpadding="0" cellspacing="0"><tr><td align="center" style="padding:24px 12px">
<table role="presentation" width="100%" cellpadding="0" cellspacing="0" style="max-width:560px;background:#ffffff;border-radius:16px;padding:28px">
<tr><td><p style="margin:0 0 20px;font-family:Georgia,serif;font-size:22px;font-weight:bold;color:#7a4419">${escapeHtml(site.name)}</p>
${inner}</td></tr></table>
${footer ? `<p style="max-width:560px;font-size:12px;color:#6b5547;margin:16px auto 0">${footer}</p>` : ""}
</td></tr></table></body></html>`;
}

export function verificationEmail(code: string): EmailContent {
  if (!new RegExp(`^\\d{${CODE_LENGTH}}$`).test(code)) throw new Error("A verification code has 6 digits.");
  const subject = headerText(`Your ${site.name} verification code`);
  const text = [
    `Your ${site.name} verification code is ${code}.`,
    "",
    "Enter it on the website to confirm your subscription. The code is valid for 10 minutes and can be used once.",
    "",
    "If you did not ask to subscribe, you can ignore this e-mail.",
  ].join("\n");
  const html = layout(
    `<p style="margin:0 0 16px">Here is your verification code:</p>
<p style="margin:0 0 16px;font-size:32px;letter-spacing:8px;font-weight:bold;color:#7a4419">${code}</p>
<p style="margin:0 0 16px">Enter it on the website to confirm your subscription. The code is valid for 10 minutes and can be used once.</p>
<p style="margin:0;color:#6b5547">If you did not ask to subscribe, you can ignore this e-mail.</p>`,
  );
  return { subject, text, html };
}

export type BroadcastContent = {
  message: string;
  imageUrl?: string | null;
  unsubscribeUrl: string;
  /** The owner's subject; without one, broadcastSubject(message). */
  subject?: string | null;
};

export function broadcastSubject(message: string): HeaderText {
  const firstLine =
    message
      .trim()
      .split(/\r\n|[\r\n\u2028\u2029]/)[0]
      ?.trim() ?? "";
  if (!firstLine) return headerText(`News from ${site.name}`);
  return headerText(firstLine.length > 70 ? `${firstLine.slice(0, 67)}...` : firstLine);
}

/** The newsletter e-mail; `imageUrl` must be absolute. The same template serves every recipient. */
export function broadcastEmail({ message, imageUrl, unsubscribeUrl, subject: chosen }: BroadcastContent): EmailContent {
  const subject = chosen?.trim() ? headerText(chosen.trim()) : broadcastSubject(message);
  const text = [
    message.trim(),
    imageUrl ? `\nPicture: ${imageUrl}` : "",
    "",
    "--",
    `You receive this because you subscribed to ${site.name}. Unsubscribe: ${unsubscribeUrl}`,
  ]
    .filter((line, i) => i !== 1 || line)
    .join("\n");
  const image = imageUrl
    ? `<p style="margin:0 0 16px"><img src="${escapeHtml(imageUrl)}" alt="" width="504" style="max-width:100%;height:auto;border-radius:12px;display:block"></p>`
    : "";
  const html = layout(
    `${image}${message.trim() ? paragraphs(message.trim()) : ""}`,
    `You receive this because you subscribed to ${escapeHtml(site.name)}. <a href="${escapeHtml(unsubscribeUrl)}" style="color:#7a4419">Unsubscribe</a>`,
  );
  return { subject, text, html };
}

type Row = [label: string, value: string | null | undefined];

/** What every message to the owner carries: who wrote, how to answer, and the message. */
type OwnerMessage = { fullName: string; email: string; phone?: string | null; message: string };

/** An e-mail to the owner: the intro, Name / Email / Phone and then `rows` (empty values left out), the message. */
function notification(subject: HeaderText, intro: string, m: OwnerMessage, rows: Row[]): EmailContent {
  const shown = ([["Name", m.fullName], ["Email", m.email], ["Phone", m.phone], ...rows] satisfies Row[]).filter(
    ([, v]) => v,
  );
  const text = [intro, "", ...shown.map(([k, v]) => `${k}: ${v}`), "", m.message].join("\n");
  const html = layout(
    `<p style="margin:0 0 16px">${escapeHtml(intro)}</p>
<table role="presentation" cellpadding="4" cellspacing="0" style="margin:0 0 16px">${shown
      .map(
        ([k, v]) =>
          `<tr><td style="color:#6b5547;padding-right:12px">${escapeHtml(k)}</td><td>${escapeHtml(v!)}</td></tr>`,
      )
      .join("")}</table>${paragraphs(m.message)}`,
  );
  return { subject, text, html };
}

export function contactNotificationEmail(m: OwnerMessage & { subject: string }): EmailContent {
  return notification(
    headerText(`Contact form: ${m.subject} from ${m.fullName}`),
    "A new message arrived through the Contact Us form.",
    m,
    [["Subject", m.subject]],
  );
}

export function partnerNotificationEmail(
  m: OwnerMessage & { companyName: string; partnershipType: string; website?: string | null },
): EmailContent {
  return notification(
    headerText(`Partnership enquiry: ${m.partnershipType} from ${m.companyName}`),
    "A new enquiry arrived through the Partner With Us form.",
    m,
    [
      ["Company", m.companyName],
      ["Partnership type", m.partnershipType],
      ["Website", m.website],
    ],
  );
}
