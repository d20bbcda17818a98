/**
 * Response headers beyond helmet's: the Permissions-Policy every response
 * carries, and Strict-Transport-Security for requests that came over HTTPS.
 */

/** Features the site never uses: denied to the page and to anything it embeds. */
const DENIED = [
  "accelerometer",
  "browsing-topics",
  "camera",
  "display-capture",
  "geolocation",
  "gyroscope",
  "hid",
  "idle-detection",
  "magnetometer",
  "microphone",
  "midi",
  "payment",
  "publickey-credentials-get",
  "screen-wake-lock",
  "serial",
  "usb",
  "xr-spatial-tracking",
];

/** Features the about video's player uses: for this site and the embeds it names. */
const FOR_EMBEDS = ["autoplay", "encrypted-media", "fullscreen", "picture-in-picture"];

/**
 * The Permissions-Policy header: everything the site does not use is denied;
 * the video player's features are allowed to this site and to the embed
 * origins of the site settings (embed-origins.server.ts); copying a reset link
 * needs the clipboard here only.
 */
export function permissionsPolicy(embeds: readonly string[]): string {
  const allowed = ["self", ...embeds.map((origin) => JSON.stringify(origin))].join(" ");
  return [
    ...DENIED.map((feature) => `${feature}=()`),
    ...FOR_EMBEDS.map((feature) => `${feature}=(${allowed})`),
    "clipboard-write=(self)",
  ].join(", ");
}

/** Strict-Transport-Security for a request that reached us over HTTPS, or null. */
export function strictTransportSecurity(secure: boolean, maxAgeSeconds: number): string | null {
  return secure && maxAgeSeconds > 0 ? `max-age=${maxAgeSeconds}` : null;
}
