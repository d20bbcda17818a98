/**
 * Demo artwork for the seeded catalogue: every picture is an SVG drawing
 * rendered to JPEG with sharp, so seeding needs no network and no binary
 * assets. Drawings use simple shapes + gradients (no filters) to stay fast.
 *
 * Product drawings live in a 1000 x 1000 local box; views, scenes and
 * banners place them with transforms. Any text uses generic font families and
 * is decorative only (nameplates, certificates).
 */
import { loadSharp } from "~/media/sharp.server";
import type { ArtKind } from "./catalogue-data";

const FONT = "DejaVu Sans, Arial, sans-serif";
const SERIF = "DejaVu Serif, Georgia, serif";
const COMPANY = "Sabarmati Pumps & Power Tools Pvt. Ltd.";
const ADDRESS = "Plot 42, GIDC Phase II, Metoda, Rajkot, Gujarat 360021, India";

/* ------------------------------------------------------------------ utilities */

/** Escape text for use in SVG text nodes and attribute values. */
export function escapeXml(text: string): string {
  return text
    .replace(/&/g, "&amp;")
    .replace(/</g, "&lt;")
    .replace(/>/g, "&gt;")
    .replace(/"/g, "&quot;")
    .replace(/'/g, "&apos;");
}

function clamp(v: number, lo: number, hi: number): number {
  return Math.min(hi, Math.max(lo, v));
}

/** Round to one decimal for compact SVG. */
function r1(v: number): number {
  return Math.round(v * 10) / 10;
}

function parseHex(hex: string): [number, number, number] | null {
  const m = /^#?([0-9a-f]{3}|[0-9a-f]{6})$/i.exec(hex.trim());
  if (!m?.[1]) return null;
  const h = m[1].length === 3 ? [...m[1]].map((ch) => ch + ch).join("") : m[1];
  return [
    Number.parseInt(h.slice(0, 2), 16),
    Number.parseInt(h.slice(2, 4), 16),
    Number.parseInt(h.slice(4, 6), 16),
  ];
}

function toHex(rgb: [number, number, number]): string {
  return `#${rgb
    .map((v) =>
      Math.round(clamp(v, 0, 255))
        .toString(16)
        .padStart(2, "0"),
    )
    .join("")}`;
}

/** Linear mix of two hex colours; t = 0 gives a, t = 1 gives b. */
function mix(a: string, b: string, t: number): string {
  const ca = parseHex(a) ?? [0, 0, 0];
  const cb = parseHex(b) ?? [0, 0, 0];
  return toHex([
    ca[0] + (cb[0] - ca[0]) * t,
    ca[1] + (cb[1] - ca[1]) * t,
    ca[2] + (cb[2] - ca[2]) * t,
  ]);
}

/** Small deterministic hash for picking variations from strings. */
function hash(text: string): number {
  let h = 2166136261;
  for (let i = 0; i < text.length; i++) {
    h ^= text.charCodeAt(i);
    h = Math.imul(h, 16777619);
  }
  return h >>> 0;
}

/** Deterministic pseudo-random sequence. */
function rng(seed: number): () => number {
  let s = seed >>> 0 || 1;
  return () => {
    s ^= s << 13;
    s >>>= 0;
    s ^= s >>> 17;
    s ^= s << 5;
    s >>>= 0;
    return s / 4294967296;
  };
}

type Stop = [offset: number, color: string, opacity?: number];

function stopsXml(stops: Stop[]): string {
  return stops
    .map(
      ([o, c, a]) =>
        `<stop offset="${o}" stop-color="${c}"${a === undefined ? "" : ` stop-opacity="${a}"`}/>`,
    )
    .join("");
}

function lin(id: string, stops: Stop[], x1 = 0, y1 = 0, x2 = 0, y2 = 1): string {
  return `<linearGradient id="${id}" x1="${x1}" y1="${y1}" x2="${x2}" y2="${y2}">${stopsXml(stops)}</linearGradient>`;
}

function rad(id: string, stops: Stop[], cx = 0.5, cy = 0.5, r = 0.5, fx = cx, fy = cy): string {
  return `<radialGradient id="${id}" cx="${cx}" cy="${cy}" r="${r}" fx="${fx}" fy="${fy}">${stopsXml(stops)}</radialGradient>`;
}

function radU(id: string, stops: Stop[], cx: number, cy: number, r: number): string {
  return `<radialGradient id="${id}" gradientUnits="userSpaceOnUse" cx="${cx}" cy="${cy}" r="${r}">${stopsXml(stops)}</radialGradient>`;
}

/**
 * librsvg composites every shape carrying `opacity` through an offscreen
 * layer, which is several times slower than painting with fill/stroke
 * opacity. Shapes here never overlap their own fill and stroke in a way where
 * the difference shows, so rewrite it (groups keep real group opacity).
 */
function flattenOpacity(svg: string): string {
  return svg.replace(/<(rect|circle|ellipse|path|line|polygon|text)\b[^>]*>/g, (tag) => {
    const m = / opacity="([^"]*)"/.exec(tag);
    if (!m) return tag;
    const v = m[1] ?? "1";
    const repl = /(stroke|fill)-opacity/.test(tag)
      ? ` fill-opacity="${v}"`
      : ` fill-opacity="${v}" stroke-opacity="${v}"`;
    return tag.replace(m[0], repl);
  });
}

function svgDoc(w: number, h: number, defs: string, body: string): string {
  return flattenOpacity(
    `<svg xmlns="http://www.w3.org/2000/svg" width="${w}" height="${h}" viewBox="0 0 ${w} ${h}"><defs>${defs}</defs>${body}</svg>`,
  );
}

async function toJpeg(svg: string): Promise<Buffer> {
  const sharp = await loadSharp();
  return sharp(Buffer.from(svg)).jpeg({ quality: 85, mozjpeg: false }).toBuffer();
}

/* ------------------------------------------------------------------ paint */

interface Paint {
  base: string;
  hi: string;
  lo: string;
  deep: string;
  /** Secondary cast-metal colour derived from the accent. */
  alt: string;
  /** The drawing will be mirrored by its placement: text counter-flips to stay readable. */
  mirror: boolean;
  /** Pump stages to suggest in the drawing (submersibles), from the product title. */
  stages: number;
}

const DEFAULT_ACCENT = "#1f5fa8";

function paintOf(accent: string, mirror = false, stages = 10): Paint {
  const base = parseHex(accent) ? toHex(parseHex(accent) ?? [0, 0, 0]) : DEFAULT_ACCENT;
  return {
    base,
    hi: mix(base, "#ffffff", 0.45),
    lo: mix(base, "#000000", 0.3),
    deep: mix(base, "#000000", 0.58),
    alt: mix(base, "#4b5560", 0.6),
    mirror,
    stages: clamp(Math.round(stages), 5, 22),
  };
}

function cylStops(hi: string, base: string, lo: string, deep: string): Stop[] {
  return [
    [0, lo],
    [0.1, base],
    [0.3, hi],
    [0.46, base],
    [0.82, lo],
    [1, deep],
  ];
}

const STEEL: Stop[] = [
  [0, "#6b7680"],
  [0.12, "#a9b3bc"],
  [0.3, "#f6f8fa"],
  [0.48, "#c4ccd3"],
  [0.82, "#86919b"],
  [1, "#56606a"],
];
const BLACK: Stop[] = [
  [0, "#0f1114"],
  [0.14, "#2b3137"],
  [0.32, "#5a636c"],
  [0.5, "#2a2f35"],
  [1, "#0c0e10"],
];
const BRASS: Stop[] = [
  [0, "#7a5a1c"],
  [0.3, "#f3d27a"],
  [0.55, "#c89b3c"],
  [1, "#6b4c14"],
];

/** Gradients shared by product drawings, namespaced by prefix p. */
function paintDefs(p: string, c: Paint): string {
  const body = cylStops(c.hi, c.base, c.lo, c.deep);
  const altHi = mix(c.alt, "#ffffff", 0.4);
  const alt = cylStops(altHi, c.alt, mix(c.alt, "#000000", 0.3), mix(c.alt, "#000000", 0.55));
  return [
    lin(`${p}bv`, body),
    lin(`${p}bh`, body, 0, 0, 1, 0),
    lin(`${p}av`, alt),
    lin(`${p}ah`, alt, 0, 0, 1, 0),
    lin(`${p}sv`, STEEL),
    lin(`${p}sh`, STEEL, 0, 0, 1, 0),
    lin(`${p}kv`, BLACK),
    lin(`${p}kh`, BLACK, 0, 0, 1, 0),
    lin(`${p}brh`, BRASS, 0, 0, 1, 0),
    lin(
      `${p}bf`,
      [
        [0, c.hi],
        [0.45, c.base],
        [1, c.lo],
      ],
      0,
      0,
      1,
      1,
    ),
    lin(
      `${p}sf`,
      [
        [0, "#f4f6f8"],
        [0.5, "#c9d0d7"],
        [1, "#8d98a2"],
      ],
      0,
      0,
      1,
      1,
    ),
    lin(
      `${p}kf`,
      [
        [0, "#4a525b"],
        [0.5, "#22272c"],
        [1, "#0f1114"],
      ],
      0,
      0,
      1,
      1,
    ),
    rad(`${p}shd`, [
      [0, "#000000", 0.42],
      [0.55, "#000000", 0.16],
      [1, "#000000", 0],
    ]),
    lin(`${p}gl`, [
      [0, "#ffffff", 0.55],
      [1, "#ffffff", 0],
    ]),
  ].join("");
}

const OUTLINE = `stroke="#0b1220" stroke-opacity="0.28" stroke-width="2"`;

/** Horizontal cylinder, right end face visible. `end` empty hides the face. */
function hCyl(
  x1: number,
  x2: number,
  cy: number,
  r: number,
  fill: string,
  end: string,
  e = 0.2,
): string {
  const ex = r1(r * e);
  const t = r1(cy - r);
  const b = r1(cy + r);
  let s = `<path d="M${x1} ${t}H${x2}A${ex} ${r} 0 0 1 ${x2} ${b}H${x1}A${ex} ${r} 0 0 1 ${x1} ${t}Z" fill="${fill}" ${OUTLINE}/>`;
  if (end) s += `<ellipse cx="${x2}" cy="${cy}" rx="${ex}" ry="${r}" fill="${end}" ${OUTLINE}/>`;
  return s;
}

/** Vertical cylinder, top face visible. `top` empty hides the face. */
function vCyl(
  cx: number,
  y1: number,
  y2: number,
  r: number,
  fill: string,
  top: string,
  e = 0.2,
): string {
  const ey = r1(r * e);
  const l = r1(cx - r);
  const rr = r1(cx + r);
  let s = `<path d="M${l} ${y1}V${y2}A${r} ${ey} 0 0 0 ${rr} ${y2}V${y1}A${r} ${ey} 0 0 0 ${l} ${y1}Z" fill="${fill}" ${OUTLINE}/>`;
  if (top) s += `<ellipse cx="${cx}" cy="${y1}" rx="${r}" ry="${ey}" fill="${top}" ${OUTLINE}/>`;
  return s;
}

/** Cooling fins across a horizontal cylinder, spaced like a real round body. */
function fins(x1: number, x2: number, cy: number, r: number, c: Paint, count: number): string {
  let s = "";
  for (let i = 0; i < count; i++) {
    const a = -Math.PI / 2 + (Math.PI * (i + 0.5)) / count;
    const y = r1(cy + r * Math.sin(a));
    const w = 2 + 3 * Math.cos(a);
    s += `<rect x="${x1}" y="${r1(y - w / 2 - 1.5)}" width="${x2 - x1}" height="${r1(w)}" fill="${c.hi}" opacity="0.55"/>`;
    s += `<rect x="${x1}" y="${r1(y + w / 2 - 1)}" width="${x2 - x1}" height="${r1(w * 0.9 + 1)}" fill="${c.deep}" opacity="0.55"/>`;
  }
  return s;
}

function bolt(x: number, y: number, r = 7): string {
  return `<circle cx="${x}" cy="${y}" r="${r}" fill="#9aa4ad" stroke="#4a535c" stroke-width="1.5"/><circle cx="${r1(x - r * 0.3)}" cy="${r1(y - r * 0.3)}" r="${r1(r * 0.35)}" fill="#f2f4f6"/>`;
}

/** A little sticker label with a colour bar and grey lines (no text). */
function sticker(x: number, y: number, w: number, h: number, c: Paint): string {
  return (
    `<rect x="${x}" y="${y}" width="${w}" height="${h}" rx="4" fill="#f7f8fa" stroke="#000" stroke-opacity="0.2"/>` +
    `<rect x="${x}" y="${y}" width="${w}" height="${r1(h * 0.28)}" rx="4" fill="${c.deep}"/>` +
    `<rect x="${r1(x + w * 0.12)}" y="${r1(y + h * 0.45)}" width="${r1(w * 0.76)}" height="${r1(h * 0.08)}" fill="#9aa3ab"/>` +
    `<rect x="${r1(x + w * 0.12)}" y="${r1(y + h * 0.62)}" width="${r1(w * 0.56)}" height="${r1(h * 0.08)}" fill="#b8c0c7"/>` +
    `<rect x="${r1(x + w * 0.12)}" y="${r1(y + h * 0.79)}" width="${r1(w * 0.66)}" height="${r1(h * 0.08)}" fill="#b8c0c7"/>`
  );
}

/** Brand word centred on cx; counter-mirrored when the drawing is flipped. */
function brandText(cx: number, y: number, size: number, fill: string, mirror = false): string {
  const flip = mirror ? ` transform="translate(${2 * cx} 0) scale(-1 1)"` : "";
  return `<text x="${cx}" y="${y}" font-family="${FONT}" font-size="${size}" font-weight="bold" letter-spacing="${r1(size * 0.12)}" fill="${fill}" text-anchor="middle"${flip}>SABARMATI</text>`;
}

/* ------------------------------------------------------------------ product drawings */

interface Art {
  defs: string;
  body: string;
  /** Floor contact shadow in local coordinates. */
  shadow: { cx: number; cy: number; rx: number; ry: number };
  /** Point of interest for the close-up view. */
  focus: { x: number; y: number; zoom: number };
  /** Horizontal centre of the visible drawing (for centring in frames). */
  cx: number;
  /** Highest visible y of the drawing (for vertical centring). */
  top: number;
}

type Drawer = (p: string, c: Paint) => Art;

const drawSubmersible: Drawer = (p, c) => {
  const cx = 500;
  let s = "";
  // outlet thread and discharge head
  s += vCyl(cx, 52, 100, 34, `url(#${p}sh)`, "#d9dee3");
  for (let y = 60; y < 98; y += 7) {
    s += `<path d="M${cx - 34} ${y}A34 6 0 0 0 ${cx + 34} ${y}" fill="none" stroke="#56606a" stroke-width="1.6" opacity="0.7"/>`;
  }
  s += `<ellipse cx="${cx}" cy="52" rx="22" ry="4.5" fill="#2a3036"/>`;
  s += vCyl(cx, 100, 160, 68, `url(#${p}sh)`, "#e3e7eb", 0.18);
  s += `<rect x="${cx - 68}" y="138" width="136" height="8" fill="#56606a" opacity="0.35"/>`;
  // pump stages
  s += vCyl(cx, 160, 480, 62, `url(#${p}sh)`, "", 0.18);
  const ring = 300 / (c.stages + 0.6);
  for (let y = 172 + ring; y < 476; y += ring) {
    const yy = r1(y);
    s += `<path d="M${cx - 62} ${yy}A62 11 0 0 0 ${cx + 62} ${yy}" fill="none" stroke="#4d5760" stroke-width="2.4" opacity="0.75"/>`;
    s += `<path d="M${cx - 62} ${r1(yy + 3)}A62 11 0 0 0 ${cx + 62} ${r1(yy + 3)}" fill="none" stroke="#ffffff" stroke-width="1.6" opacity="0.7"/>`;
  }
  // suction strainer
  s += vCyl(cx, 480, 560, 64, `url(#${p}sh)`, "", 0.18);
  for (let a = -70; a <= 70; a += 14) {
    const rad = (a * Math.PI) / 180;
    const x = cx + 64 * Math.sin(rad);
    const w = 7 * Math.cos(rad) + 1;
    s += `<rect x="${r1(x - w / 2)}" y="492" width="${r1(w)}" height="54" rx="${r1(w / 2)}" fill="#1e252b"/>`;
  }
  // cable guard
  s += `<rect x="${cx + 36}" y="156" width="20" height="332" rx="3" fill="url(#${p}sh)" ${OUTLINE}/>`;
  for (let y = 190; y < 480; y += 70)
    s += `<circle cx="${cx + 46}" cy="${y}" r="3.5" fill="#4a535c"/>`;
  // motor
  s += vCyl(cx, 560, 905, 67, `url(#${p}bh)`, "", 0.18);
  s += vCyl(cx, 560, 582, 69, `url(#${p}sh)`, "", 0.18);
  s += vCyl(cx, 880, 905, 69, `url(#${p}sh)`, "", 0.18);
  s += sticker(cx - 40, 660, 62, 120, c);
  s += `<rect x="${cx - 56}" y="600" width="9" height="270" rx="4" fill="#ffffff" opacity="0.25"/>`;
  s += vCyl(cx, 905, 932, 58, `url(#${p}sh)`, "", 0.18);
  // cable
  const cable = `M${cx + 58} 598C${cx + 86} 580 ${cx + 84} 540 ${cx + 84} 500L${cx + 84} 170C${cx + 84} 104 ${cx + 130} 62 ${cx + 200} 46C${cx + 260} 32 ${cx + 300} 44 ${cx + 320} 20`;
  s += `<path d="${cable}" fill="none" stroke="#15181c" stroke-width="17" stroke-linecap="round"/>`;
  s += `<path d="${cable}" fill="none" stroke="#5a636c" stroke-width="4" stroke-linecap="round" transform="translate(-4 0)" opacity="0.8"/>`;
  s += `<rect x="${cx + 52}" y="588" width="26" height="22" rx="5" fill="#2a3036"/>`;
  const body = `<g transform="rotate(28 500 500)">${s}</g>`;
  return {
    defs: "",
    body,
    shadow: { cx: 470, cy: 905, rx: 300, ry: 32 },
    focus: { x: 560, y: 380, zoom: 2 },
    cx: 530,
    top: 60,
  };
};

