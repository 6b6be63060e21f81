// The honeypot field of the public forms: hidden from people (off-screen, aria-hidden, not focusable), left
// empty by them, and filled in by naive bots. The server drops such submissions silently.
export const HONEYPOT_FIELD = "hp_fax_line";
