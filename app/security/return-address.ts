/**
 * The one rule for a return address (`redirectTo`): where someone is sent back
 * to after signing in or out, or by a guard. It is parsed as a URL against an
 * origin of our own, exactly as a browser resolves a Location header (the URL
 * parser drops tabs and newlines anywhere, and leading spaces and control
 * characters, and reads a backslash as a slash), and kept only when it lands
 * on that origin; it must be a path (no scheme, no bare word). What comes back is the serialised path, query and fragment:
 * percent-encoded, so it is always a valid header value and a Gujarati or
 * Hindi search survives the round trip, and never starting with `//`.
 */

/** An origin that no request can come from: only paths that stay on it are ours. */
const OWN = "http://return-address.invalid";
const MAX_LENGTH = 2048;
/** What the URL parser ignores: tabs and newlines anywhere, leading controls and spaces. */
// biome-ignore lint/suspicious/noControlCharactersInRegex: matching them is the point
const BROWSER_DROPS = /[\t\n\r]|^[\u0000-\u0020]+/g;

export function safeReturnPath(to: unknown): string | null {
  if (typeof to !== "string" || to.length > MAX_LENGTH) return null;
  // A path, as the browser will read it: a scheme ("http:evil.test") or a bare word is refused.
  if (!to.replace(BROWSER_DROPS, "").startsWith("/")) return null;
  let url: URL;
  try {
    url = new URL(to, OWN);
  } catch {
    return null;
  }
  if (url.origin !== OWN) return null;
  // "/.//evil.test" normalises to the path "//evil.test", which a browser reads as a host.
  const path = `/${url.pathname.replace(/^\/+/, "")}`;
  return `${path}${url.search}${url.hash}`;
}
