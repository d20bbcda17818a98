/**
 * GSTIN, the 15-character GST identification number, checked the way the GST
 * network forms one (docs/gst.md): a state code, the holder's PAN, an entity
 * number, "Z", and a check character (Luhn in base 36). A GSTIN that passes
 * is well formed, not necessarily registered or active: that needs the GST
 * portal. Shared by the browser and the server (one home for the rule).
 */

/** GST state codes and their states (GST rules, 2025 list; 25 is Daman and Diu before the 2020 merger). */
export const GST_STATES: Readonly<Record<string, string>> = {
  "01": "Jammu and Kashmir",
  "02": "Himachal Pradesh",
  "03": "Punjab",
  "04": "Chandigarh",
  "05": "Uttarakhand",
  "06": "Haryana",
  "07": "Delhi",
  "08": "Rajasthan",
  "09": "Uttar Pradesh",
  "10": "Bihar",
  "11": "Sikkim",
  "12": "Arunachal Pradesh",
  "13": "Nagaland",
  "14": "Manipur",
  "15": "Mizoram",
  "16": "Tripura",
  "17": "Meghalaya",
  "18": "Assam",
  "19": "West Bengal",
  "20": "Jharkhand",
  "21": "Odisha",
  "22": "Chhattisgarh",
  "23": "Madhya Pradesh",
  "24": "Gujarat",
  "25": "Daman and Diu",
  "26": "Dadra and Nagar Haveli and Daman and Diu",
  "27": "Maharashtra",
  "28": "Andhra Pradesh (before 2014)",
  "29": "Karnataka",
  "30": "Goa",
  "31": "Lakshadweep",
  "32": "Kerala",
  "33": "Tamil Nadu",
  "34": "Puducherry",
  "35": "Andaman and Nicobar Islands",
  "36": "Telangana",
  "37": "Andhra Pradesh",
  "38": "Ladakh",
  "97": "Other Territory",
  "99": "Centre Jurisdiction",
};

const ALPHABET = "0123456789ABCDEFGHIJKLMNOPQRSTUVWXYZ";

/** State code, PAN (5 letters, 4 digits, a letter), entity number, "Z", check character. */
const SHAPE = /^[0-9]{2}[A-Z]{5}[0-9]{4}[A-Z][1-9A-Z]Z[0-9A-Z]$/;

export const GSTIN_LENGTH = 15;

/** What is wrong with a GSTIN, for the form to say. */
export type GstinProblem = "length" | "shape" | "state" | "check";

/** As people type it: spaces and dashes out, upper case. */
export function normaliseGstin(raw: string): string {
  return raw.replace(/[\s-]/g, "").toUpperCase();
}

/** The check character of a GSTIN's first fourteen characters. */
export function gstinCheckCharacter(first14: string): string {
  let sum = 0;
  for (let i = 0; i < 14; i++) {
    const p = ALPHABET.indexOf(first14[i] ?? "0") * (i % 2 === 0 ? 1 : 2);
    sum += Math.floor(p / 36) + (p % 36);
  }
  return ALPHABET[(36 - (sum % 36)) % 36] as string;
}

/** What is wrong with a normalised GSTIN, or null when it is well formed. */
export function gstinProblem(gstin: string): GstinProblem | null {
  if (gstin.length !== GSTIN_LENGTH) return "length";
  if (!SHAPE.test(gstin)) return "shape";
  if (!(gstin.slice(0, 2) in GST_STATES)) return "state";
  if (gstinCheckCharacter(gstin.slice(0, 14)) !== gstin[14]) return "check";
  return null;
}

/** The state a well-formed GSTIN is registered in: its code and English name. */
export function gstinState(gstin: string): { code: string; name: string } | null {
  const code = gstin.slice(0, 2);
  const name = GST_STATES[code];
  return name && gstinProblem(gstin) === null ? { code, name } : null;
}
