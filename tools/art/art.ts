/**
 * Demo artwork for the seed data: every image is an SVG illustration drawn in code (no stock photos,
 * no network). Flat, illustrated-menu style in the Slice Bakery palette with soft gradients, shadows
 * and highlights. Each function returns a standalone SVG document as a string; `npm run seed:art`
 * (render.ts) renders them to the committed WebP and SVG files, and only those files are used at run time.
 * Deterministic: the same arguments always give the same bytes.
 */

import type { ProductArtKey } from "../../app/server/seed/seed.server";

/* ------------------------------------------------------------------------------------------------
 * Small SVG toolkit
 * ---------------------------------------------------------------------------------------------- */

/** A drawable: `d` holds gradient definitions (deduplicated per document), `b` the shapes. */
type Art = { d: string; b: string };
type Pt = readonly [number, number];
type Stop = readonly [number, string, number?];

const BRAND = {
  cream: "#FFF8EF",
  crust: "#7A4419",
  butter: "#F2B544",
  berry: "#C0395B",
  espresso: "#2B1B12",
  muted: "#6B5547",
};

/** Short numbers keep the markup small: whole pixels for coordinates, decimals only for small values. */
function n(v: number): string {
  const a = Math.abs(v);
  return String(
    a >= 20
      ? Math.round(v)
      : a >= 1
        ? Math.round(v * 10) / 10
        : Math.round(v * 100) / 100,
  );
}

/** Template tag that formats interpolated numbers: p`M ${x} ${y}`. */
function p(strings: TemplateStringsArray, ...vals: number[]): string {
  let out = strings[0] ?? "";
  for (let i = 0; i < vals.length; i++)
    out += n(vals[i] ?? 0) + (strings[i + 1] ?? "");
  return out;
}

/** Path data without optional whitespace: "M 8 -5 L 9 0" becomes "M8-5L9 0". */
const compactPath = (d: string): string =>
  d
    .replace(/\s*([A-Za-z])\s*/g, "$1")
    .replace(/\s+-/g, "-")
    .trim();

type Attrs = Record<string, string | number | undefined>;
function el(tag: string, a: Attrs, inner = ""): string {
  let s = `<${tag}`;
  for (const k of Object.keys(a)) {
    const v = a[k];
    if (v === undefined) continue;
    s += ` ${k}="${typeof v === "number" ? n(v) : k === "d" ? compactPath(v) : v}"`;
  }
  return inner ? `${s}>${inner}</${tag}>` : `${s}/>`;
}

function tf(x: number, y: number, s = 1, rot = 0, sy?: number): string {
  let t = `translate(${n(x)} ${n(y)})`;
  if (rot) t += ` rotate(${n(rot)})`;
  if (sy !== undefined) t += ` scale(${+s.toFixed(3)} ${+sy.toFixed(3)})`;
  else if (s !== 1) t += ` scale(${+s.toFixed(3)})`;
  return t;
}
const g = (t: string, body: string): string =>
  `<g transform="${t}">${body}</g>`;
const place = (a: Art, x: number, y: number, s = 1, rot = 0): Art => ({
  d: a.d,
  b: g(tf(x, y, s, rot), a.b),
});

type Placer = (x: number, y: number, s?: number, rot?: number) => Art;
/** Turns a drawing made at the origin into a sprite: defined once in <defs>, placed with <use>. */
function spriteOf(id: string, make: () => Art): Placer {
  let d: string | undefined;
  return (x, y, s = 1, rot = 0) => {
    if (d === undefined) {
      const a = make();
      d = a.d + `<g id="${id}">${a.b}</g>`;
    }
    return { d, b: `<use href="#${id}" transform="${tf(x, y, s, rot)}"/>` };
  };
}

const stopsOf = (s: readonly Stop[]): string =>
  s
    .map(
      ([o, c, a]) =>
        `<stop offset="${o}" stop-color="${c}"${a === undefined ? "" : ` stop-opacity="${a}"`}/>`,
    )
    .join("");
function lin(
  id: string,
  s: readonly Stop[],
  x1 = 0,
  y1 = 0,
  x2 = 0,
  y2 = 1,
): string {
  return `<linearGradient id="${id}" x1="${x1}" y1="${y1}" x2="${x2}" y2="${y2}">${stopsOf(s)}</linearGradient>`;
}
function rad(
  id: string,
  s: readonly Stop[],
  cx = 0.5,
  cy = 0.5,
  r = 0.5,
  fx = cx,
  fy = cy,
): string {
  return `<radialGradient id="${id}" cx="${cx}" cy="${cy}" r="${r}" fx="${fx}" fy="${fy}">${stopsOf(s)}</radialGradient>`;
}

/** Deterministic xorshift generator so crumbs and seeds land in the same place every time. */
function rng(seed: number): () => number {
  let s = Math.imul(seed + 0x9e3779b9, 2654435761) >>> 0 || 1;
  return () => {
    s ^= s << 13;
    s >>>= 0;
    s ^= s >>> 17;
    s ^= s << 5;
    s >>>= 0;
    return s / 4294967296;
  };
}
const between = (r: () => number, a: number, b: number): number =>
  a + (b - a) * r();
function pick<T>(r: () => number, list: readonly T[]): T {
  const v = list[Math.floor(r() * list.length) % list.length];
  if (v === undefined) throw new Error("empty list");
  return v;
}

/** Blur filters plus two turbulence textures (crumb specks / light flecks) used across drawings. */
const FILTERS =
  [2, 6, 14]
    .map(
      (s) =>
        `<filter id="b${s}" x="-60%" y="-60%" width="220%" height="220%"><feGaussianBlur stdDeviation="${s}"/></filter>`,
    )
    .join("") +
  // same blur with a tight region, for large shapes where a wide region is wasted work
  `<filter id="b6t" x="-12%" y="-12%" width="124%" height="124%"><feGaussianBlur stdDeviation="6"/></filter>` +
  // crumb texture: noise -> sparse pores (alpha), softened, clipped to the shape and merged over it
  `<filter id="txd" x="0" y="0" width="100%" height="100%" color-interpolation-filters="sRGB">` +
  `<feTurbulence type="fractalNoise" baseFrequency="0.11" numOctaves="2" seed="4" result="t"/>` +
  `<feColorMatrix in="t" type="matrix" values="0 0 0 0 0.29 0 0 0 0 0.16 0 0 0 0 0.06 -12 0 0 0 4.3" result="m"/>` +
  `<feComponentTransfer in="m" result="m2"><feFuncA type="linear" slope="0.32"/></feComponentTransfer>` +
  `<feComposite in="m2" in2="SourceGraphic" operator="in" result="c"/>` +
  `<feMerge><feMergeNode in="SourceGraphic"/><feMergeNode in="c"/></feMerge></filter>` +
  // faint light blistering for crusts
  `<filter id="txl" x="0" y="0" width="100%" height="100%" color-interpolation-filters="sRGB">` +
  `<feTurbulence type="fractalNoise" baseFrequency="0.05" numOctaves="3" seed="9" result="t"/>` +
  `<feColorMatrix in="t" type="matrix" values="0 0 0 0 1 0 0 0 0 0.9 0 0 0 0 0.72 8 0 0 0 -4.6" result="m"/>` +
  `<feComponentTransfer in="m" result="m2"><feFuncA type="linear" slope="0.16"/></feComponentTransfer>` +
  `<feComposite in="m2" in2="SourceGraphic" operator="in" result="c"/>` +
  `<feMerge><feMergeNode in="SourceGraphic"/><feMergeNode in="c"/></feMerge></filter>` +
  // soft warm highlight used instead of blurred ellipses (much cheaper to render)
  `<radialGradient id="sh"><stop offset="0" stop-color="#4A2810"/><stop offset="0.45" stop-color="#4A2810" stop-opacity="0.8"/><stop offset="0.78" stop-color="#4A2810" stop-opacity="0.25"/><stop offset="1" stop-color="#4A2810" stop-opacity="0"/></radialGradient>` +
  `<radialGradient id="hl"><stop offset="0" stop-color="#FFF6DC"/><stop offset="0.5" stop-color="#FFF6DC" stop-opacity="0.5"/><stop offset="1" stop-color="#FFF6DC" stop-opacity="0"/></radialGradient>`;

/** Splits a fragment of our own generated markup into its top-level elements. */
function topLevelElements(xml: string): string[] {
  const out: string[] = [];
  const tag = /<(\/?)[a-zA-Z]+[^>]*?(\/?)>/g;
  let depth = 0;
  let start = 0;
  for (let m = tag.exec(xml); m; m = tag.exec(xml)) {
    const closing = m[1] === "/";
    const selfClosing = m[2] === "/";
    if (!closing && depth === 0) start = m.index;
    if (closing) depth--;
    else if (!selfClosing) depth++;
    if (depth === 0) out.push(xml.slice(start, m.index + m[0].length));
  }
  return out;
}

/** Collects shapes and de-duplicated defs, then serialises a standalone SVG document. */
class Scene {
  private readonly defs = new Set<string>();
  private readonly parts: string[] = [];
  constructor(
    readonly w: number,
    readonly h: number,
    readonly title: string,
  ) {}
  add(...items: (Art | string)[]): this {
    for (const it of items) {
      if (typeof it === "string") this.parts.push(it);
      else {
        if (it.d) this.defs.add(it.d);
        this.parts.push(it.b);
      }
    }
    return this;
  }
  put(a: Art, x: number, y: number, s = 1, rot = 0): this {
    return this.add(place(a, x, y, s, rot));
  }
  /** Like put, but the drawing is defined once and referenced, for items that appear several times. */
  putShared(id: string, a: Art, x: number, y: number, s = 1, rot = 0): this {
    if (a.d) this.defs.add(a.d);
    this.defs.add(`<g id="${id}">${a.b}</g>`);
    this.parts.push(`<use href="#${id}" transform="${tf(x, y, s, rot)}"/>`);
    return this;
  }
  toString(): string {
    // definitions arrive in bundles (an item carries its garnish's defs too): keep each id once
    const seen = new Set<string>();
    let defs = "";
    for (const chunk of [...this.defs].flatMap(topLevelElements)) {
      const id = /^<[a-zA-Z]+ id="([^"]+)"/.exec(chunk)?.[1] ?? chunk;
      if (seen.has(id)) continue;
      seen.add(id);
      defs += chunk;
    }
    return (
      `<svg xmlns="http://www.w3.org/2000/svg" width="${this.w}" height="${this.h}" viewBox="0 0 ${this.w} ${this.h}" role="img" aria-label="${this.title}">` +
      `<title>${this.title}</title><defs>${FILTERS}${defs}</defs>${this.parts.join("")}</svg>`
    );
  }
}

/**
 * A soft contact shadow. Wide ones are a radial-gradient ellipse (looks like a blur, renders far
 * faster); small ones use a real blur so they can take any colour.
 */
function shadow(
  cx: number,
  cy: number,
  rx: number,
  ry: number,
  op = 0.28,
  blur = "b14",
  col = "#4A2810",
): string {
  if (blur === "b14" || blur === "b30") {
    const k = blur === "b14" ? 26 : 56;
    return el("ellipse", {
      cx,
      cy,
      rx: rx + k,
      ry: ry + k * 0.8,
      fill: "url(#sh)",
      opacity: op,
    });
  }
  return el("ellipse", {
    cx,
    cy,
    rx,
    ry,
    fill: col,
    opacity: op,
    filter: `url(#${blur})`,
  });
}

/** A soft round glow of one colour, fading to transparent. */
function glow(
  id: string,
  cx: number,
  cy: number,
  r: number,
  color: string,
  op: number,
): Art {
  return {
    d: rad(id, [
      [0, color],
      [0.55, color, 0.7],
      [1, color, 0],
    ]),
    b: el("circle", { cx, cy, r, fill: `url(#${id})`, opacity: op }),
  };
}

/** Many round dots as one path: each zero-length subpath is drawn as a dot by its round cap. */
function dots(
  pts: readonly Pt[],
  size: number,
  color: string,
  opacity = 1,
): string {
  if (!pts.length) return "";
  const d = pts
    .map(([x, y]) => `M${n(x)} ${n(y)}h0`)
    .join("")
    .replace(/ -/g, "-");
  return el("path", {
    d,
    stroke: color,
    "stroke-width": size,
    "stroke-linecap": "round",
    opacity: opacity < 1 ? opacity : undefined,
  });
}

function star(
  cx: number,
  cy: number,
  ro: number,
  ri: number,
  points: number,
  rot = 0,
): string {
  let d = "";
  for (let i = 0; i < points * 2; i++) {
    const r = i % 2 ? ri : ro;
    const a = ((rot + (i * 180) / points - 90) * Math.PI) / 180;
    d +=
      (i ? "L" : "M") + n(cx + r * Math.cos(a)) + " " + n(cy + r * Math.sin(a));
  }
  return d + "Z";
}

/* ------------------------------------------------------------------------------------------------
 * Backgrounds and surfaces
 * ---------------------------------------------------------------------------------------------- */

type BgKey =
  "cream" | "butter" | "blush" | "sage" | "latte" | "lilac" | "cocoa" | "peach";
const BG: Record<BgKey, readonly [string, string, string, string]> = {
  // inner, outer, halo, dot
  cream: ["#FFFAF3", "#F5E3CA", "#FFFFFF", "#E9D3B4"],
  butter: ["#FFF3D6", "#F3CF84", "#FFF9EA", "#E8B95A"],
  blush: ["#FDEDE9", "#EEC0B8", "#FFF8F6", "#E3A79E"],
  sage: ["#F3F5EA", "#CCD9BA", "#FCFDF7", "#B5C79E"],
  latte: ["#F8ECDD", "#DDBB93", "#FDF7EF", "#CDA478"],
  lilac: ["#F5F1F9", "#D3C6E5", "#FDFBFF", "#BCA9D6"],
  cocoa: ["#6A4431", "#2C1A10", "#86593F", "#7C5039"],
  peach: ["#FFEFE3", "#F3C19C", "#FFF8F1", "#E8A77A"],
};

function background(w: number, h: number, key: BgKey, seed = 1): Art {
  const [a, b, halo, dot] = BG[key];
  const d = rad(
    `bg-${key}`,
    [
      [0, a],
      [0.55, a],
      [1, b],
    ],
    0.5,
    0.45,
    0.75,
  );
  const r = rng(seed * 31 + w);
  // a sparse sprinkle of "flour" dots near the edges adds texture without noise in the middle
  const small: Pt[] = [];
  const big: Pt[] = [];
  for (let i = 0; i < 32; i++) {
    const x = r() * w;
    const y = r() * h;
    const dx = (x - w / 2) / (w / 2);
    const dy = (y - h / 2) / (h / 2);
    if (dx * dx + dy * dy < 0.75) continue;
    (r() > 0.7 ? big : small).push([x, y]);
  }
  const specks = dots(small, 4, dot, 0.4) + dots(big, 8, dot, 0.35);
  const m = Math.min(w, h);
  const g1 = glow(`hal-${key}`, w / 2, h * 0.52, m * 0.48, halo, 0.8);
  return {
    d: d + g1.d,
    b:
      el("rect", { width: w, height: h, fill: `url(#bg-${key})` }) +
      g1.b +
      specks,
  };
}