const drawOpenwell: Drawer = (p, c) => {
  const cy = 560;
  let s = "";
  // base frame
  s += `<rect x="230" y="688" width="500" height="22" rx="4" fill="url(#${p}kv)" ${OUTLINE}/>`;
  s += `<path d="M270 640L330 640L345 690L255 690Z" fill="${c.lo}" ${OUTLINE}/>`;
  s += `<path d="M600 640L660 640L675 690L585 690Z" fill="${c.lo}" ${OUTLINE}/>`;
  // cable
  const cable = "M190 540C130 520 96 560 112 630C128 700 80 760 36 742";
  s += `<path d="${cable}" fill="none" stroke="#15181c" stroke-width="16" stroke-linecap="round"/>`;
  s += `<path d="${cable}" fill="none" stroke="#5a636c" stroke-width="4" stroke-linecap="round" opacity="0.7" transform="translate(0 -4)"/>`;
  // motor body with domed end
  s += `<ellipse cx="205" cy="${cy}" rx="52" ry="112" fill="url(#${p}bv)" ${OUTLINE}/>`;
  s += hCyl(205, 640, cy, 122, `url(#${p}bv)`, "", 0.22);
  s += `<rect x="232" y="${cy - 122}" width="16" height="244" fill="url(#${p}sv)" opacity="0.95"/>`;
  s += `<rect x="596" y="${cy - 122}" width="16" height="244" fill="url(#${p}sv)" opacity="0.95"/>`;
  s += sticker(405, 525, 140, 82, c);
  s += `<rect x="260" y="${cy - 92}" width="320" height="10" rx="5" fill="#ffffff" opacity="0.3"/>`;
  // carry handle
  s += `<path d="M318 440V398Q318 382 334 382H506Q522 382 522 398V440" fill="none" stroke="url(#${p}sv)" stroke-width="14" stroke-linecap="round"/>`;
  s += `<path d="M318 440V398Q318 382 334 382H506Q522 382 522 398V440" fill="none" stroke="#3a434c" stroke-width="2" opacity="0.5"/>`;
  // discharge pipe (behind pump casing)
  s += vCyl(705, 330, 460, 36, `url(#${p}sh)`, "");
  s += vCyl(705, 312, 336, 56, `url(#${p}sh)`, "#dfe4e8");
  s += `<ellipse cx="705" cy="312" rx="28" ry="5.5" fill="#20262c"/>`;
  for (const a of [0.5, 1.6, 2.6, 3.7, 4.7, 5.8]) {
    s += `<circle cx="${r1(705 + 44 * Math.cos(a))}" cy="${r1(312 + 8.6 * Math.sin(a))}" r="3" fill="#4a535c"/>`;
  }
  // pump casing with suction strainer at the end
  s += hCyl(640, 770, cy, 112, `url(#${p}av)`, mix(c.alt, "#ffffff", 0.15), 0.24);
  s += `<rect x="650" y="${cy - 112}" width="12" height="224" fill="#000" opacity="0.15"/>`;
  for (let row = -3; row <= 3; row++) {
    for (let col = -1; col <= 1; col++) {
      const y = cy + row * 26;
      const x = 770 + col * 7.5;
      if (Math.abs(row) === 3 && col !== 0) continue;
      s += `<ellipse cx="${x}" cy="${y}" rx="2.6" ry="7" fill="#1b2126"/>`;
    }
  }
  return {
    defs: "",
    body: s,
    shadow: { cx: 480, cy: 708, rx: 390, ry: 32 },
    focus: { x: 690, y: 470, zoom: 2.1 },
    cx: 450,
    top: 305,
  };
};

const drawMonoblock: Drawer = (p, c) => {
  const cy = 520;
  let s = "";
  // feet
  s += `<path d="M300 640L520 640L545 700L275 700Z" fill="${c.lo}" ${OUTLINE}/>`;
  s += `<rect x="262" y="694" width="296" height="16" rx="3" fill="${c.deep}"/>`;
  s += `<path d="M655 660L760 660L775 700L640 700Z" fill="${mix(c.alt, "#000000", 0.2)}" ${OUTLINE}/>`;
  s += `<rect x="628" y="694" width="160" height="16" rx="3" fill="${mix(c.alt, "#000000", 0.45)}"/>`;
  // fan cowl, body, end shield
  s += hCyl(112, 222, cy, 128, `url(#${p}bv)`, "", 0.22);
  for (const dy of [-90, -45, 0, 45, 90]) {
    s += `<rect x="118" y="${cy + dy - 2}" width="100" height="4" fill="${c.deep}" opacity="0.35"/>`;
  }
  s += hCyl(222, 545, cy, 146, `url(#${p}bv)`, "", 0.22);
  s += fins(230, 538, cy, 146, c, 12);
  s += `<rect x="222" y="${cy - 146}" width="14" height="292" fill="${c.deep}" opacity="0.35"/>`;
  s += hCyl(545, 590, cy, 134, `url(#${p}bv)`, c.lo, 0.22);
  // terminal box
  s += `<rect x="318" y="${cy - 196}" width="120" height="56" rx="6" fill="url(#${p}bf)" ${OUTLINE}/>`;
  s += `<rect x="310" y="${cy - 206}" width="136" height="16" rx="5" fill="${c.lo}" ${OUTLINE}/>`;
  s += hCyl(438, 466, cy - 168, 12, `url(#${p}kv)`, "#3a4047");
  s += sticker(392, 548, 104, 64, c);
  // lantern bracket
  s += hCyl(590, 636, cy, 92, `url(#${p}av)`, "", 0.22);
  // delivery branch (behind volute)
  s += vCyl(700, 262, 400, 44, `url(#${p}ah)`, "");
  s += vCyl(700, 240, 266, 66, `url(#${p}ah)`, mix(c.alt, "#ffffff", 0.3));
  s += `<ellipse cx="700" cy="240" rx="32" ry="6.5" fill="#1b2025"/>`;
  for (const a of [0.3, 1.4, 2.6, 3.6, 4.8, 5.9]) {
    s += `<circle cx="${r1(700 + 50 * Math.cos(a))}" cy="${r1(240 + 10 * Math.sin(a))}" r="3.4" fill="#2f363c"/>`;
  }
  // volute
  s += hCyl(636, 760, cy, 166, `url(#${p}av)`, mix(c.alt, "#ffffff", 0.12), 0.3);
  s += `<path d="M760 ${cy - 120}A36 120 0 0 1 760 ${cy + 120}" fill="none" stroke="#000" stroke-opacity="0.25" stroke-width="5"/>`;
  s += `<path d="M748 ${cy - 150}A45 150 0 0 1 770 ${cy + 80}" fill="none" stroke="#ffffff" stroke-opacity="0.35" stroke-width="4"/>`;
  // suction inlet and flange
  s += hCyl(768, 830, cy, 54, `url(#${p}av)`, "", 0.3);
  s += hCyl(830, 852, cy, 80, `url(#${p}av)`, mix(c.alt, "#ffffff", 0.25), 0.3);
  s += `<ellipse cx="852" cy="${cy}" rx="13" ry="44" fill="#1b2025"/>`;
  for (const a of [0.4, 1.5, 2.6, 3.7, 4.8, 5.9]) {
    s += `<circle cx="${r1(852 + 19 * Math.cos(a))}" cy="${r1(cy + 63 * Math.sin(a))}" r="3.6" fill="#2f363c"/>`;
  }
  // drain plug
  s += `<rect x="690" y="${cy + 150}" width="22" height="16" rx="3" fill="url(#${p}brh)"/>`;
  return {
    defs: "",
    body: s,
    shadow: { cx: 500, cy: 708, rx: 410, ry: 32 },
    focus: { x: 740, y: 430, zoom: 2 },
    cx: 482,
    top: 236,
  };
};

const drawMotor: Drawer = (p, c) => {
  const cy = 470;
  let s = "";
  // feet and base pads
  for (const [x1, x2] of [
    [340, 450],
    [580, 690],
  ] as const) {
    s += `<path d="M${x1} 600L${x2} 600L${x2 + 18} 682L${x1 - 18} 682Z" fill="${c.lo}" ${OUTLINE}/>`;
    s += `<rect x="${x1 - 34}" y="678" width="${x2 - x1 + 68}" height="20" rx="3" fill="${c.deep}" ${OUTLINE}/>`;
    s += `<ellipse cx="${x1 - 12}" cy="688" rx="10" ry="4" fill="#0d1013"/><ellipse cx="${x2 + 12}" cy="688" rx="10" ry="4" fill="#0d1013"/>`;
  }
  // fan cowl
  s += hCyl(150, 300, cy, 150, `url(#${p}bv)`, "", 0.24);
  for (const dy of [-110, -60, 0, 60, 110]) {
    s += `<rect x="156" y="${cy + dy - 2}" width="140" height="4" fill="${c.deep}" opacity="0.3"/>`;
  }
  s += `<rect x="150" y="${cy - 150}" width="150" height="300" fill="#000" opacity="0.08"/>`;
  // ribbed body
  s += hCyl(300, 705, cy, 172, `url(#${p}bv)`, "", 0.24);
  s += fins(306, 699, cy, 172, c, 14);
  s += `<rect x="300" y="${cy - 172}" width="16" height="344" fill="${c.deep}" opacity="0.35"/>`;
  // end shield, bearing cap, shaft
  s += hCyl(705, 748, cy, 160, `url(#${p}bv)`, c.lo, 0.24);
  for (let i = 0; i < 6; i++) {
    const a = (i / 6) * Math.PI * 2 + 0.5;
    s += bolt(r1(748 + 38.4 * 0.78 * Math.cos(a)), r1(cy + 160 * 0.78 * Math.sin(a)), 5);
  }
  s += hCyl(748, 778, cy, 72, `url(#${p}bv)`, mix(c.lo, "#000000", 0.15), 0.24);
  s += hCyl(778, 905, cy, 30, `url(#${p}sv)`, "#d3d9de", 0.24);
  s += `<rect x="800" y="${cy - 27}" width="84" height="11" rx="5" fill="#39424a"/>`;
  // terminal box with gland
  s += `<rect x="430" y="262" width="142" height="50" rx="6" fill="url(#${p}bf)" ${OUTLINE}/>`;
  s += `<rect x="421" y="250" width="160" height="18" rx="5" fill="${c.lo}" ${OUTLINE}/>`;
  s += bolt(434, 259, 4) + bolt(568, 259, 4);
  s += hCyl(572, 606, 290, 14, `url(#${p}kv)`, "#3a4047");
  // lifting eye
  s += `<rect x="634" y="280" width="12" height="22" fill="url(#${p}sh)"/>`;
  s += `<circle cx="640" cy="264" r="17" fill="none" stroke="url(#${p}sv)" stroke-width="9"/>`;
  // nameplate
  s += `<rect x="560" y="428" width="118" height="76" rx="4" fill="url(#${p}sf)" ${OUTLINE}/>`;
  s += `<rect x="568" y="436" width="102" height="12" fill="${c.deep}"/>`;
  for (let i = 0; i < 4; i++) {
    s += `<rect x="570" y="${456 + i * 11}" width="${i % 2 ? 64 : 92}" height="4" fill="#5d6770"/>`;
  }
  return {
    defs: "",
    body: s,
    shadow: { cx: 520, cy: 694, rx: 410, ry: 32 },
    focus: { x: 700, y: 430, zoom: 2 },
    cx: 527,
    top: 245,
  };
};

const drawAgricultural: Drawer = (p, c) => {
  let s = "";
  const castPump = mix(c.alt, "#2c3e50", 0.3);
  // skid
  s += `<rect x="110" y="716" width="780" height="30" rx="3" fill="url(#${p}kv)" ${OUTLINE}/>`;
  s += `<rect x="110" y="716" width="780" height="6" fill="#6d767f"/>`;
  // exhaust + silencer
  s += `<path d="M300 330H196V150" fill="none" stroke="url(#${p}kh)" stroke-width="16"/>`;
  s += vCyl(196, 112, 210, 24, `url(#${p}kh)`, "#3d444b");
  s += `<ellipse cx="196" cy="112" rx="8" ry="3" fill="#000"/>`;
  // engine crankcase, cylinder, head
  s += `<path d="M290 470H540Q556 470 556 486V716H274V486Q274 470 290 470Z" fill="url(#${p}bh)" ${OUTLINE}/>`;
  s += `<rect x="274" y="660" width="282" height="56" fill="#000" opacity="0.18"/>`;
  s += `<rect x="300" y="340" width="210" height="132" fill="url(#${p}bh)" ${OUTLINE}/>`;
  for (let y = 352; y < 468; y += 14) {
    s += `<rect x="292" y="${y}" width="226" height="6" rx="3" fill="${c.lo}" ${OUTLINE}/>`;
  }
  s += `<rect x="286" y="302" width="238" height="42" rx="6" fill="url(#${p}bf)" ${OUTLINE}/>`;
  s += `<rect x="318" y="276" width="174" height="30" rx="10" fill="${c.lo}" ${OUTLINE}/>`;
  // tank on brackets
  s += `<rect x="300" y="240" width="12" height="60" fill="url(#${p}kh)"/><rect x="500" y="240" width="12" height="60" fill="url(#${p}kh)"/>`;
  s += `<rect x="240" y="178" width="330" height="72" rx="28" fill="url(#${p}bv)" ${OUTLINE}/>`;
  s += `<rect x="262" y="190" width="286" height="10" rx="5" fill="#ffffff" opacity="0.35"/>`;
  s += vCyl(300, 160, 180, 16, `url(#${p}sh)`, "#e1e5e9");
  s += `<path d="M540 250Q560 300 530 330" fill="none" stroke="#1a1d21" stroke-width="5"/>`;
  // air cleaner
  s += vCyl(584, 300, 420, 40, `url(#${p}sh)`, "#dde2e6");
  s += `<path d="M544 380H520" stroke="url(#${p}kv)" stroke-width="20"/>`;
  // coupling shaft and guard
  s += hCyl(556, 620, 600, 22, `url(#${p}sv)`, "");
  s += `<path d="M560 560H614V640H560Z" fill="${c.lo}" opacity="0.9" ${OUTLINE}/>`;
  for (let x = 568; x < 612; x += 12) {
    for (let y = 570; y < 636; y += 14) s += `<circle cx="${x}" cy="${y}" r="3.2" fill="#111"/>`;
  }
  // pump: bearing bracket, volute (face-on), suction and delivery
  s += `<rect x="614" y="570" width="50" height="60" fill="url(#${p}av)" ${OUTLINE}/>`;
  s += `<path d="M660 716L690 660H790L820 716Z" fill="${mix(castPump, "#000000", 0.25)}" ${OUTLINE}/>`;
  s += vCyl(690, 392, 520, 40, `url(#${p}ah)`, "");
  s += vCyl(690, 372, 396, 62, `url(#${p}ah)`, mix(c.alt, "#ffffff", 0.3));
  s += `<ellipse cx="690" cy="372" rx="30" ry="6" fill="#15191d"/>`;
  s += `<circle cx="740" cy="600" r="112" fill="url(#${p}av)" ${OUTLINE}/>`;
  s += `<path d="M740 488A112 112 0 0 1 852 600" fill="none" stroke="#ffffff" stroke-opacity="0.3" stroke-width="6"/>`;
  s += `<circle cx="740" cy="600" r="78" fill="none" stroke="#000" stroke-opacity="0.2" stroke-width="4"/>`;
  for (let i = 0; i < 8; i++) {
    const a = (i / 8) * Math.PI * 2;
    s += bolt(r1(740 + 96 * Math.cos(a)), r1(600 + 96 * Math.sin(a)), 5);
  }
  s += `<circle cx="740" cy="600" r="48" fill="url(#${p}av)" stroke="#000" stroke-opacity="0.3" stroke-width="3"/>`;
  s += `<circle cx="740" cy="600" r="30" fill="#15191d"/>`;
  // flywheel with spokes (front)
  s += `<circle cx="250" cy="560" r="158" fill="none" stroke="url(#${p}kv)" stroke-width="40"/>`;
  s += `<circle cx="250" cy="560" r="178" fill="none" stroke="#000" stroke-opacity="0.35" stroke-width="2"/>`;
  s += `<circle cx="250" cy="560" r="138" fill="none" stroke="#000" stroke-opacity="0.35" stroke-width="2"/>`;
  s += `<circle cx="250" cy="560" r="170" fill="none" stroke="#ffffff" stroke-opacity="0.18" stroke-width="5"/>`;
  for (let i = 0; i < 6; i++) {
    const a = (i / 6) * Math.PI * 2 + 0.3;
    const x2 = r1(250 + 142 * Math.cos(a));
    const y2 = r1(560 + 142 * Math.sin(a));
    const mx = r1(250 + 75 * Math.cos(a + 0.25));
    const my = r1(560 + 75 * Math.sin(a + 0.25));
    s += `<path d="M250 560Q${mx} ${my} ${x2} ${y2}" fill="none" stroke="#22272c" stroke-width="22" stroke-linecap="round"/>`;
    s += `<path d="M250 560Q${mx} ${my} ${x2} ${y2}" fill="none" stroke="#5f6870" stroke-width="5" stroke-linecap="round" opacity="0.6"/>`;
  }
  s += `<circle cx="250" cy="560" r="44" fill="url(#${p}kv)" ${OUTLINE}/>`;
  s += `<circle cx="250" cy="560" r="18" fill="url(#${p}sv)"/>`;
  s += sticker(420, 520, 110, 70, c);
  return {
    defs: "",
    body: s,
    shadow: { cx: 500, cy: 742, rx: 430, ry: 34 },
    focus: { x: 420, y: 330, zoom: 1.9 },
    cx: 485,
    top: 112,
  };
};

