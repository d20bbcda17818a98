import type { SiteDetails } from "~/config/site";

/** The scheme, host and port of a URL, or null when it is not an http(s) URL. */
function originOf(url: string): string | null {
  try {
    const { protocol, origin } = new URL(url);
    return protocol === "https:" || protocol === "http:" ? origin : null;
  } catch {
    return null;
  }
}

/**
 * Where the contact map and the about video are embedded from, for the
 * Content-Security-Policy: taken from the site settings, so an operator who
 * points SITE_MAP_EMBED_URL or SITE_VIDEO_URL at another provider is not
 * silently blocked by a policy naming only the defaults.
 */
export function embedOrigins(site: Pick<SiteDetails, "mapEmbedUrl" | "videoUrl">) {
  const map = originOf(site.mapEmbedUrl);
  const video = originOf(site.videoUrl);
  return {
    // The contact map asks its host whether it can be reached before embedding it.
    connect: map ? [map] : [],
    frames: [...new Set([map, video].filter((o): o is string => o !== null))],
  };
}