function plate(cx: number, cy: number, rx: number, ry = rx * 0.46): Art {
  const d =
    lin("pl-rim", [
      [0, "#FFFFFF"],
      [1, "#EEE6DB"],
    ]) +
    lin("pl-well", [
      [0, "#E9E0D3"],
      [0.55, "#F8F4EE"],
      [1, "#FFFFFF"],
    ]) +
    lin("pl-edge", [
      [0, "#E0D3C2"],
      [1, "#BFAE98"],
    ]);
  const b =
    shadow(cx, cy + ry * 0.32, rx * 0.98, ry * 0.8, 0.32, "b14") +
    el("ellipse", { cx, cy: cy + ry * 0.09, rx, ry, fill: "url(#pl-edge)" }) +
    el("ellipse", { cx, cy, rx, ry, fill: "url(#pl-rim)" }) +
    el("ellipse", {
      cx,
      cy: cy + ry * 0.06,
      rx: rx * 0.7,
      ry: ry * 0.66,
      fill: "url(#pl-well)",
      stroke: "#E3D8C9",
      "stroke-width": 2,
    }) +
    el("path", {
      d: p`M ${cx - rx * 0.86} ${cy - ry * 0.36} Q ${cx - rx * 0.62} ${cy - ry * 0.95} ${cx + rx * 0.05} ${cy - ry * 0.97}`,
      fill: "none",
      stroke: "#FFFFFF",
      "stroke-width": 6,
      "stroke-linecap": "round",
      opacity: 0.9,
    });
  return { d, b };
}

/** Round wooden serving board seen in perspective. */
function board(cx: number, cy: number, rx: number, ry = rx * 0.42): Art {
  const d =
    rad(
      "bd-top",
      [
        [0, "#F0D2A4"],
        [0.7, "#DDB27C"],
        [1, "#C99A62"],
      ],
      0.45,
      0.4,
      0.62,
    ) +
    lin("bd-edge", [
      [0, "#B07A45"],
      [1, "#86562A"],
    ]);
  let grain = "";
  for (let i = 1; i <= 4; i++) {
    const k = 0.2 + i * 0.17;
    grain += el("ellipse", {
      cx: cx + rx * 0.04 * i,
      cy,
      rx: rx * k,
      ry: ry * k * 0.92,
      fill: "none",
      stroke: "#A8743F",
      "stroke-width": 2,
      opacity: 0.22,
    });
  }
  return {
    d,
    b:
      shadow(cx, cy + ry * 0.38, rx * 1.02, ry * 0.78, 0.35, "b14") +
      el("ellipse", { cx, cy: cy + ry * 0.14, rx, ry, fill: "url(#bd-edge)" }) +
      el("ellipse", { cx, cy, rx, ry, fill: "url(#bd-top)" }) +
      grain +
      el("path", {
        d: p`M ${cx - rx * 0.9} ${cy - ry * 0.25} Q ${cx - rx * 0.7} ${cy - ry * 0.92} ${cx} ${cy - ry * 0.98}`,
        fill: "none",
        stroke: "#F4D3A2",
        "stroke-width": 5,
        "stroke-linecap": "round",
        opacity: 0.7,
      }),
  };
}

/** A torn square of baking parchment, slightly crinkled. */
function parchment(
  cx: number,
  cy: number,
  w: number,
  h: number,
  rot: number,
  seed: number,
): Art {
  const r = rng(seed);
  const j = (v: number): number => v + between(r, -14, 14);
  const pts: Pt[] = [
    [j(-w / 2), j(-h / 2)],
    [j(0), j(-h / 2 - 6)],
    [j(w / 2), j(-h / 2)],
    [j(w / 2 + 6), j(0)],
    [j(w / 2), j(h / 2)],
    [j(0), j(h / 2 + 6)],
    [j(-w / 2), j(h / 2)],
    [j(-w / 2 - 6), j(0)],
  ];
  const d = lin(
    "pa-f",
    [
      [0, "#FFFDF8"],
      [1, "#F3E9D8"],
    ],
    0,
    0,
    1,
    1,
  );
  const poly = "M" + pts.map(([x, y]) => `${n(x)} ${n(y)}`).join("L") + "Z";
  const b = g(
    tf(cx, cy, 1, rot),
    g(
      "translate(10 22)",
      el("path", {
        d: poly,
        fill: "#5B3416",
        opacity: 0.22,
        filter: "url(#b14)",
      }),
    ) +
      el("path", {
        d: poly,
        fill: "url(#pa-f)",
        stroke: "#E6D8C2",
        "stroke-width": 2,
      }) +
      el("path", {
        d: p`M ${-w * 0.45} ${-h * 0.1} L ${w * 0.4} ${h * 0.05} M ${-w * 0.1} ${-h * 0.45} L ${w * 0.05} ${h * 0.42}`,
        stroke: "#E2D3BC",
        "stroke-width": 3,
        opacity: 0.6,
      }),
  );
  return { d, b };
}

/** Linen napkin with a berry stripe. */
function napkin(
  cx: number,
  cy: number,
  w: number,
  h: number,
  rot: number,
): Art {
  const d = lin(
    "nk-f",
    [
      [0, "#FFFDF8"],
      [1, "#F1E6D6"],
    ],
    0,
    0,
    1,
    1,
  );
  const b = g(
    tf(cx, cy, 1, rot),
    g(
      "translate(8 18)",
      el("rect", {
        x: -w / 2,
        y: -h / 2,
        width: w,
        height: h,
        rx: 10,
        fill: "#5B3416",
        opacity: 0.2,
        filter: "url(#b14)",
      }),
    ) +
      el("rect", {
        x: -w / 2,
        y: -h / 2,
        width: w,
        height: h,
        rx: 10,
        fill: "url(#nk-f)",
      }) +
      el("path", {
        d: p`M ${-w / 2} ${h / 2 - 46} H ${w / 2} M ${-w / 2} ${h / 2 - 30} H ${w / 2}`,
        stroke: BRAND.berry,
        "stroke-width": 7,
        opacity: 0.85,
      }) +
      el("path", {
        d: p`M ${-w * 0.1} ${-h / 2} Q ${-w * 0.05} 0 ${-w * 0.12} ${h / 2}`,
        stroke: "#E3D4BF",
        "stroke-width": 3,
        fill: "none",
      }),
  );
  return { d, b };
}

function cakeStand(cx: number, cy: number, rx: number): Art {
  const ry = rx * 0.3;
  const d =
    lin("cs-top", [
      [0, "#FFFFFF"],
      [1, "#EFE8DE"],
    ]) +
    lin(
      "cs-side",
      [
        [0, "#D9CCBB"],
        [0.45, "#FFFFFF"],
        [1, "#CDBFAE"],
      ],
      0,
      0,
      1,
      0,
    );
  const stemTop = cy + ry + 10;
  const baseY = cy + rx * 0.95;
  const b =
    shadow(cx, baseY + 12, rx * 0.78, rx * 0.12, 0.35) +
    el("ellipse", {
      cx,
      cy: baseY + 8,
      rx: rx * 0.58,
      ry: rx * 0.13,
      fill: "#CDBFAE",
    }) +
    el("ellipse", {
      cx,
      cy: baseY,
      rx: rx * 0.58,
      ry: rx * 0.13,
      fill: "url(#cs-top)",
    }) +
    el("path", {
      d: p`M ${cx - rx * 0.13} ${stemTop} C ${cx - rx * 0.12} ${baseY - 60} ${cx - rx * 0.3} ${baseY - 20} ${cx - rx * 0.32} ${baseY} L ${cx + rx * 0.32} ${baseY} C ${cx + rx * 0.3} ${baseY - 20} ${cx + rx * 0.12} ${baseY - 60} ${cx + rx * 0.13} ${stemTop} Z`,
      fill: "url(#cs-side)",
    }) +
    shadow(cx, cy + ry + 16, rx * 0.7, ry * 0.35, 0.22, "b6") +
    el("ellipse", { cx, cy: cy + 14, rx, ry, fill: "url(#cs-side)" }) +
    el("ellipse", {
      cx,
      cy,
      rx,
      ry,
      fill: "url(#cs-top)",
      stroke: "#E4DACB",
      "stroke-width": 2,
    });
  return { d, b };
}

/** Irregular crumbs/flakes scattered inside an ellipse. */
function crumbs(
  seed: number,
  cx: number,
  cy: number,
  w: number,
  h: number,
  count: number,
  cols: readonly string[],
  size: readonly [number, number] = [4, 12],
): string {
  const r = rng(seed);
  let out = "";
  for (let i = 0; i < count; i++) {
    const a = r() * Math.PI * 2;
    const dist = Math.sqrt(r());
    const x = cx + Math.cos(a) * w * dist;
    const y = cy + Math.sin(a) * h * dist;
    const s = between(r, size[0], size[1]);
    const k = 5 + Math.floor(r() * 2);
    let d = "";
    for (let j = 0; j < k; j++) {
      const aa = (j / k) * Math.PI * 2 + r() * 0.5;
      const rr = s * between(r, 0.55, 1.05);
      d +=
        (j ? "L" : "M") +
        n(x + Math.cos(aa) * rr) +
        " " +
        n(y + Math.sin(aa) * rr * 0.8);
    }
    out += el("path", { d: d + "Z", fill: pick(r, cols) });
  }
  return out;
}

/* ------------------------------------------------------------------------------------------------
 * Props (garnish)
 * ---------------------------------------------------------------------------------------------- */

function blueberryAt(x: number, y: number, r: number, rot = 0): Art {
  const d = rad(
    "bb",
    [
      [0, "#8A8DD0"],
      [0.3, "#4D4F96"],
      [0.78, "#29285E"],
      [1, "#1B1942"],
    ],
    0.36,
    0.32,
    0.72,
  );
  return {
    d,
    b: g(
      tf(x, y, 1, rot),
      el("circle", { r, fill: "url(#bb)" }) +
        el("circle", { r: r * 0.96, fill: "#C9D3F2", opacity: 0.14 }) +
        el("path", {
          d: star(r * 0.18, -r * 0.3, r * 0.3, r * 0.12, 5),
          fill: "#1A1535",
        }) +
        el("ellipse", {
          cx: -r * 0.38,
          cy: -r * 0.36,
          rx: r * 0.24,
          ry: r * 0.14,
          fill: "#FFFFFF",
          opacity: 0.6,
          transform: "rotate(-35)",
        }),
    ),
  };
}

function raspberryAt(x: number, y: number, r: number, rot = 0): Art {
  const d = rad(
    "rb",
    [
      [0, "#FF9AB0"],
      [0.45, "#DB4763"],
      [1, "#93203F"],
    ],
    0.35,
    0.3,
    0.7,
  );
  const rr = r * 0.27;
  const rows: readonly (readonly [number, number])[] = [
    [-0.72, 2],
    [-0.38, 3],
    [0, 4],
    [0.38, 3],
    [0.74, 2],
  ];
  // drupelets share one style; their glints are a single dotted path
  let cells = "";
  const glints: Pt[] = [];
  for (const [yy, cnt] of rows) {
    for (let i = 0; i < cnt; i++) {
      const xx = (i - (cnt - 1) / 2) * rr * 1.75;
      cells += el("circle", { cx: xx, cy: yy * r, r: rr });
      glints.push([xx - rr * 0.35, yy * r - rr * 0.35]);
    }
  }
  const b =
    el("ellipse", { rx: r * 0.98, ry: r * 1.08, fill: "#7E1834" }) +
    `<g fill="url(#rb)" stroke="#7E1834" stroke-width="0.8" stroke-opacity="0.6">${cells}</g>` +
    dots(glints, rr * 0.5, "#FFFFFF", 0.75);
  return { d, b: g(tf(x, y, 1, rot), b) };
}

function walnutAt(x: number, y: number, s = 1, rot = 0): Art {
  const d = rad(
    "wn",
    [
      [0, "#E2AE6C"],
      [0.6, "#B67A40"],
      [1, "#7E4A22"],
    ],
    0.4,
    0.35,
    0.7,
  );
  const lobes = `M 0 -34 C 20 -38 40 -24 36 -6 C 44 6 38 30 14 34 C 8 38 -8 38 -14 34 C -38 30 -44 6 -36 -6 C -40 -24 -20 -38 0 -34 Z`;
  const b = g(
    tf(x, y, s, rot),
    el("path", {
      d: lobes,
      fill: "url(#wn)",
      stroke: "#6E3F1C",
      "stroke-width": 2,
      "stroke-opacity": 0.5,
    }) +
      el("path", {
        d: "M0 -30 V30 M-26 -14 Q-16 -22 -8 -12 Q-18 0 -28 4 M26 -14 Q16 -22 8 -12 Q18 0 28 4 M-22 18 Q-12 10 -6 22 M22 18 Q12 10 6 22",
        fill: "none",
        stroke: "#6E3F1C",
        "stroke-width": 2.6,
        "stroke-linecap": "round",
        opacity: 0.65,
      }) +
      el("ellipse", {
        cx: -14,
        cy: -18,
        rx: 10,
        ry: 6,
        fill: "#FFE1B0",
        opacity: 0.45,
      }),
  );
  return { d, b };
}

function almondAt(x: number, y: number, s = 1, rot = 0): Art {
  const d = rad(
    "am",
    [
      [0, "#D99A62"],
      [0.7, "#A7622F"],
      [1, "#7B4320"],
    ],
    0.4,
    0.35,
    0.7,
  );
  return {
    d,
    b: g(
      tf(x, y, s, rot),
      el("path", {
        d: "M0 -32 C18 -20 20 14 0 32 C-20 14 -18 -20 0 -32 Z",
        fill: "url(#am)",
      }) +
        el("path", {
          d: "M-6 -18 Q-10 0 -5 20 M5 -16 Q9 0 5 18",
          stroke: "#7B4320",
          "stroke-width": 2,
          fill: "none",
          opacity: 0.5,
        }) +
        el("ellipse", {
          cx: -5,
          cy: -10,
          rx: 4,
          ry: 9,
          fill: "#F6C89A",
          opacity: 0.55,
        }),
    ),
  };
}

function almondFlakeAt(
  x: number,
  y: number,
  s: number,
  rot: number,
  toasted: boolean,
): string {
  return g(
    tf(x, y, s, rot),
    el("path", {
      d: "M-17 0 C-15 -10 9 -12 18 -2 C15 8 -8 10 -17 0 Z",
      fill: toasted ? "#EBC58C" : "#F8EAD0",
      stroke: "#B98252",
      "stroke-width": 2.2,
    }) +
      el("path", {
        d: "M-10 -1 Q0 -4 10 -2",
        stroke: "#FFFFFF",
        "stroke-width": 2,
        opacity: 0.6,
        fill: "none",
      }),
  );
}

function chocChunkAt(x: number, y: number, s = 1, rot = 0): Art {
  const d = lin(
    "cc-t",
    [
      [0, "#6B3B24"],
      [1, "#3E1F12"],
    ],
    0,
    0,
    1,
    1,
  );
  return {
    d,
    b: g(
      tf(x, y, s, rot),
      el("rect", {
        x: -34,
        y: -24,
        width: 68,
        height: 52,
        rx: 8,
        fill: "#2A140B",
      }) +
        el("rect", {
          x: -30,
          y: -28,
          width: 60,
          height: 46,
          rx: 7,
          fill: "url(#cc-t)",
        }) +
        el("path", {
          d: "M0 -26 V16 M-28 -6 H28",
          stroke: "#2A140B",
          "stroke-width": 2.5,
          opacity: 0.7,
        }) +
        el("path", {
          d: "M-24 -22 H-6",
          stroke: "#A7714F",
          "stroke-width": 3,
          "stroke-linecap": "round",
          opacity: 0.8,
        }),
    ),
  };
}

function chocCurlAt(x: number, y: number, s = 1, rot = 0): Art {
  const d = lin("cu", [
    [0, "#7A4A30"],
    [0.45, "#3D1E10"],
    [1, "#24110A"],
  ]);
  return {
    d,
    b: g(
      tf(x, y, s, rot),
      el("path", {
        d: "M-40 -12 C-20 -20 20 -20 40 -12 L40 10 C20 2 -20 2 -40 10 Z",
        fill: "url(#cu)",
      }) +
        el("ellipse", { cx: 40, cy: -1, rx: 6, ry: 11, fill: "#2A140B" }) +
        el("path", {
          d: "M38 -6 Q44 -1 38 5",
          stroke: "#6B3B24",
          "stroke-width": 2,
          fill: "none",
        }) +
        el("path", {
          d: "M-34 -10 C-14 -16 14 -16 34 -10",
          stroke: "#B07A58",
          "stroke-width": 2.5,
          fill: "none",
          opacity: 0.7,
        }),
    ),
  };
}