const drawDrill: Drawer = (p, c) => {
  const cy = 380;
  let s = "";
  // cord
  const cord = "M640 840C650 900 740 900 800 880C870 856 900 900 960 940";
  s += `<path d="${cord}" fill="none" stroke="#15181c" stroke-width="13" stroke-linecap="round"/>`;
  s += `<path d="M610 800L668 800L652 868L628 868Z" fill="url(#${p}kh)" ${OUTLINE}/>`;
  // bit
  s += `<rect x="60" y="${cy - 9}" width="150" height="18" rx="4" fill="url(#${p}sv)" ${OUTLINE}/>`;
  for (let x = 72; x < 200; x += 16) {
    s += `<path d="M${x} ${cy + 9}L${x + 10} ${cy - 9}" stroke="#4a535c" stroke-width="3"/>`;
  }
  s += `<path d="M60 ${cy - 9}L40 ${cy}L60 ${cy + 9}Z" fill="#9aa4ad"/>`;
  // chuck
  s += `<path d="M200 ${cy - 30}L280 ${cy - 46}V${cy + 46}L200 ${cy + 30}Z" fill="url(#${p}sv)" ${OUTLINE}/>`;
  s += `<rect x="276" y="${cy - 56}" width="44" height="112" rx="6" fill="url(#${p}sv)" ${OUTLINE}/>`;
  for (let y = cy - 50; y < cy + 52; y += 8) {
    s += `<rect x="282" y="${y}" width="32" height="3" fill="#5d6770" opacity="0.7"/>`;
  }
  s += `<circle cx="246" cy="${cy + 2}" r="6" fill="#3d454d"/>`;
  // gear housing collar
  s += `<path d="M318 ${cy - 66}H372V${cy + 66}H318Q306 ${cy} 318 ${cy - 66}Z" fill="url(#${p}kv)" ${OUTLINE}/>`;
  // handle (behind body)
  s += `<path d="M500 440C488 560 486 690 512 800H700C680 690 690 560 732 440Z" fill="url(#${p}bh)" ${OUTLINE}/>`;
  s += `<path d="M640 450C612 560 612 690 630 800H700C680 690 690 560 732 440Z" fill="url(#${p}kh)" opacity="0.95"/>`;
  for (let y = 520; y < 780; y += 26) {
    s += `<path d="M${646 - (y - 520) * 0.05} ${y}h${48 - (y - 520) * 0.02}" stroke="#000" stroke-opacity="0.35" stroke-width="3"/>`;
  }
  // foot
  s += `<rect x="488" y="786" width="232" height="34" rx="14" fill="url(#${p}kv)" ${OUTLINE}/>`;
  // trigger
  s += `<path d="M494 470C472 500 470 560 490 596C500 600 512 596 510 584C500 556 502 512 520 486Z" fill="url(#${p}kv)" ${OUTLINE}/>`;
  s += `<circle cx="536" cy="520" r="9" fill="#2a2f35"/>`;
  // body
  s += `<path d="M360 ${cy - 92}H720Q800 ${cy - 92} 800 ${cy}Q800 ${cy + 92} 720 ${cy + 92}H360Z" fill="url(#${p}bv)" ${OUTLINE}/>`;
  s += `<path d="M560 ${cy - 92}H720Q800 ${cy - 92} 800 ${cy}L760 ${cy}Q760 ${cy - 60} 700 ${cy - 64}H560Z" fill="url(#${p}kv)" opacity="0.92"/>`;
  for (let i = 0; i < 6; i++) {
    const x = 640 + i * 22;
    s += `<rect x="${x}" y="${cy - 6}" width="9" height="64" rx="4.5" fill="#14181c" transform="rotate(-8 ${x} ${cy})"/>`;
  }
  s += `<rect x="376" y="${cy - 70}" width="300" height="12" rx="6" fill="#ffffff" opacity="0.28"/>`;
  s += brandText(502, cy + 48, 30, "#ffffff", c.mirror);
  // direction switch
  s += `<rect x="520" y="${cy + 80}" width="50" height="18" rx="6" fill="#22272c"/>`;
  return {
    defs: "",
    body: s,
    shadow: { cx: 560, cy: 840, rx: 320, ry: 28 },
    focus: { x: 300, y: 400, zoom: 2 },
    cx: 440,
    top: 288,
  };
};

const drawGrinder: Drawer = (p, c) => {
  const cy = 420;
  let s = "";
  // cord
  const cord = "M930 430C980 440 990 520 950 580C920 620 940 680 990 700";
  s += `<path d="${cord}" fill="none" stroke="#15181c" stroke-width="13" stroke-linecap="round"/>`;
  s += `<path d="M860 ${cy - 26}L936 ${cy - 12}V${cy + 12}L860 ${cy + 26}Z" fill="url(#${p}kv)" ${OUTLINE}/>`;
  // guard (rear half, behind the disc)
  s += `<path d="M60 560A190 52 0 0 1 440 560L440 540A190 52 0 0 0 60 540Z" fill="url(#${p}sv)" ${OUTLINE}/>`;
  s += `<path d="M70 548A180 46 0 0 1 430 548" fill="url(#${p}sv)" ${OUTLINE}/>`;
  // spindle
  s += `<rect x="238" y="480" width="24" height="70" fill="url(#${p}sh)"/>`;
  // disc
  s += `<ellipse cx="250" cy="566" rx="178" ry="42" fill="#3a3f45" ${OUTLINE}/>`;
  s += `<ellipse cx="250" cy="560" rx="178" ry="42" fill="#565c63" ${OUTLINE}/>`;
  s += `<ellipse cx="250" cy="560" rx="160" ry="36" fill="none" stroke="#6f767d" stroke-width="2"/>`;
  s += `<ellipse cx="250" cy="560" rx="84" ry="19" fill="${c.base}"/>`;
  s += `<ellipse cx="250" cy="560" rx="62" ry="14" fill="#f3f4f6"/>`;
  s += `<ellipse cx="250" cy="560" rx="30" ry="7" fill="url(#${p}sv)" stroke="#3d454d"/>`;
  // front guard lip
  s += `<path d="M70 552A180 46 0 0 0 250 598" fill="none" stroke="url(#${p}sv)" stroke-width="9"/>`;
  // body
  s += `<path d="M330 ${cy - 72}L800 ${cy - 62}Q870 ${cy - 60} 870 ${cy}Q870 ${cy + 60} 800 ${cy + 62}L330 ${cy + 72}Z" fill="url(#${p}bv)" ${OUTLINE}/>`;
  s += `<path d="M700 ${cy - 64}L800 ${cy - 62}Q870 ${cy - 60} 870 ${cy}Q870 ${cy + 60} 800 ${cy + 62}L700 ${cy + 64}Z" fill="url(#${p}kv)"/>`;
  for (let x = 712; x < 820; x += 18) {
    s += `<rect x="${x}" y="${cy - 40}" width="6" height="80" rx="3" fill="#000" opacity="0.45"/>`;
  }
  for (let i = 0; i < 5; i++) {
    s += `<rect x="${360 + i * 18}" y="${cy - 28}" width="8" height="56" rx="4" fill="#14181c"/>`;
  }
  s += `<rect x="450" y="${cy - 80}" width="140" height="20" rx="8" fill="url(#${p}kv)" ${OUTLINE}/>`;
  s += `<rect x="496" y="${cy - 90}" width="40" height="16" rx="5" fill="#262b31"/>`;
  s += `<rect x="460" y="${cy - 52}" width="220" height="10" rx="5" fill="#ffffff" opacity="0.3"/>`;
  s += brandText(573, cy + 22, 28, "#ffffff", c.mirror);
  // gear head
  s += `<path d="M176 ${cy - 64}H330V${cy + 70}H230Q176 ${cy + 70} 176 ${cy + 20}Z" fill="url(#${p}sv)" ${OUTLINE}/>`;
  s += `<rect x="230" y="${cy - 84}" width="30" height="22" rx="4" fill="url(#${p}kh)"/>`;
  s += `<rect x="180" y="${cy + 20}" width="150" height="8" fill="#000" opacity="0.15"/>`;
  // side handle
  s += `<g transform="rotate(-28 200 ${cy - 40})"><rect x="184" y="${cy - 250}" width="44" height="200" rx="20" fill="url(#${p}kh)" ${OUTLINE}/>`;
  for (let y = cy - 230; y < cy - 70; y += 22) {
    s += `<rect x="186" y="${y}" width="40" height="4" fill="#000" opacity="0.4"/>`;
  }
  s += `<rect x="194" y="${cy - 60}" width="24" height="24" fill="url(#${p}sh)"/></g>`;
  return {
    defs: "",
    body: s,
    shadow: { cx: 520, cy: 640, rx: 440, ry: 30 },
    focus: { x: 260, y: 480, zoom: 1.9 },
    cx: 500,
    top: 170,
  };
};

/** Saw blade polygon with teeth. */
function bladePath(cx: number, cy: number, r: number, teeth: number): string {
  let d = "";
  for (let i = 0; i < teeth; i++) {
    const a = (i / teeth) * Math.PI * 2;
    const b = ((i + 0.72) / teeth) * Math.PI * 2;
    const x1 = r1(cx + r * Math.cos(a));
    const y1 = r1(cy + r * Math.sin(a));
    const x2 = r1(cx + (r + 16) * Math.cos(b));
    const y2 = r1(cy + (r + 16) * Math.sin(b));
    d += `${i === 0 ? "M" : "L"}${x1} ${y1}L${x2} ${y2}`;
  }
  return `${d}Z`;
}

const drawSaw: Drawer = (p, c) => {
  const bx = 470;
  const by = 580;
  let s = "";
  // cord
  s += `<path d="M780 300C860 300 900 360 900 440C900 520 950 560 990 560" fill="none" stroke="#15181c" stroke-width="13" stroke-linecap="round"/>`;
  // motor housing (behind guard)
  s += `<path d="M540 300H740Q790 300 790 360V470Q790 520 740 520H540Z" fill="url(#${p}bv)" ${OUTLINE}/>`;
  for (let i = 0; i < 5; i++) {
    s += `<rect x="${700 + i * 14}" y="340" width="7" height="80" rx="3.5" fill="#111" opacity="0.75"/>`;
  }
  // blade
  s += `<path d="${bladePath(bx, by, 232, 44)}" fill="#9ea8b1" ${OUTLINE}/>`;
  s += `<circle cx="${bx}" cy="${by}" r="226" fill="url(#${p}sv)"/>`;
  s += `<circle cx="${bx}" cy="${by}" r="170" fill="none" stroke="#7d8893" stroke-width="2" opacity="0.6"/>`;
  // base shoe
  s += `<path d="M140 616H830V646H170Q140 646 140 630Z" fill="url(#${p}sv)" ${OUTLINE}/>`;
  s += `<rect x="150" y="640" width="680" height="6" fill="#000" opacity="0.2"/>`;
  // lower guard (translucent)
  s += `<path d="M${bx - 240} 650A240 240 0 0 0 ${bx + 200} 760" fill="none" stroke="#d2d8de" stroke-width="14" opacity="0.55"/>`;
  // upper guard
  s += `<path d="M${bx - 258} 616A258 258 0 0 1 ${bx + 258} 616Z" fill="url(#${p}sv)" ${OUTLINE}/>`;
  s += `<path d="M${bx - 236} 600A236 236 0 0 1 ${bx + 236} 600" fill="none" stroke="#ffffff" stroke-opacity="0.45" stroke-width="6"/>`;
  s += `<path d="M${bx - 180} 540A190 190 0 0 1 ${bx + 60} 408" fill="none" stroke="${c.base}" stroke-width="22" stroke-linecap="round"/>`;
  // arbour bolt
  s += `<circle cx="${bx}" cy="${by - 10}" r="44" fill="url(#${p}sf)" ${OUTLINE}/>`;
  s += `<path d="M${bx - 18} ${by - 10}l9 -16h18l9 16l-9 16h-18Z" fill="#5d6770"/>`;
  // dust port
  s += hCyl(700, 800, 580, 26, `url(#${p}kv)`, "#2b3036");
  // D-handle
  s += `<path fill-rule="evenodd" d="M420 390C440 300 470 190 560 176H700Q760 176 770 240L780 330H700L690 258Q684 236 660 236H580Q530 240 510 330L496 400Z" fill="url(#${p}bv)" ${OUTLINE}/>`;
  s += `<path d="M560 176H700Q760 176 770 240L760 246Q740 206 700 206H580Q548 206 530 240L520 238Q540 190 560 176Z" fill="url(#${p}kv)"/>`;
  s += `<path d="M600 236C606 262 622 280 640 286L656 276C644 262 640 250 640 236Z" fill="#1f2328"/>`;
  // front knob
  s += `<ellipse cx="300" cy="380" rx="44" ry="34" fill="url(#${p}kv)" ${OUTLINE}/>`;
  s += `<rect x="290" y="404" width="20" height="36" fill="#22272c"/>`;
  s += brandText(bx + 10, by - 80, 30, c.deep, c.mirror);
  return {
    defs: "",
    body: s,
    shadow: { cx: 480, cy: 822, rx: 420, ry: 28 },
    focus: { x: 470, y: 600, zoom: 1.8 },
    cx: 485,
    top: 176,
  };
};

const drawBlower: Drawer = (p, c) => {
  const cy = 420;
  let s = "";
  const cord = "M700 830C720 890 800 890 860 870C920 850 950 900 990 930";
  s += `<path d="${cord}" fill="none" stroke="#15181c" stroke-width="13" stroke-linecap="round"/>`;
  // nozzle
  s += `<path d="M80 ${cy - 28}L430 ${cy - 54}V${cy + 54}L80 ${cy + 28}Z" fill="url(#${p}kv)" ${OUTLINE}/>`;
  s += `<path d="M80 ${cy - 28}L430 ${cy - 54}V${cy - 36}L80 ${cy - 16}Z" fill="#ffffff" opacity="0.12"/>`;
  s += `<ellipse cx="80" cy="${cy}" rx="9" ry="28" fill="#0e1013"/>`;
  s += `<rect x="400" y="${cy - 62}" width="44" height="124" rx="8" fill="${c.lo}" ${OUTLINE}/>`;
  // handle
  s += `<path d="M600 540C590 640 600 740 622 820H760C744 740 744 640 770 540Z" fill="url(#${p}kh)" ${OUTLINE}/>`;
  s += `<path d="M598 560C576 600 574 660 594 700C606 706 614 700 612 690C602 660 606 614 620 590Z" fill="#2a2f35"/>`;
  s += `<rect x="590" y="808" width="190" height="30" rx="12" fill="${c.lo}" ${OUTLINE}/>`;
  // housing
  s += `<path d="M440 ${cy - 150}H740Q850 ${cy - 150} 850 ${cy}Q850 ${cy + 150} 740 ${cy + 150}H440Q420 ${cy} 440 ${cy - 150}Z" fill="url(#${p}bv)" ${OUTLINE}/>`;
  s += `<circle cx="620" cy="${cy}" r="118" fill="${c.lo}" ${OUTLINE}/>`;
  for (let r = 100; r > 20; r -= 20) {
    s += `<circle cx="620" cy="${cy}" r="${r}" fill="none" stroke="#111" stroke-width="9" opacity="0.8"/>`;
  }
  for (let i = 0; i < 6; i++) {
    const a = (i / 6) * Math.PI * 2;
    s += `<line x1="620" y1="${cy}" x2="${r1(620 + 108 * Math.cos(a))}" y2="${r1(cy + 108 * Math.sin(a))}" stroke="${c.lo}" stroke-width="8"/>`;
  }
  s += `<circle cx="620" cy="${cy}" r="22" fill="${c.base}"/>`;
  s += `<path d="M440 ${cy - 150}H740Q850 ${cy - 150} 850 ${cy}L820 ${cy}Q820 ${cy - 120} 740 ${cy - 122}H444Z" fill="#ffffff" opacity="0.18"/>`;
  // speed dial
  s += `<ellipse cx="790" cy="${cy - 150}" rx="26" ry="9" fill="#22272c"/>`;
  s += brandText(556, cy + 130, 26, "#ffffff", c.mirror);
  return {
    defs: "",
    body: s,
    shadow: { cx: 520, cy: 850, rx: 400, ry: 28 },
    focus: { x: 620, y: 430, zoom: 1.9 },
    cx: 465,
    top: 262,
  };
};

