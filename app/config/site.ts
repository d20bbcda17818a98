import type { PrefixedLocale } from "~/i18n/locales";

/**
 * Business details shown across the site. Isomorphic: the browser gets the
 * values the server resolved for the page's language (the root loader's
 * `site`, from `env().sites[locale]`), so environment overrides are read only
 * on the server (site.server.ts).
 */
export interface SiteDetails {
  companyName: string;
  shortName: string;
  tagline: string;
  foundedYear: number;
  phone: string;
  /** Digits only, with country code, as wa.me expects. */
  whatsappNumber: string;
  email: string;
  address: string;
  city: string;
  gstin: string;
  mapUrl: string;
  mapEmbedUrl: string;
  videoUrl: string;
  social: { facebook: string; instagram: string; youtube: string; linkedin: string };
  /**
   * Numbers in Gujarati (૦–૯) or Devanagari (०–९) digits on the /gu and /hi pages
   * (SITE_NATIVE_DIGITS=true). Off by default: model numbers and HP values are
   * Latin on the nameplate. English is always Latin.
   */
  nativeDigits: boolean;
}

export const defaultSite: SiteDetails = {
  companyName: "Sabarmati Pumps & Power Tools Pvt. Ltd.",
  shortName: "Sabarmati Pumps",
  tagline: "Pumps, motors and power tools made in Gujarat since 2010",
  foundedYear: 2010,
  phone: "+91 98250 41230",
  whatsappNumber: "919825041230",
  email: "sales@sabarmatipumps.in",
  address: "Plot 42, GIDC Phase II, Metoda, Rajkot, Gujarat 360021, India",
  city: "Rajkot",
  gstin: "24ABCPS1234F1Z3",
  mapUrl: "https://www.google.com/maps/search/?api=1&query=GIDC+Metoda+Rajkot",
  mapEmbedUrl: "https://www.google.com/maps?q=GIDC+Metoda+Rajkot&output=embed",
  videoUrl: "https://www.youtube-nocookie.com/embed/M7lc1UVf-VE",
  social: {
    facebook: "https://www.facebook.com/sabarmatipumps",
    instagram: "https://www.instagram.com/sabarmatipumps",
    youtube: "https://www.youtube.com/@sabarmatipumps",
    linkedin: "https://www.linkedin.com/company/sabarmatipumps",
  },
  nativeDigits: false,
};

/**
 * The details written in words, which have a Gujarati and a Hindi version
 * (SITE_TAGLINE_GU, SITE_ADDRESS_HI …). The rest (names, numbers, links) is
 * the same in every language; the legal company name is never translated.
 */
export const SITE_TEXT_FIELDS = ["tagline", "address", "city"] as const;
export type SiteTextField = (typeof SITE_TEXT_FIELDS)[number];
export type SiteText = Pick<SiteDetails, SiteTextField>;

/**
 * The demo's details in Gujarati and Hindi, shown only where the English is
 * the demo's own too (siteFor in site.server.ts): they describe this address.
 */
export const defaultSiteText: Record<PrefixedLocale, SiteText> = {
  gu: {
    tagline: "2010થી ગુજરાતમાં બનતા પંપ, મોટર અને પાવર ટૂલ્સ",
    address: "પ્લોટ નં. 42, જી.આઈ.ડી.સી. ફેઝ-2, મેટોડા, રાજકોટ, ગુજરાત 360021, ભારત",
    city: "રાજકોટ",
  },
  hi: {
    tagline: "2010 से गुजरात में बने पंप, मोटर और पावर टूल्स",
    address: "प्लॉट नं. 42, जी.आई.डी.सी. फ़ेज़-2, मेटोडा, राजकोट, गुजरात 360021, भारत",
    city: "राजकोट",
  },
};

/** wa.me link to the business number with optional prefilled text. */
export function whatsappLink(site: Pick<SiteDetails, "whatsappNumber">, text?: string): string {
  const base = `https://wa.me/${site.whatsappNumber}`;
  return text ? `${base}?text=${encodeURIComponent(text)}` : base;
}

/** tel: link from a human-formatted phone number. */
export function telLink(phone: string): string {
  return `tel:${phone.replace(/[^+\d]/g, "")}`;
}