function truffleBallAt(x: number, y: number, r: number): Art {
  const d = rad(
    "tb",
    [
      [0, "#8A5434"],
      [0.55, "#4E2817"],
      [1, "#28130A"],
    ],
    0.38,
    0.32,
    0.72,
  );
  const rr = rng(Math.round(x * 7 + y * 13) + r);
  let dust = "";
  for (let i = 0; i < 10; i++) {
    const a = rr() * Math.PI * 2;
    const dd = Math.sqrt(rr()) * r * 0.85;
    dust += el("circle", {
      cx: x + Math.cos(a) * dd,
      cy: y + Math.sin(a) * dd,
      r: between(rr, 1.2, 2.6),
      fill: "#A0704E",
      opacity: 0.7,
    });
  }
  return {
    d,
    b:
      shadow(x + 4, y + r * 0.8, r * 0.9, r * 0.3, 0.45, "b2", "#1A0C05") +
      el("circle", { cx: x, cy: y, r, fill: "url(#tb)" }) +
      dust +
      el("ellipse", {
        cx: x - r * 0.35,
        cy: y - r * 0.4,
        rx: r * 0.28,
        ry: r * 0.16,
        fill: "#FFFFFF",
        opacity: 0.35,
      }),
  };
}

function rosetteAt(
  x: number,
  y: number,
  r: number,
  col = "#FFF9F0",
  shade = "#E6D6C2",
): Art {
  const id = `rs-${col.slice(1)}`;
  const d = rad(
    id,
    [
      [0, "#FFFFFF"],
      [0.6, col],
      [1, shade],
    ],
    0.4,
    0.35,
    0.7,
  );
  let rd = "";
  for (let i = 0; i < 7; i++) {
    const a = (i / 7) * Math.PI * 2;
    rd += p`M ${Math.cos(a) * r * 0.2} ${Math.sin(a) * r * 0.2 * 0.8} Q ${Math.cos(a + 0.6) * r * 0.9} ${Math.sin(a + 0.6) * r * 0.75} ${Math.cos(a + 1.1) * r * 0.92} ${Math.sin(a + 1.1) * r * 0.74}`;
  }
  const ridges = el("path", {
    d: rd,
    fill: "none",
    stroke: shade,
    "stroke-width": r * 0.09,
    "stroke-linecap": "round",
  });
  return {
    d,
    b: g(
      tf(x, y),
      shadow(3, r * 0.5, r * 0.95, r * 0.35, 0.3, "b2") +
        el("ellipse", { rx: r, ry: r * 0.8, fill: `url(#${id})` }) +
        ridges +
        el("ellipse", {
          cx: 0,
          cy: -r * 0.25,
          rx: r * 0.22,
          ry: r * 0.3,
          fill: `url(#${id})`,
        }) +
        el("ellipse", {
          cx: -r * 0.3,
          cy: -r * 0.35,
          rx: r * 0.18,
          ry: r * 0.1,
          fill: "#FFFFFF",
          opacity: 0.8,
        }),
    ),
  };
}

function miniCarrotAt(x: number, y: number, s = 1, rot = 0): Art {
  const d = lin(
    "mc",
    [
      [0, "#FFA14A"],
      [0.5, "#F07A22"],
      [1, "#C85A14"],
    ],
    0,
    0,
    1,
    0,
  );
  return {
    d,
    b: g(
      tf(x, y, s, rot),
      el("path", {
        d: "M0 -24 C-8 -40 -16 -44 -12 -36 M0 -24 C0 -44 4 -48 6 -40 M0 -24 C8 -38 16 -40 14 -32",
        stroke: "#4E8A2E",
        "stroke-width": 4,
        fill: "none",
        "stroke-linecap": "round",
      }) +
        el("path", {
          d: "M-11 -22 C-6 -28 6 -28 11 -22 L2 28 C1 32 -1 32 -2 28 Z",
          fill: "url(#mc)",
        }) +
        el("path", {
          d: "M-7 -10 L-2 -10 M3 0 L7 0 M-5 10 L-1 10",
          stroke: "#B8500F",
          "stroke-width": 2,
          "stroke-linecap": "round",
        }),
    ),
  };
}

function carrot(x: number, y: number, s = 1, rot = 0): Art {
  const d = lin(
    "ca",
    [
      [0, "#FFA54E"],
      [0.55, "#EE7420"],
      [1, "#C65514"],
    ],
    0,
    0,
    0,
    1,
  );
  return {
    d,
    b: g(
      tf(x, y, s, rot),
      el("path", {
        d: "M-6 -150 C-30 -190 -40 -220 -28 -228 C-14 -200 -6 -180 0 -152 C2 -190 10 -226 22 -230 C26 -206 12 -176 6 -150 C26 -180 48 -196 56 -186 C40 -170 20 -158 8 -146",
        fill: "#5C9A33",
        stroke: "#3F7422",
        "stroke-width": 3,
        "stroke-linejoin": "round",
      }) +
        el("path", {
          d: "M-34 -150 C-12 -160 12 -160 34 -150 C36 -60 12 60 2 150 C0 156 -2 156 -4 150 C-14 60 -36 -60 -34 -150 Z",
          fill: "url(#ca)",
        }) +
        el("path", {
          d: "M-26 -100 H-10 M8 -70 H24 M-20 -30 H-6 M6 10 H18 M-12 60 H-2",
          stroke: "#B54C10",
          "stroke-width": 3,
          "stroke-linecap": "round",
          opacity: 0.7,
        }) +
        el("path", {
          d: "M-18 -140 C-20 -80 -12 -20 -6 40",
          stroke: "#FFD1A0",
          "stroke-width": 6,
          "stroke-linecap": "round",
          fill: "none",
          opacity: 0.55,
        }),
    ),
  };
}

function cinnamonStick(x: number, y: number, len: number, rot = 0): Art {
  const d = lin("cn-st", [
    [0, "#B0673A"],
    [0.35, "#8C4A22"],
    [1, "#5A2A10"],
  ]);
  return {
    d,
    b: g(
      tf(x, y, 1, rot),
      shadow(4, 18, len / 2, 10, 0.3, "b6") +
        el("rect", {
          x: -len / 2,
          y: -15,
          width: len,
          height: 30,
          rx: 8,
          fill: "url(#cn-st)",
        }) +
        el("path", {
          d: p`M ${-len / 2 + 10} -4 H ${len / 2 - 14} M ${-len / 2 + 30} 6 H ${len / 2 - 40}`,
          stroke: "#5A2A10",
          "stroke-width": 2,
          opacity: 0.5,
        }) +
        el("path", {
          d: p`M ${-len / 2 + 8} -9 H ${len / 2 - 10}`,
          stroke: "#D08E5D",
          "stroke-width": 3,
          "stroke-linecap": "round",
          opacity: 0.6,
        }) +
        el("ellipse", { cx: len / 2, cy: 0, rx: 8, ry: 15, fill: "#6E3415" }) +
        el("path", {
          d: p`M ${len / 2 - 2} -8 Q ${len / 2 + 6} 0 ${len / 2} 6 Q ${len / 2 - 4} 2 ${len / 2 + 1} -2`,
          stroke: "#C07A48",
          "stroke-width": 2,
          fill: "none",
        }),
    ),
  };
}

function wheatAt(x: number, y: number, s = 1, rot = 0): Art {
  // one grain with its awn, mirrored and repeated up the stalk
  const d =
    lin(
      "wh",
      [
        [0, "#F7D88C"],
        [1, "#CF9840"],
      ],
      0,
      0,
      1,
      1,
    ) +
    `<g id="wh-g"><path d="M0 -14L6 -50" stroke="#D9B468" stroke-width="1.6"/><path d="M0 -16C10 -8 10 10 0 18C-10 10 -10 -8 0 -16Z" fill="url(#wh)" stroke="#B07E32" stroke-width="1.2"/></g>`;
  let grains = "";
  for (let i = 0; i < 7; i++) {
    const yy = -200 + i * 24;
    grains += `<use href="#wh-g" transform="translate(9 ${yy + 10}) rotate(28)"/><use href="#wh-g" transform="translate(-9 ${yy}) rotate(-28) scale(-1 1)"/>`;
  }
  grains += el("path", {
    d: "M0 -226C-10 -214 -10 -200 0 -192C10 -200 10 -214 0 -226Z",
    fill: "url(#wh)",
    stroke: "#B07E32",
    "stroke-width": 1.2,
  });
  return {
    d,
    b: g(
      tf(x, y, s, rot),
      el("path", {
        d: "M0 -40Q4 60 -6 140",
        stroke: "#C99A45",
        "stroke-width": 5,
        fill: "none",
        "stroke-linecap": "round",
      }) + grains,
    ),
  };
}

function garlicBulbAt(x: number, y: number, s = 1, rot = 0): Art {
  const d = rad(
    "gb",
    [
      [0, "#FFFFFF"],
      [0.6, "#F3ECE0"],
      [1, "#D6C8B2"],
    ],
    0.4,
    0.4,
    0.65,
  );
  const body =
    "M0 -70 C10 -50 30 -40 55 -20 C85 5 80 55 40 70 C20 78 -20 78 -40 70 C-80 55 -85 5 -55 -20 C-30 -40 -10 -50 0 -70 Z";
  return {
    d,
    b: g(
      tf(x, y, s, rot),
      shadow(6, 74, 70, 14, 0.3, "b6") +
        el("path", {
          d: body,
          fill: "url(#gb)",
          stroke: "#CDBCA4",
          "stroke-width": 2,
        }) +
        el("path", {
          d: "M0 -62 C-30 -30 -40 30 -18 74 M0 -62 C30 -30 40 30 18 74 M0 -62 C-6 0 -4 40 0 76 M-30 -24 C-62 10 -56 50 -40 68 M30 -24 C62 10 56 50 40 68",
          fill: "none",
          stroke: "#D8C7AE",
          "stroke-width": 2.5,
        }) +
        el("path", {
          d: "M-22 -30 C-36 0 -36 30 -26 56 M24 -28 C36 0 34 30 28 54",
          fill: "none",
          stroke: "#B58AA8",
          "stroke-width": 4,
          opacity: 0.4,
          "stroke-linecap": "round",
        }) +
        el("path", {
          d: "M-5 -68 L-4 -92 Q0 -96 4 -92 L5 -68 Z",
          fill: "#D9CBB3",
        }) +
        el("ellipse", {
          cx: -26,
          cy: -10,
          rx: 9,
          ry: 22,
          fill: "#FFFFFF",
          opacity: 0.8,
          transform: "rotate(20 -26 -10)",
        }),
    ),
  };
}

function garlicCloveAt(x: number, y: number, s = 1, rot = 0): Art {
  const d = rad(
    "gc",
    [
      [0, "#FFFFFF"],
      [0.7, "#F2EADD"],
      [1, "#D2C2A8"],
    ],
    0.4,
    0.4,
    0.65,
  );
  return {
    d,
    b: g(
      tf(x, y, s, rot),
      shadow(3, 28, 24, 6, 0.3, "b2") +
        el("path", {
          d: "M-20 24 C-30 0 -14 -28 4 -34 C2 -10 18 10 22 26 C8 32 -8 32 -20 24 Z",
          fill: "url(#gc)",
          stroke: "#CDBCA4",
          "stroke-width": 1.5,
        }) +
        el("path", {
          d: "M-10 20 C-16 4 -8 -16 2 -26",
          stroke: "#B58AA8",
          "stroke-width": 2.5,
          opacity: 0.4,
          fill: "none",
        }),
    ),
  };
}

function leaf(x: number, y: number, s = 1, rot = 0, col = "#4E8A2E"): string {
  return g(
    tf(x, y, s, rot),
    el("path", { d: "M0 0 C10 -14 30 -16 44 -8 C30 4 12 8 0 0 Z", fill: col }) +
      el("path", {
        d: "M2 -1 Q22 -6 40 -8",
        stroke: "#FFFFFF",
        "stroke-width": 1.5,
        opacity: 0.45,
        fill: "none",
      }),
  );
}

function mintSprig(x: number, y: number, s = 1, rot = 0): string {
  return g(
    tf(x, y, s, rot),
    leaf(0, 0, 1, -120, "#3F8A45") +
      leaf(0, 0, 1, -60, "#4E9A52") +
      leaf(0, 0, 0.8, -90, "#5FAE62"),
  );
}

function butterPat(x: number, y: number, s = 1, rot = 0): Art {
  const d = lin(
    "bu",
    [
      [0, "#FFF1B8"],
      [1, "#F5D36E"],
    ],
    0,
    0,
    1,
    1,
  );
  return {
    d,
    b: g(
      tf(x, y, s, rot),
      shadow(6, 40, 90, 20, 0.3, "b6") +
        el("path", {
          d: "M-80 -10 L0 -46 L80 -10 L80 20 L0 56 L-80 20 Z",
          fill: "#E9C158",
        }) +
        el("path", { d: "M-80 -10 L0 -46 L80 -10 L0 26 Z", fill: "url(#bu)" }) +
        el("path", {
          d: "M-50 -14 L0 -36",
          stroke: "#FFFFFF",
          "stroke-width": 5,
          "stroke-linecap": "round",
          opacity: 0.7,
        }),
    ),
  };
}

function fork(x: number, y: number, s = 1, rot = 0): Art {
  const d = lin(
    "fk",
    [
      [0, "#FFFFFF"],
      [0.5, "#D9D6CF"],
      [1, "#9E998F"],
    ],
    0,
    0,
    1,
    0,
  );
  const shape =
    "M-14 60 C-16 140 -18 260 -16 300 Q0 316 16 300 C18 260 16 140 14 60 C14 40 26 20 28 -10 L28 -120 Q24 -126 20 -120 L18 -30 L10 -30 L10 -124 Q6 -130 2 -124 L2 -30 L-2 -30 L-2 -124 Q-6 -130 -10 -124 L-10 -30 L-18 -30 L-20 -120 Q-24 -126 -28 -120 L-28 -10 C-26 20 -14 40 -14 60 Z";
  return {
    d,
    b: g(
      tf(x, y, s, rot),
      g(
        "translate(10 14)",
        el("path", {
          d: shape,
          fill: "#3A2010",
          opacity: 0.25,
          filter: "url(#b6)",
        }),
      ) +
        el("path", {
          d: shape,
          fill: "url(#fk)",
          stroke: "#9E998F",
          "stroke-width": 1.5,
        }) +
        el("path", {
          d: "M-6 80 C-8 160 -8 240 -6 290",
          stroke: "#FFFFFF",
          "stroke-width": 4,
          "stroke-linecap": "round",
          opacity: 0.8,
        }),
    ),
  };
}

