import Link2 from "lucide-react/icons/link-2";
import MessageCircle from "lucide-react/icons/message-circle";
import Share2 from "lucide-react/icons/share-2";
import { useEffect, useRef, useState } from "react";
import { whatsAppShareUrl } from "#app/lib/seo";
import { site } from "#app/lib/site-config";

type Mode = "links" | "native";

/** What a shared product says in the message (the sheet's title is the product's name). */
export function shareText(title: string): string {
  return `${title}, fresh from ${site.name}. Order it online:`;
}

/**
 * Share a product: the browser's own share sheet (Web Share API) where there is one; otherwise a WhatsApp link
 * and a copy-link button that says "Link copied". Without JavaScript the WhatsApp link is a plain link.
 */
export function ShareButtons({ title, url, text = shareText(title) }: { title: string; url: string; text?: string }) {
  // The server and the first render show the links; the share sheet replaces them once we know it exists.
  const [mode, setMode] = useState<Mode>("links");
  const [hydrated, setHydrated] = useState(false);
  const [status, setStatus] = useState("");
  const timer = useRef<ReturnType<typeof setTimeout> | undefined>(undefined);

  useEffect(() => {
    setHydrated(true);
    if (typeof navigator.share === "function") setMode("native");
    return () => clearTimeout(timer.current);
  }, []);

  function say(text: string) {
    setStatus(text);
    clearTimeout(timer.current);
    timer.current = setTimeout(() => setStatus(""), 4000);
  }

  async function share() {
    try {
      // The sheet shows the title as its heading and puts the text in the message: a sentence, not the name twice.
      await navigator.share({ title, text, url });
    } catch (error) {
      // Cancelled by the visitor: nothing to say. Anything else: fall back to the links.
      if (!(error instanceof DOMException && error.name === "AbortError")) setMode("links");
    }
  }

  async function copy() {
    try {
      await navigator.clipboard.writeText(url);
      say("Link copied");
    } catch {
      say(`Copy this link: ${url}`);
    }
  }

  const button =
    "inline-flex items-center gap-2 rounded-full border border-crust/20 bg-white px-4 py-2 text-sm font-semibold text-espresso transition hover:border-crust/50 hover:bg-cream-deep";
  return (
    <div className="mt-6">
      <h2 className="sr-only">Share</h2>
      <div className="flex flex-wrap items-center gap-3">
        {mode === "native" ? (
          <button type="button" onClick={() => void share()} className={button}>
            <Share2 aria-hidden="true" className="size-4 text-crust" />
            Share
          </button>
        ) : (
          <>
            <a href={whatsAppShareUrl(title, url)} target="_blank" rel="noopener noreferrer" className={button}>
              <MessageCircle aria-hidden="true" className="size-4 text-crust" />
              Share on WhatsApp
              <span className="sr-only">(opens in a new tab)</span>
            </a>
            {hydrated ? (
              <button type="button" onClick={() => void copy()} className={button}>
                <Link2 aria-hidden="true" className="size-4 text-crust" />
                Copy link
              </button>
            ) : null}
          </>
        )}
        <p role="status" className="text-sm font-semibold text-success">
          {status}
        </p>
      </div>
    </div>
  );
}