function meter(x: number, y: number, size: number, p: string, value: number): string {
  const cx = x + size / 2;
  const cy = y + size * 0.72;
  const r = size * 0.52;
  let s = `<rect x="${x - 8}" y="${y - 8}" width="${size + 16}" height="${size + 16}" rx="6" fill="url(#${p}kf)"/>`;
  s += `<rect x="${x}" y="${y}" width="${size}" height="${size}" rx="3" fill="#fbfbf7"/>`;
  s += `<path d="M${r1(cx - r * Math.cos(0.7))} ${r1(cy - r * Math.sin(0.7))}A${r} ${r} 0 0 1 ${r1(cx + r * Math.cos(0.7))} ${r1(cy - r * Math.sin(0.7))}" fill="none" stroke="#222" stroke-width="2"/>`;
  for (let i = 0; i <= 10; i++) {
    const a = 0.7 + ((Math.PI - 1.4) * i) / 10;
    const len = i % 5 === 0 ? 14 : 8;
    s += `<line x1="${r1(cx - r * Math.cos(a))}" y1="${r1(cy - r * Math.sin(a))}" x2="${r1(cx - (r - len) * Math.cos(a))}" y2="${r1(cy - (r - len) * Math.sin(a))}" stroke="#222" stroke-width="2"/>`;
  }
  s += `<path d="M${r1(cx + r * 0.62 * Math.cos(0.9))} ${r1(cy - r * 0.62 * Math.sin(0.9))}A${r1(r * 0.62)} ${r1(r * 0.62)} 0 0 1 ${r1(cx + r * 0.62 * Math.cos(0.7))} ${r1(cy - r * 0.62 * Math.sin(0.7))}" fill="none" stroke="#d23b2f" stroke-width="5"/>`;
  const a = 0.7 + (Math.PI - 1.4) * value;
  s += `<line x1="${cx}" y1="${cy}" x2="${r1(cx - r * 0.95 * Math.cos(a))}" y2="${r1(cy - r * 0.95 * Math.sin(a))}" stroke="#c62f2b" stroke-width="3"/>`;
  s += `<circle cx="${cx}" cy="${cy}" r="7" fill="#222"/>`;
  s += `<path d="M${x} ${y}h${size}l-${size * 0.4} ${size * 0.4}Z" fill="#ffffff" opacity="0.35"/>`;
  return s;
}

function lamp(cx: number, cy: number, r: number, color: string): string {
  return (
    `<circle cx="${cx}" cy="${cy}" r="${r + 8}" fill="#c9ced3" stroke="#5b646d" stroke-width="2"/>` +
    `<circle cx="${cx}" cy="${cy}" r="${r}" fill="${color}" stroke="#000" stroke-opacity="0.4" stroke-width="2"/>` +
    `<circle cx="${r1(cx - r * 0.3)}" cy="${r1(cy - r * 0.35)}" r="${r1(r * 0.35)}" fill="#ffffff" opacity="0.7"/>`
  );
}

const drawControlPanel: Drawer = (p, c) => {
  let s = "";
  // mounting tabs
  for (const x of [330, 640]) {
    s += `<rect x="${x}" y="122" width="40" height="40" rx="6" fill="${c.deep}"/><circle cx="${x + 20}" cy="136" r="7" fill="#0b0d10"/>`;
    s += `<rect x="${x}" y="826" width="40" height="40" rx="6" fill="${c.deep}"/><circle cx="${x + 20}" cy="852" r="7" fill="#0b0d10"/>`;
  }
  // cable glands
  for (const x of [380, 460, 540, 620]) s += vCyl(x, 836, 880, 15, `url(#${p}kh)`, "");
  // box with depth
  s += `<path d="M710 150L756 124V806L710 832Z" fill="${c.lo}" ${OUTLINE}/>`;
  s += `<path d="M290 150L336 124H756L710 150Z" fill="${c.hi}" ${OUTLINE}/>`;
  s += `<rect x="290" y="150" width="420" height="682" rx="6" fill="url(#${p}bf)" ${OUTLINE}/>`;
  s += `<rect x="304" y="164" width="392" height="654" rx="4" fill="none" stroke="#000" stroke-opacity="0.25" stroke-width="3"/>`;
  // hinges and handle
  s += `<rect x="296" y="230" width="12" height="46" rx="3" fill="url(#${p}sh)"/><rect x="296" y="700" width="12" height="46" rx="3" fill="url(#${p}sh)"/>`;
  s += `<rect x="672" y="450" width="16" height="110" rx="8" fill="url(#${p}sh)" ${OUTLINE}/>`;
  s += `<circle cx="680" cy="580" r="8" fill="#2a2f35"/>`;
  // brand plate
  s += `<rect x="400" y="182" width="200" height="40" rx="4" fill="url(#${p}sf)" ${OUTLINE}/>`;
  s += brandText(500, 209, 20, c.deep, c.mirror);
  // meters
  s += meter(338, 252, 136, p, 0.62);
  s += meter(526, 252, 136, p, 0.38);
  // phase lamps
  s +=
    lamp(410, 468, 20, "#e53935") + lamp(500, 468, 20, "#fbc02d") + lamp(590, 468, 20, "#1e88e5");
  // push buttons
  s += `<circle cx="430" cy="572" r="44" fill="#c9ced3" stroke="#5b646d" stroke-width="2"/><circle cx="430" cy="572" r="32" fill="#2e9d4f" stroke="#0c3b1c" stroke-width="3"/><circle cx="420" cy="560" r="12" fill="#ffffff" opacity="0.45"/>`;
  s += `<circle cx="570" cy="572" r="44" fill="#c9ced3" stroke="#5b646d" stroke-width="2"/><circle cx="570" cy="572" r="32" fill="#d32f2f" stroke="#4a0f0f" stroke-width="3"/><circle cx="560" cy="560" r="12" fill="#ffffff" opacity="0.45"/>`;
  // selector switch
  s += `<rect x="440" y="636" width="120" height="90" rx="8" fill="#eceff1" stroke="#5b646d" stroke-width="2"/>`;
  s += `<circle cx="500" cy="688" r="30" fill="url(#${p}kf)"/><rect x="494" y="654" width="12" height="40" rx="5" fill="#111" transform="rotate(35 500 688)"/>`;
  for (const a of [-0.7, 0, 0.7]) {
    s += `<circle cx="${r1(500 + 42 * Math.sin(a))}" cy="${r1(688 - 42 * Math.cos(a) + 6)}" r="3.5" fill="#333"/>`;
  }
  // louvres
  for (let i = 0; i < 5; i++) {
    s += `<rect x="${350 + i * 64}" y="752" width="44" height="9" rx="4" fill="#000" opacity="0.35"/><rect x="${350 + i * 64}" y="772" width="44" height="9" rx="4" fill="#000" opacity="0.35"/>`;
  }
  s += `<rect x="300" y="160" width="12" height="660" fill="#ffffff" opacity="0.2"/>`;
  return {
    defs: "",
    body: s,
    shadow: { cx: 520, cy: 884, rx: 330, ry: 30 },
    focus: { x: 500, y: 330, zoom: 2 },
    cx: 523,
    top: 122,
  };
};

const DRAWERS: Record<ArtKind, Drawer> = {
  submersible: drawSubmersible,
  openwell: drawOpenwell,
  monoblock: drawMonoblock,
  agricultural: drawAgricultural,
  motor: drawMotor,
  drill: drawDrill,
  grinder: drawGrinder,
  saw: drawSaw,
  blower: drawBlower,
  controlpanel: drawControlPanel,
};

const KIND_ACCENT: Record<ArtKind, string> = {
  submersible: "#1f5fa8",
  openwell: "#14838a",
  monoblock: "#1f5fa8",
  agricultural: "#2f8a4c",
  motor: "#23395d",
  drill: "#e0761c",
  grinder: "#e0761c",
  saw: "#14838a",
  blower: "#14838a",
  controlpanel: "#5d6b78",
};

type Setting = "field" | "factory" | "bench";

const KIND_SETTING: Record<ArtKind, Setting> = {
  submersible: "field",
  openwell: "field",
  monoblock: "field",
  agricultural: "field",
  motor: "factory",
  controlpanel: "factory",
  drill: "bench",
  grinder: "bench",
  saw: "bench",
  blower: "bench",
};

/** Place a product drawing so that its shadow centre lands on (x, groundY). */
function placed(
  kind: ArtKind,
  p: string,
  accent: string,
  x: number,
  groundY: number,
  scale: number,
  opts: {
    mirror?: boolean;
    shadow?: boolean;
    centre?: boolean;
    middle?: number;
    stages?: number;
  } = {},
): { defs: string; body: string; ground: number } {
  const c = paintOf(accent, opts.mirror ?? false, opts.stages);
  const art = DRAWERS[kind](p, c);
  const sx = opts.mirror ? -scale : scale;
  const tx = r1(x - sx * (opts.centre ? art.cx : art.shadow.cx));
  const ground =
    opts.middle === undefined ? groundY : opts.middle + (scale * (art.shadow.cy - art.top)) / 2;
  const ty = r1(ground - scale * art.shadow.cy);
  const sh = art.shadow;
  const shadow =
    opts.shadow === false
      ? ""
      : `<ellipse cx="${sh.cx}" cy="${sh.cy}" rx="${sh.rx}" ry="${sh.ry}" fill="url(#${p}shd)"/>`;
  return {
    defs: paintDefs(p, c) + art.defs,
    body: `<g transform="translate(${tx} ${ty}) scale(${r1(sx * 1000) / 1000} ${r1(scale * 1000) / 1000})">${shadow}${art.body}</g>`,
    ground,
  };
}

/* ------------------------------------------------------------------ scenery pieces */

function tree(x: number, y: number, s: number, leaf: string, trunk = "#6b4a2f"): string {
  return (
    `<rect x="${r1(x - 6 * s)}" y="${r1(y - 60 * s)}" width="${r1(12 * s)}" height="${r1(60 * s)}" fill="${trunk}"/>` +
    `<circle cx="${r1(x - 26 * s)}" cy="${r1(y - 78 * s)}" r="${r1(34 * s)}" fill="${leaf}"/>` +
    `<circle cx="${r1(x + 24 * s)}" cy="${r1(y - 80 * s)}" r="${r1(36 * s)}" fill="${leaf}"/>` +
    `<circle cx="${x}" cy="${r1(y - 112 * s)}" r="${r1(40 * s)}" fill="${leaf}"/>` +
    `<circle cx="${r1(x - 10 * s)}" cy="${r1(y - 122 * s)}" r="${r1(18 * s)}" fill="#ffffff" opacity="0.12"/>`
  );
}

function palm(x: number, y: number, s: number, leaf: string): string {
  let out = `<path d="M${x} ${y}Q${r1(x + 10 * s)} ${r1(y - 90 * s)} ${r1(x + 4 * s)} ${r1(y - 180 * s)}" fill="none" stroke="#6d5036" stroke-width="${r1(9 * s)}"/>`;
  const tx = r1(x + 4 * s);
  const ty = r1(y - 180 * s);
  for (const a of [-2.8, -2.2, -1.6, -1.0, -0.4, 0.2]) {
    const ex = r1(tx + 80 * s * Math.cos(a));
    const ey = r1(ty + 80 * s * Math.sin(a) + 30 * s);
    const mx = r1(tx + 50 * s * Math.cos(a));
    const my = r1(ty + 50 * s * Math.sin(a) - 10 * s);
    out += `<path d="M${tx} ${ty}Q${mx} ${my} ${ex} ${ey}" fill="none" stroke="${leaf}" stroke-width="${r1(12 * s)}" stroke-linecap="round"/>`;
  }
  return out;
}

function cloud(x: number, y: number, s: number, opacity = 0.9): string {
  return (
    `<g opacity="${opacity}" fill="#ffffff">` +
    `<ellipse cx="${x}" cy="${y}" rx="${r1(120 * s)}" ry="${r1(30 * s)}"/>` +
    `<circle cx="${r1(x - 40 * s)}" cy="${r1(y - 20 * s)}" r="${r1(38 * s)}"/>` +
    `<circle cx="${r1(x + 20 * s)}" cy="${r1(y - 36 * s)}" r="${r1(50 * s)}"/>` +
    `<circle cx="${r1(x + 70 * s)}" cy="${r1(y - 14 * s)}" r="${r1(32 * s)}"/></g>`
  );
}

/** Crop rows converging on a vanishing point, as alternating stripes. */
function cropRows(
  vx: number,
  horizon: number,
  w: number,
  h: number,
  dark: string,
  count: number,
): string {
  let s = "";
  for (let i = -count; i <= count; i++) {
    const spread = w / count;
    const x0 = r1(vx + i * spread * 1.6);
    const x1 = r1(vx + (i + 0.45) * spread * 1.6);
    const t0 = r1(vx + i * 6);
    const t1 = r1(vx + (i + 0.45) * 6);
    s += `<path d="M${t0} ${horizon}L${t1} ${horizon}L${x1} ${h}L${x0} ${h}Z" fill="${dark}"/>`;
  }
  return s;
}

function hills(
  w: number,
  base: number,
  amp: number,
  color: string,
  seed: number,
  opacity = 1,
): string {
  const rand = rng(seed);
  let d = `M0 ${base}`;
  const steps = 8;
  for (let i = 0; i <= steps; i++) {
    const x = r1((w * i) / steps);
    const y = r1(base - amp * (0.3 + 0.7 * rand()));
    const cxp = r1(x - w / steps / 2);
    d += `Q${cxp} ${r1(y - amp * 0.3)} ${x} ${y}`;
  }
  d += `V${base + 400}H0Z`;
  return `<path d="${d}" fill="${color}" opacity="${opacity}"/>`;
}

function treeLine(
  x0: number,
  x1: number,
  y: number,
  s: number,
  color: string,
  seed: number,
): string {
  const rand = rng(seed);
  let out = "";
  for (let x = x0; x < x1; x += 26 * s + rand() * 30 * s) {
    out += `<circle cx="${r1(x)}" cy="${r1(y - 10 * s - rand() * 14 * s)}" r="${r1(18 * s + rand() * 16 * s)}" fill="${color}"/>`;
  }
  out += `<rect x="${x0}" y="${r1(y - 12 * s)}" width="${x1 - x0}" height="${r1(14 * s)}" fill="${color}"/>`;
  return out;
}

/** Foreground grass tufts along the bottom edge, skipping x ranges in `avoid`. */
function tufts(
  w: number,
  y0: number,
  count: number,
  color: string,
  seed: number,
  avoid: [number, number][] = [],
): string {
  const rand = rng(seed);
  let out = "";
  for (let i = 0; i < count; i++) {
    const x = r1(rand() * w);
    const y = r1(y0 + rand() * 50);
    if (avoid.some(([a, b]) => x > a && x < b)) continue;
    out += `<path d="M${x} ${y}l-8 -32M${x} ${y}l2 -40M${x} ${y}l10 -29" stroke="${color}" stroke-width="4" stroke-linecap="round"/>`;
  }
  return out;
}

/* ------------------------------------------------------------------ product views */

function wrapWords(text: string, maxChars: number, maxLines: number): string[] {
  const words = text.split(/\s+/).filter(Boolean);
  const lines: string[] = [];
  let line = "";
  for (const w of words) {
    if (`${line} ${w}`.trim().length > maxChars && line) {
      lines.push(line);
      line = w;
    } else {
      line = `${line} ${w}`.trim();
    }
  }
  if (line) lines.push(line);
  if (lines.length > maxLines) {
    const kept = lines.slice(0, maxLines);
    kept[maxLines - 1] = `${kept[maxLines - 1]}…`;
    return kept;
  }
  return lines;
}

function nameplateFields(label: string): [string, string][] {
  const words = label.split(/\s+/);
  const type = words.slice(0, 2).join(" ") || "SPT";
  const hp = /(\d+(?:\.\d+)?)\s*HP/i.exec(label);
  const watt = /(\d+)\s*W\b/.exec(label);
  const rating = hp ? `${hp[1]} HP` : watt ? `${watt[1]} W` : "As per order";
  const three = /three phase|star-delta|dol|V6/i.test(label);
  const supply = /solar/i.test(label)
    ? "Solar DC / 415 V AC"
    : three
      ? "415 V  3~  50 Hz"
      : "230 V  1~  50 Hz";
  const serial = `SPT-${(hash(label) % 90000) + 10000}`;
  return [
    ["TYPE", type],
    ["RATING", rating],
    ["SUPPLY", supply],
    ["SR. NO.", serial],
  ];
}

