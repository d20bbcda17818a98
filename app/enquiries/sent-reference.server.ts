import { parseEnquiryReference } from "./enquiries.server";

/**
 * A sent form's reference, kept a short while in the cookie `name` on `path`: set on the no-JS
 * redirect to the messaging link, so that a visitor whose app did not open, coming back, is
 * shown the reference once (/enquiry, /dealer).
 */
export function sentReferenceCookie(name: string, path: string) {
  return {
    /** The Set-Cookie value keeping `reference` for `maxAge` seconds (0: forget it). */
    write: (reference: string, maxAge: number) =>
      `${name}=${reference}; Path=${path}; Max-Age=${maxAge}; HttpOnly; SameSite=Lax`,
    /** The reference the request's cookie carries, if it reads as one. */
    read(request: Request): string | null {
      const raw = request.headers
        .get("Cookie")
        ?.split(/;\s*/)
        .find((c) => c.startsWith(`${name}=`))
        ?.slice(name.length + 1);
      return parseEnquiryReference(raw);
    },
  };
}
