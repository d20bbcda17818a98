import { requestFormatStyle } from "~/config/format-style.server";
import { appDb } from "~/db/db.server";
import { NO_STORE, PUBLIC_FIVE_MINUTES } from "~/http/cache-control";
import { curveFile } from "~/service/curve-file.server";
import { readSerial } from "~/service/serial-number";
import { serialRecord } from "~/service/warranty.server";
import type { Route } from "./+types/serial-curve";

/** A serial's pump curve as an SVG image, in the address's language (/gu/u/…/curve.svg). */
export async function loader({ params, url }: Route.LoaderArgs) {
  const serial = readSerial(params.serial);
  const db = appDb();
  const unit = serial ? await serialRecord(db, serial) : undefined;
  const svg = unit?.product_id
    ? await curveFile(db, unit.product_id, requestFormatStyle(url))
    : null;
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
