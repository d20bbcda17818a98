import type { SiteDetails } from "~/config/site";
import { absoluteUrl, type SeoContext } from "./seo";

/** The business as schema.org describes it: the home page's JSON-LD (no other page downloads it). */

/** The brand mark as a raster image (search engines take no SVG logo), in public/. */
const LOGO_PATH = "/logo.png";

/** India's name in the shop's three languages: schema.org's country code IN. */
const INDIA = new Set(["India", "ભારત", "भारत"]);

/**
 * The business address as schema.org's PostalAddress. The site setting is one
 * line; written the Indian way ("…, Rajkot, Gujarat 360021, India", or the same
 * in Gujarati or Hindi on those pages) it is read into street, town, state, PIN
 * and country. Any other shape stays one street line rather than being guessed at.
 */
export function postalAddress(text: string): Record<string, string> {
  const parts = text
    .split(",")
    .map((p) => p.trim())
    .filter(Boolean);
  const last = parts.at(-1) ?? "";
  // Letters of any script: the Gujarati and Hindi pages' address ends "…, ભારત" / "…, भारत".
  const country = parts.length >= 3 && /^[\p{L}\p{M} .]+$/u.test(last) ? last : null;
  if (country !== null) parts.pop();
  const statePin = /^(.+?)\s*[-–]?\s*(\d{3}\s?\d{3})$/.exec(parts.at(-1) ?? "");
  const countryCode: Record<string, string> =
    country === null ? {} : { addressCountry: INDIA.has(country) ? "IN" : country };
  if (!statePin || parts.length < 3) {
    return { "@type": "PostalAddress", streetAddress: text.trim(), ...countryCode };
  }
  parts.pop();
  const town = parts.pop() ?? "";
  return {
    "@type": "PostalAddress",
    streetAddress: parts.join(", "),
    addressLocality: town,
    addressRegion: statePin[1] ?? "",
    postalCode: (statePin[2] ?? "").replace(/\s/g, ""),
    ...countryCode,
  };
}

export function organizationJsonLd(
  ctx: SeoContext,
  site: Pick<SiteDetails, "phone" | "email" | "address" | "social">,
): Record<string, unknown> {
  return {
    "@context": "https://schema.org",
    "@type": "Organization",
    name: ctx.companyName,
    alternateName: ctx.siteName,
    url: absoluteUrl(ctx.baseUrl, "/"),
    logo: absoluteUrl(ctx.baseUrl, LOGO_PATH),
    telephone: site.phone,
    email: site.email,
    address: postalAddress(site.address),
    sameAs: Object.values(site.social).filter(Boolean),
  };
}
