import { z } from "~/forms/zod";
import { defaultSite, type SiteDetails } from "./site";
import { unsetWhenBlank } from "./variables.server";

const text = () => unsetWhenBlank(z.string().trim().optional());

/** SITE_*, part of the environment's schema (env.server.ts); unset or blank: the default. */
export const siteVariables = {
  SITE_COMPANY_NAME: text(),
  SITE_SHORT_NAME: text(),
  SITE_FOUNDED_YEAR: unsetWhenBlank(z.coerce.number().int().min(1).max(9999).optional()),
  SITE_PHONE: text(),
  SITE_WHATSAPP_NUMBER: text(),
  SITE_EMAIL: text(),
  SITE_ADDRESS: text(),
  SITE_GSTIN: text(),
  SITE_MAP_URL: text(),
  SITE_MAP_EMBED_URL: text(),
  SITE_VIDEO_URL: text(),
  SITE_FACEBOOK_URL: text(),
  SITE_INSTAGRAM_URL: text(),
  SITE_YOUTUBE_URL: text(),
  SITE_LINKEDIN_URL: text(),
  /** "true": Gujarati and Devanagari digits on the /gu and /hi pages (docs/languages-formats.md). */
  SITE_NATIVE_DIGITS: unsetWhenBlank(z.enum(["true", "false"]).optional()),
};

type SiteVariables = z.output<z.ZodObject<typeof siteVariables>>;

/** Business details with SITE_* overrides applied (server only; pages read `env().site`). */
export function siteFrom(v: SiteVariables): SiteDetails {
  const d = defaultSite;
  return {
    ...d,
    companyName: v.SITE_COMPANY_NAME ?? d.companyName,
    shortName: v.SITE_SHORT_NAME ?? d.shortName,
    foundedYear: v.SITE_FOUNDED_YEAR ?? d.foundedYear,
    phone: v.SITE_PHONE ?? d.phone,
    whatsappNumber: (v.SITE_WHATSAPP_NUMBER ?? d.whatsappNumber).replace(/\D/g, ""),
    email: v.SITE_EMAIL ?? d.email,
    address: v.SITE_ADDRESS ?? d.address,
    gstin: v.SITE_GSTIN ?? d.gstin,
    mapUrl: v.SITE_MAP_URL ?? d.mapUrl,
    mapEmbedUrl: v.SITE_MAP_EMBED_URL ?? d.mapEmbedUrl,
    videoUrl: v.SITE_VIDEO_URL ?? d.videoUrl,
    social: {
      facebook: v.SITE_FACEBOOK_URL ?? d.social.facebook,
      instagram: v.SITE_INSTAGRAM_URL ?? d.social.instagram,
      youtube: v.SITE_YOUTUBE_URL ?? d.social.youtube,
      linkedin: v.SITE_LINKEDIN_URL ?? d.social.linkedin,
    },
    nativeDigits:
      v.SITE_NATIVE_DIGITS === undefined ? d.nativeDigits : v.SITE_NATIVE_DIGITS === "true",
  };
}
