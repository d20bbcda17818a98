import { getSessionUser } from "~/accounts/guards.server";
import { appDb } from "~/db/db.server";
import { PRIVATE } from "~/http/cache-control";
import { pdfDownload, plainAnswer } from "~/http/downloads";
import { localeFromPath } from "~/i18n/locales";
import { customerQuotation } from "~/quotations/customer-quotation.server";
import { quotationPdf } from "~/quotations/quotation-pdf.server";
import type { Route } from "./+types/quotation-pdf";

/**
 * A quotation's PDF (/q/:token/quotation.pdf, and under /gu and /hi): the
 * sent revision, frozen, for whoever may open the quotation's page; nothing
 * for an expired, revised or unknown link. Made on request: a quotation is a
 * page or two, and its link is private (no cache of other people's copies).
 */
export async function loader({ request, params, url }: Route.LoaderArgs) {
  const view = await customerQuotation(appDb(), params.token, await getSessionUser(request));
  if (view.kind !== "quotation") {
    const status = view.kind === "expired" ? 410 : view.kind === "other-account" ? 403 : 404;
    return plainAnswer(status, "This quotation is not available.", PRIVATE);
  }
  // In the address's language (/gu/q/…/quotation.pdf is Gujarati), as the page beside it is.
  const name = `${view.doc.number.replace(/\//g, "-")}.pdf`;
  return pdfDownload(
    request,
    { name, disposition: "inline", cacheControl: PRIVATE },
    async () =>
      new Uint8Array(await quotationPdf({ ...view.doc, language: localeFromPath(url.pathname) })),
  );
}
