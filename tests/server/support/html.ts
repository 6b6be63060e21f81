// Reading a page's HTML as the server sent it, without a browser: the shared server's address (global-setup.ts),
// an element found by an attribute with its children (tags counted, so nested ones of the same name are kept), and
// the text a reader gets (tags dropped, entities decoded, spaces collapsed).
import { inject } from "vitest";

export const serverUrl = () => inject("serverUrl");

export async function getPage(path: string): Promise<{ status: number; html: string; headers: Headers }> {
  const res = await fetch(`${serverUrl()}${path}`, { headers: { accept: "text/html" } });
  return { status: res.status, html: await res.text(), headers: res.headers };
}

/** The first element whose opening tag matches `opening` (e.g. /<section aria-labelledby="why-heading"/), whole. */
export function element(html: string, opening: RegExp): string {
  const start = html.search(opening);
  if (start < 0) throw new Error(`no element ${opening} in the page`);
  const tag = /^<([a-z0-9]+)/i.exec(html.slice(start))![1]!;
  const pattern = new RegExp(`<${tag}[\\s>/]|</${tag}>`, "gi");
  pattern.lastIndex = start;
  let depth = 0;
  for (let match = pattern.exec(html); match; match = pattern.exec(html)) {
    depth += match[0].startsWith("</") ? -1 : 1;
    if (depth === 0) return html.slice(start, match.index + match[0].length);
  }
  throw new Error(`element ${opening} is not closed`);
}

/** Every element whose opening tag matches `opening` (non-overlapping, in order). */
export function elements(html: string, opening: RegExp): string[] {
  const found: string[] = [];
  let rest = html;
  for (;;) {
    const at = rest.search(opening);
    if (at < 0) return found;
    const whole = element(rest.slice(at), opening);
    found.push(whole);
    rest = rest.slice(at + whole.length);
  }
}

const ENTITIES: Record<string, string> = { amp: "&", lt: "<", gt: ">", quot: '"', "#x27": "'", "#39": "'", nbsp: " " };

/** The text of `html`: tags and comments dropped, entities decoded, white space collapsed. */
export function text(html: string): string {
  return html
    .replace(/<!--.*?-->/gs, "")
    .replace(/<(script|style)[^>]*>.*?<\/\1>/gs, "")
    .replace(/<[^>]+>/g, " ")
    .replace(/&(#x27|#39|amp|lt|gt|quot|nbsp);/g, (_, name: string) => ENTITIES[name]!)
    .replace(/\s+/g, " ")
    .trim();
}

/** The text of every heading of `level` in `html`. */
export const headings = (html: string, level: number) =>
  elements(html, new RegExp(`<h${level}[\\s>]`)).map((h) => text(h));

/** The page's <title> text. */
export const title = (html: string) => text(element(html, /<title[\s>]/));

/** Every link as [text, href] (and its attributes). */
export const links = (html: string) =>
  elements(html, /<a\s/).map((a) => ({
    text: text(a),
    href: /\shref="([^"]*)"/.exec(a)?.[1] ?? null,
    opening: /^<a[^>]*>/.exec(a)![0],
  }));

export const count = (html: string, needle: RegExp) => [...html.matchAll(new RegExp(needle, "g"))].length;
