import { data } from "react-router";
import { appDb } from "~/db/db.server";
import { AboutPage, aboutMeta } from "~/home/about-page";
import { loadAboutPage } from "~/home/about-page.server";
import { catalogueHeaders, NO_STORE, PUBLIC_FRESH } from "~/http/cache-control";
import { localeFromPath } from "~/i18n/locales";
import { seoContext } from "~/seo/seo";
import type { Route } from "./+types/about";

export async function loader({ request }: Route.LoaderArgs) {
  const page = await loadAboutPage(appDb(), localeFromPath(new URL(request.url).pathname));
  return data(page, {
    headers: {
      "Cache-Control": page.imagesFailed ? NO_STORE : PUBLIC_FRESH,
    },
  });
}

export const headers = catalogueHeaders;

export const meta: Route.MetaFunction = ({ data: d, matches }) => aboutMeta(seoContext(matches), d);

export default function About({ loaderData }: Route.ComponentProps) {
  return <AboutPage page={loaderData} />;
}
