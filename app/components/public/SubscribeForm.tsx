// Newsletter sign-up, the state machine of site-spec.md section 4. With JavaScript: POST /api/subscribe, the
// server message in green (pink in the footer), a prompt for the code, POST /api/subscribe/verify, success only
// on 200 + "verified", the footer's 'Thank You!' modal, everything cleared after 5 s. Without JavaScript the
// same form posts to /subscribe, a complete page that asks for the code in an inline field.
import { useCallback, useEffect, useId, useRef, useState, type FormEvent } from "react";
import { HONEYPOT_FIELD } from "#app/lib/honeypot";
import { isVerifiedAnswer, SUBSCRIBE_CLEAR_MS, SUBSCRIBE_TEXT } from "#app/lib/validation/subscribe-text";
import { Honeypot } from "../ui/Honeypot";
import { Modal } from "../ui/Modal";
import { StatusMessage } from "../ui/StatusMessage";
import { SubmitButton } from "../ui/SubmitButton";

export type SubscribeVariant = "footer" | "coming-soon";

type Notice = { tone: "success" | "error"; text: string } | null;

async function postJson(url: string, body: unknown): Promise<{ status: number; ok: boolean; data: Record<string, unknown> }> {
  const response = await fetch(url, {
    method: "POST",
    headers: { "Content-Type": "application/json", Accept: "application/json" },
    body: JSON.stringify(body),
  });
  let data: Record<string, unknown> = {};
  try {
    const parsed: unknown = await response.json();
    if (parsed && typeof parsed === "object") data = parsed as Record<string, unknown>;
  } catch {
    // a body that is not JSON carries no message
  }
  return { status: response.status, ok: response.ok, data };
}

const text = (value: unknown): string | null => (typeof value === "string" && value.trim() ? value : null);

/** Lets the browser paint the latest message before a blocking prompt/alert. */
const nextPaint = () => new Promise<void>((resolve) => requestAnimationFrame(() => setTimeout(resolve, 0)));

export function SubscribeForm({ variant, defaultEmail = "" }: { variant: SubscribeVariant; defaultEmail?: string }) {
  const id = useId();
  const footer = variant === "footer";
  const [email, setEmail] = useState(defaultEmail);
  const [notice, setNotice] = useState<Notice>(null);
  const [busy, setBusy] = useState(false);
  const [thankYou, setThankYou] = useState(false);
  const clearTimer = useRef<ReturnType<typeof setTimeout> | undefined>(undefined);

  useEffect(() => () => clearTimeout(clearTimer.current), []);
  const closeModal = useCallback(() => setThankYou(false), []);

  const show = (next: Notice) => {
    clearTimeout(clearTimer.current);
    setNotice(next);
  };

  async function onSubmit(event: FormEvent<HTMLFormElement>) {
    event.preventDefault();
    if (busy) return;
    const address = email.trim();
    if (!address) {
      show({ tone: "error", text: SUBSCRIBE_TEXT.emailRequired });
      return;
    }
    const trapField = event.currentTarget.elements.namedItem(HONEYPOT_FIELD);
    const trap = trapField instanceof HTMLInputElement ? trapField.value : "";
    setBusy(true);
    try {
      let subscribed;
      try {
        subscribed = await postJson("/api/subscribe", { email: address, [HONEYPOT_FIELD]: trap });
      } catch {
        show({ tone: "error", text: SUBSCRIBE_TEXT.subscribeFailed });
        return;
      }
      if (!subscribed.ok) {
        if (subscribed.data.emailExists) {
          show({ tone: "error", text: SUBSCRIBE_TEXT.alreadySubscribed });
          await nextPaint();
          window.alert(SUBSCRIBE_TEXT.alreadySubscribed);
        } else {
          show({ tone: "error", text: text(subscribed.data.message) ?? SUBSCRIBE_TEXT.subscribeFailed });
        }
        return;
      }
      show({ tone: "success", text: text(subscribed.data.message) ?? SUBSCRIBE_TEXT.codeSent });
      await nextPaint();
      const code = window.prompt("Enter the 6-digit verification code sent to your email:");
      if (code === null || code.trim() === "") {
        show({ tone: "error", text: SUBSCRIBE_TEXT.codeMissing });
        return;
      }
      let verified;
      try {
        verified = await postJson("/api/subscribe/verify", { email: address, code: code.trim(), [HONEYPOT_FIELD]: trap });
      } catch {
        show({ tone: "error", text: SUBSCRIBE_TEXT.invalidCode });
        return;
      }
      if (isVerifiedAnswer(verified.status, verified.data.message)) {
        show({ tone: "success", text: String(verified.data.message) });
        setEmail("");
        if (footer) setThankYou(true);
        clearTimer.current = setTimeout(() => {
          setNotice(null);
          setThankYou(false);
        }, SUBSCRIBE_CLEAR_MS);
      } else if (!verified.ok) {
        show({ tone: "error", text: text(verified.data.message) ?? SUBSCRIBE_TEXT.invalidCode });
      } else {
        show({ tone: "error", text: SUBSCRIBE_TEXT.verifyFailed });
      }
    } finally {
      setBusy(false);
    }
  }

  const inputId = `subscribe-email-${id}`;

  return (
    <div className="w-full max-w-md">
      <form method="post" action="/subscribe" onSubmit={onSubmit} className="relative flex flex-col gap-2 sm:flex-row">
        <input type="hidden" name="intent" value="subscribe" />
        <input type="hidden" name="source" value={variant} />
        <Honeypot />
        <label htmlFor={inputId} className="sr-only">
          Email address
        </label>
        <input
          id={inputId}
          type="email"
          name="email"
          autoComplete="email"
          placeholder="you@example.com"
          value={email}
          onChange={(e) => setEmail(e.target.value)}
          className={`min-w-0 flex-1 rounded-full border px-4 py-3 ${footer ? "border-cream/30 bg-white/10 text-cream placeholder:text-cream/60" : "border-crust/20 bg-white text-espresso placeholder:text-muted"}`}
        />
        <SubmitButton look="butter" busy={busy}>
          {footer ? "Subscribe" : "Notify Me"}
        </SubmitButton>
      </form>
      <div aria-live="polite" className="mt-2 min-h-6 text-sm font-medium">
        {notice ? (
          <StatusMessage tone={notice.tone} look={footer ? "on-dark" : "on-light"}>
            {notice.text}
          </StatusMessage>
        ) : null}
      </div>
      {thankYou ? (
        <Modal title={SUBSCRIBE_TEXT.thankYou} onClose={closeModal}>
          <p>You're on the list. Fresh news from our oven is on its way to your inbox.</p>
        </Modal>
      ) : null}
    </div>
  );
}
