import { foldText, wordKey } from "~/search/search-key.server";
import { DISTRICT_ALIASES } from "./district-aliases";
import { directoryDistricts } from "./pincode.server";

/**
 * Districts as India Post's directory has them (docs/places.md "Districts"),
 * each with a key, and the one lookup from what a person types to a district:
 * the directory's name, another spelling or a former name ("Ahmedabad",
 * "Kutch", "Mehsana", "Dahod", "Panchmahal"), or its name in Gujarati or
 * Hindi, any case and spacing; failing those, for a name in Gujarati or
 * Devanagari letters, the district whose name sounds the same (the search keys
 * of app/search: "પુણે" and "Pune" meet). Salespeople's
 * areas store the key; routing compares keys, so a lead whose PIN India Post
 * files under "Ahmadabad" reaches whoever covers "Ahmedabad".
 */

export interface District {
  /** The directory's key, unique within its state: its name in lower case, hyphens between words. */
  key: string;
  /** As India Post names it ("Ahmadabad", "Banas Kantha"). */
  name: string;
  stateCode: string;
  gu: string | null;
  hi: string | null;
  /** Other spellings and former names. */
  also: readonly string[];
}

/** "Banas Kantha" → "banas-kantha"; "Kaimur (Bhabua)" → "kaimur-bhabua". */
export function districtKeyOf(name: string): string {
  return name
    .normalize("NFKD")
    .replace(/[\u0300-\u036f]/g, "")
    .toLowerCase()
    .replace(/[^a-z0-9]+/g, "-")
    .replace(/^-|-$/g, "");
}

/** A spelling for comparing: case, spaces, dots, hyphens and a trailing "district" make no difference. */
function plain(text: string): string {
  return foldText(text)
    .replace(/\b(district|dist|jilla|zila)\b\.?$/u, "")
    .replace(/[\s.,'’()&-]+/gu, "")
    .replace(/\u200c|\u200d/g, "");
}

/** How it sounds: the search key of each word, joined. */
function sound(text: string): string {
  return foldText(text)
    .replace(/\b(district|dist|jilla|zila)\b\.?$/u, "")
    .split(/[\s.,'’()&-]+/u)
    .filter(Boolean)
    .map(wordKey)
    .join("");
}

interface Indexed {
  byState: Map<string, District[]>;
  /** state → plain spelling → districts. */
  spellings: Map<string, Map<string, Set<District>>>;
  /** state → sound → districts. */
  sounds: Map<string, Map<string, Set<District>>>;
}

let indexed: Indexed | undefined;

function add(
  map: Map<string, Map<string, Set<District>>>,
  state: string,
  key: string,
  d: District,
) {
  if (!key) return;
  const inState = map.get(state) ?? new Map<string, Set<District>>();
  map.set(state, inState);
  const set = inState.get(key) ?? new Set<District>();
  set.add(d);
  inState.set(key, set);
}

function index(): Indexed {
  if (indexed) return indexed;
  const byState = new Map<string, District[]>();
  const spellings = new Map<string, Map<string, Set<District>>>();
  const sounds = new Map<string, Map<string, Set<District>>>();
  for (const { stateCode, name } of directoryDistricts()) {
    const names = DISTRICT_ALIASES[stateCode]?.[name];
    const d: District = {
      key: districtKeyOf(name),
      name,
      stateCode,
      gu: names?.gu ?? null,
      hi: names?.hi ?? null,
      also: names?.also ?? [],
    };
    byState.set(stateCode, [...(byState.get(stateCode) ?? []), d]);
    for (const spelling of [d.name, d.key, ...d.also, d.gu ?? "", d.hi ?? ""]) {
      add(spellings, stateCode, plain(spelling), d);
      add(sounds, stateCode, sound(spelling), d);
    }
  }
  for (const list of byState.values()) list.sort((a, b) => a.name.localeCompare(b.name, "en"));
  indexed = { byState, spellings, sounds };
  return indexed;
}

/** The directory's districts of a state (GST code), by name; none for a code it does not know. */
export function districtsOf(stateCode: string): readonly District[] {
  return index().byState.get(stateCode) ?? [];
}

const only = (set: Set<District> | undefined): District | null =>
  set && set.size === 1 ? ([...set][0] ?? null) : null;

/**
 * The one lookup: the district of `stateCode` that `typed` names (a spelling,
 * a former name, its Gujarati or Hindi name, or one that sounds the same), or
 * null when none does, or more than one might.
 */
export function findDistrict(stateCode: string, typed: string): District | null {
  const { spellings, sounds } = index();
  const spelled = spellings.get(stateCode)?.get(plain(typed));
  if (spelled) return only(spelled);
  // By sound only in Gujarati or Devanagari letters: a Latin typo ("Ahmd") is refused with the
  // nearest names rather than taken for whichever district sounds alike ("Anand").
  if (!INDIC_LETTERS.test(typed)) return null;
  const key = sound(typed);
  return key ? only(sounds.get(stateCode)?.get(key)) : null;
}

const INDIC_LETTERS = /[\u0900-\u097F\u0A80-\u0AFF]/u;

/** Edit distance of two short strings (suggestions only). */
function distance(a: string, b: string): number {
  const row = Array.from({ length: b.length + 1 }, (_, i) => i);
  for (let i = 1; i <= a.length; i++) {
    let previous = row[0] as number;
    row[0] = i;
    for (let j = 1; j <= b.length; j++) {
      const here = row[j] as number;
      row[j] = Math.min(
        (row[j] as number) + 1,
        (row[j - 1] as number) + 1,
        previous + (a[i - 1] === b[j - 1] ? 0 : 1),
      );
      previous = here;
    }
  }
  return row[b.length] as number;
}

/** Up to three districts of the state whose names come closest to `typed` (for a refusal's message). */
export function nearestDistricts(stateCode: string, typed: string): District[] {
  const t = plain(typed);
  return districtsOf(stateCode)
    .map((d) => ({
      d,
      by: Math.min(...[d.name, ...d.also].map((n) => distance(plain(n), t))),
    }))
    .filter((x) => x.by <= Math.max(2, Math.floor(t.length / 3)))
    .sort((a, b) => a.by - b.by || a.d.name.localeCompare(b.d.name, "en"))
    .slice(0, 3)
    .map((x) => x.d);
}

/** The key of the district a stored name (a lead's, from its PIN) names, or null. */
export function districtKeyFor(stateCode: string | null, name: string | null): string | null {
  if (!stateCode || !name) return null;
  return findDistrict(stateCode, name)?.key ?? null;
}

/** Every state's districts for the salespeople form's lists: key, name and what else it is called. */
export function districtChoices(): Record<string, { key: string; name: string; hint: string }[]> {
  const out: Record<string, { key: string; name: string; hint: string }[]> = {};
  for (const [state, list] of index().byState) {
    out[state] = list.map((d) => ({
      key: d.key,
      name: d.name,
      hint: [d.gu, d.hi, ...d.also].filter(Boolean).join(" · "),
    }));
  }
  return out;
}
