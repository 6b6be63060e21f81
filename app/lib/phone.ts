// Phone numbers as the bakery's customers write them ("098450 12399", "+91 98450 12399", "98450-12399") turned
// into what WhatsApp needs (a dialler takes them as written: telHref). WhatsApp's links take the
// full international number, digits only: a leading 0 is India's trunk prefix, not part of the number, so
// "wa.me/09845012399" opens no chat.
// Runs in the browser and on the server.

/** India's country code, for numbers written the domestic way (10 digits, or a leading 0). */
const HOME_COUNTRY = "91";

/**
 * The international number, digits only ("919845012399"), or null when the text is not a phone number of
 * 10 to 15 digits. "+…" and "00…" already name their country; 10 digits, or 11 with a leading 0, are Indian.
 */
export function internationalDigits(phone: string): string | null {
  const trimmed = phone.trim();
  let digits = trimmed.replace(/\D/g, "");
  if (trimmed.startsWith("+")) {
    // already international
  } else if (digits.startsWith("00")) {
    digits = digits.slice(2);
  } else if (digits.length === 11 && digits.startsWith("0")) {
    digits = HOME_COUNTRY + digits.slice(1);
  } else if (digits.length === 10) {
    digits = HOME_COUNTRY + digits;
  }
  return digits.length >= 10 && digits.length <= 15 ? digits : null;
}

/** A link that opens a WhatsApp chat with the number, or null when it is not a phone number. */
export function whatsAppHref(phone: string): string | null {
  const digits = internationalDigits(phone);
  return digits ? `https://wa.me/${digits}` : null;
}

/** A `tel:` link for a phone number as typed: its digits, with a leading + kept ("+91 98450 12399" → tel:+919845012399). */
export function telHref(phone: string): string {
  const trimmed = phone.trim();
  return `tel:${trimmed.startsWith("+") ? "+" : ""}${trimmed.replace(/\D/g, "")}`;
}
