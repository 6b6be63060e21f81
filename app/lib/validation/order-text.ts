// The order form's limits and messages: the browser needs them (counters, hints) without Zod.
export const CAKE_MESSAGE_MAX = 40;
export const ORDER_NOTES_MAX = 1000;
export const MAX_ORDER_PHOTOS = 3;

export const ORDER_TEXT = {
  occasionRequired: "Please tell us the occasion.",
  dateRequired: "Please choose the date you need the cake (YYYY-MM-DD).",
  fulfilmentRequired: "Please choose pickup or delivery.",
  addressRequired: "Please enter the delivery address.",
  pincodeInvalid: "Please enter a 6-digit PIN code.",
  pincodeOutside: "Sorry, we do not deliver to this PIN code yet.",
  pickupTimeInvalid: "Please enter a pickup time like 17:30.",
  sizeRequired: "Please choose a size.",
  flavourRequired: "Please choose a flavour.",
  egglessInvalid: "Eggless must be yes or no.",
  nameRequired: "Please enter your name.",
  phoneInvalid: "Please enter a phone number of 10 to 15 digits.",
  emailRequired: "Please enter your email.",
  emailInvalid: "Please enter a valid email address.",
  tooManyPhotos: `Please attach at most ${MAX_ORDER_PHOTOS} photos.`,
  invalid: "Please check the order details.",
  versionMissing: "The order's version is missing.",
  versionInvalid: "The order's version must be a whole number of 1 or more.",
  priceMissing: "Please enter the price in rupees.",
  priceInvalid: "The price must be more than 0 and at most 1,00,00,000 rupees, with at most two decimals.",
  depositMissing: "Please enter the deposit in rupees.",
  depositInvalid: "The deposit must be 0 to 1,00,00,000 rupees, with at most two decimals.",
  quotedPaiseInvalid: "quotedPaise must be a whole number of paise, more than 0 and at most 1,00,00,00,000.",
  depositPaiseInvalid: "depositPaise must be a whole number of paise, 0 to 1,00,00,00,000.",
  notFound: "We could not find this order. Please check the link in your e-mail.",
} as const;
