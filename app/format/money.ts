/** Groups whole rupees the Indian way: last three digits, then pairs (1,25,000). */
function groupIndian(digits: string): string {
  if (digits.length <= 3) return digits;
  const head = digits.slice(0, -3);
  const tail = digits.slice(-3);
  return `${head.replace(/\B(?=(\d{2})+(?!\d))/g, ",")},${tail}`;
}

/**
 * Formats an amount in paise as rupees: "₹1,25,000", or "₹1,499.50" when there
 * are paise. Isomorphic and pure (the same on server, browser and in the PDF).
 */
export function formatRupees(paise: number): string {
  if (!Number.isFinite(paise) || Math.abs(paise) > Number.MAX_SAFE_INTEGER) {
    throw new RangeError(`Not a formattable amount: ${paise}`);
  }
  const rounded = Math.round(paise);
  const negative = rounded < 0;
  const abs = Math.abs(rounded);
  const rupees = Math.floor(abs / 100);
  const rest = abs % 100;
  const text = `₹${groupIndian(String(rupees))}${rest ? `.${String(rest).padStart(2, "0")}` : ""}`;
  return negative ? `-${text}` : text;
}
