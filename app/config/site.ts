/**
 * Business details shown across the site. Isomorphic: the browser gets the
 * values the server resolved (see `publicSite` in root loader), so environment
 * overrides are read only on the server (site.server.ts, `env().site`).
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
  gstin: "24ABCPS1234F1Z6",
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

/** wa.me link to the business number with optional prefilled text. */
export function whatsappLink(site: Pick<SiteDetails, "whatsappNumber">, text?: string): string {
  const base = `https://wa.me/${site.whatsappNumber}`;
  return text ? `${base}?text=${encodeURIComponent(text)}` : base;
}

/** tel: link from a human-formatted phone number. */
export function telLink(phone: string): string {
  return `tel:${phone.replace(/[^+\d]/g, "")}`;
}
