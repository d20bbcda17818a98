import { sitemap } from "~/catalogue/sitemap.server";
import { env } from "~/config/env.server";
import { appDb } from "~/db/db.server";
import { NO_STORE, PUBLIC_HOUR } from "~/http/cache-control";
import { plainAnswer } from "~/http/downloads";
import type { Route } from "./+types/sitemap";

const HEADERS = {
  "Content-Type": "application/xml; charset=utf-8",
  "Cache-Control": PUBLIC_HOUR,
};

/** GET /sitemap.xml (and ?part=N when the catalogue needs several files). */
export async function loader({ url }: Route.LoaderArgs) {
  const raw = url.searchParams.get("part");
  const part = raw === null ? null : Number(raw);
  const result = await sitemap(appDb(), env().baseUrl, part);
  if (result.kind === "missing") return plainAnswer(404, "No such sitemap part", NO_STORE);
  return new Response(result.body, { headers: HEADERS });
}
