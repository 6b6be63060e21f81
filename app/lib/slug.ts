// Offering slugs: the name lowercased, so a slug reads like the name; runs of anything that is not a letter,
// a combining mark or a digit (in any script) become one "-", so the slug is also safe in a URL path.

/** "Pastries" → "pastries", "  Sourdough & Rye  " → "sourdough-rye", "केक" → "केक". */
export function slugify(name: string): string {
  return name
    .normalize("NFC")
    .trim()
    .toLowerCase()
    .replace(/[^\p{L}\p{M}\p{N}]+/gu, "-")
    .replace(/^-+|-+$/g, "");
}
