import { deliveryAppLabel, deliveryAppNames, type DeliveryAppKey } from "./delivery-apps";

/**
 * Brand configuration for the whole site.
 *
 * Everything a bakery would change to rebrand this website lives here: name,
 * tagline, meta description, social handles, delivery platforms, the
 * where-to-order text, the coming-soon copy and the contact address.
 *
 * Pure data: safe to import on the server and in the browser.
 */

const name = "Slice Bakery";

/**
 * The bakery's time zone, declared once: its days (an order's day, today, Insights' days) and the times the pages
 * show are counted here, whatever the server's or the browser's zone.
 */
export const BAKERY_TIME_ZONE = "Asia/Kolkata";

/** Keys match the product `shoppingLinks` fields (the /api and the admin forms use the same names). */
export type DeliveryPlatformKey = DeliveryAppKey;

export type SocialKey = "instagram" | "facebook" | "youtube";

export interface SocialLinkConfig {
  readonly key: SocialKey;
  readonly name: string;
  /** Display handle only: the social icons link to no real account yet. */
  readonly handle: string;
  /** Accessible label for the icon link. */
  readonly label: string;
}

export interface DeliveryPlatformConfig {
  readonly key: DeliveryPlatformKey;
  readonly name: string;
  /** External link, opened in a new tab. */
  readonly url: string;
  /** One short sentence for the Where to Order card. */
  readonly blurb: string;
}

export interface SiteConfig {
  readonly name: string;
  /** Short line used in the footer and in page titles. */
  readonly tagline: string;
  /** One sentence for the meta description. */
  readonly description: string;
  /** City where the bakery bakes. */
  readonly city: string;
  readonly socials: readonly SocialLinkConfig[];
  readonly deliveryPlatforms: readonly DeliveryPlatformConfig[];
  /** Where to Order page text, one string per paragraph. */
  readonly whereToOrderText: readonly string[];
  /**
   * Home page coming-soon block (cupcakes, cookies and desserts). `offerings` are what a visitor can ask to hear
   * about there; the owner can then write to the people waiting for one of them (slugs are stored with them).
   */
  readonly comingSoon: {
    readonly heading: string;
    readonly tagline: string;
    readonly offerings: readonly { readonly slug: string; readonly name: string }[];
  };
  /** Footer newsletter box copy. */
  readonly newsletter: { readonly heading: string; readonly text: string };
  readonly contactEmail: string;
}

export const site = {
  name,
  tagline: "Baked before sunrise. Honest on the label.",
  description: `${name} bakes fresh pastries, whole grain loaves and cakes every morning in Pune, with honest labels and delivery through ${deliveryAppNames("and")}.`,
  city: "Pune",
  socials: [
    {
      key: "instagram",
      name: "Instagram",
      handle: "@slicebakery",
      label: `${name} on Instagram`,
    },
    {
      key: "facebook",
      name: "Facebook",
      handle: "slicebakery",
      label: `${name} on Facebook`,
    },
    {
      key: "youtube",
      name: "YouTube",
      handle: "@slicebakery",
      label: `${name} on YouTube`,
    },
  ],
  deliveryPlatforms: [
    {
      key: "zepto",
      name: deliveryAppLabel("zepto"),
      url: "https://www.zeptonow.com/",
      blurb: "Fresh loaves and pastries from your nearest Zepto store, delivered fast.",
    },
    {
      key: "instamart",
      name: deliveryAppLabel("instamart"),
      url: "https://www.swiggy.com/instamart",
      blurb: "Add our bakes to your Instamart grocery run, from morning bread to evening cake.",
    },
    {
      key: "blinkit",
      name: deliveryAppLabel("blinkit"),
      url: "https://blinkit.com/",
      blurb: "Order us on Blinkit alongside your everyday essentials.",
    },
  ],
  whereToOrderText: [
    `We bake every morning and send our loaves, pastries and cakes straight to the delivery apps you already use. Open ${deliveryAppNames("or")}, search for ${name}, and fresh bread can be at your door in minutes.`,
    "What you can order depends on your area and on what's left from the morning bake, so if something has sold out, check again tomorrow. We're always looking for new neighbourhoods and new partners: if you run a delivery or retail platform and would like to stock our bakes, we'd love to hear from you.",
  ],
  comingSoon: {
    heading: "Cupcakes, cookies and desserts are coming soon",
    tagline:
      "We're still perfecting the recipes. Leave your email and you'll be the first to know when they're out of the oven.",
    offerings: [
      { slug: "cupcakes", name: "Cupcakes" },
      { slug: "cookies", name: "Cookies" },
      { slug: "desserts", name: "Desserts" },
    ],
  },
  newsletter: {
    heading: "Fresh from the oven, in your inbox",
    text: "New bakes, seasonal specials and the odd health read. No spam, ever.",
  },
  contactEmail: "hello@slicebakery.in",
} as const satisfies SiteConfig;

export type Site = typeof site;
