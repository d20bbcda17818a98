/**
 * The PIN-code file, app/places/pincodes.txt: written by scripts/pincodes.ts,
 * read by pincode.server.ts (docs/places.md). Plain text, a line each:
 *
 *     # …                     a comment (where the data comes from, its licence)
 *     S<TAB>name              a state as the source names it, numbered from 0
 *     D<TAB>state<TAB>name    a district and its state's number, numbered from 0
 *     PIN<TAB>district        a PIN code and its district's number
 *     PIN                     a PIN code in the same district as the line before
 *     …<TAB>±lat±lon          either PIN line with the PIN's coordinate after a tab
 *                             (the district left empty when it is the line before's)
 *
 * PIN lines come last, in ascending order. Most neighbouring PINs share a
 * district, so leaving it out there keeps the file about a third smaller.
 * A coordinate is in hundredths of a degree (about 1.1 km), written as the
 * step from the coordinate of the last PIN line that had one (from 0,0):
 * neighbouring PINs are near each other, so the steps are short (`+3-12`).
 * A PIN without a coordinate has none in the directory we trust.
 */

/** One PIN code and where it is, as the script hands it over. */
export interface PinRow {
  pin: string;
  state: string;
  district: string;
  /** Where the PIN is, in hundredths of a degree (latitude, longitude), when known. */
  at?: { lat: number; lon: number } | null;
}

/** `at` of a PIN with no coordinate. */
export const NO_COORDINATE = -32768;

export interface PincodeTable {
  /** State names as the source writes them. */
  states: string[];
  districts: { name: string; state: number }[];
  /** The PIN codes, ascending. */
  pins: Uint32Array;
  /** The district (its number) of each PIN, beside `pins`. */
  districtOf: Uint16Array;
  /** Each PIN's latitude and longitude in hundredths of a degree, or NO_COORDINATE. */
  lat: Int16Array;
  lon: Int16Array;
}

const PIN_LINE = /^([1-9][0-9]{5})(?:\t([0-9]*)(?:\t([+-][0-9]+)([+-][0-9]+))?)?$/;

/** A coordinate step: +12, -3, +0. */
const step = (n: number) => (n < 0 ? `${n}` : `+${n}`);

/** The file's text for `rows` (one per PIN), after the comment lines of `header`. */
export function encodePincodes(rows: readonly PinRow[], header: readonly string[]): string {
  const states = [...new Set(rows.map((r) => r.state))].sort();
  const stateOf = new Map(states.map((s, i) => [s, i]));
  const districtKey = (state: number, name: string) => `${state}\t${name}`;
  const districts = [
    ...new Set(rows.map((r) => districtKey(stateOf.get(r.state) ?? -1, r.district))),
  ]
    .map((key) => key.split("\t") as [string, string])
    .sort(([sa, na], [sb, nb]) => Number(sa) - Number(sb) || (na < nb ? -1 : na > nb ? 1 : 0));
  if (districts.length > 0xffff) throw new Error(`${districts.length} districts: too many`);
  const districtOf = new Map(districts.map(([s, n], i) => [districtKey(Number(s), n), i]));

  const lines = header.map((line) => `# ${line}`);
  for (const s of states) lines.push(`S\t${s}`);
  for (const [s, n] of districts) lines.push(`D\t${s}\t${n}`);
  let previous = -1;
  let previousPin = "";
  let last = { lat: 0, lon: 0 };
  for (const row of [...rows].sort((a, b) => (a.pin < b.pin ? -1 : 1))) {
    if (!/^[1-9][0-9]{5}$/.test(row.pin)) throw new Error(`not a PIN code: ${row.pin}`);
    if (row.pin === previousPin) throw new Error(`PIN ${row.pin} twice`);
    const d = districtOf.get(districtKey(stateOf.get(row.state) ?? -1, row.district)) ?? -1;
    const district = d === previous ? "" : String(d);
    if (row.at) {
      const { lat, lon } = row.at;
      if (![lat, lon].every((n) => Number.isInteger(n) && Math.abs(n) < 32768)) {
        throw new Error(`PIN ${row.pin}: not a coordinate in hundredths of a degree`);
      }
      lines.push(`${row.pin}\t${district}\t${step(lat - last.lat)}${step(lon - last.lon)}`);
      last = { lat, lon };
    } else lines.push(district === "" ? row.pin : `${row.pin}\t${district}`);
    previous = d;
    previousPin = row.pin;
  }
  return `${lines.join("\n")}\n`;
}

/**
 * A copy of a name cut from the file's text: V8 keeps such a substring as a
 * slice of the whole text, so a few hundred names would hold on to all of it.
 */
function own(name: string): string {
  return JSON.parse(JSON.stringify(name)) as string;
}

/** The table in a file's text; throws on any line it does not expect. */
export function decodePincodes(text: string): PincodeTable {
  const states: string[] = [];
  const districts: { name: string; state: number }[] = [];
  const pins: number[] = [];
  const districtOf: number[] = [];
  const lat: number[] = [];
  const lon: number[] = [];
  let last = { lat: 0, lon: 0 };
  const lines = text.split("\n");
  for (let i = 0; i < lines.length; i++) {
    const line = lines[i] ?? "";
    if (line === "" || line.startsWith("#")) continue;
    const pin = PIN_LINE.exec(line);
    const fields = line.split("\t");
    if (pin) {
      const d = pin[2] === undefined || pin[2] === "" ? districtOf.at(-1) : Number(pin[2]);
      const n = Number(pin[1]);
      const bare = pin[2] === "" && pin[3] === undefined; // "PIN<TAB>" says nothing
      if (d === undefined || d >= districts.length || n <= (pins.at(-1) ?? 0) || bare) {
        throw new Error(`pincodes line ${i + 1}: ${line}`);
      }
      pins.push(n);
      districtOf.push(d);
      if (pin[3] !== undefined && pin[4] !== undefined) {
        last = { lat: last.lat + Number(pin[3]), lon: last.lon + Number(pin[4]) };
        if (Math.abs(last.lat) >= 32768 || Math.abs(last.lon) >= 32768) {
          throw new Error(`pincodes line ${i + 1}: ${line}`);
        }
        lat.push(last.lat);
        lon.push(last.lon);
      } else {
        lat.push(NO_COORDINATE);
        lon.push(NO_COORDINATE);
      }
    } else if (fields[0] === "S" && fields.length === 2 && pins.length === 0) {
      states.push(own(fields[1] ?? ""));
    } else if (fields[0] === "D" && fields.length === 3 && Number(fields[1]) < states.length) {
      districts.push({ state: Number(fields[1]), name: own(fields[2] ?? "") });
    } else {
      throw new Error(`pincodes line ${i + 1}: ${line}`);
    }
  }
  return {
    states,
    districts,
    pins: Uint32Array.from(pins),
    districtOf: Uint16Array.from(districtOf),
    lat: Int16Array.from(lat),
    lon: Int16Array.from(lon),
  };
}