// Garnish used many times is drawn once per document and referenced.
const walnut = spriteOf("sp-wn", () => walnutAt(0, 0));
const almond = spriteOf("sp-am", () => almondAt(0, 0));
const chocChunk = spriteOf("sp-cc", () => chocChunkAt(0, 0));
const chocCurl = spriteOf("sp-cu", () => chocCurlAt(0, 0));
const miniCarrot = spriteOf("sp-mc", () => miniCarrotAt(0, 0));
const wheat = spriteOf("sp-wh", () => wheatAt(0, 0));
const garlicBulb = spriteOf("sp-gb", () => garlicBulbAt(0, 0));
const garlicClove = spriteOf("sp-gc", () => garlicCloveAt(0, 0));
const blueberrySprite = spriteOf("sp-bb", () => blueberryAt(0, 0, 20));
const raspberrySprite = spriteOf("sp-rb", () => raspberryAt(0, 0, 20));
const truffleSprite = spriteOf("sp-tb", () => truffleBallAt(0, 0, 30));
const rosetteSprite = spriteOf("sp-rs", () => rosetteAt(0, 0, 40));
const flakeSprites = [
  spriteOf("sp-af0", () => ({ d: "", b: almondFlakeAt(0, 0, 1, 0, false) })),
  spriteOf("sp-af1", () => ({ d: "", b: almondFlakeAt(0, 0, 1, 0, true) })),
] as const;
const blueberry = (x: number, y: number, r: number, rot = 0): Art =>
  blueberrySprite(x, y, r / 20, rot);
const raspberry = (x: number, y: number, r: number, rot = 0): Art =>
  raspberrySprite(x, y, r / 20, rot);
const truffleBall = (x: number, y: number, r: number): Art =>
  truffleSprite(x, y, r / 30);
const rosette = (x: number, y: number, r: number): Art =>
  rosetteSprite(x, y, r / 40);

/* ------------------------------------------------------------------------------------------------
 * Pastries
 * ---------------------------------------------------------------------------------------------- */

function croissant(): Art {
  const d =
    rad(
      "cr-a",
      [
        [0, "#FFE0A0"],
        [0.28, "#F2B457"],
        [0.66, "#D0802E"],
        [1, "#874212"],
      ],
      0.45,
      0.34,
      0.66,
    ) +
    rad(
      "cr-gl",
      [
        [0, "#FFFFFF", 0.6],
        [1, "#FFFFFF", 0],
      ],
      0.5,
      0.5,
      0.5,
    );
  const R = 430;
  const CY = 360;
  // angle along the crescent, half-width along the arc, half-length across it
  const segs: readonly (readonly [number, number, number])[] = [
    [61, 36, 48],
    [51, 52, 76],
    [39, 68, 102],
    [26, 84, 128],
    [13, 96, 150],
    [0, 106, 168],
  ];
  let b = shadow(0, 170, 360, 64, 0.32) + shadow(0, 60, 260, 140, 0.12, "b30");
  let shapes = "";
  const band = (ang: number, rx: number, ry: number, idx: number): string => {
    const a = (ang * Math.PI) / 180;
    const x = R * Math.sin(a);
    const y = CY - R * Math.cos(a);
    const side = ang < 0 ? -1 : 1;
    const tip = Math.abs(ang) > 66;
    const shape = tip
      ? // tapered horn pointing outward along the arc
        p`M ${-rx} ${-ry * 0.2} C ${-rx} ${-ry * 1.1} ${rx * 0.8} ${-ry * 0.7} ${rx * 2.1} ${ry * 0.55} C ${rx * 0.9} ${ry * 1.05} ${-rx} ${ry * 0.9} ${-rx} ${-ry * 0.2} Z`
      : p`M 0 ${-ry} C ${rx * 0.78} ${-ry} ${rx} ${-ry * 0.5} ${rx} ${-ry * 0.04} C ${rx} ${ry * 0.55} ${rx * 0.6} ${ry} 0 ${ry} C ${-rx * 0.6} ${ry} ${-rx} ${ry * 0.55} ${-rx} ${-ry * 0.04} C ${-rx} ${-ry * 0.5} ${-rx * 0.78} ${-ry} 0 ${-ry} Z`;
    const id = `cr-s${idx}`;
    if (!shapes.includes(`"${id}"`)) shapes += el("path", { id, d: shape });
    const body =
      // the crease shadow this band casts on its outer neighbour
      el("use", {
        href: `#${id}`,
        x: side * 16,
        y: 6,
        fill: "#5E2C0C",
        opacity: 0.45,
        filter: "url(#b6t)",
      }) +
      el("use", {
        href: `#${id}`,
        fill: "url(#cr-a)",
        stroke: "#8A4416",
        "stroke-opacity": 0.35,
        "stroke-width": 2.5,
      }) +
      (tip
        ? ""
        : el("path", {
            d: p`M ${-rx * 0.55} ${-ry * 0.55} Q ${-rx * 0.75} 0 ${-rx * 0.5} ${ry * 0.62}`,
            fill: "none",
            stroke: "#B8682A",
            "stroke-width": 3,
            opacity: 0.4,
            "stroke-linecap": "round",
          })) +
      el("ellipse", {
        cx: -rx * 0.12,
        cy: -ry * 0.32,
        rx: rx * 0.3,
        ry: ry * 0.36,
        fill: "url(#hl)",
        opacity: 0.75,
      });
    return g(tf(x, y, 1, ang) + (side < 0 ? " scale(-1 1)" : ""), body);
  };
  segs.forEach(([ang, rx, ry], i) => {
    b +=
      ang === 0
        ? band(0, rx, ry, i)
        : band(-ang, rx, ry, i) + band(ang, rx, ry, i);
  });
  // egg-wash gloss and a few loose flakes
  b += el("ellipse", {
    cx: -30,
    cy: -150,
    rx: 120,
    ry: 42,
    fill: "url(#cr-gl)",
    opacity: 0.55,
  });
  b += crumbs(11, 0, -40, 220, 90, 8, ["#FBD58F", "#E9A953"], [3, 6]);
  return { d: d + shapes, b };
}

function painAuChocolat(): Art {
  const d =
    rad(
      "pc-top",
      [
        [0, "#FFD995"],
        [0.45, "#EDA84F"],
        [0.85, "#C97A2E"],
        [1, "#A35A20"],
      ],
      0.45,
      0.4,
      0.62,
    ) +
    lin("pc-side", [
      [0, "#D68C42"],
      [0.5, "#B36828"],
      [1, "#7A3F15"],
    ]) +
    lin("pc-ch", [
      [0, "#6A3A24"],
      [0.5, "#3A1C0F"],
      [1, "#24110A"],
    ]) +
    rad(
      "pc-gl",
      [
        [0, "#FFFFFF", 0.8],
        [1, "#FFFFFF", 0],
      ],
      0.5,
      0.5,
      0.5,
    );
  let b = shadow(0, 150, 300, 44, 0.38);
  // chocolate batons peeking out of both ends
  for (const sx of [-1, 1]) {
    for (const yy of [-6, 54]) {
      const x = sx > 0 ? 214 : -274;
      b +=
        el("rect", {
          x,
          y: yy - 17,
          width: 60,
          height: 34,
          rx: 9,
          fill: "url(#pc-ch)",
        }) +
        el("path", {
          d: p`M ${x + (sx > 0 ? 36 : 10)} ${yy - 9} H ${x + (sx > 0 ? 50 : 24)}`,
          stroke: "#B07A58",
          "stroke-width": 4,
          "stroke-linecap": "round",
          opacity: 0.85,
        });
    }
  }
  // body: the laminated side shows its many flaky layers
  const side =
    "M-248 -20 C-250 80 -220 138 -150 140 L150 140 C220 138 250 80 248 -20 Z";
  b += el("path", { d: side, fill: "url(#pc-side)" });
  for (let i = 0; i < 6; i++) {
    const y = 52 + i * 14;
    const inset = 6 + i * i * 2.2;
    b += el("path", {
      d: p`M ${-238 + inset} ${y} C -120 ${y + 12} 120 ${y + 12} ${238 - inset} ${y}`,
      stroke: i % 2 ? "#F7CF8E" : "#FBE0AA",
      "stroke-width": i % 2 ? 2.5 : 4,
      fill: "none",
      opacity: 0.6,
      "stroke-linecap": "round",
    });
    b += el("path", {
      d: p`M ${-236 + inset} ${y + 7} C -120 ${y + 19} 120 ${y + 19} ${236 - inset} ${y + 7}`,
      stroke: "#5E2C0C",
      "stroke-width": 2,
      fill: "none",
      opacity: 0.3,
      "stroke-linecap": "round",
    });
  }
  // domed, egg-washed top
  const top =
    "M-246 -36 C-250 -104 -206 -134 -130 -138 C-40 -148 40 -148 130 -138 C206 -134 250 -104 246 -36 C244 26 210 58 140 62 C40 70 -40 70 -140 62 C-210 58 -244 26 -246 -36 Z";
  b += el("path", { d: top, fill: "url(#pc-top)" });
  // the last fold of dough across the top, with its little overhang shadow
  b += el("path", {
    d: "M-236 -2 C-120 -26 120 -26 236 -2",
    stroke: "#7A3A12",
    "stroke-width": 8,
    fill: "none",
    opacity: 0.28,
    "stroke-linecap": "round",
    filter: "url(#b2)",
  });
  b += el("path", {
    d: "M-236 -8 C-120 -32 120 -32 236 -8",
    stroke: "#FFE0A6",
    "stroke-width": 3,
    fill: "none",
    opacity: 0.7,
    "stroke-linecap": "round",
  });
  b += el("path", {
    d: "M-200 -96 C-100 -112 100 -112 200 -96",
    stroke: "#B8682A",
    "stroke-width": 3,
    fill: "none",
    opacity: 0.3,
    "stroke-linecap": "round",
  });
  b += el("ellipse", {
    cx: -50,
    cy: -80,
    rx: 170,
    ry: 30,
    fill: "url(#pc-gl)",
  });
  b += el("ellipse", {
    cx: 60,
    cy: 26,
    rx: 120,
    ry: 14,
    fill: "url(#pc-gl)",
    opacity: 0.6,
  });
  // flaky blisters
  const r = rng(23);
  for (let i = 0; i < 16; i++) {
    const x = between(r, -200, 200);
    const y = between(r, -120, 40);
    b += el("ellipse", {
      cx: x,
      cy: y,
      rx: between(r, 3, 7),
      ry: between(r, 2, 3.5),
      fill: "#FFE8B8",
      opacity: 0.55,
    });
  }
  return { d, b };
}

function spiralPath(
  r0: number,
  r1: number,
  turns: number,
  step = 9,
  phase = 0,
): string {
  const total = turns * 360;
  let s = "";
  for (let a = 0; a <= total; a += step) {
    const r = r0 + ((r1 - r0) * a) / total;
    const t = ((a + phase) * Math.PI) / 180;
    s += (a ? "L" : "M") + n(r * Math.cos(t)) + " " + n(r * Math.sin(t));
  }
  return s;
}

function cinnamonRoll(): Art {
  const d =
    rad(
      "cn-base",
      [
        [0, "#6E3210"],
        [0.9, "#7E3A14"],
        [1, "#8C4619"],
      ],
      0.5,
      0.5,
      0.5,
    ) +
    lin("cn-side", [
      [0, "#D89450"],
      [0.45, "#BE7736"],
      [1, "#7E4018"],
    ]) +
    lin("cn-ic", [
      [0, "#FFFFFF"],
      [1, "#F3E4CC"],
    ]);
  const sy = 0.72;
  const R0 = 236;
  let b = shadow(0, 92, 270, 48, 0.38);
  b += el("path", {
    d: p`M ${-R0} 0 L ${-R0} 48 A ${R0} ${R0 * sy} 0 0 0 ${R0} 48 L ${R0} 0 Z`,
    fill: "url(#cn-side)",
  });
  b += el("path", {
    d: p`M ${-R0 + 6} 30 A ${R0 - 6} ${(R0 - 6) * sy} 0 0 0 ${R0 - 6} 30`,
    stroke: "#F4CB8C",
    "stroke-width": 5,
    fill: "none",
    opacity: 0.45,
  });
  b += el("path", {
    d: p`M ${-R0 + 10} 48 A ${R0 - 10} ${(R0 - 10) * sy} 0 0 0 ${R0 - 10} 48`,
    stroke: "#6B3514",
    "stroke-width": 3,
    fill: "none",
    opacity: 0.3,
  });
  const turns = 3.3;
  const pitch = 58;
  const rEnd = R0 - pitch * 0.5;
  const rStart = rEnd - pitch * turns;
  // the rolled dough strip: stacked strokes from dark to light give each coil a rounded, puffy profile
  const coil = spiralPath(Math.max(rStart, 4), rEnd, turns, 9);
  // the coil and the outer ring are defined once and stroked several times through <use>
  const line = (ref: string, col: string, w: number): string =>
    el("use", {
      href: `#${ref}`,
      fill: "none",
      stroke: col,
      "stroke-width": w,
      "stroke-linecap": "round",
      "stroke-linejoin": "round",
    });
  const tube = (ref: string): string =>
    line(ref, "#B36A2C", pitch * 0.8) +
    `<g filter="url(#b6t)">${line(ref, "#D8954C", pitch * 0.66) + line(ref, "#EDB86E", pitch * 0.42) + line(ref, "#FCDDA2", pitch * 0.16)}</g>`;
  // cinnamon sugar caught in the grooves between coils
  const r = rng(17);
  const sugarPts: Pt[] = [];
  for (let i = 0; i < 50; i++) {
    const t = r() * turns;
    const a = t * Math.PI * 2;
    const rr =
      Math.max(rStart, 4) +
      ((rEnd - Math.max(rStart, 4)) * t) / turns -
      pitch / 2 +
      between(r, -5, 5);
    if (rr < 12) continue;
    sugarPts.push([Math.cos(a) * rr, Math.sin(a) * rr]);
  }
  const sugar = dots(sugarPts, 5, "#4A1E06", 0.6);
  // a loose zig-zag of icing with rounded turns, slightly overshooting the edge
  let drizzle = "";
  {
    const rows = 7;
    let prev: Pt | null = null;
    for (let i = 0; i < rows; i++) {
      const y = -165 + (i * 330) / (rows - 1);
      const half = Math.sqrt(Math.max(0, 215 * 215 - y * y)) * 0.92;
      const dir = i % 2 ? -1 : 1;
      const x0 = -dir * half;
      const x1 = dir * half;
      if (!prev) drizzle += p`M ${x0} ${y}`;
      else
        drizzle += p`C ${prev[0] + dir * -40} ${prev[1] + 14} ${x0 - dir * 40} ${y - 10} ${x0} ${y}`;
      drizzle += p`C ${x0 + dir * half * 0.6} ${y - 26} ${x1 - dir * half * 0.6} ${y + 30} ${x1} ${y + 12}`;
      prev = [x1, y + 12];
    }
  }
  const icing =
    g(
      "translate(5 12)",
      el("path", {
        d: drizzle,
        fill: "none",
        stroke: "#4A1E06",
        "stroke-width": 18,
        opacity: 0.22,
        "stroke-linecap": "round",
        filter: "url(#b2)",
      }),
    ) +
    el("path", {
      d: drizzle,
      fill: "none",
      stroke: "#FFFFFF",
      "stroke-width": 24,
      opacity: 0.35,
      "stroke-linecap": "round",
      "stroke-linejoin": "round",
    }) +
    el("path", {
      d: drizzle,
      fill: "none",
      stroke: "url(#cn-ic)",
      "stroke-width": 15,
      "stroke-linecap": "round",
      "stroke-linejoin": "round",
    }) +
    el("path", {
      d: drizzle,
      fill: "none",
      stroke: "#FFFFFF",
      "stroke-width": 4,
      "stroke-linecap": "round",
      transform: "translate(-3 -4)",
    });
  const top =
    el("circle", { r: R0, fill: "url(#cn-base)" }) +
    tube("cn-ring") +
    tube("cn-coil") +
    sugar +
    g("rotate(-14)", icing);
  b += g(`scale(1 ${sy})`, top);
  b += el("ellipse", {
    cx: -90,
    cy: -100,
    rx: 90,
    ry: 30,
    fill: "#FFF3D6",
    opacity: 0.35,
    filter: "url(#b14)",
  });
  const shapes =
    el("path", { id: "cn-coil", d: coil }) +
    el("path", {
      id: "cn-ring",
      d: p`M ${rEnd} 0 A ${rEnd} ${rEnd} 0 1 1 ${-rEnd} 0 A ${rEnd} ${rEnd} 0 1 1 ${rEnd} 0`,
    });
  return { d: d + shapes, b };
}

