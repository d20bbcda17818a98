import { env } from "~/config/env.server";
import { PUBLIC_HOUR } from "~/http/cache-control";
import { plainAnswer } from "~/http/downloads";
import { robotsTxt } from "~/seo/seo";

/** GET /robots.txt: everything but admin, account, cart, auth and API paths; the sitemap. */
export function loader() {
  return plainAnswer(200, robotsTxt(env().baseUrl), PUBLIC_HOUR);
}
