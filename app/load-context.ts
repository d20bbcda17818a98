import type { Flash } from "~/toasts/flash";

declare module "react-router" {
  interface AppLoadContext {
    /** Per-request CSP nonce for inline scripts. */
    cspNonce: string;
    /** A toast carried over a redirect, read once. */
    flash: Flash | null;
    /** The client's address (socket, or proxy header when trusted), for rate limits. */
    clientIp: string;
    /** This request's id (X-Request-Id, `reqId` in the logs), shown on error pages. */
    requestId: string;
    /** The page goes into the page cache: it carries the stylesheet inline (ui/inline-styles). */
    inlineStyles: boolean;
  }
}