function almondDanish(): Art {
  const d =
    rad(
      "ad-p",
      [
        [0, "#FBD58E"],
        [0.55, "#E9A54E"],
        [1, "#B86A28"],
      ],
      0.45,
      0.38,
      0.6,
    ) +
    rad(
      "ad-f",
      [
        [0, "#FFF4D4"],
        [0.55, "#F5D88E"],
        [1, "#DDA64E"],
      ],
      0.42,
      0.38,
      0.6,
    ) +
    rad(
      "ad-b",
      [
        [0, "#F7C676"],
        [0.7, "#DD9344"],
        [1, "#B06326"],
      ],
      0.4,
      0.35,
      0.7,
    );
  const r = rng(77);
  const ry = 0.78;
  let bumps = "";
  let under = "";
  const k = 9;
  for (let i = 0; i < k; i++) {
    const a = (i / k) * Math.PI * 2 + 0.2;
    const x = Math.cos(a) * 172;
    const y = Math.sin(a) * 172;
    under += el("circle", { cx: x, cy: y, r: 84, fill: "#9E561F" });
    bumps += el("circle", {
      cx: x,
      cy: y,
      r: 82,
      fill: "url(#ad-b)",
      stroke: "#8E4A18",
      "stroke-opacity": 0.35,
      "stroke-width": 3,
    });
    bumps += el("ellipse", {
      cx: x * 0.96 - 14,
      cy: y * 0.96 - 22,
      rx: 30,
      ry: 18,
      fill: "url(#hl)",
      opacity: 0.7,
    });
  }
  let flakes = "";
  const flakeDefs = new Set<string>();
  for (let i = 0; i < 24; i++) {
    const a = r() * Math.PI * 2;
    const dist = i < 13 ? Math.sqrt(r()) * 96 : between(r, 150, 215);
    const fl = flakeSprites[r() > 0.45 ? 1 : 0](
      Math.cos(a) * dist,
      Math.sin(a) * dist,
      between(r, 1.3, 1.7),
      r() * 360,
    );
    flakeDefs.add(fl.d);
    flakes += fl.b;
  }
  const sugarPts: Pt[][] = [[], []];
  for (let i = 0; i < 70; i++) {
    const a = r() * Math.PI * 2;
    const dist = between(r, 20, 240);
    sugarPts[i % 2]?.push([Math.cos(a) * dist, Math.sin(a) * dist]);
  }
  const sugar =
    dots(sugarPts[0] ?? [], 4, "#FFFFFF", 0.9) +
    dots(sugarPts[1] ?? [], 6, "#FFFFFF", 0.7);
  const top =
    bumps +
    el("circle", { r: 180, fill: "url(#ad-p)" }) +
    el("circle", {
      r: 132,
      fill: "#A65C22",
      opacity: 0.55,
      filter: "url(#b6)",
    }) +
    el("circle", { r: 120, fill: "url(#ad-f)" }) +
    el("ellipse", {
      cx: -40,
      cy: -56,
      rx: 36,
      ry: 16,
      fill: "#FFFFFF",
      opacity: 0.5,
      filter: "url(#b6)",
    }) +
    flakes +
    sugar;
  const b =
    shadow(0, 120, 270, 50, 0.35) +
    g(`translate(0 40) scale(1 ${ry})`, under) +
    g(`scale(1 ${ry})`, top);
  return { d: d + [...flakeDefs].join(""), b };
}

/* ------------------------------------------------------------------------------------------------
 * Breads
 * ---------------------------------------------------------------------------------------------- */

function sourdough(): Art {
  const d =
    rad(
      "sd-c",
      [
        [0, "#E6AE68"],
        [0.35, "#C27A36"],
        [0.72, "#8E4C1C"],
        [1, "#5A2C0F"],
      ],
      0.42,
      0.32,
      0.78,
    ) +
    rad(
      "sd-fl",
      [
        [0, "#FFFFFF", 0.55],
        [1, "#FFFFFF", 0],
      ],
      0.5,
      0.5,
      0.5,
    ) +
    lin("sd-ear", [
      [0, "#F8E2B4"],
      [1, "#D9A463"],
    ]);
  const body =
    "M-310 50 C-312 -140 -160 -230 0 -230 C160 -230 312 -140 310 50 C308 130 160 160 0 160 C-160 160 -308 130 -310 50 Z";
  const r = rng(5);
  const flourPts: Pt[][] = [[], []];
  for (let i = 0; i < 80; i++) {
    const x = between(r, -250, 250);
    const y = between(r, -200, 40) + Math.abs(x) * 0.3;
    flourPts[i % 2]?.push([x, y]);
  }
  const flour =
    dots(flourPts[0] ?? [], 3.5, "#FFF9EE", 0.8) +
    dots(flourPts[1] ?? [], 6, "#FFF9EE", 0.45);
  const b =
    shadow(0, 150, 330, 56, 0.4) +
    el("path", { d: body, fill: "url(#sd-c)", filter: "url(#txl)" }) +
    el("ellipse", {
      cx: -40,
      cy: -120,
      rx: 230,
      ry: 110,
      fill: "url(#sd-fl)",
    }) +
    flour +
    // the ear: exposed crumb, its shadowed lip and the raised crust flap
    el("path", {
      d: "M-230 -20 Q-20 -170 220 -110 Q0 -96 -230 -20 Z",
      fill: "url(#sd-ear)",
    }) +
    el("path", {
      d: "M-230 -20 Q0 -96 220 -110",
      stroke: "#6B3512",
      "stroke-width": 7,
      fill: "none",
      opacity: 0.5,
      "stroke-linecap": "round",
    }) +
    el("path", {
      d: "M-228 -22 Q-20 -176 224 -112 Q-10 -150 -228 -22 Z",
      fill: "#7E3F14",
    }) +
    el("path", {
      d: "M-180 -52 Q-20 -156 180 -124",
      stroke: "#D49A5C",
      "stroke-width": 4,
      fill: "none",
      opacity: 0.7,
      "stroke-linecap": "round",
    }) +
    el("ellipse", {
      cx: -120,
      cy: -150,
      rx: 70,
      ry: 26,
      fill: "#FFF3DE",
      opacity: 0.3,
      filter: "url(#b6)",
      transform: "rotate(-20 -120 -150)",
    });
  return { d, b };
}

/** A standing slice of sourdough with an open, airy crumb. */
function sourdoughSlice(seed: number): Art {
  const d =
    lin("ss-c", [
      [0, "#A55E25"],
      [1, "#5E2E10"],
    ]) +
    rad(
      "ss-i",
      [
        [0, "#FCEFD3"],
        [0.75, "#F1D9AD"],
        [1, "#E2BF87"],
      ],
      0.5,
      0.45,
      0.6,
    );
  const shape =
    "M-230 40 C-236 -90 -120 -170 0 -170 C130 -170 236 -90 230 40 C228 110 120 132 0 132 C-120 132 -228 110 -230 40 Z";
  const r = rng(seed);
  let holes = "";
  for (let i = 0; i < 26; i++) {
    const a = r() * Math.PI * 2;
    const dist = Math.sqrt(r());
    const x = Math.cos(a) * 175 * dist;
    const y = -15 + Math.sin(a) * 110 * dist;
    const w = between(r, 5, i < 6 ? 22 : 12);
    const h = w * between(r, 0.45, 0.8);
    holes += el("ellipse", {
      cx: x,
      cy: y,
      rx: w,
      ry: h,
      fill: "#C99A5E",
      opacity: 0.75,
    });
    holes += el("ellipse", {
      cx: x,
      cy: y + h * 0.35,
      rx: w * 0.85,
      ry: h * 0.45,
      fill: "#FFF6E4",
      opacity: 0.8,
    });
  }
  const b =
    el("path", { d: shape, fill: "url(#ss-c)" }) +
    el("path", {
      d: shape,
      fill: "#FFFFFF",
      opacity: 0.25,
      transform: "translate(0 -10) scale(0.9 0.7)",
    }) +
    g(
      "translate(0 -2) scale(0.92 0.88)",
      el("path", { d: shape, fill: "url(#ss-i)", filter: "url(#txd)" }) + holes,
    ) +
    el("path", {
      d: "M-190 -70 C-140 -140 -60 -160 0 -160",
      stroke: "#FFF9EE",
      "stroke-width": 5,
      opacity: 0.55,
      fill: "none",
      "stroke-linecap": "round",
    });
  return { d, b };
}

type LoafKind = "multi" | "brown";

/** Seed shapes, defined once and placed with <use>. */
const SEED_DEFS =
  `<g id="sd-sun"><ellipse rx="11" ry="5" fill="#8C897A"/><path d="M-9 0H9" stroke="#4D4A42" stroke-width="1.6"/></g>` +
  `<ellipse id="sd-pum" rx="10" ry="5.5" fill="#6F9440" stroke="#4D6E28" stroke-width="1.2"/>` +
  `<ellipse id="sd-oat" rx="10" ry="6.5" fill="#EEDDB2" stroke="#C9A870" stroke-width="1.2"/>` +
  `<ellipse id="sd-ses" rx="4.5" ry="2.4" fill="#FBF1D8"/>` +
  `<ellipse id="sd-flx" rx="4.5" ry="2.8" fill="#4E2A12"/>`;

function seedSprinkle(
  r: () => number,
  count: number,
  xr: number,
  yTop: (x: number) => number,
  yBottom: number,
): string {
  let out = "";
  for (let i = 0; i < count; i++) {
    const x = between(r, -xr, xr);
    const top = yTop(x) + 14;
    if (top > yBottom - 10) continue;
    const y = between(r, top, yBottom - 8);
    const k = r();
    const id =
      k < 0.22
        ? "sd-sun"
        : k < 0.38
          ? "sd-pum"
          : k < 0.62
            ? "sd-oat"
            : k < 0.84
              ? "sd-ses"
              : "sd-flx";
    out += `<use href="#${id}" transform="translate(${n(x)} ${n(y)}) rotate(${Math.round(r() * 180)})"/>`;
  }
  return out;
}

function tinLoaf(kind: LoafKind): Art {
  const multi = kind === "multi";
  const id = multi ? "ml" : "bw";
  const d =
    (multi ? SEED_DEFS : "") +
    rad(
      `${id}-cr`,
      multi
        ? [
            [0, "#E0A45C"],
            [0.55, "#AE6A2D"],
            [1, "#74401A"],
          ]
        : [
            [0, "#B07246"],
            [0.55, "#7C4522"],
            [1, "#4D2811"],
          ],
      0.45,
      0.2,
      0.85,
    ) +
    lin(
      `${id}-sd`,
      multi
        ? [
            [0, "#E3A75E"],
            [0.55, "#C27E3A"],
            [1, "#8C4F1F"],
          ]
        : [
            [0, "#A86E42"],
            [0.6, "#80502C"],
            [1, "#56321A"],
          ],
    ) +
    lin(
      "tl-edge",
      [
        [0, "#2A1408", 0.35],
        [0.12, "#2A1408", 0],
        [0.85, "#2A1408", 0],
        [1, "#2A1408", 0.4],
      ],
      0,
      0,
      1,
      0,
    );
  const dome =
    "M-292 -4 C-300 -150 -170 -196 0 -196 C170 -196 300 -150 292 -4 C270 26 -270 26 -292 -4 Z";
  let b =
    shadow(0, 170, 330, 44, 0.4) +
    el("rect", {
      x: -270,
      y: -40,
      width: 540,
      height: 204,
      rx: 26,
      fill: `url(#${id}-sd)`,
    }) +
    el("rect", {
      x: -270,
      y: -40,
      width: 540,
      height: 204,
      rx: 26,
      fill: "url(#tl-edge)",
    }) +
    el("path", {
      d: "M-236 50 V136",
      stroke: "#FFF3DC",
      "stroke-width": 16,
      opacity: 0.22,
      "stroke-linecap": "round",
      filter: "url(#b6)",
    }) +
    // pale "oven spring" band where the crown rose out of the tin
    el("path", {
      d: "M-264 -4 C-120 30 120 30 264 -4 L264 22 C120 54 -120 54 -264 22 Z",
      fill: multi ? "#F6D79E" : "#C99565",
      opacity: 0.8,
    }) +
    el("path", {
      d: "M-264 24 C-120 56 120 56 264 24",
      stroke: "#5E3415",
      "stroke-width": 3,
      fill: "none",
      opacity: 0.25,
    }) +
    el("path", {
      d: "M-288 8 C-270 36 270 36 288 8",
      stroke: "#3E200C",
      "stroke-width": 10,
      fill: "none",
      opacity: 0.35,
      filter: "url(#b6)",
    }) +
    el("path", { d: dome, fill: `url(#${id}-cr)` });
  const r = rng(multi ? 41 : 43);
  const yTop = (x: number): number => -196 + Math.pow(x / 292, 2) * 170;
  if (multi) b += seedSprinkle(r, 140, 262, yTop, 0);
  else {
    // a split along the crown, dusted with bran and a few oats
    b += el("path", {
      d: "M-200 -120 C-80 -160 80 -160 200 -120 C80 -136 -80 -136 -200 -120 Z",
      fill: "#C9915A",
    });
    b += el("path", {
      d: "M-200 -120 C-80 -136 80 -136 200 -120",
      stroke: "#3E200C",
      "stroke-width": 4,
      fill: "none",
      opacity: 0.45,
    });
    for (let i = 0; i < 26; i++) {
      const x = between(r, -240, 240);
      const y = between(r, yTop(x) + 16, -10);
      b += el("ellipse", {
        cx: x,
        cy: y,
        rx: 8,
        ry: 5,
        fill: "#E6D3A8",
        opacity: 0.9,
        transform: `rotate(${n(r() * 180)} ${n(x)} ${n(y)})`,
      });
    }
  }
  b += el("ellipse", {
    cx: -90,
    cy: -150,
    rx: 150,
    ry: 26,
    fill: "#FFF1D6",
    opacity: multi ? 0.3 : 0.18,
    filter: "url(#b6)",
    transform: "rotate(-6 -90 -150)",
  });
  return { d, b };
}

/** A slice of tin loaf: crust border, crumb interior, seeds or bran. */
function tinSlice(kind: LoafKind, seed: number): Art {
  const multi = kind === "multi";
  const id = multi ? "mls" : "bws";
  const d =
    lin(
      `${id}-c`,
      multi
        ? [
            [0, "#B06B2E"],
            [1, "#7A4319"],
          ]
        : [
            [0, "#7C4523"],
            [1, "#4D2811"],
          ],
    ) +
    rad(
      `${id}-i`,
      multi
        ? [
            [0, "#F7E3BE"],
            [0.8, "#E6C793"],
            [1, "#D8B07A"],
          ]
        : [
            [0, "#D9AE7E"],
            [0.8, "#BF8E5C"],
            [1, "#A87848"],
          ],
      0.5,
      0.45,
      0.6,
    );
  const shape =
    "M-160 -50 C-180 -190 180 -190 160 -50 L156 150 Q156 170 136 170 L-136 170 Q-156 170 -156 150 Z";
  const r = rng(seed);
  let specks = "";
  for (let i = 0; i < (multi ? 46 : 60); i++) {
    const x = between(r, -125, 125);
    const y = between(r, -120, 140);
    if (y < -60 && Math.abs(x) > 110 + (y + 60)) continue;
    const t = `rotate(${n(r() * 180)} ${n(x)} ${n(y)})`;
    if (multi) {
      const k = r();
      const fill =
        k < 0.3
          ? "#7B6F58"
          : k < 0.55
            ? "#4E2A12"
            : k < 0.8
              ? "#CFAE6E"
              : "#6F9440";
      specks += el("ellipse", {
        cx: x,
        cy: y,
        rx: between(r, 3, 7),
        ry: between(r, 2, 3.5),
        fill,
        transform: t,
      });
    } else {
      specks += el("ellipse", {
        cx: x,
        cy: y,
        rx: between(r, 1.5, 4),
        ry: between(r, 1, 2),
        fill: r() > 0.5 ? "#6E4020" : "#E2BF90",
        opacity: 0.8,
        transform: t,
      });
    }
  }
  const b =
    el("path", { d: shape, fill: `url(#${id}-c)` }) +
    g(
      "translate(0 6) scale(0.9 0.9)",
      el("path", { d: shape, fill: `url(#${id}-i)`, filter: "url(#txd)" }) +
        specks,
    ) +
    el("path", {
      d: "M-132 -100 C-100 -150 -40 -160 0 -160",
      stroke: "#FFFFFF",
      "stroke-width": 5,
      opacity: 0.35,
      fill: "none",
      "stroke-linecap": "round",
    });
  return { d, b };
}

