// Who a message to subscribers goes to: every verified subscriber, or only those who asked (with Notify Me) to
// hear about one coming-soon offering. Stored on the broadcast as "all" or "waiting:<slug>"; the admin screen
// and POST /api/send-message name them the same way. Pure data: the browser renders the choices too.
import { site } from "./site-config";

export const ALL_SUBSCRIBERS = "all";

export const COMING_SOON_SLUGS: readonly string[] = site.comingSoon.offerings.map((o) => o.slug);

export const waitingAudience = (slug: string) => `waiting:${slug}`;

export const AUDIENCES: readonly string[] = [ALL_SUBSCRIBERS, ...COMING_SOON_SLUGS.map(waitingAudience)];

/** The coming-soon offering an audience is limited to, or null for every verified subscriber. */
export function audienceSlug(audience: string): string | null {
  return audience.startsWith("waiting:") ? audience.slice("waiting:".length) : null;
}

/** How the owner reads an audience: "All verified subscribers" or "Waiting for Cookies". */
export function audienceLabel(audience: string): string {
  const slug = audienceSlug(audience);
  const offering = site.comingSoon.offerings.find((o) => o.slug === slug);
  return offering ? `Waiting for ${offering.name}` : "All verified subscribers";
}

/** The form field that marks a sign-up from the coming-soon block's Notify Me (its offerings are `waitingFor`). */
export const NOTIFY_ME_FIELD = "notifyMe";

/**
 * What a Notify Me sign-up waits for: the offerings ticked (known slugs only), or every coming-soon offering when
 * none is ticked (the block announces them together). Any other sign-up waits for nothing in particular.
 */
export function waitingForChoice(notifyMe: unknown, picked: readonly unknown[]): string[] {
  if (notifyMe !== "1") return [];
  const chosen = COMING_SOON_SLUGS.filter((slug) => picked.includes(slug));
  return chosen.length > 0 ? chosen : [...COMING_SOON_SLUGS];
}
