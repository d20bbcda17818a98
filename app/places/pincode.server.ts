import { existsSync, readFileSync } from "node:fs";
import path from "node:path";
import { fileURLToPath } from "node:url";
import { GST_STATES } from "~/forms/gstin";
import { gstStateCode } from "./gst-state";
import { readPin } from "./pin";
import { decodePincodes, NO_COORDINATE, type PincodeTable } from "./pincode-file";

/**
 * PIN code → district and state, from India Post's directory bundled in
 * app/places/pincodes.txt (docs/places.md: source, licence, refresh, rules).
 * Read on the first lookup, then kept: about 20,000 PINs in typed arrays,
 * with a coordinate for most of them (pinCoordinate).
 */
export interface PinPlace {
  pin: string;
  district: string;
  /** The state's name as the GST list writes it (app/forms/gstin.ts). */
  state: string;
  /** Its GST state code ("24" for Gujarat). */
  stateCode: string;
}

const FILE = "pincodes.txt";

interface Places {
  table: PincodeTable;
  /** GST state code of each of the table's states. */
  stateCodes: string[];
}

let places: Places | undefined;

/**
 * Next to this module when running from source (vitest, tsx), else under the
 * working directory: the server's bundle in build/server carries no data files
 * and runs from the repository's root (as app/documents/pdf-kit.server.ts's fonts).
 */
function dataFile(): string {
  const candidates = [
    path.join(path.dirname(fileURLToPath(import.meta.url)), FILE),
    path.resolve(process.cwd(), "app", "places", FILE),
  ];
  const found = candidates.find((file) => existsSync(file));
  if (!found) throw new Error(`PIN codes not found (looked for ${candidates.join(", ")})`);
  return found;
}

/** The table, read once; a state with no single GST code is a broken file, refused. */
function pincodePlaces(): Places {
  if (places) return places;
  const table = decodePincodes(readFileSync(dataFile(), "utf8"));
  const stateCodes = table.states.map((name) => {
    const code = gstStateCode(name);
    if (code === null) throw new Error(`PIN codes: no GST state code for "${name}"`);
    return code;
  });
  places = { table, stateCodes };
  return places;
}

/** Where the table keeps `pin`, or -1. */
function indexOf(pins: Uint32Array, pin: number): number {
  let low = 0;
  let high = pins.length - 1;
  while (low <= high) {
    const mid = (low + high) >>> 1;
    const at = pins[mid] ?? 0;
    if (at === pin) return mid;
    if (at < pin) low = mid + 1;
    else high = mid - 1;
  }
  return -1;
}

/**
 * The district and state of a PIN code as typed (Gujarati or Devanagari
 * digits and spaces allowed: readPin), or null when it is not a PIN code or
 * the directory does not have it.
 */
export function lookupPin(typed: string): PinPlace | null {
  const pin = readPin(typed);
  if (pin === null) return null;
  const { table, stateCodes } = pincodePlaces();
  const at = indexOf(table.pins, Number(pin));
  if (at < 0) return null;
  const district = table.districts[table.districtOf[at] ?? 0];
  const stateCode = district ? stateCodes[district.state] : undefined;
  if (!district || !stateCode) return null;
  return { pin, district: district.name, state: GST_STATES[stateCode] ?? "", stateCode };
}

/** Every district of the directory with its state's GST code, as the file lists them (districts.server.ts). */
export function directoryDistricts(): { stateCode: string; name: string }[] {
  const { table, stateCodes } = pincodePlaces();
  return table.districts.map((d) => ({ stateCode: stateCodes[d.state] ?? "", name: d.name }));
}

/** Where a PIN is: the median of its post offices' coordinates, in degrees (docs/places.md). */
export interface PinPoint {
  lat: number;
  lon: number;
}

/**
 * The coordinate of a PIN code as typed (readPin), or null when it is not a
 * PIN, the directory does not have it or gives it no coordinate we trust.
 * To about a kilometre: good for "which is nearest", not for directions.
 */
export function pinCoordinate(typed: string): PinPoint | null {
  const pin = readPin(typed);
  if (pin === null) return null;
  const { table } = pincodePlaces();
  const at = indexOf(table.pins, Number(pin));
  const lat = table.lat[at] ?? NO_COORDINATE;
  const lon = table.lon[at] ?? NO_COORDINATE;
  if (at < 0 || lat === NO_COORDINATE || lon === NO_COORDINATE) return null;
  return { lat: lat / 100, lon: lon / 100 };
}

/**
 * For a well-formed PIN the directory lacks (a new one, a typo), the state of
 * the PINs around it: the known PINs just below and above it, when both share
 * its first three digits (its sorting district) and one state. Null otherwise.
 */
export function stateNearPin(typed: string): { state: string; stateCode: string } | null {
  const pin = readPin(typed);
  if (pin === null) return null;
  const { table, stateCodes } = pincodePlaces();
  const n = Number(pin);
  let low = 0;
  let high = table.pins.length;
  while (low < high) {
    const mid = (low + high) >>> 1;
    if ((table.pins[mid] ?? 0) < n) low = mid + 1;
    else high = mid;
  }
  const codes = [low - 1, low]
    .filter((i) => i >= 0 && i < table.pins.length)
    .filter((i) => Math.floor((table.pins[i] ?? 0) / 1000) === Math.floor(n / 1000))
    .map((i) => stateCodes[table.districts[table.districtOf[i] ?? 0]?.state ?? -1]);
  const code = codes[0];
  if (!code || codes.some((c) => c !== code)) return null;
  return { state: GST_STATES[code] ?? "", stateCode: code };
}