function baguette(): Art {
  const d =
    lin("bg-c", [
      [0, "#F5C372"],
      [0.35, "#DC9744"],
      [0.72, "#B46927"],
      [1, "#83451A"],
    ]) +
    lin("bg-i", [
      [0, "#FBEBC4"],
      [1, "#EAC483"],
    ]) +
    lin("bg-bt", [
      [0, "#FCE58F"],
      [1, "#EDB94A"],
    ]);
  const body =
    "M-420 10 C-420 -50 -372 -74 -300 -74 L300 -74 C372 -74 420 -44 420 6 C420 52 372 76 300 76 L-300 76 C-372 76 -420 58 -420 10 Z";
  const r = rng(88);
  let cuts = "";
  for (let i = 0; i < 6; i++) {
    const x = -275 + i * 110;
    let herbs = "";
    for (let j = 0; j < 9; j++) {
      herbs += el("ellipse", {
        cx: between(r, -12, 12),
        cy: between(r, -44, 46),
        rx: between(r, 2, 4.5),
        ry: between(r, 1.5, 3),
        fill: r() > 0.4 ? "#3E7A24" : "#6BA63A",
      });
    }
    cuts += g(
      tf(x, 0, 1, 20),
      el("path", {
        d: "M-2 -70 C26 -34 28 34 4 74 C-24 34 -26 -34 -2 -70 Z",
        fill: "#7A3A12",
        opacity: 0.55,
        filter: "url(#b2)",
      }) +
        el("path", {
          d: "M-4 -66 C20 -30 22 30 2 70 C-20 30 -22 -30 -4 -66 Z",
          fill: "url(#bg-i)",
        }) +
        el("path", {
          d: "M-2 -58 C14 -26 16 26 2 62 C-12 26 -14 -26 -2 -58 Z",
          fill: "url(#bg-bt)",
          opacity: 0.92,
        }) +
        herbs +
        el("path", {
          d: "M-6 -40 C2 -20 4 10 0 30",
          stroke: "#FFFFFF",
          "stroke-width": 3,
          opacity: 0.6,
          fill: "none",
          "stroke-linecap": "round",
        }) +
        el("path", {
          d: "M-4 -66 C-22 -30 -20 30 2 70",
          stroke: "#6B3512",
          "stroke-width": 4,
          fill: "none",
          opacity: 0.45,
        }),
    );
  }
  const b =
    shadow(0, 86, 430, 40, 0.4) +
    el("path", { d: body, fill: "url(#bg-c)", filter: "url(#txl)" }) +
    cuts +
    el("path", {
      d: "M-360 -44 C-200 -60 200 -60 360 -48",
      stroke: "#FFF0CC",
      "stroke-width": 10,
      fill: "none",
      opacity: 0.5,
      "stroke-linecap": "round",
      filter: "url(#b2)",
    });
  return { d, b };
}

/** A round of toasted garlic bread, face up. */
function garlicToast(seed: number): Art {
  const d =
    rad(
      "gt-c",
      [
        [0, "#C47B35"],
        [1, "#8A4A1A"],
      ],
      0.5,
      0.4,
      0.6,
    ) +
    rad(
      "gt-i",
      [
        [0, "#FDEAAE"],
        [0.55, "#F3C967"],
        [0.85, "#E0A244"],
        [1, "#C98232"],
      ],
      0.45,
      0.4,
      0.6,
    );
  const r = rng(seed);
  let top = "";
  for (let i = 0; i < 22; i++) {
    const a = r() * Math.PI * 2;
    const dist = Math.sqrt(r()) * 0.85;
    const x = Math.cos(a) * 88 * dist;
    const y = Math.sin(a) * 60 * dist;
    top += el("ellipse", {
      cx: x,
      cy: y,
      rx: between(r, 2.5, 5.5),
      ry: between(r, 1.8, 3.5),
      fill: r() > 0.35 ? "#3E7A24" : "#6BA63A",
      transform: `rotate(${n(r() * 180)} ${n(x)} ${n(y)})`,
    });
  }
  for (let i = 0; i < 8; i++) {
    const x = between(r, -60, 60);
    const y = between(r, -36, 36);
    top += el("rect", {
      x,
      y,
      width: 7,
      height: 5,
      rx: 1.5,
      fill: "#FFF6DF",
      opacity: 0.9,
    });
  }
  const b =
    shadow(4, 32, 104, 36, 0.35, "b6") +
    el("ellipse", { cx: 0, cy: 12, rx: 104, ry: 74, fill: "#7A3F15" }) +
    el("ellipse", { rx: 104, ry: 74, fill: "url(#gt-c)" }) +
    el("ellipse", {
      cy: -2,
      rx: 90,
      ry: 62,
      fill: "url(#gt-i)",
      filter: "url(#txd)",
    }) +
    top +
    el("ellipse", {
      cx: -30,
      cy: -26,
      rx: 34,
      ry: 12,
      fill: "#FFFFFF",
      opacity: 0.45,
      filter: "url(#b2)",
    });
  return { d, b };
}

/* ------------------------------------------------------------------------------------------------
 * Cakes
 * ---------------------------------------------------------------------------------------------- */

type Layer = { h: number; fill: string; tex?: boolean };
type CakeSpec = {
  id: string;
  defs: string;
  layers: Layer[]; // top to bottom, as seen on the cut face
  outer: string; // fill of the curved outside
  top: string; // fill of the top surface
  drip?: string; // colour of a glaze that runs over the outer edge
  outerLayers?: boolean; // show the layers on the curved outside too (a "naked" cake)
  decor: (at: (t: number, inset: number) => Pt) => Art[];
  crumbCols: string[];
  seed: number;
  /** extra marks on the cut face (nuts, shreds), drawn under the lighting overlay */
  faceBits?: string;
};

const SLICE = {
  T: [-300, -30] as Pt,
  A: [160, 46] as Pt,
  B: [214, -160] as Pt,
  C: [330, -40] as Pt,
};

function quad(a: Pt, c: Pt, b: Pt, t: number): Pt {
  const u = 1 - t;
  return [
    u * u * a[0] + 2 * u * t * c[0] + t * t * b[0],
    u * u * a[1] + 2 * u * t * c[1] + t * t * b[1],
  ];
}

/** Smooth drips hanging from an edge: gaussian bumps sampled along a curve. */
function dripPath(
  edge: (t: number) => Pt,
  base: number,
  drips: readonly (readonly [number, number])[],
  steps = 60,
): string {
  let top = "";
  let bottom: string[] = [];
  for (let i = 0; i <= steps; i++) {
    const t = i / steps;
    const [x, y] = edge(t);
    let dy = base;
    for (const [c, len] of drips)
      dy += len * Math.exp(-Math.pow((t - c) / 0.035, 2));
    top += (i ? "L" : "M") + n(x) + " " + n(y - 2);
    bottom.push(n(x) + " " + n(y + dy));
  }
  bottom = bottom.reverse();
  return top + "L" + bottom.join("L") + "Z";
}

function cakeSlice(s: CakeSpec): Art {
  const { T, A, B, C } = SLICE;
  const H = s.layers.reduce((a, l) => a + l.h, 0);
  const d =
    s.defs +
    lin(
      "ck-shade",
      [
        [0, "#000000", 0],
        [0.6, "#000000", 0.12],
        [1, "#000000", 0.28],
      ],
      0,
      0,
      1,
      0,
    ) +
    lin(
      "ck-face",
      [
        [0, "#FFFFFF", 0.14],
        [1, "#FFFFFF", 0],
      ],
      0,
      0,
      1,
      0,
    );
  let b = shadow(-20, H + 42, 330, 46, 0.34);
  const outer = p`M ${A[0]} ${A[1]} Q ${C[0]} ${C[1]} ${B[0]} ${B[1]} L ${B[0]} ${B[1] + H} Q ${C[0]} ${C[1] + H} ${A[0]} ${A[1] + H} Z`;
  b += el("path", { d: outer, fill: s.outer });
  if (s.outerLayers) {
    let v0 = 0;
    for (const L of s.layers) {
      const v1 = v0 + L.h + 0.6;
      b += el("path", {
        d: p`M ${A[0]} ${A[1] + v0} Q ${C[0]} ${C[1] + v0} ${B[0]} ${B[1] + v0} L ${B[0]} ${B[1] + v1} Q ${C[0]} ${C[1] + v1} ${A[0]} ${A[1] + v1} Z`,
        fill: L.fill,
      });
      v0 += L.h;
    }
  }
  b += el("path", { d: outer, fill: "url(#ck-shade)" });
  if (s.drip) {
    b += el("path", {
      d: dripPath((t) => quad(A, C, B, t), 16, [
        [0.15, 60],
        [0.38, 30],
        [0.6, 80],
        [0.85, 40],
      ]),
      fill: s.drip,
    });
  }
  let v = 0;
  for (const L of s.layers) {
    b += el("path", {
      d: p`M ${T[0]} ${T[1] + v} L ${A[0]} ${A[1] + v} L ${A[0]} ${A[1] + v + L.h + 0.6} L ${T[0]} ${T[1] + v + L.h + 0.6} Z`,
      fill: L.fill,
      filter: L.tex ? "url(#txd)" : undefined,
    });
    v += L.h;
  }
  b += s.faceBits ?? "";
  b += el("path", {
    d: p`M ${T[0]} ${T[1]} L ${A[0]} ${A[1]} L ${A[0]} ${A[1] + H} L ${T[0]} ${T[1] + H} Z`,
    fill: "url(#ck-face)",
  });
  b += el("path", {
    d: p`M ${T[0]} ${T[1]} L ${A[0]} ${A[1]} Q ${C[0]} ${C[1]} ${B[0]} ${B[1]} Z`,
    fill: s.top,
  });
  b += el("path", {
    d: p`M ${T[0] + 6} ${T[1] + 2} L ${A[0] - 4} ${A[1] + 2}`,
    stroke: "#FFFFFF",
    "stroke-width": 3,
    opacity: 0.45,
    "stroke-linecap": "round",
  });
  b += el("path", {
    d: p`M ${A[0]} ${A[1] + 3} Q ${C[0] - 2} ${C[1] + 3} ${B[0]} ${B[1] + 3}`,
    stroke: "#FFFFFF",
    "stroke-width": 3,
    opacity: 0.3,
    fill: "none",
  });
  const at = (t: number, inset: number): Pt => {
    const q = quad(A, C, B, t);
    return [q[0] + (T[0] - q[0]) * inset, q[1] + (T[1] - q[1]) * inset];
  };
  let defs = d;
  for (const a of s.decor(at)) {
    if (!defs.includes(a.d)) defs += a.d;
    b += a.b;
  }
  b += crumbs(s.seed, -60, H + 30, 260, 28, 9, s.crumbCols, [4, 9]);
  return { d: defs, b };
}

type WholeSpec = {
  defs: string;
  side: string;
  top: string;
  drip?: string;
  band?: string; // a crumb band or crust around the base
  decor: (rim: (a: number, k: number) => Pt) => Art[];
};

function wholeCake(s: WholeSpec): Art {
  const rx = 290;
  const ry = 98;
  const H = 220;
  const d =
    s.defs +
    lin(
      "wc-shade",
      [
        [0, "#000000", 0.28],
        [0.3, "#000000", 0.02],
        [0.65, "#000000", 0.05],
        [1, "#000000", 0.34],
      ],
      0,
      0,
      1,
      0,
    );
  const side = p`M ${-rx} 0 L ${-rx} ${H} A ${rx} ${ry} 0 0 0 ${rx} ${H} L ${rx} 0 A ${rx} ${ry} 0 0 1 ${-rx} 0 Z`;
  let b = el("path", { d: side, fill: s.side });
  if (s.band) {
    b += el("path", {
      d: p`M ${-rx} ${H - 34} L ${-rx} ${H} A ${rx} ${ry} 0 0 0 ${rx} ${H} L ${rx} ${H - 34} A ${rx} ${ry} 0 0 1 ${-rx} ${H - 34} Z`,
      fill: s.band,
      filter: "url(#txd)",
    });
  }
  if (s.drip) {
    b += el("path", {
      d: dripPath(
        (t) => [-rx * Math.cos(t * Math.PI), ry * Math.sin(t * Math.PI)],
        18,
        [
          [0.1, 40],
          [0.22, 80],
          [0.34, 36],
          [0.47, 96],
          [0.6, 50],
          [0.72, 90],
          [0.86, 44],
        ],
        90,
      ),
      fill: s.drip,
    });
  }
  b += el("path", { d: side, fill: "url(#wc-shade)" });
  b += el("ellipse", { rx, ry, fill: s.top });
  b += el("path", {
    d: p`M ${-rx + 20} ${-24} A ${rx} ${ry} 0 0 1 ${rx * 0.3} ${-ry + 4}`,
    stroke: "#FFFFFF",
    "stroke-width": 4,
    opacity: 0.35,
    fill: "none",
    "stroke-linecap": "round",
  });
  const rim = (a: number, k: number): Pt => [
    Math.cos((a * Math.PI) / 180) * rx * k,
    Math.sin((a * Math.PI) / 180) * ry * k,
  ];
  let defs = d;
  const items = s.decor(rim);
  for (const a of items) {
    if (!defs.includes(a.d)) defs += a.d;
    b += a.b;
  }
  return { d: defs, b };
}

/** Decorations arranged around a rim, drawn back to front. */
function ring(
  rim: (a: number, k: number) => Pt,
  count: number,
  k: number,
  make: (x: number, y: number, i: number) => Art,
  offset = 0,
): Art[] {
  const pts: { x: number; y: number; i: number }[] = [];
  for (let i = 0; i < count; i++) {
    const [x, y] = rim(offset + (i * 360) / count, k);
    pts.push({ x, y, i });
  }
  pts.sort((a, b) => a.y - b.y);
  return pts.map(({ x, y, i }) => make(x, y, i));
}

const CHOC = {
  defs:
    lin("ch-sp", [
      [0, "#5B2F1B"],
      [1, "#3C1D10"],
    ]) +
    lin("ch-gn", [
      [0, "#3A1C0F"],
      [1, "#22100A"],
    ]) +
    rad(
      "ch-top",
      [
        [0, "#6E3F27"],
        [0.5, "#3D1E11"],
        [1, "#26120A"],
      ],
      0.4,
      0.3,
      0.8,
    ) +
    lin("ch-out", [
      [0, "#3A1C0F"],
      [1, "#1E0E07"],
    ]) +
    lin(
      "ch-drip",
      [
        [0, "#4A2516"],
        [0.5, "#2A140B"],
        [1, "#1A0A04"],
      ],
      0,
      0,
      1,
      0,
    ),
};

