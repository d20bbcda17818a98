import { hasControlCharacters } from "~/forms/control-characters";
import { GSTIN_LENGTH, type GstinProblem, gstinProblem, normaliseGstin } from "~/forms/gstin";
import { hasMarkup } from "~/forms/markup";
import { z } from "~/forms/zod";
import type { Locale } from "~/i18n/locales";
import { defaultSite, defaultSiteText, type SiteDetails, type SiteTextField } from "./site";
import { unsetWhenBlank } from "./variables.server";

const text = () => unsetWhenBlank(z.string().trim().optional());

/** The longest tagline, address and city a setting may hold (the footer, the PDFs' cover). */
export const SITE_TEXT_MAX: Record<SiteTextField, number> = {
  tagline: 160,
  address: 250,
  city: 60,
};

/**
 * A setting written in words, in any language: one line of plain text, at most
 * `max` characters. A line break, a tab or markup would reach the page, the
 * PDFs and JSON-LD as they are, so they stop the start with the variable's name.
 */
const words = (max: number) =>
  unsetWhenBlank(
    z
      .string()
      .trim()
      .refine(
        (s) => !hasControlCharacters(s),
        "holds a control character (a line break, tab or other invisible character): write it on one line",
      )
      .refine((s) => !hasMarkup(s), "holds markup such as <b> or <script>: write plain text")
      .max(max, `is too long: ${max} characters at most`)
      .optional(),
  );

/** What SITE_GSTIN's refusal says, problem by problem (the operator's words, English). */
const GSTIN_REFUSED: Record<GstinProblem, string> = {
  length: `is not a GSTIN: it has ${GSTIN_LENGTH} characters`,
  shape:
    "is not a GSTIN: 2 digits of the state, the PAN (5 letters, 4 digits, 1 letter), 1 character, Z, 1 character",
  state: "is not a GSTIN: its first two digits are no GST state code",
  check: "is not a GSTIN: its last character does not match the others (a typing mistake?)",
};

/** The business's GSTIN, as typed (spaces, dashes and lower case read), checked. */
const gstin = () =>
  unsetWhenBlank(
    z
      .string()
      .transform(normaliseGstin)
      .superRefine((g, ctx) => {
        const problem = gstinProblem(g);
        if (problem) ctx.addIssue({ code: "custom", message: GSTIN_REFUSED[problem] });
      })
      .optional(),
  );

/** SITE_*, part of the environment's schema (env.server.ts); unset or blank: the default. */
export const siteVariables = {
  SITE_COMPANY_NAME: text(),
  SITE_SHORT_NAME: text(),
  SITE_TAGLINE: words(SITE_TEXT_MAX.tagline),
  SITE_TAGLINE_GU: words(SITE_TEXT_MAX.tagline),
  SITE_TAGLINE_HI: words(SITE_TEXT_MAX.tagline),
  SITE_FOUNDED_YEAR: unsetWhenBlank(z.coerce.number().int().min(1).max(9999).optional()),
  SITE_PHONE: text(),
  SITE_WHATSAPP_NUMBER: text(),
  SITE_EMAIL: text(),
  SITE_ADDRESS: words(SITE_TEXT_MAX.address),
  SITE_ADDRESS_GU: words(SITE_TEXT_MAX.address),
  SITE_ADDRESS_HI: words(SITE_TEXT_MAX.address),
  SITE_CITY: words(SITE_TEXT_MAX.city),
  SITE_CITY_GU: words(SITE_TEXT_MAX.city),
  SITE_CITY_HI: words(SITE_TEXT_MAX.city),
  SITE_GSTIN: gstin(),
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

export type SiteVariables = z.output<z.ZodObject<typeof siteVariables>>;

/** Business details with SITE_* overrides applied, in English (server only). */
export function siteFrom(v: SiteVariables): SiteDetails {
  const d = defaultSite;
  return {
    ...d,
    companyName: v.SITE_COMPANY_NAME ?? d.companyName,
    shortName: v.SITE_SHORT_NAME ?? d.shortName,
    tagline: v.SITE_TAGLINE ?? d.tagline,
    foundedYear: v.SITE_FOUNDED_YEAR ?? d.foundedYear,
    phone: v.SITE_PHONE ?? d.phone,
    whatsappNumber: (v.SITE_WHATSAPP_NUMBER ?? d.whatsappNumber).replace(/\D/g, ""),
    email: v.SITE_EMAIL ?? d.email,
    address: v.SITE_ADDRESS ?? d.address,
    city: v.SITE_CITY ?? d.city,
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

const VARIABLE = { tagline: "SITE_TAGLINE", address: "SITE_ADDRESS", city: "SITE_CITY" } as const;

/**
 * The business details as a page in `locale` shows them: the one rule for the
 * tagline, address and city in Gujarati and Hindi, field by field:
 *
 * 1. the language's own setting (SITE_ADDRESS_GU) when set;
 * 2. else, when the English is the operator's (SITE_ADDRESS set), that English:
 *    the demo's Gujarati describes the demo's address, not theirs;
 * 3. else the demo's own Gujarati or Hindi (defaultSiteText).
 *
 * Never blank: a blank variable counts as unset. Everything else is the
 * English details' (siteFrom). The environment resolves it once per language
 * at start (`env().sites`), which the root loader, the PDFs and JSON-LD read.
 */
export function siteFor(locale: Locale, v: SiteVariables): SiteDetails {
  const english = siteFrom(v);
  if (locale === "en") return english;
  // A further language fails the typecheck here until it has its variables and demo text.
  const suffix = locale.toUpperCase() as Uppercase<typeof locale>;
  const pick = (field: SiteTextField): string => {
    const own = v[`${VARIABLE[field]}_${suffix}`];
    if (own !== undefined) return own;
    return v[VARIABLE[field]] === undefined ? defaultSiteText[locale][field] : english[field];
  };
  return { ...english, tagline: pick("tagline"), address: pick("address"), city: pick("city") };
}
