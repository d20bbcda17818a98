import { GST_STATES } from "~/forms/gstin";

/**
 * A state's name as India Post writes it ("THE DADRA AND NAGAR HAVELI AND
 * DAMAN AND DIU", "ANDAMAN & NICOBAR ISLANDS") compared with the GST list's
 * ("Dadra and Nagar Haveli and Daman and Diu"): case, "&" for "and", a leading
 * "The" and spacing make no difference.
 */
function stateKey(name: string): string {
  return name.toLowerCase().replace(/&/g, " and ").replace(/\s+/g, " ").trim().replace(/^the /, "");
}

let byKey: Map<string, string[]> | undefined;

/** The GST state code of a state's name, or null unless exactly one code has that name. */
export function gstStateCode(name: string): string | null {
  if (!byKey) {
    byKey = new Map();
    for (const [code, gstName] of Object.entries(GST_STATES)) {
      const key = stateKey(gstName);
      byKey.set(key, [...(byKey.get(key) ?? []), code]);
    }
  }
  const codes = byKey.get(stateKey(name));
  return codes?.length === 1 ? (codes[0] ?? null) : null;
}