function productSvg(kind: ArtKind, view: number, accent: string, label: string): string {
  const W = 1200;
  const stagesMatch = /(\d+)-Stage/i.exec(label);
  const c = paintOf(accent, false, stagesMatch ? Number(stagesMatch[1]) : 10);
  const tint = mix(c.base, "#eef1f4", 0.9);
  const tint2 = mix(c.base, "#dfe5eb", 0.82);
  const v = ((Math.trunc(view) % 5) + 5) % 5;

  if (v === 0) {
    // studio front view
    const pr = placed(kind, "a", c.base, 600, 0, 0.96, {
      stages: c.stages,
      centre: true,
      middle: 600,
    });
    const defs =
      pr.defs +
      radU(
        "bg",
        [
          [0, "#ffffff"],
          [0.55, tint],
          [1, tint2],
        ],
        600,
        520,
        860,
      );
    const body =
      `<rect width="${W}" height="${W}" fill="url(#bg)"/>` +
      `<circle cx="600" cy="600" r="450" fill="${mix(c.base, "#ffffff", 0.92)}"/>` +
      `<circle cx="600" cy="600" r="450" fill="none" stroke="${mix(c.base, "#ffffff", 0.8)}" stroke-width="3"/>` +
      pr.body;
    return svgDoc(W, W, defs, body);
  }

  if (v === 1) {
    // mirrored three-quarter view on a studio sweep
    const pr = placed(kind, "a", c.base, 600, 0, 0.86, {
      stages: c.stages,
      mirror: true,
      centre: true,
      middle: 610,
    });
    const floor = Math.round(pr.ground - 120);
    const defs =
      pr.defs +
      lin("wall", [
        [0, "#fbfcfd"],
        [1, mix(c.base, "#e4e9ee", 0.9)],
      ]) +
      lin("floor", [
        [0, mix(c.base, "#d6dde4", 0.88)],
        [1, "#f5f7f9"],
      ]);
    const body =
      `<rect width="${W}" height="${W}" fill="url(#wall)"/>` +
      `<path d="M0 ${floor + 60}Q600 ${floor} 1200 ${floor + 60}V1200H0Z" fill="url(#floor)"/>` +
      `<path d="M0 0L420 0L120 1200H0Z" fill="${c.base}" opacity="0.06"/>` +
      `<path d="M1200 0L1060 0L760 1200H1200Z" fill="${c.base}" opacity="0.05"/>` +
      `<g transform="rotate(-3 600 600)">${pr.body}</g>`;
    return svgDoc(W, W, defs, body);
  }

  if (v === 2) {
    // close-up detail with an inset of the whole product
    const art = DRAWERS[kind]("a", c);
    const f = art.focus;
    const z = f.zoom * 1.15;
    const inset = placed(kind, "i", c.base, 0, 0, 0.21, { stages: c.stages });
    const defs =
      paintDefs("a", c) +
      art.defs +
      inset.defs +
      radU(
        "bg",
        [
          [0, "#ffffff"],
          [1, tint2],
        ],
        600,
        600,
        900,
      ) +
      radU(
        "vig",
        [
          [0.6, "#000000", 0],
          [1, "#000000", 0.28],
        ],
        600,
        600,
        860,
      );
    const body =
      `<rect width="${W}" height="${W}" fill="url(#bg)"/>` +
      `<g transform="translate(600 600) scale(${z}) translate(${-f.x} ${-f.y})">${art.body}</g>` +
      `<rect width="${W}" height="${W}" fill="url(#vig)"/>` +
      `<circle cx="1010" cy="1010" r="150" fill="#ffffff" stroke="${c.base}" stroke-width="8"/>` +
      `<g transform="translate(1010 1070)">${inset.body}</g>` +
      `<circle cx="${r1(1010 + (f.x - art.shadow.cx) * 0.21)}" cy="${r1(1070 + (f.y - art.shadow.cy) * 0.21)}" r="${r1((600 / z) * 0.21)}" fill="none" stroke="${c.base}" stroke-width="3" stroke-dasharray="6 4"/>`;
    return svgDoc(W, W, defs, body);
  }

  if (v === 3) {
    // spec plate with the product above it
    const pr = placed(kind, "a", c.base, 600, 0, 0.54, {
      stages: c.stages,
      centre: true,
      middle: 300,
    });
    const fields = nameplateFields(label);
    const lines = wrapWords(label, 38, 2);
    const defs =
      pr.defs +
      lin("bg", [
        [0, mix(c.base, "#f3f5f7", 0.9)],
        [1, mix(c.base, "#d8dee4", 0.8)],
      ]) +
      lin(
        "plate",
        [
          [0, "#f4f6f8"],
          [0.35, "#d5dbe0"],
          [0.6, "#eef1f3"],
          [1, "#b9c1c8"],
        ],
        0,
        0,
        1,
        1,
      );
    let plate = `<rect x="140" y="600" width="920" height="530" rx="18" fill="#000" opacity="0.12" transform="translate(8 10)"/>`;
    plate += `<rect x="140" y="600" width="920" height="530" rx="18" fill="url(#plate)" stroke="#7d8791" stroke-width="3"/>`;
    plate += `<rect x="160" y="620" width="880" height="96" rx="8" fill="${c.deep}"/>`;
    plate += brandText(381, 684, 50, "#ffffff");
    plate += `<text x="1010" y="662" font-family="${FONT}" font-size="20" fill="#ffffff" text-anchor="end" opacity="0.9">PUMPS &amp; POWER TOOLS</text>`;
    plate += `<text x="1010" y="692" font-family="${FONT}" font-size="18" fill="#ffffff" text-anchor="end" opacity="0.75">RAJKOT · INDIA</text>`;
    lines.forEach((line, i) => {
      plate += `<text x="196" y="${768 + i * 42}" font-family="${FONT}" font-size="32" font-weight="bold" fill="#1d2731">${escapeXml(line)}</text>`;
    });
    const top = lines.length > 1 ? 840 : 810;
    fields.forEach(([k, val], i) => {
      const col = i % 2;
      const row = Math.floor(i / 2);
      const x = 196 + col * 420;
      const y = top + row * 100;
      plate += `<text x="${x}" y="${y + 26}" font-family="${FONT}" font-size="18" fill="#5b6670" letter-spacing="2">${k}</text>`;
      plate += `<rect x="${x}" y="${y + 38}" width="380" height="46" rx="6" fill="#ffffff" opacity="0.65" stroke="#9aa4ad"/>`;
      plate += `<text x="${x + 14}" y="${y + 70}" font-family="${FONT}" font-size="24" fill="#1d2731">${escapeXml(val)}</text>`;
    });
    plate += `<text x="600" y="1104" font-family="${FONT}" font-size="17" fill="#5b6670" text-anchor="middle" letter-spacing="3">MADE IN INDIA</text>`;
    for (const [x, y] of [
      [170, 630],
      [1030, 630],
      [170, 1100],
      [1030, 1100],
    ] as const) {
      plate += bolt(x, y, 9);
    }
    const body = `<rect width="${W}" height="${W}" fill="url(#bg)"/>${pr.body}${plate}`;
    return svgDoc(W, W, defs, body);
  }

  // v === 4: in-use scene
  return inUseSvg(kind, c);
}

function inUseSvg(kind: ArtKind, c: Paint): string {
  const W = 1200;
  const setting = KIND_SETTING[kind];
  let defs = "";
  let body = "";
  if (setting === "field") {
    const horizon = 600;
    defs +=
      lin("sky", [
        [0, "#8ec3ea"],
        [1, "#e6f3fa"],
      ]) +
      lin("grass", [
        [0, "#8fb85a"],
        [1, "#4f8a32"],
      ]) +
      lin("pad", [
        [0, "#d9d5cc"],
        [1, "#aaa497"],
      ]);
    body += `<rect width="${W}" height="${horizon + 10}" fill="url(#sky)"/>`;
    body += `<circle cx="980" cy="170" r="70" fill="#fff6d8"/><circle cx="980" cy="170" r="120" fill="#fff6d8" opacity="0.3"/>`;
    body += cloud(280, 180, 1.1) + cloud(760, 110, 0.8, 0.8);
    body += hills(W, horizon, 60, "#9db7a8", 11, 0.8);
    body += treeLine(0, W, horizon + 4, 1, "#5b7f4f", 5);
    body += `<rect y="${horizon}" width="${W}" height="${W - horizon}" fill="url(#grass)"/>`;
    body += cropRows(600, horizon, W, W, "#3f7a2a", 14);
    body += `<path d="M120 1200L300 860H900L1080 1200Z" fill="url(#pad)"/>`;
    body += `<path d="M300 860H900L910 880H290Z" fill="#ffffff" opacity="0.35"/>`;
    if (kind === "submersible") {
      body += vCyl(230, 760, 990, 34, "url(#casing)", "#f1f3f4");
      body += `<ellipse cx="230" cy="760" rx="24" ry="5" fill="#222"/>`;
      defs += lin(
        "casing",
        [
          [0, "#b9c0c6"],
          [0.35, "#ffffff"],
          [1, "#9aa3ab"],
        ],
        0,
        0,
        1,
        0,
      );
    } else {
      body += `<rect x="900" y="560" width="130" height="64" fill="#efe6d6"/><path d="M890 566L965 522L1040 566Z" fill="#b5523b"/>`;
      body += `<rect x="950" y="586" width="26" height="38" fill="#7a5a3c"/><rect x="912" y="578" width="24" height="20" fill="#8fb3cf"/><rect x="992" y="578" width="24" height="20" fill="#8fb3cf"/>`;
    }
    const pr = placed(kind, "a", c.base, 600, 1060, 0.7, { stages: c.stages, centre: true });
    defs += pr.defs;
    body += pr.body;
  } else if (setting === "factory") {
    defs +=
      lin("wall", [
        [0, "#e8ecef"],
        [1, "#cfd6dc"],
      ]) +
      lin("floor", [
        [0, "#8e9a96"],
        [1, "#66726e"],
      ]) +
      lin("glass", [
        [0, "#eaf4fb"],
        [1, "#b5d1e6"],
      ]);
    body += `<rect width="${W}" height="${W}" fill="url(#wall)"/>`;
    for (let i = 0; i < 4; i++) {
      body += `<rect x="${60 + i * 290}" y="70" width="240" height="260" fill="url(#glass)" stroke="#8b97a2" stroke-width="8"/>`;
      body += `<path d="M${180 + i * 290} 70V330M${60 + i * 290} 200H${300 + i * 290}" stroke="#8b97a2" stroke-width="5"/>`;
    }
    body += `<rect y="380" width="${W}" height="26" fill="#e9b10f"/><rect y="406" width="${W}" height="8" fill="#000" opacity="0.15"/>`;
    if (kind === "controlpanel") {
      body += `<rect y="860" width="${W}" height="340" fill="url(#floor)"/>`;
      body += `<path d="M470 960V1200M530 960V1200M590 960V1200" stroke="#6b7680" stroke-width="18"/>`;
      const pr = placed(kind, "a", c.base, 600, 990, 0.82, {
        stages: c.stages,
        shadow: false,
        centre: true,
      });
      defs += pr.defs;
      body += `<rect x="320" y="380" width="560" height="640" fill="#000" opacity="0.05"/>`;
      body += pr.body;
    } else {
      body += `<rect y="760" width="${W}" height="440" fill="url(#floor)"/>`;
      body += `<path d="M0 900L1200 880M0 1120L1200 1090" stroke="#e9b10f" stroke-width="14" opacity="0.85"/>`;
      body += `<rect x="180" y="960" width="840" height="40" fill="#a4784b"/><rect x="180" y="1000" width="840" height="30" fill="#7a5633"/>`;
      const pr = placed(kind, "a", c.base, 600, 975, 0.82, { stages: c.stages, centre: true });
      defs += pr.defs;
      body += pr.body;
    }
  } else {
    defs +=
      lin("wall", [
        [0, "#ece6dc"],
        [1, "#d9d0c2"],
      ]) +
      lin("bench", [
        [0, "#c99358"],
        [1, "#a06a38"],
      ]) +
      `<pattern id="peg" width="40" height="40" patternUnits="userSpaceOnUse"><rect width="40" height="40" fill="#c8a477"/><circle cx="20" cy="20" r="4" fill="#8a6a45"/></pattern>`;
    body += `<rect width="${W}" height="${W}" fill="url(#wall)"/>`;
    body += `<rect x="80" y="60" width="1040" height="560" fill="url(#peg)" stroke="#9c7b52" stroke-width="10"/>`;
    body += tools(80, 60, 1040, 560);
    body += `<rect y="820" width="${W}" height="380" fill="#3e3229"/>`;
    body += `<path d="M0 760H1200V840H0Z" fill="url(#bench)"/>`;
    body += `<path d="M0 780Q300 770 600 782T1200 776M0 806Q400 796 800 810T1200 800" stroke="#8a5a2c" stroke-width="2" fill="none" opacity="0.5"/>`;
    body += `<rect y="840" width="${W}" height="46" fill="#8a5a2e"/>`;
    body += `<path d="M820 770L1130 770L1160 820L850 820Z" fill="#e3c89a" stroke="#b08a55"/>`;
    const pr = placed(kind, "a", c.base, 600, 815, 0.74, { stages: c.stages, centre: true });
    defs += pr.defs;
    body += pr.body;
  }
  return svgDoc(W, W, defs, body);
}

/** Flat silhouettes of hand tools hanging on a pegboard. */
function tools(x: number, y: number, w: number, h: number): string {
  const col = "#5b4a3a";
  let s = "";
  const step = w / 6;
  for (let i = 0; i < 6; i++) {
    const cx = x + step * (i + 0.5);
    const top = y + 40;
    s += `<circle cx="${r1(cx)}" cy="${top}" r="6" fill="#3d3228"/>`;
    if (i % 3 === 0) {
      // spanner
      s += `<rect x="${r1(cx - 9)}" y="${top + 40}" width="18" height="${h * 0.45}" rx="9" fill="${col}" opacity="0.75"/>`;
      s += `<circle cx="${r1(cx)}" cy="${top + 34}" r="26" fill="${col}" opacity="0.75"/><rect x="${r1(cx - 9)}" y="${top + 4}" width="18" height="30" fill="#c8a477"/>`;
    } else if (i % 3 === 1) {
      // hammer
      s += `<rect x="${r1(cx - 7)}" y="${top + 30}" width="14" height="${h * 0.5}" rx="6" fill="#8c5a2b"/>`;
      s += `<rect x="${r1(cx - 40)}" y="${top + 14}" width="80" height="34" rx="6" fill="${col}"/>`;
    } else {
      // pliers
      s += `<path d="M${r1(cx - 20)} ${top + 20}L${r1(cx + 6)} ${top + 120}L${r1(cx - 4)} ${top + 250}" stroke="#b3302b" stroke-width="16" fill="none" stroke-linecap="round"/>`;
      s += `<path d="M${r1(cx + 20)} ${top + 20}L${r1(cx - 6)} ${top + 120}L${r1(cx + 4)} ${top + 250}" stroke="#b3302b" stroke-width="16" fill="none" stroke-linecap="round"/>`;
    }
  }
  return s;
}

/* ------------------------------------------------------------------ public: products and categories */

export async function renderProductImage(
  kind: ArtKind,
  view: number,
  accent: string,
  label: string,
): Promise<Buffer> {
  return toJpeg(productSvg(kind, view, accent, label));
}

function categorySvg(kind: ArtKind, name: string): string {
  const W = 1200;
  const H = 800;
  const c = paintOf(KIND_ACCENT[kind]);
  const h = hash(name);
  const defs0 =
    lin(
      "bg",
      [
        [0, mix(c.base, "#ffffff", 0.93)],
        [1, mix(c.base, "#dde3e9", 0.75)],
      ],
      0,
      0,
      1,
      1,
    ) +
    radU(
      "glow",
      [
        [0, "#ffffff", 0.95],
        [1, "#ffffff", 0],
      ],
      620,
      400,
      420,
    );
  let defs = defs0;
  let body = `<rect width="${W}" height="${H}" fill="url(#bg)"/>`;
  const angle = 14 + (h % 12);
  body += `<g transform="rotate(${angle} 600 400)"><rect x="-300" y="560" width="1800" height="60" fill="${c.base}" opacity="0.08"/><rect x="-300" y="640" width="1800" height="18" fill="${c.base}" opacity="0.08"/></g>`;
  body += `<circle cx="${900 + (h % 120)}" cy="${120 + (h % 60)}" r="180" fill="${c.base}" opacity="0.06"/>`;
  body += `<rect width="${W}" height="${H}" fill="url(#glow)"/>`;
  if (kind === "drill") {
    const g = placed("grinder", "g", "#14838a", 360, 700, 0.52);
    const s = placed("saw", "s", "#c62f2b", 860, 720, 0.5);
    const d = placed("drill", "d", c.base, 610, 760, 0.62);
    defs += g.defs + s.defs + d.defs;
    body += g.body + s.body + d.body;
  } else {
    const pr = placed(kind, "a", c.base, 600, 0, 0.72, { centre: true, middle: 400 });
    defs += pr.defs;
    body += pr.body;
  }
  return svgDoc(W, H, defs, body);
}

export async function renderCategoryImage(kind: ArtKind, name: string): Promise<Buffer> {
  return toJpeg(categorySvg(kind, name));
}

/* ------------------------------------------------------------------ hero slides (2400 x 1000, no text) */

