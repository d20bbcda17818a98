import { data } from "react-router";
import { appDb } from "~/db/db.server";
import { catalogueHeaders, PUBLIC_FRESH } from "~/http/cache-control";
import { m } from "~/i18n/paraglide/messages.js";
import { privateMeta } from "~/seo/seo";
import { comparePageData } from "~/shop/compare.server";
import { ComparePage } from "~/shop/compare-page";
import type { Route } from "./+types/compare";

/**
 * GET /compare?ids=a,b,c — up to four products side by side.
 * The URL is the comparison: adding and removing are links, so it works
 * without JavaScript; unknown ids are dropped with a note.
 */
export async function loader({ url }: Route.LoaderArgs) {
  return data(await comparePageData(appDb(), url), {
    headers: { "Cache-Control": PUBLIC_FRESH },
  });
}

export const headers = catalogueHeaders;

// Endless combinations of the same products: kept out of the index.
export const meta: Route.MetaFunction = ({ data: d, matches }) =>
  privateMeta(
    matches,
    d && d.products.length > 0
      ? m.shop_compare_meta({ titles: d.products.map((p) => p.title).join(" vs ") })
      : m.shop_compare_title(),
  );

export default function Compare({ loaderData }: Route.ComponentProps) {
  return <ComparePage page={loaderData} />;
}
