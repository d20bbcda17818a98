import { defaultSite, type SiteDetails } from "./site";

/** Business details with SITE_* environment overrides applied (server only). */
export function resolveSite(source: NodeJS.ProcessEnv = process.env): SiteDetails {
  const pick = (key: string, fallback: string) => source[key]?.trim() || fallback;
  return {
    ...defaultSite,
    companyName: pick("SITE_COMPANY_NAME", defaultSite.companyName),
    shortName: pick("SITE_SHORT_NAME", defaultSite.shortName),
    foundedYear: Number(pick("SITE_FOUNDED_YEAR", String(defaultSite.foundedYear))),
    phone: pick("SITE_PHONE", defaultSite.phone),
    whatsappNumber: pick("SITE_WHATSAPP_NUMBER", defaultSite.whatsappNumber).replace(/\D/g, ""),
    email: pick("SITE_EMAIL", defaultSite.email),
    address: pick("SITE_ADDRESS", defaultSite.address),
    gstin: pick("SITE_GSTIN", defaultSite.gstin),
    mapUrl: pick("SITE_MAP_URL", defaultSite.mapUrl),
    mapEmbedUrl: pick("SITE_MAP_EMBED_URL", defaultSite.mapEmbedUrl),
    videoUrl: pick("SITE_VIDEO_URL", defaultSite.videoUrl),
    social: {
      facebook: pick("SITE_FACEBOOK_URL", defaultSite.social.facebook),
      instagram: pick("SITE_INSTAGRAM_URL", defaultSite.social.instagram),
      youtube: pick("SITE_YOUTUBE_URL", defaultSite.social.youtube),
      linkedin: pick("SITE_LINKEDIN_URL", defaultSite.social.linkedin),
    },
  };
}
