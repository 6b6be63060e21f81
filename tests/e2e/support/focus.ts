// The keyboard focus indicator: an outline or a box-shadow ring at least 2 px wide whose colour has at least 3:1
// against what is behind it (WCAG 2.4.7 and the non-text contrast of 1.4.11). `expectFocusRing` checks one control;
// `expectFocusRingsOnTab` walks a whole page with the Tab key, as a keyboard user does, so :focus-visible applies
// exactly as it does for them, and lists every control whose ring is missing, thin or faint.
import { expect, type Locator, type Page } from "@playwright/test";

/** Relative luminance and contrast ratio of CSS rgb() colours (WCAG 2). */
export function contrast(a: string, b: string): number {
  const lum = (css: string) => {
    const [r, g, bl] = (css.match(/[\d.]+/g) ?? [])
      .slice(0, 3)
      .map(Number)
      .map((c) => {
        const s = c / 255;
        return s <= 0.03928 ? s / 12.92 : ((s + 0.055) / 1.055) ** 2.4;
      });
    return 0.2126 * r! + 0.7152 * g! + 0.0722 * bl!;
  };
  const [hi, lo] = [lum(a), lum(b)].sort((x, y) => y - x);
  return (hi! + 0.05) / (lo! + 0.05);
}

/** What the page reports about its focused element: its ring, and the opaque colour behind the ring. */
type Ring = {
  /** How a person would name the element: tag, role-ish attributes and its text or label. */
  name: string;
  /** The drawn ring (an outline, else the widest box-shadow ring), or null when neither is drawn. */
  ring: { kind: "outline" | "box-shadow"; width: number; color: string } | null;
  /** The colour behind the ring: the element's ancestors' backgrounds composed down to the first opaque one. */
  background: string;
  /**
   * The element sits on a picture (a carousel's dots on a banner), so no one colour is behind its ring: the colours
   * of its outline and box-shadow rings, which must then contrast with each other instead.
   */
  onPicture: string[] | null;
  /** Whether the element matches :focus-visible (the ring a keyboard user sees). */
  focusVisible: boolean;
};

/**
 * Runs in the page: the focus indicator of `el` as computed now. A partly transparent ring or background is
 * composed over what lies beneath it, as the eye sees it. An outline drawn inside the element (a negative offset)
 * or an inset ring is seen against the element's own background, any other against its parent's.
 */