function heroBorewellDawn(): string {
  const W = 2400;
  const H = 1000;
  const horizon = 600;
  let defs =
    lin("sky", [
      [0, "#2c3e73"],
      [0.45, "#9a6b93"],
      [0.78, "#f3a16e"],
      [1, "#ffd8a0"],
    ]) +
    radU(
      "sun",
      [
        [0, "#fff3c4", 1],
        [0.15, "#ffd98a", 0.8],
        [1, "#ffb36b", 0],
      ],
      1760,
      horizon,
      520,
    ) +
    lin("field", [
      [0, "#7d8f4a"],
      [0.4, "#4d7a32"],
      [1, "#2f5a22"],
    ]) +
    lin("warm", [
      [0, "#ffb36b", 0.35],
      [1, "#ffb36b", 0],
    ]) +
    lin("water", [
      [0, "#bfe6ff"],
      [1, "#4aa3df"],
    ]) +
    lin("conc", [
      [0, "#cfc7bb"],
      [1, "#9c9487"],
    ]) +
    lin(
      "pvc",
      [
        [0, "#aeb6bd"],
        [0.35, "#ffffff"],
        [1, "#8e979f"],
      ],
      0,
      0,
      1,
      0,
    );
  let body = `<rect width="${W}" height="${horizon + 20}" fill="url(#sky)"/>`;
  body += `<rect width="${W}" height="${horizon + 20}" fill="url(#sun)"/>`;
  body += `<circle cx="1760" cy="${horizon}" r="70" fill="#fff1c9"/>`;
  body += hills(W, horizon + 6, 70, "#6e5a7e", 3, 0.55);
  body += hills(W, horizon + 10, 40, "#4f5c5a", 8, 0.7);
  body += treeLine(0, 1500, horizon + 12, 1.1, "#34473a", 21);
  body += treeLine(1980, W, horizon + 12, 1.2, "#34473a", 22);
  body += `<rect y="${horizon}" width="${W}" height="${H - horizon}" fill="url(#field)"/>`;
  body += cropRows(1760, horizon, W, H, "#284f1c", 20);
  body += `<rect y="${horizon}" width="${W}" height="${H - horizon}" fill="url(#warm)"/>`;
  // farm hut on the horizon
  body += `<path d="M1290 ${horizon + 8}V${horizon - 40}L1330 ${horizon - 72}L1370 ${horizon - 40}V${horizon + 8}Z" fill="#5a4638"/><path d="M1280 ${horizon - 36}L1330 ${horizon - 80}L1380 ${horizon - 36}" stroke="#3b2d24" stroke-width="10" fill="none"/>`;
  // birds
  for (const [x, y] of [
    [1560, 300],
    [1610, 330],
    [1650, 290],
    [1500, 350],
  ] as const) {
    body += `<path d="M${x - 16} ${y - 6}Q${x - 8} ${y - 12} ${x} ${y}Q${x + 8} ${y - 12} ${x + 16} ${y - 6}" stroke="#2a2f45" stroke-width="3" fill="none"/>`;
  }
  // borewell installation
  body += `<path d="M1820 880H2240L2300 950H1760Z" fill="url(#conc)"/><path d="M1760 950H2300V968H1760Z" fill="#857d70"/>`;
  body += vCyl(1930, 720, 905, 30, "url(#pvc)", "#eef1f3");
  body += `<path d="M1930 716V660Q1930 620 1970 620H2110Q2150 620 2150 660V700" fill="none" stroke="#c9d0d6" stroke-width="34"/>`;
  body += `<path d="M1930 716V660Q1930 620 1970 620H2110Q2150 620 2150 660V700" fill="none" stroke="#ffffff" stroke-width="8" opacity="0.6" transform="translate(-6 -6)"/>`;
  body += `<rect x="2128" y="696" width="44" height="18" fill="#9aa4ad"/>`;
  body += `<path d="M2132 714Q2126 760 2140 812H2190Q2182 760 2170 714Z" fill="url(#water)" opacity="0.9"/>`;
  body += `<path d="M2146 720Q2144 760 2152 806" stroke="#ffffff" stroke-width="4" opacity="0.8" fill="none"/>`;
  body += `<path d="M2060 790H2300V900H2060Z" fill="#b9ada0"/><ellipse cx="2180" cy="792" rx="120" ry="14" fill="#5fb2e6"/>`;
  body += `<ellipse cx="2165" cy="796" rx="40" ry="6" fill="#ffffff" opacity="0.7"/>`;
  // control panel on a post
  body += `<rect x="1808" y="640" width="14" height="250" fill="#5d656c"/>`;
  const panel = placed("controlpanel", "cp", "#5d6b78", 1815, 735, 0.17, { shadow: false });
  defs += panel.defs;
  body += panel.body;
  body += `<path d="M1826 720Q1880 760 1930 740" stroke="#15181c" stroke-width="6" fill="none"/>`;
  body += tufts(W, 945, 44, "#1f3d16", 9, [[1740, 2320]]);
  return svgDoc(W, H, defs, body);
}

function heroFactory(): string {
  const W = 2400;
  const H = 1000;
  let defs =
    lin("wall", [
      [0, "#d9e0e6"],
      [1, "#c3ccd4"],
    ]) +
    lin("glass", [
      [0, "#f2f8fc"],
      [1, "#b9d4e8"],
    ]) +
    lin("floor", [
      [0, "#9aa6a1"],
      [1, "#5f6c67"],
    ]) +
    lin(
      "beam",
      [
        [0, "#f6c532"],
        [1, "#c7930a"],
      ],
      0,
      0,
      0,
      1,
    ) +
    lin("ray", [
      [0, "#ffffff", 0.45],
      [1, "#ffffff", 0],
    ]);
  let body = `<rect width="${W}" height="${H}" fill="url(#wall)"/>`;
  for (let i = 0; i < 9; i++) {
    const x = 40 + i * 262;
    body += `<rect x="${x}" y="60" width="220" height="250" fill="url(#glass)" stroke="#8996a1" stroke-width="8"/>`;
    body += `<path d="M${x + 110} 60V310M${x} 185H${x + 220}" stroke="#8996a1" stroke-width="5"/>`;
  }
  for (const x of [300, 1090, 1880]) {
    body += `<path d="M${x} 0L${x + 280} 0L${x + 520} 720L${x + 120} 720Z" fill="url(#ray)" opacity="0.35"/>`;
  }
  // columns
  for (const x of [0, 780, 1560, 2340]) {
    body += `<rect x="${x}" y="0" width="56" height="680" fill="#7b8793"/><rect x="${x + 8}" y="0" width="10" height="680" fill="#a3aeb8"/>`;
  }
  // crane beam
  body += `<rect y="350" width="${W}" height="44" fill="url(#beam)"/>`;
  for (let x = 0; x < W; x += 80)
    body += `<path d="M${x} 394l40 -44h20l-40 44Z" fill="#1f2328" opacity="0.25"/>`;
  body += `<path d="M1700 394V520" stroke="#333" stroke-width="5"/><rect x="1672" y="470" width="56" height="40" rx="6" fill="#e9b10f"/><path d="M1700 510v30q0 20 -20 20" stroke="#333" stroke-width="8" fill="none"/>`;
  // floor
  body += `<rect y="680" width="${W}" height="${H - 680}" fill="url(#floor)"/>`;
  body += `<path d="M0 760L2400 730M0 980L2400 930" stroke="#e9b10f" stroke-width="16" opacity="0.85"/>`;
  body += `<path d="M0 680H2400" stroke="#56615d" stroke-width="6"/>`;
  // racks on the left, far
  body += `<rect x="120" y="470" width="420" height="210" fill="none" stroke="#3d6fa8" stroke-width="12"/><path d="M120 540H540M120 610H540" stroke="#e0761c" stroke-width="10"/>`;
  for (let i = 0; i < 6; i++) {
    body += `<rect x="${140 + i * 66}" y="490" width="52" height="44" fill="#b78a58"/><rect x="${140 + i * 66}" y="562" width="52" height="42" fill="#c39866"/>`;
  }
  // motors on pallets
  const accents = ["#23395d", "#1f5fa8", "#2f8a4c", "#8e2433", "#14838a", "#23395d"];
  const rows: [number, number, number[]][] = [
    [705, 0.2, [1260, 1460, 1660, 1860, 2060, 2260]],
    [800, 0.3, [1180, 1480, 1780, 2080]],
    [960, 0.44, [1320, 1760, 2200]],
  ];
  let k = 0;
  for (const [y, s, xs] of rows) {
    for (const x of xs) {
      const pw = 820 * s;
      body += `<rect x="${r1(x - pw / 2)}" y="${r1(y - 8 * s)}" width="${r1(pw)}" height="${r1(40 * s)}" fill="#a97c4f"/>`;
      body += `<rect x="${r1(x - pw / 2)}" y="${r1(y + 32 * s)}" width="${r1(pw)}" height="${r1(16 * s)}" fill="#7a5633"/>`;
      const pr = placed("motor", `m${k}`, accents[k % accents.length] ?? "#23395d", x, y, s);
      defs += pr.defs;
      body += pr.body;
      k++;
    }
  }
  return svgDoc(W, H, defs, body);
}

function heroWorkbench(): string {
  const W = 2400;
  const H = 1000;
  let defs =
    lin("wall", [
      [0, "#eee8de"],
      [1, "#d7cdbd"],
    ]) +
    lin("top", [
      [0, "#d19a5f"],
      [1, "#b07a43"],
    ]) +
    radU(
      "lampglow",
      [
        [0, "#fff3d6", 0.6],
        [1, "#fff3d6", 0],
      ],
      1800,
      80,
      900,
    ) +
    `<pattern id="peg" width="44" height="44" patternUnits="userSpaceOnUse"><rect width="44" height="44" fill="#caa679"/><circle cx="22" cy="22" r="4.5" fill="#8c6b45"/></pattern>`;
  let body = `<rect width="${W}" height="${H}" fill="url(#wall)"/>`;
  body += `<rect x="1100" y="60" width="1240" height="560" fill="url(#peg)" stroke="#9c7b52" stroke-width="12"/>`;
  body += tools(1100, 60, 1240, 560);
  body += `<rect width="${W}" height="${H}" fill="url(#lampglow)"/>`;
  // bench
  body += `<path d="M0 680H2400V820H0Z" fill="url(#top)"/>`;
  const rand = rng(4);
  for (let i = 0; i < 9; i++) {
    const y = r1(690 + rand() * 120);
    body += `<path d="M0 ${y}Q600 ${y - 8} 1200 ${y + 4}T2400 ${y - 2}" stroke="#8c5a2c" stroke-width="2" fill="none" opacity="0.4"/>`;
  }
  body += `<rect y="820" width="${W}" height="60" fill="#8a5a2e"/><rect y="880" width="${W}" height="120" fill="#3b2f26"/>`;
  // plank and props
  body += `<path d="M760 742L1120 706L1290 716L930 754Z" fill="#ecd3a6"/><path d="M930 754L1290 716V730L930 770Z" fill="#c9a46c"/><path d="M760 742L930 754V770L760 756Z" fill="#b8935c"/>`;
  body += `<path d="M800 742L1140 709M860 748L1200 713" stroke="#c9a46c" stroke-width="2" opacity="0.7"/>`;
  body += `<circle cx="2280" cy="760" r="44" fill="#f2c014"/><circle cx="2280" cy="760" r="18" fill="#333"/>`;
  // tools
  const saw = placed("saw", "s", "#14838a", 1380, 780, 0.5);
  const drill = placed("drill", "d", "#e0761c", 1800, 800, 0.5);
  const grinder = placed("grinder", "g", "#c62f2b", 2120, 800, 0.42, { mirror: true });
  const blower = placed("blower", "b", "#1f5fa8", 1040, 806, 0.34);
  defs += saw.defs + drill.defs + grinder.defs + blower.defs;
  body += blower.body + saw.body + drill.body + grinder.body;
  return svgDoc(W, H, defs, body);
}

/** Point on a quad by bilinear interpolation. */
function quadPt(
  q: [[number, number], [number, number], [number, number], [number, number]],
  u: number,
  v: number,
): [number, number] {
  const [tl, tr, br, bl] = q;
  const x = (1 - v) * ((1 - u) * tl[0] + u * tr[0]) + v * ((1 - u) * bl[0] + u * br[0]);
  const y = (1 - v) * ((1 - u) * tl[1] + u * tr[1]) + v * ((1 - u) * bl[1] + u * br[1]);
  return [r1(x), r1(y)];
}

function solarArray(
  q: [[number, number], [number, number], [number, number], [number, number]],
  cols: number,
  rows: number,
  fill: string,
): string {
  let s = "";
  for (let i = 0; i < cols; i++) {
    for (let j = 0; j < rows; j++) {
      const m = 0.012;
      const a = quadPt(q, i / cols + m, j / rows + m);
      const b = quadPt(q, (i + 1) / cols - m, j / rows + m);
      const c2 = quadPt(q, (i + 1) / cols - m, (j + 1) / rows - m);
      const d = quadPt(q, i / cols + m, (j + 1) / rows - m);
      s += `<path d="M${a[0]} ${a[1]}L${b[0]} ${b[1]}L${c2[0]} ${c2[1]}L${d[0]} ${d[1]}Z" fill="${fill}" stroke="#d7dde2" stroke-width="4"/>`;
      for (let k = 1; k < 6; k++) {
        const p1 = quadPt(q, i / cols + k / 6 / cols, j / rows + m);
        const p2 = quadPt(q, i / cols + k / 6 / cols, (j + 1) / rows - m);
        s += `<path d="M${p1[0]} ${p1[1]}L${p2[0]} ${p2[1]}" stroke="#9fb7d9" stroke-width="1.2" opacity="0.6"/>`;
      }
      for (let k = 1; k < 10; k++) {
        const p1 = quadPt(q, i / cols + m, j / rows + k / 10 / rows);
        const p2 = quadPt(q, (i + 1) / cols - m, j / rows + k / 10 / rows);
        s += `<path d="M${p1[0]} ${p1[1]}L${p2[0]} ${p2[1]}" stroke="#9fb7d9" stroke-width="1.2" opacity="0.6"/>`;
      }
    }
  }
  const g1 = quadPt(q, 0.15, 0);
  const g2 = quadPt(q, 0.45, 0);
  const g3 = quadPt(q, 0.25, 1);
  const g4 = quadPt(q, 0.02, 1);
  s += `<path d="M${g1[0]} ${g1[1]}L${g2[0]} ${g2[1]}L${g3[0]} ${g3[1]}L${g4[0]} ${g4[1]}Z" fill="#ffffff" opacity="0.12"/>`;
  return s;
}

function heroSolar(): string {
  const W = 2400;
  const H = 1000;
  const horizon = 590;
  let defs =
    lin("sky", [
      [0, "#5fa6dc"],
      [1, "#d8ecf7"],
    ]) +
    lin("field", [
      [0, "#a3c46a"],
      [1, "#4e8b30"],
    ]) +
    lin(
      "cell",
      [
        [0, "#2b5ea6"],
        [1, "#15356b"],
      ],
      0,
      0,
      1,
      1,
    ) +
    lin("water", [
      [0, "#7cc4ee"],
      [1, "#2f86c9"],
    ]) +
    lin(
      "pvc",
      [
        [0, "#aeb6bd"],
        [0.35, "#ffffff"],
        [1, "#8e979f"],
      ],
      0,
      0,
      1,
      0,
    );
  let body = `<rect width="${W}" height="${horizon + 20}" fill="url(#sky)"/>`;
  body += `<circle cx="2180" cy="120" r="60" fill="#fffbe6"/><circle cx="2180" cy="120" r="110" fill="#fffbe6" opacity="0.35"/>`;
  body += cloud(420, 170, 1.4) + cloud(1180, 110, 1) + cloud(1750, 220, 1.2, 0.85);
  body += hills(W, horizon, 60, "#8fb0a0", 14, 0.85);
  body += treeLine(0, W, horizon + 6, 1, "#4c7443", 31);
  body += `<rect y="${horizon}" width="${W}" height="${H - horizon}" fill="url(#field)"/>`;
  body += cropRows(1000, horizon, W, H, "#3f7a2a", 18);
  // water channel flowing to the foreground
  body += `<path d="M1560 760Q1300 820 1120 1000H1420Q1520 840 1640 770Z" fill="#8a7a5c"/>`;
  body += `<path d="M1570 768Q1320 830 1160 1000H1380Q1490 846 1620 776Z" fill="url(#water)"/>`;
  body += `<path d="M1520 790Q1380 840 1280 940M1560 790Q1440 860 1350 980" stroke="#ffffff" stroke-width="4" opacity="0.6" fill="none"/>`;
  // borewell outlet
  body += vCyl(1640, 690, 780, 24, "url(#pvc)", "#eef1f3");
  body += `<path d="M1640 690V660Q1640 640 1620 640H1590Q1570 640 1570 660V700" stroke="#c9d0d6" stroke-width="24" fill="none"/>`;
  body += `<path d="M1558 700Q1552 740 1566 770H1590Q1584 740 1582 700Z" fill="url(#water)"/>`;
  // array structure
  const q: [[number, number], [number, number], [number, number], [number, number]] = [
    [1670, 330],
    [2280, 290],
    [2310, 560],
    [1700, 610],
  ];
  body += `<path d="M1770 590V800M2260 550V780M1810 430L1790 600M2240 400L2270 560" stroke="#8a949d" stroke-width="14"/>`;
  body += `<path d="M1770 700L1810 600M2260 690L2240 580" stroke="#737d86" stroke-width="8"/>`;
  body += `<path d="M1690 610L2310 562" stroke="#aab3bb" stroke-width="10"/>`;
  body += solarArray(q, 4, 2, "url(#cell)");
  // controller on a post
  body += `<rect x="1510" y="600" width="12" height="200" fill="#5d656c"/>`;
  const panel = placed("controlpanel", "cp", "#e0761c", 1516, 690, 0.16, { shadow: false });
  defs += panel.defs;
  body += panel.body;
  body += `<path d="M1700 610Q1600 560 1560 620" stroke="#15181c" stroke-width="5" fill="none"/>`;
  body += palm(1200, horizon + 20, 1.4, "#3f6e35") + palm(1330, horizon + 14, 1.1, "#46783b");
  body += tufts(W, 950, 40, "#2d5a1f", 12, [[1100, 1440]]);
  return svgDoc(W, H, defs, body);
}

