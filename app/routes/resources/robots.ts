import { env } from "~/config/env.server";
import { PUBLIC_HOUR } from "~/http/cache-control";
import { robotsTxt } from "~/seo/seo";

/** GET /robots.txt: everything but admin, account, cart, auth and API paths; the sitemap. */
export function loader() {
  return new Response(robotsTxt(env().baseUrl), {
    headers: {
      "Content-Type": "text/plain; charset=utf-8",
      "Cache-Control": PUBLIC_HOUR,
    },
  });
}
