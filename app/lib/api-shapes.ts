// The JSON shapes of the /api contract (contract.md §3). Every id is a string, sent as both `_id` and `id`.

export type ApiOffering = { _id: string; id: string; name: string; slug: string };

export type ApiShoppingLinks = { zepto?: string; instamart?: string; blinkit?: string };

export type ApiProduct = {
  _id: string;
  id: string;
  title: string;
  /** Rupees, zero or more, up to two decimals. */
  price: number;
  description: string;
  category: ApiOffering | null;
  images: string[];
  shoppingLinks: ApiShoppingLinks;
  /** ISO 8601. */
  createdAt: string;
  /** ISO 8601. */
  updatedAt: string;
};

export type ApiSearchResult = { _id: string; id: string; title: string; images: string[]; price: number };

export type ApiBannerDevice = "large" | "small";

export type ApiBanner = { _id: string; id: string; image: string; device: ApiBannerDevice; title: string };

export type ApiVideo = { _id: string; id: string; title: string; description: string; videoUrl: string };

/** Every error answer: `{ message }`, plus `errors` for a list of validation messages. */
export type ApiError = { message: string; errors?: string[] };

export type ApiMessage = { message: string };
