import { readFile } from "node:fs/promises";
import path from "node:path";
import { env } from "~/config/env.server";
import { appDb } from "~/db/db.server";
import { datasheetFile, datasheetFileName } from "~/documents/datasheet-file.server";
import { NO_STORE, PUBLIC_FIVE_MINUTES } from "~/http/cache-control";
import { pdfDownload, plainAnswer } from "~/http/downloads";
import { localeFromPath } from "~/i18n/locales";
import { appMediaStorage } from "~/media/app-storage.server";
import type { Route } from "./+types/datasheet-pdf";

/**
 * GET /productinfo/{id}/datasheet.pdf — the product's one-page datasheet,
 * built on first request after each product change and then served from the
 * file cache (datasheet-file.server.ts).
 */
export async function loader({ params, request }: Route.LoaderArgs) {
  const config = env();
  const locale = localeFromPath(new URL(request.url).pathname);
  const sheet = await datasheetFile(appDb(), appMediaStorage(), params.id, {
    // /gu/productinfo/{id}/datasheet.pdf: the datasheet in that language.
    locale,
    cacheDir: path.join(config.dataDir, "cache", "datasheets"),
    // The business details in the document's language (tagline, address, city: siteFor).
    site: config.sites[locale],
    baseUrl: config.baseUrl,
  });
  if (!sheet) return plainAnswer(404, "Product not found", NO_STORE);
  // A short shared lifetime, then a cheap revalidation: the ETag names the product's version.
  return pdfDownload(
    request,
    {
      name: datasheetFileName(sheet.title),
      disposition: "inline",
      cacheControl: PUBLIC_FIVE_MINUTES,
      etag: sheet.version,
    },
    () => readFile(sheet.file),
  );
}