function readRing(el: Element): Ring {
  type Rgba = [number, number, number, number];
  // Any CSS colour (Tailwind's are oklab() and color-mix() ones) as sRGB: painted on a one-pixel canvas, read back.
  const pixel = document.createElement("canvas").getContext("2d", { willReadFrequently: true })!;
  const parse = (css: string): Rgba => {
    pixel.clearRect(0, 0, 1, 1);
    pixel.fillStyle = css;
    pixel.fillRect(0, 0, 1, 1);
    const [r = 0, g = 0, b = 0, a = 0] = pixel.getImageData(0, 0, 1, 1).data;
    return [r, g, b, a / 255];
  };
  const over = (top: Rgba, under: Rgba): Rgba => {
    const a = top[3] + under[3] * (1 - top[3]);
    if (a === 0) return [0, 0, 0, 0];
    const mix = (i: number) => (top[i]! * top[3] + under[i]! * under[3] * (1 - top[3])) / a;
    return [mix(0), mix(1), mix(2), a];
  };
  const css = ([r, g, b]: Rgba) => `rgb(${Math.round(r)}, ${Math.round(g)}, ${Math.round(b)})`;
  const behind = (start: Element | null): Rgba => {
    // The layers from the start upwards until an opaque one, then composed from the bottom (white under the page).
    const layers: Rgba[] = [];
    for (let node = start; node; node = node.parentElement) {
      const colour = parse(getComputedStyle(node).backgroundColor);
      if (colour[3] > 0) layers.push(colour);
      if (colour[3] >= 1) break;
    }
    return layers.reduceRight<Rgba>((under, top) => over(top, under), [255, 255, 255, 1]);
  };

  const style = getComputedStyle(el);
  let ring: Ring["ring"] = null;
  let inside = false;
  const outlineWidth = parseFloat(style.outlineWidth);
  if (style.outlineStyle !== "none" && outlineWidth > 0) {
    inside = parseFloat(style.outlineOffset) < 0;
    ring = { kind: "outline", width: outlineWidth, color: style.outlineColor };
  } else if (style.boxShadow !== "none") {
    // Rings as Tailwind draws them: "<colour> 0px 0px 0px <spread>", an offset ring being a narrower one under it.
    const rings = [
      ...style.boxShadow.matchAll(/((?:rgba?|oklab|oklch|color)\([^)]*\))\s+0px\s+0px\s+0px\s+([\d.]+)px(\s+inset)?/g),
    ]
      .map((m) => ({ color: m[1]!, spread: Number(m[2]), inset: Boolean(m[3]) }))
      .filter((r) => r.spread > 0 && parse(r.color)[3] > 0)
      .sort((x, y) => y.spread - x.spread);
    const [widest, next] = rings;
    if (widest) {
      inside = widest.inset;
      const under = next && next.inset === widest.inset ? next.spread : 0;
      ring = { kind: "box-shadow", width: widest.spread - under, color: widest.color };
    }
  }
  const ground = behind(inside ? el : el.parentElement);
  if (ring) ring.color = css(over(parse(ring.color), ground));

  // A picture under the element: what the page paints below the element's middle, top down, until a surface that
  // covers it (a background at least 80% opaque: the sticky header's, a menu panel's). An image, or a box
  // holding one across that point (a carousel's slide), means the ancestors' colours say nothing about what the eye
  // sees around the ring.
  const box = el.getBoundingClientRect();
  const [x, y] = [box.left + box.width / 2, box.top + box.height / 2];
  const covers = (media: Element) => {
    const m = media.getBoundingClientRect();
    return m.left <= x && x <= m.right && m.top <= y && y <= m.bottom && media.checkVisibility();
  };
  let onPicture = false;
  for (const under of document.elementsFromPoint(x, y)) {
    if (el.contains(under)) continue;
    const media = under.matches("img, video, canvas") ? [under] : [...under.querySelectorAll("img, video, canvas")];
    if (media.some((m) => !m.contains(el) && !el.contains(m) && covers(m))) {
      onPicture = true;
      break;
    }
    if (parse(getComputedStyle(under).backgroundColor)[3] >= 0.8) break;
  }
  const bands = [
    ...(style.outlineStyle !== "none" && outlineWidth > 0 ? [style.outlineColor] : []),
    ...[...style.boxShadow.matchAll(/((?:rgba?|oklab|oklch|color)\([^)]*\))\s+0px\s+0px\s+0px\s+([\d.]+)px/g)]
      .filter((m) => Number(m[2]) > 0)
      .map((m) => m[1]!),
  ].map((colour) => css(parse(colour)));

  const label =
    el.getAttribute("aria-label") ??
    (el.id ? document.querySelector(`label[for="${CSS.escape(el.id)}"]`)?.textContent : null) ??
    el.closest("label")?.textContent ??
    el.textContent ??
    "";
  const type = el.getAttribute("type");
  const tag = `${el.tagName.toLowerCase()}${type ? `[type=${type}]` : ""}${el.getAttribute("role") ? `[role=${el.getAttribute("role")}]` : ""}`;
  const text = label.replace(/\s+/g, " ").trim().slice(0, 50);
  return {
    name: `${tag} "${text}"`,
    ring,
    background: css(ground),
    onPicture: onPicture ? bands : null,
    focusVisible: el.matches(":focus-visible"),
  };
}

/**
 * What is wrong with a ring, or null when it is wide enough and stands out from what is behind it. On a picture,
 * whose colours can be anything, two ring colours 9:1 apart: whatever the picture's colour there, one of the two
 * has at least 3:1 against it (the ratios against the two multiply to at least 9).
 */
function fault({ ring, background, onPicture, focusVisible }: Ring): string | null {
  if (!focusVisible) return "not :focus-visible after keyboard focus";
  if (!ring) return "no outline or ring";
  if (ring.width < 2) return `${ring.kind} ${ring.width} px wide`;
  if (onPicture) {
    const best = Math.max(0, ...onPicture.flatMap((a) => onPicture.map((b) => contrast(a, b))));
    if (best < 9)
      return `on a picture, ring colours ${onPicture.join(" and ") || "none"}: ${best.toFixed(2)}:1 apart, not 9:1`;
    return null;
  }
  const ratio = contrast(ring.color, background);
  if (ratio < 3) return `${ring.kind} ${ring.color} on ${background}: ${ratio.toFixed(2)}:1`;
  return null;
}

