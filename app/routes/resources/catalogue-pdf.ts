import { readFile } from "node:fs/promises";
import path from "node:path";
import { env } from "~/config/env.server";
import { appDb } from "~/db/db.server";
import { cataloguePdfFile } from "~/documents/catalogue-pdf-file.server";
import { PUBLIC_FIVE_MINUTES } from "~/http/cache-control";
import { pdfDownload } from "~/http/downloads";
import { localeFromPath } from "~/i18n/locales";
import { appMediaStorage } from "~/media/app-storage.server";
import type { Route } from "./+types/catalogue-pdf";

/** GET /catalogue.pdf — the footer's catalogue download, generated from the database. */
export async function loader({ request }: Route.LoaderArgs) {
  const config = env();
  const locale = localeFromPath(new URL(request.url).pathname);
  const file = await cataloguePdfFile(appDb(), appMediaStorage(), {
    // /gu/catalogue.pdf and /hi/catalogue.pdf: the same catalogue in that language.
    locale,
    cacheDir: path.join(config.dataDir, "cache"),
    // The business details in the document's language (tagline, address, city: siteFor).
    site: config.sites[locale],
    baseUrl: config.baseUrl,
  });
  return pdfDownload(
    request,
    {
      name: "catalogue.pdf",
      disposition: "attachment",
      cacheControl: PUBLIC_FIVE_MINUTES,
      // The file is named for the catalogue version it shows.
      etag: path.basename(file, ".pdf"),
    },
    () => readFile(file),
  );
}
