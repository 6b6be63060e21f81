// Newsletter sign-up: ask for a code, then check it, then say thanks. Without JavaScript the form posts to
// /subscribe, a complete page that asks for the code in an inline field. With JavaScript the same form goes
// to the same action through a fetcher (React Router's way, as for every form) with reply=inline, so the page
// stays: the server message in green (pink in the footer), a prompt for the code, the code posted to
// /subscribe?intent=verify, success only on 200 + "verified", the footer's 'Thank You!' modal, everything
// cleared after 5 s. A cancelled prompt or a wrong code offers "Enter the code again": the same code, checked
// again for the same address, with no new e-mail. The /api/subscribe(/verify) calls run the same steps (app/server/forms/newsletter.server.ts).
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

/** `field`: the e-mail box is to blame (it is marked invalid and takes the focus). */
type Notice = { tone: "success" | "error"; text: string; field?: "email" } | null;

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
  refusal,
  choices,
}: {
  variant: SubscribeVariant;
  defaultEmail?: string;
  onBrown?: boolean;
  /** The server's refusal of the address (the /subscribe page without JavaScript): shown, marked and focused. */
  refusal?: string;
  /** Extra fields posted with the sign-up (the coming-soon block's WaitingForChoice), under the e-mail row. */
  choices?: ReactNode;
}) {
  const id = useId();
  const footer = variant === "footer";
  const fetcher = useFetcher<SubscribeAnswer>();
  const [email, setEmail] = useState(defaultEmail);
  const [notice, setNotice] = useState<Notice>(refusal ? { tone: "error", text: refusal, field: "email" } : null);
  const [thankYou, setThankYou] = useState(false);
  // A code was sent and is still worth trying: offered again after a cancelled prompt or a wrong code.
  const [retry, setRetry] = useState(false);
  const inputRef = useRef<HTMLInputElement>(null);
  const retryRef = useRef<HTMLButtonElement>(null);
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

  // Focus where the visitor acts next: the e-mail box it refused, or the offer to enter the code again.
  useEffect(() => {
    if (notice?.tone !== "error") return;
    if (notice.field === "email") inputRef.current?.focus();
    else if (retry) retryRef.current?.focus();
  }, [notice, retry]);

  function onSubmit(event: FormEvent<HTMLFormElement>) {
    event.preventDefault();
    if (busy) return;
    const address = email.trim();
    setRetry(false);
    if (!address) {
      show({ tone: "error", text: SUBSCRIBE_TEXT.emailRequired, field: "email" });
      return;
    }
    const fields = new FormData(event.currentTarget);
    fields.set("email", address);
    fields.set("reply", "inline");
    signUp.current = fields;
    void fetcher.submit(fields, { method: "post", action: "/subscribe" });
  }

  /** Step 2: the code from a prompt, posted with the sign-up's fields (`message`: the server's, shown first). */
  async function askForCode(message: string | null) {
    setRetry(false);
    if (message) show({ tone: "success", text: message });
    await nextPaint();
    const code = window.prompt("Enter the 6-digit verification code sent to your email:");
    if (code === null || code.trim() === "" || !signUp.current) {
      show({ tone: "error", text: SUBSCRIBE_TEXT.codeMissing });
      setRetry(Boolean(signUp.current));
      return;
    }
    const fields = new FormData();
    for (const [name, value] of signUp.current) fields.set(name, value);
    fields.set("intent", "verify");
    fields.set("code", code.trim());
    void fetcher.submit(fields, { method: "post", action: "/subscribe?intent=verify" });
  }

  /** A code not taken: the text in red, and the offer to enter it again while the server would still check it. */
  function codeRefused(message: string, answer: SubscribeAnswer) {
    show({ tone: "error", text: message });
    // Once the wrong tries are used up the server refuses any code: a new sign-up is the way on.
    setRetry(answer.status !== 429 && answer.message !== SUBSCRIBE_TEXT.tooManyTries);
  }

  function verified(answer: SubscribeAnswer) {
    if (!isVerifiedAnswer(answer.status, answer.message)) {
      codeRefused(SUBSCRIBE_TEXT.verifyFailed, answer);
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


  // Each answer once, when it has arrived: the code sent (ask for it), verified, or the step's error.
  useEffect(() => {
    const answer = fetcher.data;
    if (fetcher.state !== "idle" || !answer || handled.current === answer) return;
    handled.current = answer;
    if (answer.step === "verified") verified(answer);
    else if (answer.tone === "success") void askForCode(text(answer.message) ?? SUBSCRIBE_TEXT.codeSent);
    else if (answer.step === "verify") codeRefused(text(answer.message) ?? SUBSCRIBE_TEXT.invalidCode, answer);
    else if (answer.status === 409) show({ tone: "error", text: SUBSCRIBE_TEXT.alreadySubscribed, field: "email" });
    else show({ tone: "error", text: text(answer.message) ?? SUBSCRIBE_TEXT.subscribeFailed, field: "email" });
  });

  const inputId = `subscribe-email-${id}`;
  const messageId = `${inputId}-message`;
  const emailRefused = notice?.tone === "error" && notice.field === "email";

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
          ref={inputRef}
          type="email"
          name="email"
          autoComplete="email"
          placeholder="you@example.com"
          value={email}
          onChange={(e) => setEmail(e.target.value)}
          aria-describedby={notice ? messageId : undefined}
          aria-invalid={emailRefused || undefined}
          {...(refusal ? { autoFocus: true } : {})}
          className={`min-w-0 flex-1 rounded-full border px-4 py-3 ${footer ? "border-cream/30 bg-white/10 text-cream placeholder:text-cream/60" : "border-crust/20 bg-white text-espresso placeholder:text-muted"}`}
        />
        <SubmitButton look="butter" busy={busy}>
          {footer ? "Subscribe" : "Notify Me"}
        </SubmitButton>
        {choices}
      </form>
      <div id={messageId} aria-live="polite" className="mt-2 min-h-6 text-sm font-medium">
        {notice ? (
          <StatusMessage tone={notice.tone} look={footer ? "on-dark" : onBrown ? "on-brown" : "on-light"}>
            {notice.text}
          </StatusMessage>
        ) : null}
      </div>
      {retry ? (
        <button
          ref={retryRef}
          type="button"
          onClick={() => void askForCode(null)}
          className={`mt-1 text-sm font-semibold underline underline-offset-4 ${footer || onBrown ? "text-butter-light" : "text-crust"}`}
        >
          Enter the code again
        </button>
      ) : null}
      {thankYou ? (
        <Modal title={SUBSCRIBE_TEXT.thankYou} onClose={closeModal}>
          <p>You're on the list. Fresh news from our oven is on its way to your inbox.</p>
        </Modal>
      ) : null}
    </div>
  );
}