/**
 * The focus indicator of `control` once focused: an outline or a box-shadow ring at least 2 px wide, whose colour
 * has at least 3:1 against the background behind the control.
 */
export async function expectFocusRing(control: Locator) {
  await control.focus();
  // A key pressed with the focus on it makes the control :focus-visible, as after a Tab (Shift types nothing).
  await control.press("Shift");
  // A ring that fades in (Tailwind's `transition`) is read at the end of its fade, jumped to rather than waited for.
  await control.evaluate((el) => el.getAnimations().forEach((animation) => animation.finish()));
  const seen = await control.evaluate(readRing);
  expect(fault(seen), seen.name).toBeNull();
}

/**
 * Presses Tab from where the focus is (the document's start on a fresh page) until it comes back round to an element
 * already seen, passing once through the browser's own stop after the last element, and checks the ring of every
 * element it lands on (scrollable regions Chromium makes focusable included). Asserts that none fails, listing the
 * failures as `<tag> "<text or label>" on <label>: <why>`. It also asserts that every visible element the page puts
 * in the tab order was reached, so the walk cannot skip a control unnoticed; the other radios of a group (reached
 * with the arrow keys, not Tab) are focused directly, after the keyboard walk so :focus-visible still applies, and
 * checked too. Returns how many elements it checked.
 */
export async function expectFocusRingsOnTab(page: Page, label: string, { limit = 300 } = {}): Promise<number> {
  // The reader as a page global, defined by an evaluated expression (which the page's CSP does not govern).
  await page.evaluate(`globalThis.__readRing = ${readRing.toString()}`);
  const offenders: string[] = [];
  let checked = 0;
  let outside = 0;
  for (let step = 0; step < limit; step++) {
    await page.keyboard.press("Tab");
    const seen = await page.evaluate(async () => {
      const el = document.activeElement;
      if (!el || el === document.body || el === document.documentElement) {
        delete (globalThis as unknown as { __lastTab?: Element }).__lastTab;
        return "outside" as const;
      }
      const marked = el as HTMLElement;
      // A date or time field takes one Tab per part (day, month, year) before the focus moves on.
      const walk = globalThis as unknown as { __lastTab?: Element };
      if (walk.__lastTab === el) return "same" as const;
      walk.__lastTab = el;
      if ("tabSeen" in marked.dataset) return "round" as const;
      marked.dataset.tabSeen = "";
      // A control that fades its ring in (Tailwind's `transition`) is read at the end of the fade, jumped to rather
      // than waited for.
      el.getAnimations().forEach((animation) => animation.finish());
      return (globalThis as unknown as { __readRing: typeof readRing }).__readRing(el);
    });
    if (seen === "round") break;
    if (seen === "same") continue;
    if (seen === "outside") {
      if (++outside > 2) break;
      continue;
    }
    checked++;
    const why = fault(seen);
    if (why) offenders.push(`${seen.name} on ${label}: ${why}`);
  }

  const missed = await page.evaluate(() => {
    const reader = (globalThis as unknown as { __readRing: typeof readRing }).__readRing;
    const selector =
      "a[href], button, input:not([type=hidden]), select, textarea, summary, [tabindex], [contenteditable=true]";
    const result: { name: string; radio: boolean; seen: Ring | null }[] = [];
    for (const el of document.querySelectorAll<HTMLElement>(selector)) {
      if ("tabSeen" in el.dataset || el.tabIndex < 0 || (el as HTMLButtonElement).disabled) continue;
      if (!el.checkVisibility({ visibilityProperty: true }) || el.closest("[inert]")) continue;
      const radio = el instanceof HTMLInputElement && el.type === "radio";
      if (radio) el.focus();
      result.push({ name: reader(el).name, radio, seen: radio ? reader(el) : null });
    }
    for (const el of document.querySelectorAll<HTMLElement>("[data-tab-seen]")) delete el.dataset.tabSeen;
    delete (globalThis as unknown as { __lastTab?: Element }).__lastTab;
    return result;
  });
  for (const { name, radio, seen } of missed) {
    if (!radio) offenders.push(`${name} on ${label}: never reached with Tab`);
    else {
      checked++;
      const why = fault(seen!);
      if (why) offenders.push(`${name} on ${label}: ${why}`);
    }
  }
  expect(offenders, `focus indicators on ${label}`).toEqual([]);
  expect(checked, `controls reached on ${label}`).toBeGreaterThan(0);
  return checked;
}
