import { requireAdmin } from "~/accounts/guards.server";
import { env } from "~/config/env.server";
import { appDb } from "~/db/db.server";
import { PRIVATE } from "~/http/cache-control";
import { pdfDownload, plainAnswer } from "~/http/downloads";
import { serialQrPdf, serialsBetween } from "~/service/admin/serials-admin.server";
import { readSerial } from "~/service/serial-number";
import type { Route } from "./+types/serials-qr-pdf";

/** An A4 sheet of nameplate QR labels for the serials from `from` to `to` (500 at most). */
export async function loader({ request, url }: Route.LoaderArgs) {
  await requireAdmin(request);
  const from = readSerial(url.searchParams.get("from") ?? "");
  const to = readSerial(url.searchParams.get("to") ?? "") ?? from;
  if (!from || !to) return plainAnswer(400, "Give the first and last serial of the range", PRIVATE);
  const units = await serialsBetween(appDb(), from, to);
  const name = `qr-${from}-${to}.pdf`;
  return pdfDownload(
    request,
    { name, disposition: "inline", cacheControl: PRIVATE },
    async () => new Uint8Array(await serialQrPdf(units, env().baseUrl)),
  );
}
