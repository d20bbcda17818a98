/**
 * A rupee amount in English words, grouped the Indian way (crore, lakh,
 * thousand), as Indian quotations and invoices write it under the total:
 * "Rupees One Lakh Twenty-Three Thousand Four Hundred Fifty-Six and Seventy
 * Paise Only". Intl has no spell-out (docs/gst.md), so the words are here.
 */

const ONES = [
  "Zero",
  "One",
  "Two",
  "Three",
  "Four",
  "Five",
  "Six",
  "Seven",
  "Eight",
  "Nine",
  "Ten",
  "Eleven",
  "Twelve",
  "Thirteen",
  "Fourteen",
  "Fifteen",
  "Sixteen",
  "Seventeen",
  "Eighteen",
  "Nineteen",
];
const TENS = ["", "", "Twenty", "Thirty", "Forty", "Fifty", "Sixty", "Seventy", "Eighty", "Ninety"];

/** 1–99. */
function belowHundred(n: number): string {
  if (n < 20) return ONES[n] as string;
  const tens = TENS[Math.floor(n / 10)] as string;
  return n % 10 === 0 ? tens : `${tens}-${ONES[n % 10]}`;
}

/** 1–999. */
function belowThousand(n: number): string {
  const hundreds = Math.floor(n / 100);
  const rest = n % 100;
  const words = hundreds > 0 ? [`${ONES[hundreds]} Hundred`] : [];
  if (rest > 0) words.push(belowHundred(rest));
  return words.join(" ");
}

/** A whole number ≥ 1 in words: crore, lakh, thousand, hundred (a crore of crores is "One Crore Crore"). */
function inWords(n: number): string {
  const crore = Math.floor(n / 10_000_000);
  const lakh = Math.floor((n % 10_000_000) / 100_000);
  const thousand = Math.floor((n % 100_000) / 1_000);
  const rest = n % 1_000;
  const words: string[] = [];
  if (crore > 0) words.push(`${inWords(crore)} Crore`);
  if (lakh > 0) words.push(`${belowHundred(lakh)} Lakh`);
  if (thousand > 0) words.push(`${belowHundred(thousand)} Thousand`);
  if (rest > 0) words.push(belowThousand(rest));
  return words.join(" ");
}

/** Paise (a whole number ≥ 0) as the words under a quotation's total. */
export function rupeesInWords(paise: number): string {
  if (!Number.isSafeInteger(paise) || paise < 0) throw new RangeError(`not an amount: ${paise}`);
  const rupees = Math.floor(paise / 100);
  const rest = paise % 100;
  const parts = [`Rupees ${rupees === 0 ? "Zero" : inWords(rupees)}`];
  if (rest > 0) parts.push(`and ${belowHundred(rest)} Paise`);
  return `${parts.join(" ")} Only`;
}
