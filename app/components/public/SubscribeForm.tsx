// Newsletter sign-up: ask for a code, then check it, then say thanks. Without JavaScript the form posts to
// /subscribe, a complete page that asks for the code in an inline field. With JavaScript the same form goes
// to the same action through a fetcher (React Router's way, as for every form) with reply=inline, so the page
// stays: the server message in green (pink in the footer), a prompt for the code, the code posted to
// /subscribe?intent=verify, success only on 200 + "verified", the footer's 'Thank You!' modal, everything
// cleared after 5 s. The /api/subscribe(/verify) calls run the same steps (app/server/forms/newsletter.server.ts).
import { useCallback, useEffect, useId, useRef, useState, type FormEvent, type ReactNode } from "react";
import { useFetcher } from "react-router";
import { isVerifiedAnswer, SUBSCRIBE_CLEAR_MS, SUBSCRIBE_TEXT } from "#app/lib/validation/subscribe-text";
import { Honeypot } from "../ui/Honeypot";
import { Modal } from "../ui/Modal";
import { StatusMessage } from "../ui/StatusMessage";
import { SubmitButton } from "../ui/SubmitButton";

export type SubscribeVariant = "footer" | "coming-soon";

/**
 * What the /subscribe action answers (this widget's fetcher data, and the page's action data): `status` is the
 * HTTP status it was sent with; "verified" only answers the widget, which asks with reply=inline and stays on
 * its page (a form without JavaScript is redirected to /subscribe with the flash instead).
 */
export type SubscribeAnswer =
  | { step: "email"; tone: "error"; message: string; email: string; source: SubscribeVariant; status: number }
  | { step: "verify"; tone: "success" | "error"; message: string; email: string; source: SubscribeVariant; status: number }
  | { step: "verified"; tone: "success"; message: string; email: string; source: SubscribeVariant; status: 200 };

type Notice = { tone: "success" | "error"; text: string } | null;

const text = (value: unknown): string | null => (typeof value === "string" && value.trim() ? value : null);

/** Lets the browser paint the latest message before a blocking prompt/alert. */
const nextPaint = () => new Promise<void>((resolve) => requestAnimationFrame(() => setTimeout(resolve, 0)));

/**
 * `onBrown`: the box stands on the crust-brown coming-soon card, where its messages take the pale shades that
 * read there (the footer's dark ground has its own; elsewhere it stands on cream or white).
 */
export function SubscribeForm({
  variant,
  defaultEmail = "",
  onBrown = false,
  choices,
}: {
  variant: SubscribeVariant;
  defaultEmail?: string;
  onBrown?: boolean;
  /** Extra fields posted with the sign-up (the coming-soon block's WaitingForChoice), under the e-mail row. */
  choices?: ReactNode;
}) {
  const id = useId();
  const footer = variant === "footer";
  const fetcher = useFetcher<SubscribeAnswer>();
  const [email, setEmail] = useState(defaultEmail);
  const [notice, setNotice] = useState<Notice>(null);
  const [thankYou, setThankYou] = useState(false);
  const clearTimer = useRef<ReturnType<typeof setTimeout> | undefined>(undefined);
  // The answer already acted on, and the fields of the sign-up under way (the code goes with the same ones).
  const handled = useRef<SubscribeAnswer | undefined>(undefined);
  const signUp = useRef<FormData | null>(null);
  const busy = fetcher.state !== "idle";

  useEffect(() => () => clearTimeout(clearTimer.current), []);
  const closeModal = useCallback(() => setThankYou(false), []);

  const show = (next: Notice) => {
    clearTimeout(clearTimer.current);
    setNotice(next);
  };

  function onSubmit(event: FormEvent<HTMLFormElement>) {
    event.preventDefault();
    if (busy) return;
    const address = email.trim();
    if (!address) {
      show({ tone: "error", text: SUBSCRIBE_TEXT.emailRequired });
      return;
    }
    const fields = new FormData(event.currentTarget);
    fields.set("email", address);
    fields.set("reply", "inline");
    signUp.current = fields;
    void fetcher.submit(fields, { method: "post", action: "/subscribe" });
  }

  /** Step 2: the code from a prompt, posted with the sign-up's fields. */
  async function askForCode(message: string) {
    show({ tone: "success", text: message });
    await nextPaint();
    const code = window.prompt("Enter the 6-digit verification code sent to your email:");
    if (code === null || code.trim() === "" || !signUp.current) {
      show({ tone: "error", text: SUBSCRIBE_TEXT.codeMissing });
      return;
    }
    const fields = new FormData();
    for (const [name, value] of signUp.current) fields.set(name, value);
    fields.set("intent", "verify");
    fields.set("code", code.trim());
    void fetcher.submit(fields, { method: "post", action: "/subscribe?intent=verify" });
  }

  function verified(answer: SubscribeAnswer) {
    if (!isVerifiedAnswer(answer.status, answer.message)) {
      show({ tone: "error", text: SUBSCRIBE_TEXT.verifyFailed });
      return;
    }
    show({ tone: "success", text: answer.message });
    setEmail("");
    if (footer) setThankYou(true);
    clearTimer.current = setTimeout(() => {
      setNotice(null);
      setThankYou(false);
    }, SUBSCRIBE_CLEAR_MS);
  }

  async function alreadySubscribed() {
    show({ tone: "error", text: SUBSCRIBE_TEXT.alreadySubscribed });
    await nextPaint();
    window.alert(SUBSCRIBE_TEXT.alreadySubscribed);
  }

  // Each answer once, when it has arrived: the code sent (ask for it), verified, or the step's error.
  useEffect(() => {
    const answer = fetcher.data;
    if (fetcher.state !== "idle" || !answer || handled.current === answer) return;
    handled.current = answer;
    if (answer.step === "verified") verified(answer);
    else if (answer.tone === "success") void askForCode(text(answer.message) ?? SUBSCRIBE_TEXT.codeSent);
    else if (answer.step === "email" && answer.status === 409) void alreadySubscribed();
    else {
      const fallback = answer.step === "verify" ? SUBSCRIBE_TEXT.invalidCode : SUBSCRIBE_TEXT.subscribeFailed;
      show({ tone: "error", text: text(answer.message) ?? fallback });
    }
  });

  const inputId = `subscribe-email-${id}`;

  return (
    <div className="w-full max-w-md">
      <form
        method="post"
        action="/subscribe"
        onSubmit={onSubmit}
        className="relative flex flex-col gap-2 sm:flex-row sm:flex-wrap"
      >
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
        {choices}
      </form>
      <div aria-live="polite" className="mt-2 min-h-6 text-sm font-medium">
        {notice ? (
          <StatusMessage tone={notice.tone} look={footer ? "on-dark" : onBrown ? "on-brown" : "on-light"}>
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