function chocolateSlice(): Art {
  return cakeSlice({
    id: "ch",
    defs: CHOC.defs,
    layers: [
      { h: 22, fill: "url(#ch-gn)" },
      { h: 52, fill: "url(#ch-sp)", tex: true },
      { h: 16, fill: "#2A140B" },
      { h: 52, fill: "url(#ch-sp)", tex: true },
      { h: 16, fill: "#2A140B" },
      { h: 52, fill: "url(#ch-sp)", tex: true },
    ],
    outer: "url(#ch-out)",
    outerLayers: true,
    drip: "url(#ch-drip)",
    top: "url(#ch-top)",
    decor: (at) => {
      const [x2, y2] = at(0.5, 0.14);
      const [x1, y1] = at(0.5, 0.46);
      const [x3, y3] = at(0.5, 0.74);
      return [
        {
          d: "",
          b:
            el("path", {
              d: "M-230 -28 L130 28",
              stroke: "#FFFFFF",
              "stroke-width": 14,
              opacity: 0.12,
              "stroke-linecap": "round",
              filter: "url(#b2)",
            }) +
            el("ellipse", {
              cx: 120,
              cy: -50,
              rx: 90,
              ry: 24,
              fill: "#FFFFFF",
              opacity: 0.12,
              filter: "url(#b6)",
            }),
        },
        truffleBall(x2, y2 - 30, 40),
        chocCurl(x3 - 30, y3 - 6, 1.1, -16),
        truffleBall(x1, y1 - 30, 42),
        {
          d: "",
          b:
            el("circle", { cx: x1 - 50, cy: y1 - 6, r: 4, fill: "#F2B544" }) +
            el("circle", { cx: x2 + 10, cy: y2 + 12, r: 3, fill: "#F2B544" }),
        },
      ];
    },
    crumbCols: ["#3C1D10", "#5B2F1B", "#2A140B"],
    seed: 9,
  });
}

function chocolateWhole(): Art {
  return wholeCake({
    defs: CHOC.defs,
    side: "url(#ch-out)",
    top: "url(#ch-top)",
    decor: (rim) => [
      ...ring(rim, 9, 0.78, (x, y) => truffleBall(x, y - 24, 32), 10),
      chocCurl(-30, -6, 0.9, -12),
      chocCurl(40, 10, 0.8, 20),
      {
        d: "",
        b: el("ellipse", {
          cx: -60,
          cy: -40,
          rx: 110,
          ry: 24,
          fill: "#FFFFFF",
          opacity: 0.12,
          filter: "url(#b6)",
        }),
      },
    ],
  });
}

const RV = {
  defs:
    lin("rv-sp", [
      [0, "#C02A44"],
      [1, "#8E1429"],
    ]) +
    lin("rv-fr", [
      [0, "#FFFFFF"],
      [1, "#F5EADB"],
    ]) +
    rad(
      "rv-top",
      [
        [0, "#FFFFFF"],
        [1, "#F1E5D4"],
      ],
      0.4,
      0.3,
      0.8,
    ),
};

function redVelvetSlice(): Art {
  return cakeSlice({
    id: "rv",
    defs: RV.defs,
    layers: [
      { h: 22, fill: "url(#rv-fr)" },
      { h: 54, fill: "url(#rv-sp)", tex: true },
      { h: 20, fill: "url(#rv-fr)" },
      { h: 54, fill: "url(#rv-sp)", tex: true },
      { h: 20, fill: "url(#rv-fr)" },
      { h: 52, fill: "url(#rv-sp)", tex: true },
    ],
    outer: "url(#rv-fr)",
    top: "url(#rv-top)",
    decor: (at) => {
      const [x2, y2] = at(0.5, 0.14);
      const [x1, y1] = at(0.5, 0.46);
      const [x3, y3] = at(0.5, 0.72);
      return [
        {
          d: "",
          b: crumbs(
            31,
            x3,
            y3,
            80,
            20,
            16,
            ["#B3203A", "#8E1429", "#C93A52"],
            [3, 7],
          ),
        },
        rosette(x2, y2 - 10, 44),
        raspberry(x2 + 2, y2 - 50, 21),
        rosette(x1, y1 - 10, 46),
        raspberry(x1, y1 - 52, 22, 10),
      ];
    },
    crumbCols: ["#B3203A", "#8E1429", "#F4E9DA"],
    seed: 19,
  });
}

function redVelvetWhole(): Art {
  return wholeCake({
    defs:
      RV.defs +
      lin("rv-side", [
        [0, "#FFFFFF"],
        [1, "#EFE2D0"],
      ]),
    side: "url(#rv-side)",
    top: "url(#rv-top)",
    band: "url(#rv-sp)",
    decor: (rim) => [
      {
        d: "",
        b: crumbs(
          41,
          0,
          0,
          120,
          36,
          30,
          ["#B3203A", "#8E1429", "#C93A52"],
          [3, 8],
        ),
      },
      ...ring(
        rim,
        10,
        0.8,
        (x, y, i) =>
          i % 2 ? rosette(x, y - 8, 36) : raspberry(x, y - 18, 21, i * 20),
        5,
      ),
    ],
  });
}

const CHEESE = {
  defs:
    lin("cc-bd", [
      [0, "#FFF6E2"],
      [1, "#F6E0B6"],
    ]) +
    lin("cc-cr", [
      [0, "#D9A35E"],
      [1, "#A86F34"],
    ]) +
    rad(
      "cc-top",
      [
        [0, "#7A4C9C"],
        [0.5, "#4F2A72"],
        [1, "#35184F"],
      ],
      0.4,
      0.3,
      0.8,
    ),
};

function blueberrySlice(): Art {
  return cakeSlice({
    id: "cc",
    defs: CHEESE.defs,
    layers: [
      { h: 24, fill: "#4A2569" },
      { h: 152, fill: "url(#cc-bd)" },
      { h: 44, fill: "url(#cc-cr)", tex: true },
    ],
    outer: "url(#cc-bd)",
    top: "url(#cc-top)",
    drip: "#4A2569",
    decor: (at) => {
      const out: Art[] = [];
      const pts: [number, number, number][] = [
        [0.18, 0.14, 22],
        [0.45, 0.1, 21],
        [0.76, 0.14, 23],
        [0.32, 0.4, 20],
        [0.62, 0.42, 22],
        [0.5, 0.68, 18],
        [0.92, 0.36, 19],
      ];
      pts.sort((a, b) => at(a[0], a[1])[1] - at(b[0], b[1])[1]);
      for (const [t, k, r] of pts) {
        const [x, y] = at(t, k);
        out.push(blueberry(x, y - 10, r, t * 200));
      }
      out.push({
        d: "",
        b: mintSprig(at(0.55, 0.28)[0], at(0.55, 0.28)[1] - 22, 0.9, 10),
      });
      return out;
    },
    crumbCols: ["#C8924F", "#A86F34", "#4A2569"],
    seed: 29,
  });
}

function blueberryWhole(): Art {
  return wholeCake({
    defs: CHEESE.defs,
    side: "url(#cc-bd)",
    top: "url(#cc-top)",
    band: "url(#cc-cr)",
    drip: "#4A2569",
    decor: (rim) => {
      const items: { x: number; y: number; r: number }[] = [];
      const r = rng(61);
      for (let i = 0; i < 22; i++) {
        const a = r() * 360;
        const k = Math.sqrt(r()) * 0.82;
        const [x, y] = rim(a, k);
        items.push({ x, y, r: between(r, 18, 24) });
      }
      items.sort((a, b) => a.y - b.y);
      return [
        ...items.map(({ x, y, r: rr }, i) => blueberry(x, y - 8, rr, i * 37)),
        { d: "", b: mintSprig(10, -18, 1.1, 0) },
      ];
    },
  });
}

const CARROT = {
  defs:
    lin("ct-sp", [
      [0, "#D7954D"],
      [1, "#B17233"],
    ]) +
    lin("ct-fr", [
      [0, "#FFFBF3"],
      [1, "#F4E6D0"],
    ]) +
    rad(
      "ct-top",
      [
        [0, "#FFFFFF"],
        [1, "#F2E4CE"],
      ],
      0.4,
      0.3,
      0.8,
    ),
};

/** Orange carrot shreds and walnut bits scattered through the sponge layers of the cut face. */
function carrotBits(): string {
  const { T, A } = SLICE;
  const r = rng(71);
  let bits = "";
  const bands: readonly (readonly [number, number])[] = [
    [24, 52],
    [96, 52],
    [168, 50],
  ];
  for (const [v0, h] of bands) {
    for (let i = 0; i < 22; i++) {
      const u = r();
      const x = T[0] + (A[0] - T[0]) * u;
      const y = T[1] + (A[1] - T[1]) * u + v0 + 6 + r() * (h - 12);
      bits +=
        r() > 0.3
          ? el("rect", {
              x,
              y,
              width: between(r, 6, 12),
              height: 2.6,
              rx: 1.3,
              fill: "#F07A22",
              transform: `rotate(${n(between(r, -30, 30))} ${n(x)} ${n(y)})`,
            })
          : el("circle", {
              cx: x,
              cy: y,
              r: between(r, 2.5, 4.5),
              fill: "#6E3F1C",
            });
    }
  }
  return bits;
}

function carrotSlice(): Art {
  return cakeSlice({
    id: "ct",
    defs: CARROT.defs,
    layers: [
      { h: 24, fill: "url(#ct-fr)" },
      { h: 52, fill: "url(#ct-sp)", tex: true },
      { h: 20, fill: "url(#ct-fr)" },
      { h: 52, fill: "url(#ct-sp)", tex: true },
      { h: 20, fill: "url(#ct-fr)" },
      { h: 50, fill: "url(#ct-sp)", tex: true },
    ],
    outer: "url(#ct-fr)",
    top: "url(#ct-top)",
    faceBits: carrotBits(),
    decor: (at) => {
      const [x2, y2] = at(0.5, 0.14);
      const [x1, y1] = at(0.5, 0.46);
      const [x3, y3] = at(0.5, 0.74);
      return [
        {
          d: "",
          b: crumbs(51, x3, y3, 90, 22, 14, ["#B8742F", "#8E5524"], [2, 4]),
        },
        walnut(x2, y2 - 20, 1, 20),
        miniCarrot(x3 - 10, y3 - 30, 1.4, -70),
        walnut(x1, y1 - 22, 1.05, -15),
      ];
    },
    crumbCols: ["#C9894A", "#F4E6D0", "#8E5524"],
    seed: 39,
  });
}

function carrotWhole(): Art {
  return wholeCake({
    defs:
      CARROT.defs +
      lin("ct-side", [
        [0, "#FFFBF3"],
        [1, "#EBDAC0"],
      ]),
    side: "url(#ct-side)",
    top: "url(#ct-top)",
    band: "url(#ct-sp)",
    decor: (rim) => [
      ...ring(
        rim,
        10,
        0.8,
        (x, y, i) =>
          i % 2
            ? walnut(x, y - 12, 0.8, i * 30)
            : miniCarrot(x, y - 20, 1.2, -60 + i * 12),
        0,
      ),
      walnut(0, -10, 1.1, 10),
    ],
  });
}

/* ------------------------------------------------------------------------------------------------
 * Product compositions
 * ---------------------------------------------------------------------------------------------- */

const TITLE: Record<ProductArtKey, string> = {
  croissant: "Butter croissant",
  "pain-au-chocolat": "Pain au chocolat",
  "cinnamon-roll": "Cinnamon roll",
  "almond-danish": "Almond danish",
  "sourdough-loaf": "Sourdough loaf",
  "multigrain-loaf": "Multigrain loaf",
  "brown-bread": "Brown bread",
  "garlic-baguette": "Garlic baguette",
  "chocolate-truffle-cake": "Chocolate truffle cake",
  "red-velvet-slice": "Red velvet slice",
  "blueberry-cheesecake": "Blueberry cheesecake",
  "carrot-walnut-cake": "Carrot walnut cake",
};

const W = 1200;
const PASTRY_CRUMBS = ["#F3C06D", "#E3A04E", "#C47A32", "#FBE0A8"];

type PastrySpec = {
  item: () => Art;
  bgs: readonly [BgKey, BgKey, BgKey];
  scale: number;
  props: (v: number, s: Scene) => void;
};

function pastryScene(key: ProductArtKey, spec: PastrySpec, v: number): string {
  const s = new Scene(W, W, TITLE[key]);
  const item = spec.item();
  s.add(background(W, W, spec.bgs[v] ?? "cream", v + 3));
  if (v === 0) {
    s.add(plate(600, 690, 500));
    s.put(item, 600, 620, spec.scale * 1.12);
    s.add(crumbs(3, 600, 770, 320, 60, 14, PASTRY_CRUMBS, [4, 10]));
    spec.props(0, s);
  } else if (v === 1) {
    s.add(napkin(900, 980, 520, 300, -8));
    s.add(board(590, 720, 530, 250));
    s.putShared("item", item, 440, 580, spec.scale * 0.84, -10);
    s.putShared("item", item, 720, 770, spec.scale * 0.9, 8);
    spec.props(1, s);
  } else {
    s.add(parchment(600, 640, 860, 760, -6, 12));
    spec.props(2, s);
    s.put(item, 610, 610, spec.scale * 1.5, -8);
    s.add(crumbs(4, 560, 900, 380, 90, 22, PASTRY_CRUMBS, [4, 13]));
  }
  return s.toString();
}

const PASTRIES: Record<
  "croissant" | "pain-au-chocolat" | "cinnamon-roll" | "almond-danish",
  PastrySpec
> = {
  croissant: {
    item: croissant,
    bgs: ["cream", "butter", "latte"],
    scale: 0.9,
    props: (v, s) => {
      if (v === 1) s.add(butterPat(250, 880, 0.9, -6));
      if (v === 2)
        s.add(butterPat(220, 1010, 1.1, 8)).add(mintSprig(980, 300, 1.4, 20));
    },
  },
  "pain-au-chocolat": {
    item: painAuChocolat,
    bgs: ["cream", "blush", "latte"],
    scale: 1.05,
    props: (v, s) => {
      if (v === 0) s.put(chocChunk(0, 0), 960, 800, 0.9, 20);
      if (v === 1)
        s.put(chocChunk(0, 0), 230, 860, 1, -15)
          .put(chocChunk(0, 0), 310, 930, 0.8, 25)
          .put(chocChunk(0, 0), 1000, 560, 0.9, 10);
      if (v === 2)
        s.put(chocChunk(0, 0), 220, 980, 1.2, -20)
          .put(chocChunk(0, 0), 1000, 1000, 1, 15)
          .put(chocChunk(0, 0), 1010, 300, 0.9, 35);
    },
  },
  "cinnamon-roll": {
    item: cinnamonRoll,
    bgs: ["cream", "sage", "peach"],
    scale: 1.15,
    props: (v, s) => {
      if (v === 0) s.add(cinnamonStick(900, 560, 200, -30));
      if (v === 1)
        s.add(cinnamonStick(230, 900, 220, 20)).add(
          cinnamonStick(270, 950, 200, 28),
        );
      if (v === 2)
        s.add(cinnamonStick(240, 1020, 260, -12)).add(
          cinnamonStick(1000, 260, 220, 60),
        );
    },
  },
  "almond-danish": {
    item: almondDanish,
    bgs: ["cream", "butter", "sage"],
    scale: 1.1,
    props: (v, s) => {
      if (v === 0)
        s.put(almond(0, 0), 930, 800, 1.5, 30).put(
          almond(0, 0),
          990,
          840,
          1.5,
          -20,
        );
      if (v === 1)
        s.put(almond(0, 0), 200, 880, 1.6, 30)
          .put(almond(0, 0), 270, 940, 1.6, -25)
          .put(almond(0, 0), 180, 970, 1.5, 70);
      if (v === 2)
        s.put(almond(0, 0), 190, 1010, 1.8, 30)
          .put(almond(0, 0), 270, 1070, 1.8, -30)
          .put(almond(0, 0), 1010, 260, 1.7, 60);
    },
  },
};