function heroTankChannel(): string {
  const W = 2400;
  const H = 1000;
  const horizon = 540;
  let defs =
    lin("sky", [
      [0, "#86b9e0"],
      [0.75, "#e9eef0"],
      [1, "#f6e7c8"],
    ]) +
    lin("field", [
      [0, "#98bd5f"],
      [1, "#3f7a2a"],
    ]) +
    lin("water", [
      [0, "#8fd0f2"],
      [1, "#256fb0"],
    ]) +
    lin(
      "tank",
      [
        [0, "#b8bfc5"],
        [0.3, "#f4f6f7"],
        [1, "#8d969e"],
      ],
      0,
      0,
      1,
      0,
    ) +
    lin(
      "roof",
      [
        [0, "#9aa3ab"],
        [0.35, "#e9edf0"],
        [1, "#7d868e"],
      ],
      0,
      0,
      1,
      0,
    );
  let body = `<rect width="${W}" height="${horizon + 20}" fill="url(#sky)"/>`;
  body += cloud(600, 150, 1.2, 0.85) + cloud(1400, 90, 0.9, 0.8);
  body += hills(W, horizon, 70, "#9bb0a6", 41, 0.8);
  body += treeLine(0, W, horizon + 6, 1, "#557a4a", 42);
  body += `<rect y="${horizon}" width="${W}" height="${H - horizon}" fill="url(#field)"/>`;
  body += cropRows(1640, horizon, W, H, "#3a7326", 18);
  // channel
  body += `<path d="M1620 ${horizon}L1664 ${horizon}L2000 1000H1180Z" fill="#c9c1b2"/>`;
  body += `<path d="M1628 ${horizon}L1656 ${horizon}L1930 1000H1250Z" fill="url(#water)"/>`;
  for (let i = 0; i < 10; i++) {
    const t = i / 10;
    const y = r1(horizon + 20 + (1000 - horizon) * t * t);
    const half = r1(14 + 330 * t * t);
    body += `<path d="M${r1(1642 - half * 0.6)} ${y}q${r1(half * 0.3)} -4 ${r1(half * 0.6)} 0t${r1(half * 0.6)} 0" stroke="#ffffff" stroke-width="${r1(1 + 3 * t)}" fill="none" opacity="0.55"/>`;
  }
  // pump on a pad at the channel head, pouring in
  body += `<path d="M1360 690H1560L1590 730H1330Z" fill="#b6ada0"/>`;
  const pump = placed("monoblock", "mp", "#1f5fa8", 1440, 712, 0.2);
  defs += pump.defs;
  body += pump.body;
  body += `<path d="M1480 620V600H1560Q1590 600 1590 630V660" stroke="#3d4650" stroke-width="14" fill="none"/>`;
  body += `<path d="M1584 660Q1580 700 1600 730H1616Q1604 700 1598 660Z" fill="url(#water)"/>`;
  // overhead tank
  body += `<path d="M2060 640L2100 300M2260 640L2220 300M2080 470H2240M2070 560H2250M2080 470L2250 560M2240 470L2070 560" stroke="#8c949b" stroke-width="12"/>`;
  body += vCyl(2160, 190, 310, 120, "url(#tank)", "#eef1f3", 0.16);
  body += `<path d="M2040 190L2160 128L2280 190A120 19.2 0 0 1 2040 190Z" fill="url(#roof)"/>`;
  body += `<rect x="2150" y="310" width="20" height="330" fill="#6f7880"/>`;
  body += tree(330, horizon + 40, 1.4, "#416f36") + tree(520, horizon + 30, 1, "#4a7a3d");
  body += tree(2380, horizon + 120, 1.6, "#3b6631");
  body += tufts(W, 950, 40, "#2d5a1f", 21, [[1150, 2020]]);
  return svgDoc(W, H, defs, body);
}

const HEROES: (() => string)[] = [
  heroBorewellDawn,
  heroFactory,
  heroWorkbench,
  heroSolar,
  heroTankChannel,
];

export async function renderHeroSlide(index: number): Promise<Buffer> {
  const i = ((Math.trunc(index) % HEROES.length) + HEROES.length) % HEROES.length;
  const make = HEROES[i] ?? heroBorewellDawn;
  return toJpeg(make());
}

/* ------------------------------------------------------------------ about images (1600 x 1000, flat) */

const SKIN = ["#c68b5b", "#a9714a", "#d9a074", "#8d5a3b", "#b97c52"];

function person(
  x: number,
  ground: number,
  s: number,
  shirt: string,
  skin: string,
  helmet = true,
): string {
  const hy = ground - 170 * s;
  let out = `<rect x="${r1(x - 20 * s)}" y="${r1(ground - 80 * s)}" width="${r1(17 * s)}" height="${r1(80 * s)}" rx="${r1(6 * s)}" fill="#2f3b4c"/>`;
  out += `<rect x="${r1(x + 3 * s)}" y="${r1(ground - 80 * s)}" width="${r1(17 * s)}" height="${r1(80 * s)}" rx="${r1(6 * s)}" fill="#2f3b4c"/>`;
  out += `<rect x="${r1(x - 28 * s)}" y="${r1(ground - 150 * s)}" width="${r1(56 * s)}" height="${r1(82 * s)}" rx="${r1(18 * s)}" fill="${shirt}"/>`;
  out += `<rect x="${r1(x - 38 * s)}" y="${r1(ground - 146 * s)}" width="${r1(14 * s)}" height="${r1(64 * s)}" rx="${r1(7 * s)}" fill="${shirt}"/>`;
  out += `<rect x="${r1(x + 24 * s)}" y="${r1(ground - 146 * s)}" width="${r1(14 * s)}" height="${r1(64 * s)}" rx="${r1(7 * s)}" fill="${shirt}"/>`;
  out += `<circle cx="${x}" cy="${r1(hy)}" r="${r1(22 * s)}" fill="${skin}"/>`;
  out += helmet
    ? `<path d="M${r1(x - 25 * s)} ${r1(hy - 4 * s)}A${r1(25 * s)} ${r1(23 * s)} 0 0 1 ${r1(x + 25 * s)} ${r1(hy - 4 * s)}Z" fill="#f2c014"/>`
    : `<path d="M${r1(x - 22 * s)} ${r1(hy - 4 * s)}A${r1(22 * s)} ${r1(20 * s)} 0 0 1 ${r1(x + 22 * s)} ${r1(hy - 4 * s)}Z" fill="#2a2420"/>`;
  return out;
}

function aboutFactory(): string {
  const W = 1600;
  const H = 1000;
  let s = `<rect width="${W}" height="${H}" fill="#cfe6f5"/>`;
  s += `<circle cx="1380" cy="150" r="70" fill="#ffe9a8"/>`;
  s += cloud(300, 160, 1, 1) + cloud(900, 110, 0.8, 1);
  s += `<rect y="760" width="${W}" height="240" fill="#a8c97f"/><rect y="820" width="${W}" height="180" fill="#8f8f8f"/><path d="M0 900H1600" stroke="#ffffff" stroke-width="8" stroke-dasharray="60 40"/>`;
  // main shed with sawtooth roof
  s += `<rect x="560" y="430" width="900" height="340" fill="#e4e0d8"/>`;
  for (let i = 0; i < 5; i++) {
    const x = 560 + i * 180;
    s += `<path d="M${x} 430L${x + 180} 340V430Z" fill="#9aa7b2"/><path d="M${x + 160} 350L${x + 180} 340V430H${x + 160}Z" fill="#cfe3f1"/>`;
  }
  s += `<rect x="640" y="560" width="220" height="210" fill="#6f7d89"/>`;
  for (let y = 575; y < 770; y += 18)
    s += `<rect x="640" y="${y}" width="220" height="4" fill="#5c6873"/>`;
  s += `<rect x="920" y="540" width="460" height="70" fill="#9fc3de"/>`;
  for (let x = 920; x <= 1380; x += 92)
    s += `<rect x="${x}" y="540" width="6" height="70" fill="#e4e0d8"/>`;
  // office block
  s += `<rect x="170" y="380" width="400" height="390" fill="#f6f3ee"/><rect x="170" y="370" width="400" height="22" fill="#1f5fa8"/>`;
  for (let r = 0; r < 3; r++) {
    for (let col = 0; col < 3; col++) {
      s += `<rect x="${200 + col * 124}" y="${420 + r * 100}" width="100" height="64" fill="#8fbbdc"/><rect x="${200 + col * 124}" y="${420 + r * 100}" width="100" height="10" fill="#bcd7ea"/>`;
    }
  }
  s += `<rect x="320" y="690" width="100" height="80" fill="#4d6275"/>`;
  // sign
  s += `<rect x="200" y="300" width="340" height="64" rx="6" fill="#1f5fa8"/>`;
  s += brandText(370, 344, 34, "#ffffff");
  s += `<rect x="240" y="364" width="10" height="10" fill="#555"/><rect x="490" y="364" width="10" height="10" fill="#555"/>`;
  // compound wall and gate
  s += `<rect x="0" y="730" width="${W}" height="40" fill="#d8cfc2"/><rect x="100" y="700" width="40" height="70" fill="#c4b9aa"/><rect x="1470" y="700" width="40" height="70" fill="#c4b9aa"/>`;
  s += `<rect x="560" y="736" width="220" height="34" fill="#6f7d89"/>`;
  for (const [x, k] of [
    [60, 1.2],
    [1540, 1.3],
    [1110, 0.9],
  ] as const) {
    s += tree(x, 770, k, "#4f8a3d");
  }
  // flag pole
  s += `<rect x="1500" y="420" width="6" height="320" fill="#888"/><rect x="1506" y="424" width="80" height="18" fill="#f08a24"/><rect x="1506" y="442" width="80" height="18" fill="#ffffff"/><rect x="1506" y="460" width="80" height="18" fill="#2e8b3d"/><circle cx="1546" cy="451" r="6" fill="#1c3f94"/>`;
  return svgDoc(W, H, "", s);
}

function flatMotor(x: number, y: number, s: number, color: string): string {
  return (
    `<rect x="${r1(x - 70 * s)}" y="${r1(y - 60 * s)}" width="${r1(130 * s)}" height="${r1(100 * s)}" rx="${r1(20 * s)}" fill="${color}"/>` +
    `<rect x="${r1(x - 90 * s)}" y="${r1(y - 52 * s)}" width="${r1(30 * s)}" height="${r1(84 * s)}" rx="${r1(12 * s)}" fill="${mix(color, "#000000", 0.25)}"/>` +
    `<rect x="${r1(x + 60 * s)}" y="${r1(y - 18 * s)}" width="${r1(40 * s)}" height="${r1(16 * s)}" fill="#b8c0c7"/>` +
    `<rect x="${r1(x - 30 * s)}" y="${r1(y - 82 * s)}" width="${r1(50 * s)}" height="${r1(24 * s)}" rx="${r1(4 * s)}" fill="${mix(color, "#ffffff", 0.2)}"/>` +
    `<rect x="${r1(x - 60 * s)}" y="${r1(y - 34 * s)}" width="${r1(110 * s)}" height="${r1(6 * s)}" fill="#ffffff" opacity="0.25"/>` +
    `<rect x="${r1(x - 60 * s)}" y="${r1(y - 8 * s)}" width="${r1(110 * s)}" height="${r1(6 * s)}" fill="#000000" opacity="0.15"/>`
  );
}

function aboutAssembly(): string {
  const W = 1600;
  const H = 1000;
  let s = `<rect width="${W}" height="${H}" fill="#e6ebef"/><rect y="700" width="${W}" height="300" fill="#8f9c97"/>`;
  for (let i = 0; i < 6; i++) {
    s += `<path d="M${140 + i * 270} 0V110" stroke="#555" stroke-width="4"/><path d="M${100 + i * 270} 110H${180 + i * 270}L${160 + i * 270} 140H${120 + i * 270}Z" fill="#3d4650"/><path d="M${120 + i * 270} 140L${60 + i * 270} 500H${220 + i * 270}L${160 + i * 270} 140Z" fill="#fff6d5" opacity="0.35"/>`;
  }
  s += `<rect y="640" width="${W}" height="16" fill="#e9b10f"/>`;
  // conveyor
  s += `<rect x="40" y="560" width="1520" height="40" rx="20" fill="#2f3439"/><rect x="60" y="566" width="1480" height="10" fill="#4a525a"/>`;
  for (let x = 100; x < 1560; x += 120)
    s += `<rect x="${x}" y="600" width="16" height="110" fill="#6b747c"/>`;
  const colors = ["#1f5fa8", "#23395d", "#2f8a4c", "#1f5fa8", "#8e2433", "#14838a"];
  colors.forEach((col, i) => {
    s += flatMotor(170 + i * 250, 530, 0.8, col);
  });
  // workers
  const shirts = ["#1f5fa8", "#1f5fa8", "#2f86c9", "#1f5fa8"];
  [300, 640, 980, 1320].forEach((x, i) => {
    s += person(x, 830, 1.5, shirts[i] ?? "#1f5fa8", SKIN[i % SKIN.length] ?? "#c68b5b");
  });
  // tool stations
  for (const x of [120, 1460]) {
    s += `<rect x="${x - 60}" y="700" width="120" height="130" fill="#3d6fa8"/><rect x="${x - 60}" y="700" width="120" height="20" fill="#e0761c"/>`;
  }
  return svgDoc(W, H, "", s);
}

function gauge(x: number, y: number, r: number, v: number): string {
  const a = Math.PI * (1.2 - 1.4 * v);
  return (
    `<circle cx="${x}" cy="${y}" r="${r + 6}" fill="#5d656c"/><circle cx="${x}" cy="${y}" r="${r}" fill="#ffffff"/>` +
    `<path d="M${r1(x - r * 0.8)} ${r1(y + r * 0.3)}A${r * 0.85} ${r * 0.85} 0 1 1 ${r1(x + r * 0.8)} ${r1(y + r * 0.3)}" stroke="#2f8a4c" stroke-width="4" fill="none"/>` +
    `<line x1="${x}" y1="${y}" x2="${r1(x + r * 0.75 * Math.cos(a))}" y2="${r1(y - r * 0.75 * Math.sin(a))}" stroke="#c62f2b" stroke-width="4"/>` +
    `<circle cx="${x}" cy="${y}" r="5" fill="#222"/>`
  );
}

function aboutTesting(): string {
  const W = 1600;
  const H = 1000;
  let s = `<rect width="${W}" height="${H}" fill="#e9eef2"/><rect y="760" width="${W}" height="240" fill="#7f8c88"/>`;
  s += `<rect x="60" y="60" width="1480" height="40" fill="#d4dbe1"/>`;
  // sump tank
  s += `<rect x="120" y="520" width="620" height="260" fill="#5d7a93"/><rect x="140" y="540" width="580" height="60" fill="#7cc4ee"/><rect x="140" y="600" width="580" height="160" fill="#4aa3df"/>`;
  for (let x = 160; x < 720; x += 70)
    s += `<path d="M${x} 570q15 -8 30 0t30 0" stroke="#ffffff" stroke-width="3" fill="none" opacity="0.7"/>`;
  // pump on rig
  s += `<rect x="300" y="440" width="260" height="24" fill="#3d4650"/>`;
  s += flatMotor(410, 420, 1.1, "#1f5fa8");
  s += `<circle cx="540" cy="400" r="46" fill="#4b5560"/><circle cx="540" cy="400" r="16" fill="#2a2f35"/>`;
  // pipework with gauges and flow meter
  s += `<path d="M540 350V220H1000V470" stroke="#8a949d" stroke-width="30" fill="none"/>`;
  s += `<path d="M1000 470V560H740" stroke="#8a949d" stroke-width="30" fill="none"/>`;
  s += `<rect x="840" y="190" width="70" height="60" rx="8" fill="#2f86c9"/><rect x="980" y="330" width="40" height="70" rx="6" fill="#c62f2b"/>`;
  s += gauge(680, 160, 44, 0.62) + gauge(1000, 160, 36, 0.4);
  s += `<rect x="676" y="180" width="8" height="30" fill="#5d656c"/><rect x="996" y="180" width="8" height="30" fill="#5d656c"/>`;
  // control desk
  s += `<rect x="1140" y="560" width="380" height="220" fill="#4d5a66"/><rect x="1160" y="420" width="160" height="110" rx="6" fill="#23313d"/><rect x="1340" y="420" width="160" height="110" rx="6" fill="#23313d"/>`;
  s += `<path d="M1175 500L1210 470L1240 485L1280 445L1305 460" stroke="#7ee08a" stroke-width="4" fill="none"/>`;
  for (let i = 0; i < 4; i++) {
    s += `<rect x="${1360 + i * 34}" y="${500 - i * 16}" width="22" height="${16 + i * 16}" fill="#f2c014"/>`;
  }
  s += `<rect x="1220" y="530" width="20" height="30" fill="#3d4650"/><rect x="1410" y="530" width="20" height="30" fill="#3d4650"/>`;
  for (let i = 0; i < 5; i++)
    s += `<circle cx="${1190 + i * 70}" cy="620" r="14" fill="${["#2e9d4f", "#d32f2f", "#fbc02d", "#2f86c9", "#eeeeee"][i] ?? "#ccc"}"/>`;
  s += person(1060, 880, 1.5, "#1f5fa8", "#a9714a");
  s += `<rect x="1086" y="650" width="40" height="54" fill="#f7f7f2" transform="rotate(12 1100 680)"/>`;
  return svgDoc(W, H, "", s);
}

function aboutWarehouse(): string {
  const W = 1600;
  const H = 1000;
  let s = `<rect width="${W}" height="${H}" fill="#eef0f2"/><rect y="760" width="${W}" height="240" fill="#9aa39f"/>`;
  const rand = rng(77);
  for (let r = 0; r < 2; r++) {
    const x0 = 60 + r * 820;
    s += `<rect x="${x0}" y="120" width="16" height="640" fill="#3d6fa8"/><rect x="${x0 + 684}" y="120" width="16" height="640" fill="#3d6fa8"/>`;
    for (let lvl = 0; lvl < 4; lvl++) {
      const y = 260 + lvl * 160;
      s += `<rect x="${x0}" y="${y}" width="700" height="14" fill="#e0761c"/>`;
      let x = x0 + 26;
      while (x < x0 + 640) {
        const bw = 70 + Math.floor(rand() * 60);
        const bh = 60 + Math.floor(rand() * 70);
        if (x + bw > x0 + 680) break;
        s += `<rect x="${x}" y="${y - bh}" width="${bw}" height="${bh}" fill="${rand() > 0.5 ? "#c59a66" : "#b88a56"}"/><rect x="${x + bw * 0.2}" y="${y - bh * 0.7}" width="${bw * 0.5}" height="${bh * 0.25}" fill="#f6f1e6"/><rect x="${x}" y="${y - bh}" width="${bw}" height="6" fill="#000" opacity="0.1"/>`;
        x += bw + 10;
      }
    }
  }
  // team in front
  const shirts = ["#1f5fa8", "#2f8a4c", "#ffffff", "#1f5fa8", "#e0761c", "#23395d"];
  [360, 560, 760, 920, 1100, 1280].forEach((x, i) => {
    s += person(
      x,
      930,
      1.9 - (i % 2) * 0.1,
      shirts[i] ?? "#1f5fa8",
      SKIN[i % SKIN.length] ?? "#c68b5b",
      i % 3 !== 2,
    );
  });
  return svgDoc(W, H, "", s);
}

