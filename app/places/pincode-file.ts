/**
 * The PIN-code file, app/places/pincodes.txt: written by scripts/pincodes.ts,
 * read by pincode.server.ts (docs/places.md). Plain text, a line each:
 *
 *     # …                     a comment (where the data comes from, its licence)
 *     S<TAB>name              a state as the source names it, numbered from 0
 *     D<TAB>state<TAB>name    a district and its state's number, numbered from 0
 *     PIN<TAB>district        a PIN code and its district's number
 *     PIN                     a PIN code in the same district as the line before
 *
 * PIN lines come last, in ascending order. Most neighbouring PINs share a
 * district, so leaving it out there keeps the file about a third smaller.
 */

/** One PIN code and where it is, as the script hands it over. */
export interface PinRow {
  pin: string;
  state: string;
  district: string;
}

export interface PincodeTable {
  /** State names as the source writes them. */
  states: string[];
  districts: { name: string; state: number }[];
  /** The PIN codes, ascending. */
  pins: Uint32Array;
  /** The district (its number) of each PIN, beside `pins`. */
  districtOf: Uint16Array;
}

const PIN_LINE = /^([1-9][0-9]{5})(?:\t([0-9]+))?$/;

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
  for (const row of [...rows].sort((a, b) => (a.pin < b.pin ? -1 : 1))) {
    if (!PIN_LINE.test(row.pin)) throw new Error(`not a PIN code: ${row.pin}`);
    if (row.pin === previousPin) throw new Error(`PIN ${row.pin} twice`);
    const d = districtOf.get(districtKey(stateOf.get(row.state) ?? -1, row.district)) ?? -1;
    lines.push(d === previous ? row.pin : `${row.pin}\t${d}`);
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
  const lines = text.split("\n");
  for (let i = 0; i < lines.length; i++) {
    const line = lines[i] ?? "";
    if (line === "" || line.startsWith("#")) continue;
    const pin = PIN_LINE.exec(line);
    const fields = line.split("\t");
    if (pin) {
      const d = pin[2] === undefined ? districtOf.at(-1) : Number(pin[2]);
      const n = Number(pin[1]);
      if (d === undefined || d >= districts.length || n <= (pins.at(-1) ?? 0)) {
        throw new Error(`pincodes line ${i + 1}: ${line}`);
      }
      pins.push(n);
      districtOf.push(d);
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
  };
}
