import { data } from "react-router";
import { appDb } from "~/db/db.server";
import { HomePage, homeMeta } from "~/home/home-page";
import { loadHomePage } from "~/home/home-page.server";
import { catalogueHeaders, PUBLIC_FRESH } from "~/http/cache-control";
import { localeFromPath } from "~/i18n/locales";
import { rootSite, seoContext } from "~/seo/seo";
import type { Route } from "./+types/home";

export async function loader({ request }: Route.LoaderArgs) {
  const page = await loadHomePage(appDb(), localeFromPath(new URL(request.url).pathname));
  return data(page, { headers: { "Cache-Control": PUBLIC_FRESH } });
}

export const headers = catalogueHeaders;

export const meta: Route.MetaFunction = ({ data: d, matches }) =>
  homeMeta(seoContext(matches), rootSite(matches), d);

export default function Home({ loaderData }: Route.ComponentProps) {
  return <HomePage page={loaderData} />;
}
