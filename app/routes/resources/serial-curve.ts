import { formatStyleFor } from "~/config/format-style.server";
import { appDb } from "~/db/db.server";
import { NO_STORE, PUBLIC_FIVE_MINUTES } from "~/http/cache-control";
import { BASE_LOCALE, isLocale } from "~/i18n/locales";
import { curveFile } from "~/service/curve-file.server";
import { readSerial } from "~/service/serial-number";
import { serialRecord } from "~/service/warranty.server";
import type { Route } from "./+types/serial-curve";

/**
 * A serial's pump curve as an SVG image, its words in `?lang` (the serial's page asks in its
 * own language). One English address: an /api/ route is in no language's script manifest.
 */
export async function loader({ params, url }: Route.LoaderArgs) {
  const serial = readSerial(params.serial);
  const db = appDb();
  const unit = serial ? await serialRecord(db, serial) : undefined;
  const lang = url.searchParams.get("lang");
  const style = formatStyleFor(isLocale(lang) ? lang : BASE_LOCALE);
  const svg = unit?.product_id ? await curveFile(db, unit.product_id, style) : null;
  if (!svg)
    return new Response("No curve", { status: 404, headers: { "Cache-Control": NO_STORE } });
  return new Response(svg, {
    headers: {
      "Content-Type": "image/svg+xml; charset=utf-8",
      "Cache-Control": PUBLIC_FIVE_MINUTES,
      "X-Content-Type-Options": "nosniff",
    },
  });
}