function truck(x: number, y: number, s: number, color: string): string {
  let out = `<rect x="${x}" y="${r1(y - 260 * s)}" width="${r1(460 * s)}" height="${r1(220 * s)}" fill="${color}"/>`;
  out += `<rect x="${x}" y="${r1(y - 260 * s)}" width="${r1(460 * s)}" height="${r1(20 * s)}" fill="${mix(color, "#000000", 0.2)}"/>`;
  for (let i = 1; i < 6; i++) {
    out += `<rect x="${r1(x + i * 76 * s)}" y="${r1(y - 240 * s)}" width="${r1(6 * s)}" height="${r1(200 * s)}" fill="${mix(color, "#000000", 0.15)}"/>`;
  }
  out += `<path d="M${r1(x + 470 * s)} ${r1(y - 40 * s)}V${r1(y - 200 * s)}Q${r1(x + 470 * s)} ${r1(y - 220 * s)} ${r1(x + 490 * s)} ${r1(y - 220 * s)}H${r1(x + 580 * s)}L${r1(x + 640 * s)} ${r1(y - 130 * s)}V${r1(y - 40 * s)}Z" fill="#f2c014"/>`;
  out += `<path d="M${r1(x + 500 * s)} ${r1(y - 200 * s)}H${r1(x + 575 * s)}L${r1(x + 620 * s)} ${r1(y - 135 * s)}H${r1(x + 500 * s)}Z" fill="#9fd0ee"/>`;
  out += `<rect x="${x}" y="${r1(y - 44 * s)}" width="${r1(650 * s)}" height="${r1(20 * s)}" fill="#333"/>`;
  for (const wx of [90, 200, 560]) {
    out += `<circle cx="${r1(x + wx * s)}" cy="${r1(y - 10 * s)}" r="${r1(40 * s)}" fill="#222"/><circle cx="${r1(x + wx * s)}" cy="${r1(y - 10 * s)}" r="${r1(16 * s)}" fill="#aaa"/>`;
  }
  return out;
}

function aboutDispatch(): string {
  const W = 1600;
  const H = 1000;
  let s = `<rect width="${W}" height="${H}" fill="#d7ebf7"/><circle cx="1400" cy="140" r="60" fill="#ffe9a8"/>`;
  s += cloud(1100, 170, 0.9, 1);
  s += `<path d="M760 820V560H840V600H900V520H980V620H1060V580H1140V640H1220V540H1300V600H1380V560H1460V620H1600V820Z" fill="#b9cfdd"/>`;
  s += tree(1230, 820, 1.1, "#6b9a55") + tree(1500, 820, 1.3, "#5f8f4b");
  s += `<rect x="0" y="260" width="760" height="560" fill="#e4e0d8"/>`;
  for (const x of [60, 420]) {
    s += `<rect x="${x}" y="420" width="280" height="300" fill="#6f7d89"/>`;
    for (let y = 430; y < 720; y += 20)
      s += `<rect x="${x}" y="${y}" width="280" height="5" fill="#5c6873"/>`;
  }
  s += `<rect x="0" y="720" width="760" height="100" fill="#b4aca0"/><rect x="0" y="720" width="760" height="14" fill="#e9b10f"/>`;
  s += `<rect y="820" width="${W}" height="180" fill="#8f8f8f"/><path d="M0 930H1600" stroke="#ffffff" stroke-width="8" stroke-dasharray="60 40"/>`;
  s += truck(760, 880, 1.25, "#1f5fa8");
  // cartons being loaded
  const boxes: [number, number][] = [
    [560, 660],
    [640, 660],
    [600, 600],
    [120, 660],
    [200, 660],
  ];
  for (const [bx, by] of boxes) {
    s += `<rect x="${bx}" y="${by}" width="74" height="60" fill="#c59a66"/><rect x="${bx + 14}" y="${by + 16}" width="40" height="14" fill="#f6f1e6"/>`;
  }
  s += person(480, 820, 1.4, "#1f5fa8", "#b97c52");
  s += `<rect x="440" y="640" width="60" height="50" fill="#c59a66"/>`;
  s += person(300, 820, 1.4, "#2f8a4c", "#8d5a3b");
  return svgDoc(W, H, "", s);
}

const ABOUT: (() => string)[] = [
  aboutFactory,
  aboutAssembly,
  aboutTesting,
  aboutWarehouse,
  aboutDispatch,
];

export async function renderAboutImage(index: number): Promise<Buffer> {
  const i = ((Math.trunc(index) % ABOUT.length) + ABOUT.length) % ABOUT.length;
  const make = ABOUT[i] ?? aboutFactory;
  return toJpeg(make());
}

/* ------------------------------------------------------------------ certificates (1240 x 1754) */

function seal(cx: number, cy: number, r: number, color: string, inner: string[]): string {
  let pts = "";
  const n = 48;
  for (let i = 0; i < n * 2; i++) {
    const a = (i / (n * 2)) * Math.PI * 2;
    const rr = i % 2 === 0 ? r : r * 0.92;
    pts += `${r1(cx + rr * Math.cos(a))},${r1(cy + rr * Math.sin(a))} `;
  }
  const rib = mix(color, "#000000", 0.25);
  let s = `<path d="M${cx - 60} ${cy + r * 0.6}L${cx - 96} ${cy + r + 56}L${cx - 62} ${cy + r + 40}L${cx - 44} ${cy + r + 74}L${cx - 10} ${cy + r * 0.8}Z" fill="${rib}"/>`;
  s += `<path d="M${cx + 60} ${cy + r * 0.6}L${cx + 96} ${cy + r + 56}L${cx + 62} ${cy + r + 40}L${cx + 44} ${cy + r + 74}L${cx + 10} ${cy + r * 0.8}Z" fill="${rib}"/>`;
  s += `<polygon points="${pts.trim()}" fill="${color}"/>`;
  s += `<circle cx="${cx}" cy="${cy}" r="${r1(r * 0.8)}" fill="none" stroke="#ffffff" stroke-width="3" opacity="0.8"/>`;
  s += `<circle cx="${cx}" cy="${cy}" r="${r1(r * 0.72)}" fill="none" stroke="#ffffff" stroke-width="1.5" opacity="0.8"/>`;
  inner.forEach((line, i) => {
    const y = cy + (i - (inner.length - 1) / 2) * r * 0.3 + r * 0.09;
    s += `<text x="${cx}" y="${r1(y)}" font-family="${FONT}" font-size="${r1(i === 0 ? r * 0.26 : r * 0.16)}" font-weight="bold" fill="#ffffff" text-anchor="middle">${escapeXml(line)}</text>`;
  });
  return s;
}

function rosette(cx: number, cy: number, r: number, color: string): string {
  let s = `<g fill="none" stroke="${color}" stroke-width="1" opacity="0.18">`;
  for (let i = 0; i < 36; i++) {
    s += `<ellipse cx="${cx}" cy="${cy}" rx="${r}" ry="${r1(r * 0.38)}" transform="rotate(${i * 5} ${cx} ${cy})"/>`;
  }
  return `${s}</g>`;
}

function signature(x: number, y: number, seed: number): string {
  const rand = rng(seed);
  let d = `M${x} ${y}`;
  let cx = x;
  for (let i = 0; i < 7; i++) {
    const nx = cx + 20 + rand() * 20;
    d += `C${r1(cx + 5)} ${r1(y - 40 - rand() * 20)} ${r1(nx - 5)} ${r1(y + 20 + rand() * 10)} ${r1(nx)} ${r1(y - 5 + rand() * 10)}`;
    cx = nx;
  }
  d += `M${x - 10} ${y + 14}Q${r1((x + cx) / 2)} ${y + 2} ${r1(cx + 20)} ${y + 10}`;
  return `<path d="${d}" fill="none" stroke="#1b2a5c" stroke-width="2.5" stroke-linecap="round"/>`;
}

interface CertSpec {
  primary: string;
  secondary: string;
  authority: string;
  authoritySub: string;
  title: string;
  subtitle: string;
  intro: string;
  conform: string;
  standard: string;
  standardSub: string;
  scopeTitle: string;
  scope: string[];
  meta: [string, string][];
  sealLines: string[];
  signers: [string, string];
  mark: "iso" | "isi";
}

function isiMark(cx: number, cy: number, color: string): string {
  let s = `<rect x="${cx - 110}" y="${cy - 62}" width="220" height="124" rx="16" fill="none" stroke="${color}" stroke-width="8"/>`;
  s += `<rect x="${cx - 96}" y="${cy - 48}" width="192" height="96" rx="10" fill="none" stroke="${color}" stroke-width="3"/>`;
  s += `<text x="${cx}" y="${cy + 26}" font-family="${FONT}" font-size="72" font-weight="bold" fill="${color}" text-anchor="middle" letter-spacing="6">ISI</text>`;
  return s;
}

function certificateSvg(spec: CertSpec): string {
  const W = 1240;
  const H = 1754;
  const defs =
    lin("paper", [
      [0, "#fffdf6"],
      [1, "#f6f0df"],
    ]) +
    lin(
      "band",
      [
        [0, spec.primary],
        [1, mix(spec.primary, "#000000", 0.3)],
      ],
      0,
      0,
      1,
      0,
    ) +
    `<pattern id="dots" width="16" height="16" patternUnits="userSpaceOnUse"><circle cx="8" cy="8" r="2.4" fill="${spec.secondary}"/></pattern>`;
  let s = `<rect width="${W}" height="${H}" fill="url(#paper)"/>`;
  // borders
  s += `<rect x="34" y="34" width="${W - 68}" height="${H - 68}" fill="none" stroke="url(#band)" stroke-width="18"/>`;
  s += `<rect x="58" y="58" width="${W - 116}" height="${H - 116}" fill="url(#dots)" opacity="0.5"/>`;
  s += `<rect x="74" y="74" width="${W - 148}" height="${H - 148}" fill="url(#paper)" stroke="${spec.secondary}" stroke-width="3"/>`;
  s += `<rect x="88" y="88" width="${W - 176}" height="${H - 176}" fill="none" stroke="${spec.primary}" stroke-width="1.5"/>`;
  for (const [x, y] of [
    [88, 88],
    [W - 88, 88],
    [88, H - 88],
    [W - 88, H - 88],
  ] as const) {
    s += `<circle cx="${x}" cy="${y}" r="22" fill="${spec.secondary}"/><circle cx="${x}" cy="${y}" r="12" fill="${spec.primary}"/>`;
  }
  s += rosette(620, 900, 380, spec.primary);
  s += `<text x="620" y="1020" font-family="${FONT}" font-size="170" font-weight="bold" fill="${spec.primary}" opacity="0.05" text-anchor="middle" transform="rotate(-32 620 900)">SPECIMEN</text>`;
  const t = (
    y: number,
    size: number,
    text: string,
    o: { bold?: boolean; color?: string; serif?: boolean; italic?: boolean; spacing?: number } = {},
  ) =>
    `<text x="620" y="${y}" font-family="${o.serif ? SERIF : FONT}" font-size="${size}"${o.bold ? ' font-weight="bold"' : ""}${o.italic ? ' font-style="italic"' : ""}${o.spacing ? ` letter-spacing="${o.spacing}"` : ""} fill="${o.color ?? "#1f2933"}" text-anchor="middle">${escapeXml(text)}</text>`;
  // header mark
  if (spec.mark === "iso") {
    s += `<circle cx="620" cy="210" r="66" fill="${spec.primary}"/><circle cx="620" cy="210" r="54" fill="none" stroke="#ffffff" stroke-width="3"/>`;
    s += `<text x="620" y="223" font-family="${FONT}" font-size="36" font-weight="bold" fill="#ffffff" text-anchor="middle">QMS</text>`;
  } else {
    s += isiMark(620, 212, spec.primary);
  }
  s += t(330, 26, spec.authority, { bold: true, color: spec.primary, spacing: 3 });
  s += t(364, 19, spec.authoritySub, { color: "#5b6670", spacing: 1 });
  s += `<path d="M300 396H940" stroke="${spec.secondary}" stroke-width="3"/>`;
  s += t(470, 56, spec.title, { bold: true, serif: true, color: spec.primary });
  s += t(520, 26, spec.subtitle, { serif: true, italic: true, color: "#4a5560" });
  s += t(610, 24, spec.intro, { color: "#3a4550" });
  s += t(690, 44, COMPANY, { bold: true, serif: true, color: "#15202b" });
  s += t(738, 22, ADDRESS, { color: "#3a4550" });
  s += t(810, 24, spec.conform, { color: "#3a4550" });
  s += t(900, 72, spec.standard, { bold: true, color: spec.primary, spacing: 2 });
  s += t(950, 24, spec.standardSub, { color: "#4a5560", italic: true });
  s += t(1030, 24, spec.scopeTitle, { bold: true, color: "#1f2933", spacing: 2 });
  spec.scope.forEach((line, i) => {
    s += t(1074 + i * 36, 23, line, { color: "#2d3844" });
  });
  // meta table
  const top = 1230;
  spec.meta.forEach(([k, v], i) => {
    const y = top + i * 40;
    s += `<text x="250" y="${y}" font-family="${FONT}" font-size="21" fill="#5b6670">${escapeXml(k)}</text>`;
    s += `<text x="560" y="${y}" font-family="${FONT}" font-size="21" font-weight="bold" fill="#1f2933">${escapeXml(v)}</text>`;
  });
  // signatures and seal
  s += signature(230, 1500, 3) + signature(800, 1500, 8);
  s += `<path d="M200 1530H480M760 1530H1040" stroke="#1f2933" stroke-width="2"/>`;
  s += `<text x="340" y="1562" font-family="${FONT}" font-size="20" fill="#3a4550" text-anchor="middle">${escapeXml(spec.signers[0])}</text>`;
  s += `<text x="900" y="1562" font-family="${FONT}" font-size="20" fill="#3a4550" text-anchor="middle">${escapeXml(spec.signers[1])}</text>`;
  s += seal(620, 1450, 92, spec.secondary, spec.sealLines);
  s += t(
    1640,
    17,
    "SPECIMEN — sample certificate for demonstration content only. Not a valid certificate.",
    {
      color: "#8a5a5a",
    },
  );
  return svgDoc(W, H, defs, s);
}

const CERTS: CertSpec[] = [
  {
    primary: "#1c3f6e",
    secondary: "#b08a2e",
    authority: "QUALITY ASSURANCE REGISTRAR (DEMO)",
    authoritySub: "Accredited management system certification · specimen layout",
    title: "Certificate of Registration",
    subtitle: "Quality Management System",
    intro: "This is to certify that the Quality Management System of",
    conform: "has been assessed and found to conform to the requirements of",
    standard: "ISO 9001:2015",
    standardSub: "Quality management systems — Requirements",
    scopeTitle: "SCOPE OF CERTIFICATION",
    scope: [
      "Design, manufacture and supply of submersible, openwell and monoblock pumps,",
      "single and three phase electric motors, control panels and electric power tools.",
    ],
    meta: [
      ["Certificate No.", "QMS/IN/SPECIMEN/0418"],
      ["Date of initial registration", "14 June 2012"],
      ["Current issue date", "12 March 2024"],
      ["Valid until", "11 March 2027"],
    ],
    sealLines: ["ISO", "9001:2015"],
    signers: ["Lead Auditor", "Director, Certification"],
    mark: "iso",
  },
  {
    primary: "#1f5a3a",
    secondary: "#a6402f",
    authority: "BIS CERTIFICATION — ISI MARK LICENCE",
    authoritySub: "Product certification scheme · specimen layout for demonstration",
    title: "Certificate of Licence",
    subtitle: "Licence to use the Standard Mark",
    intro: "Licence to use the Standard Mark (ISI) is granted to",
    conform: "for products conforming to the Indian Standard",
    standard: "IS 8034",
    standardSub: "Submersible pumpsets — Specification",
    scopeTitle: "PRODUCT COVERED BY THE LICENCE",
    scope: [
      "Borewell submersible pumpsets, V3, V4 and V6 series, single and three phase,",
      "manufactured at the above address under the scheme of testing and inspection.",
    ],
    meta: [
      ["Licence No.", "CM/L-SPECIMEN-7601"],
      ["Date of grant", "02 August 2013"],
      ["Renewed on", "02 August 2024"],
      ["Valid until", "01 August 2026"],
    ],
    sealLines: ["ISI", "IS 8034"],
    signers: ["Scientist, Certification", "Head of Branch Office"],
    mark: "isi",
  },
];

export async function renderCertificate(index: number): Promise<Buffer> {
  const i = ((Math.trunc(index) % CERTS.length) + CERTS.length) % CERTS.length;
  const spec = CERTS[i] ?? CERTS[0];
  if (!spec) throw new Error("no certificate spec");
  return toJpeg(certificateSvg(spec));
}