type BreadSpec = {
  loaf: () => Art;
  slice: (seed: number) => Art;
  bgs: readonly [BgKey, BgKey, BgKey];
};

function breadScene(key: ProductArtKey, spec: BreadSpec, v: number): string {
  const s = new Scene(W, W, TITLE[key]);
  s.add(background(W, W, spec.bgs[v] ?? "cream", v + 7));
  const loafCrumbs = ["#C98A4B", "#8E4E1E", "#F1D9AD", "#E2BF87"];
  if (v === 0) {
    s.add(wheat(960, 520, 1.1, 28)).add(wheat(1010, 560, 1, 40));
    s.add(board(600, 760, 540, 240));
    s.put(spec.loaf(), 600, 610, 1.28);
    s.add(crumbs(5, 600, 870, 380, 50, 16, loafCrumbs, [4, 10]));
  } else if (v === 1) {
    s.add(board(600, 760, 540, 250));
    s.put(spec.loaf(), 450, 590, 1.02, -4);
    s.add(shadow(810, 930, 200, 30, 0.35));
    s.putShared("slice", spec.slice(1), 770, 790, 0.9, 10);
    s.putShared("slice", spec.slice(1), 850, 810, 0.9, 16);
    s.add(crumbs(6, 620, 900, 300, 40, 14, loafCrumbs, [4, 9]));
  } else {
    s.add(napkin(300, 960, 520, 300, 10));
    s.add(board(600, 740, 500, 240));
    s.add(shadow(600, 920, 330, 40, 0.3));
    s.put(spec.slice(3), 470, 680, 1.3, -12);
    s.put(spec.slice(4), 740, 720, 1.3, 8);
    s.add(butterPat(900, 960, 0.9, -10));
    s.add(crumbs(8, 560, 960, 300, 40, 18, loafCrumbs, [4, 11]));
  }
  return s.toString();
}

function garlicScene(v: number): string {
  const s = new Scene(W, W, TITLE["garlic-baguette"]);
  s.add(
    background(
      W,
      W,
      (["sage", "cream", "butter"] as const)[v] ?? "sage",
      v + 11,
    ),
  );
  const cr = ["#C98A4B", "#8E4E1E", "#F3D58E", "#4E8A2E"];
  if (v === 0) {
    s.add(board(600, 700, 540, 260));
    s.put(baguette(), 600, 640, 1.2, -20);
    s.put(garlicBulb(0, 0), 930, 860, 1.1, 10);
    s.put(garlicClove(0, 0), 800, 940, 1.1, -30);
    s.add(
      leaf(300, 860, 1.6, -20) +
        leaf(330, 880, 1.4, 30, "#3F7A2A") +
        leaf(260, 900, 1.3, 150, "#5D9A3A"),
    );
  } else if (v === 1) {
    s.add(parchment(600, 640, 900, 700, 4, 21));
    s.put(baguette(), 560, 520, 1.1, -14);
    s.put(garlicToast(1), 430, 840, 1.2, -6);
    s.put(garlicToast(2), 700, 860, 1.2, 10);
    s.put(garlicClove(0, 0), 940, 760, 1.2, 20);
    s.add(leaf(930, 880, 1.5, -30) + leaf(960, 900, 1.3, 20, "#3F7A2A"));
    s.add(crumbs(9, 600, 980, 300, 40, 14, cr, [4, 9]));
  } else {
    s.add(plate(600, 700, 480));
    s.put(garlicToast(3), 450, 630, 1.85, -8);
    s.put(garlicToast(4), 750, 610, 1.8, 12);
    s.put(garlicToast(5), 600, 800, 1.9, 2);
    s.put(garlicBulb(0, 0), 1000, 420, 1.2, 14);
    s.put(garlicClove(0, 0), 170, 1000, 1.3, -20);
    s.add(leaf(230, 380, 1.8, -30) + leaf(260, 400, 1.5, 40, "#3F7A2A"));
  }
  return s.toString();
}

type CakeSceneSpec = {
  slice: () => Art;
  whole: () => Art;
  bgs: readonly [BgKey, BgKey, BgKey];
  props: (v: number, s: Scene) => void;
};

function cakeScene(key: ProductArtKey, spec: CakeSceneSpec, v: number): string {
  const s = new Scene(W, W, TITLE[key]);
  s.add(background(W, W, spec.bgs[v] ?? "cream", v + 15));
  if (v === 0) {
    s.add(plate(600, 760, 520));
    s.put(spec.slice(), 620, 600, 1.3);
    spec.props(0, s);
  } else if (v === 1) {
    s.add(cakeStand(600, 690, 440));
    s.put(spec.whole(), 600, 540, 1.12);
    spec.props(1, s);
  } else {
    s.add(plate(560, 790, 500));
    s.put(fork(0, 0), 1010, 700, 1.2, 20);
    s.put(spec.slice(), 570, 620, 1.45, -4);
    spec.props(2, s);
  }
  return s.toString();
}

const CAKES: Record<
  | "chocolate-truffle-cake"
  | "red-velvet-slice"
  | "blueberry-cheesecake"
  | "carrot-walnut-cake",
  CakeSceneSpec
> = {
  "chocolate-truffle-cake": {
    slice: chocolateSlice,
    whole: chocolateWhole,
    bgs: ["cream", "blush", "cocoa"],
    props: (v, s) => {
      if (v === 0)
        s.put(raspberry(0, 0, 22), 940, 820, 1).put(
          raspberry(0, 0, 20),
          980,
          860,
          1,
          30,
        );
      if (v === 2)
        s.put(raspberry(0, 0, 24), 200, 1000, 1)
          .put(raspberry(0, 0, 22), 250, 1040, 1, 30)
          .put(chocChunk(0, 0), 1000, 1060, 1, 20);
    },
  },
  "red-velvet-slice": {
    slice: redVelvetSlice,
    whole: redVelvetWhole,
    bgs: ["cream", "sage", "blush"],
    props: (v, s) => {
      if (v === 0)
        s.put(raspberry(0, 0, 22), 930, 830).put(
          raspberry(0, 0, 20),
          970,
          870,
          1,
          20,
        );
      if (v === 2)
        s.put(raspberry(0, 0, 24), 200, 1010)
          .put(raspberry(0, 0, 22), 260, 1050, 1, 30)
          .add(mintSprig(220, 960, 1.3, -20));
    },
  },
  "blueberry-cheesecake": {
    slice: blueberrySlice,
    whole: blueberryWhole,
    bgs: ["cream", "lilac", "butter"],
    props: (v, s) => {
      if (v === 0)
        s.put(blueberry(0, 0, 20), 930, 840)
          .put(blueberry(0, 0, 18), 970, 870, 1, 40)
          .put(blueberry(0, 0, 19), 920, 880, 1, 80);
      if (v === 2)
        for (const [x, y, r] of [
          [190, 1000, 24],
          [240, 1040, 22],
          [180, 1060, 21],
          [1000, 1080, 22],
        ] as const)
          s.put(blueberry(0, 0, r), x, y, 1, x);
    },
  },
  "carrot-walnut-cake": {
    slice: carrotSlice,
    whole: carrotWhole,
    bgs: ["cream", "peach", "sage"],
    props: (v, s) => {
      if (v === 0) s.put(walnut(0, 0), 930, 840, 0.9, 20);
      if (v === 1) s.put(carrot(0, 0), 1010, 880, 0.9, 40);
      if (v === 2)
        s.put(carrot(0, 0), 300, 1060, 0.9, -72)
          .put(walnut(0, 0), 560, 1100, 1, 20)
          .put(walnut(0, 0), 1010, 1090, 0.9, -30);
    },
  },
};

/** A 1200x1200 illustration of a product; `variant` 0, 1, 2 gives three different views. */
export function productArt(key: ProductArtKey, variant: number): string {
  const v = ((Math.floor(variant) % 3) + 3) % 3;
  switch (key) {
    case "croissant":
    case "pain-au-chocolat":
    case "cinnamon-roll":
    case "almond-danish":
      return pastryScene(key, PASTRIES[key], v);
    case "sourdough-loaf":
      return breadScene(
        key,
        {
          loaf: sourdough,
          slice: sourdoughSlice,
          bgs: ["latte", "cream", "sage"],
        },
        v,
      );
    case "multigrain-loaf":
      return breadScene(
        key,
        {
          loaf: () => tinLoaf("multi"),
          slice: (sd) => tinSlice("multi", sd),
          bgs: ["butter", "cream", "sage"],
        },
        v,
      );
    case "brown-bread":
      return breadScene(
        key,
        {
          loaf: () => tinLoaf("brown"),
          slice: (sd) => tinSlice("brown", sd),
          bgs: ["latte", "cream", "peach"],
        },
        v,
      );
    case "garlic-baguette":
      return garlicScene(v);
    case "chocolate-truffle-cake":
    case "red-velvet-slice":
    case "blueberry-cheesecake":
    case "carrot-walnut-cake":
      return cakeScene(key, CAKES[key], v);
  }
}

/* ------------------------------------------------------------------------------------------------
 * Banners, category cards, logos, placeholder
 * ---------------------------------------------------------------------------------------------- */

function headline(
  x: number,
  y: number,
  size: number,
  anchor: "start" | "middle",
  lines: readonly string[],
  sub: string,
  subSize: number,
): string {
  const font = `font-family="Georgia, serif"`;
  let t = "";
  lines.forEach((line, i) => {
    t += `<text x="${x}" y="${n(y + i * size * 1.1)}" ${font} font-size="${size}" font-weight="700" fill="${BRAND.espresso}" text-anchor="${anchor}">${line}</text>`;
  });
  const subY = y + (lines.length - 1) * size * 1.1 + subSize * 2.1;
  const barX = anchor === "middle" ? x - 40 : x;
  t += el("rect", {
    x: barX,
    y: subY - subSize * 1.15 - 8,
    width: 80,
    height: 6,
    rx: 3,
    fill: BRAND.butter,
  });
  t += `<text x="${x}" y="${n(subY + 6)}" ${font} font-size="${subSize}" fill="${BRAND.crust}" letter-spacing="2" text-anchor="${anchor}">${sub}</text>`;
  return t;
}

/** Hero banner: "large" is 1920x720 (desktop), "small" is 800x1000 (mobile). */
export function bannerArt(device: "large" | "small"): string {
  const sub = "Pastries &#183; Loaves &#183; Cakes";
  if (device === "large") {
    const s = new Scene(1920, 720, "Baked fresh every morning");
    s.add(background(1920, 720, "cream", 2));
    s.add(glow("hal-sun", 1380, 380, 380, "#F8DFA6", 0.7));
    s.add(
      headline(
        130,
        300,
        92,
        "start",
        ["Baked fresh", "every morning"],
        sub,
        34,
      ),
    );
    s.add(wheat(1790, 330, 1, 24), wheat(1830, 360, 0.9, 36));
    s.add(board(1400, 560, 470, 140));
    s.put(redVelvetSlice(), 1120, 440, 0.5);
    s.put(sourdough(), 1470, 400, 0.6);
    s.put(cinnamonRoll(), 1710, 530, 0.44);
    s.put(croissant(), 1330, 560, 0.5, -4);
    s.add(crumbs(13, 1400, 640, 360, 26, 8, PASTRY_CRUMBS, [3, 7]));
    return s.toString();
  }
  const s = new Scene(800, 1000, "Baked fresh every morning");
  s.add(background(800, 1000, "cream", 3));
  s.add(glow("hal-sun", 400, 660, 370, "#F8DFA6", 0.7));
  s.add(
    headline(400, 170, 76, "middle", ["Baked fresh", "every morning"], sub, 30),
  );
  s.add(board(400, 800, 385, 150));
  s.put(sourdough(), 515, 610, 0.64);
  s.put(redVelvetSlice(), 215, 660, 0.5);
  s.put(croissant(), 370, 800, 0.56, -5);
  s.put(cinnamonRoll(), 640, 810, 0.4);
  s.add(crumbs(14, 400, 900, 280, 26, 12, PASTRY_CRUMBS, [3, 7]));
  return s.toString();
}

/** 1200x900 illustration for a category card. */
export function offeringArt(key: "pastries" | "loaves" | "cakes"): string {
  if (key === "pastries") {
    const s = new Scene(1200, 900, "Pastries");
    s.add(background(1200, 900, "butter", 21));
    s.add(board(600, 560, 520, 230));
    s.put(painAuChocolat(), 390, 410, 0.56, -6);
    s.put(almondDanish(), 820, 400, 0.56);
    s.put(cinnamonRoll(), 360, 620, 0.56);
    s.put(croissant(), 790, 620, 0.58, 4);
    s.add(crumbs(15, 600, 720, 380, 50, 14, PASTRY_CRUMBS, [3, 8]));
    return s.toString();
  }
  if (key === "loaves") {
    const s = new Scene(1200, 900, "Loaves");
    s.add(background(1200, 900, "latte", 22));
    s.add(wheat(1040, 330, 1, 30), wheat(1080, 360, 0.9, 42));
    s.add(board(600, 600, 540, 220));
    s.put(baguette(), 600, 430, 0.9, -10);
    s.put(tinLoaf("multi"), 380, 570, 0.66);
    s.put(sourdough(), 800, 580, 0.7);
    s.add(
      crumbs(
        16,
        600,
        730,
        380,
        40,
        14,
        ["#C98A4B", "#8E4E1E", "#F1D9AD"],
        [3, 8],
      ),
    );
    return s.toString();
  }
  const s = new Scene(1200, 900, "Cakes");
  s.add(background(1200, 900, "blush", 23));
  s.add(cakeStand(760, 430, 300));
  s.put(chocolateWhole(), 760, 330, 0.7);
  s.add(plate(380, 660, 290));
  s.put(redVelvetSlice(), 380, 580, 0.66);
  s.add(plate(850, 740, 240));
  s.put(blueberrySlice(), 860, 670, 0.56);
  return s.toString();
}

/** 600x600 neutral placeholder with a faint loaf and whisk. */
export function placeholderArt(): string {
  const s = new Scene(600, 600, "No image yet");
  const stroke = {
    fill: "none",
    stroke: "#DCC9B2",
    "stroke-width": 12,
    "stroke-linecap": "round",
    "stroke-linejoin": "round",
  };
  s.add(
    `<defs>${rad(
      "ph-bg",
      [
        [0, "#FBF5EC"],
        [1, "#F1E6D6"],
      ],
      0.5,
      0.45,
      0.75,
    )}</defs>`,
  );
  s.add(el("rect", { width: 600, height: 600, fill: "url(#ph-bg)" }));
  s.add(
    el("path", {
      d: "M110 400 C100 262 170 206 250 206 C330 206 400 262 390 400 Z",
      ...stroke,
    }),
  );
  s.add(
    el("path", {
      d: "M180 300 L212 268 M232 312 L264 280 M284 312 L316 280",
      ...stroke,
      "stroke-width": 9,
    }),
  );
  s.add(el("path", { d: "M90 424 H410", ...stroke }));
  // whisk, leaning on the right
  s.add(
    g(
      "translate(470 300) rotate(18)",
      el("path", { d: "M0 -170 V-70", ...stroke, "stroke-width": 16 }) +
        el("path", {
          d: "M0 -70 C44 -10 40 110 0 130 C-40 110 -44 -10 0 -70 Z M0 -70 C18 -10 16 100 0 130 M0 -70 C-18 -10 -16 100 0 130",
          ...stroke,
          "stroke-width": 7,
        }),
    ),
  );
  return s.toString();
}
