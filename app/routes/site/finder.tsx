import { data } from "react-router";
import { requestFormatStyle } from "~/config/format-style.server";
import { appDb } from "~/db/db.server";
import { catalogueHeaders, PUBLIC_FRESH } from "~/http/cache-control";
import { seoContext } from "~/seo/seo";
import { FinderPage, finderMeta } from "~/shop/finder-page";
import { loadFinderPage } from "~/shop/finder-page.server";
import type { Route } from "./+types/finder";

/**
 * GET /finder — the duty-point pump finder. A plain GET
 * form: the question is the URL, so every answer is a link to share, and the
 * page works without JavaScript. The ranking is app/finder/finder.ts. Its
 * words are messages/shop (`shop_finder_*`); the loader writes the field
 * messages, the reasons and the requirement in the page's language.
 */
export async function loader({ url }: Route.LoaderArgs) {
  const { status, ...page } = await loadFinderPage(
    appDb(),
    url.searchParams,
    requestFormatStyle(url),
  );
  return data(page, { status, headers: { "Cache-Control": PUBLIC_FRESH } });
}

export const headers = catalogueHeaders;

export const meta: Route.MetaFunction = ({ data: d, matches }) =>
  finderMeta(seoContext(matches), d);

export default function Finder({ loaderData }: Route.ComponentProps) {
  return <FinderPage data={loaderData} />;
}
