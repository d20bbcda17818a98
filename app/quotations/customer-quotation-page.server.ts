import { data, redirect } from "react-router";
import { hitAddress } from "~/accounts/rate-limit.server";
import type { SessionUser } from "~/accounts/session-user";
import { tooManyRequests } from "~/accounts/too-many-requests.server";
import type { DB } from "~/db/db.server";
import { quotationPath } from "~/http/paths";
import { localHref } from "~/i18n/local-href";
import { m } from "~/i18n/paraglide/messages.js";
import { withFlash } from "~/toasts/flash.server";
import {
  acceptQuotation,
  askAboutQuotation,
  customerQuotation,
  declineQuotation,
  newSubmission,
} from "./customer-quotation.server";
import { customerWordsSchema } from "./quotation-schema";

const STATUS_CODE = { missing: 404, "other-account": 403, expired: 410, revising: 200 } as const;

/** What /q/:token shows `viewer`, and its status: the quotation, or why it cannot be shown. */
export async function customerQuotationPage(
  db: DB,
  viewer: SessionUser | null,
  token: string,
  search: URLSearchParams,
) {
  const view = await customerQuotation(db, token, viewer);
  const status = view.kind === "quotation" ? 200 : STATUS_CODE[view.kind];
  // Each rendering of the question form is one submission: sent twice, it is recorded once.
  const submission = newSubmission();
  const asked = search.get("asked") === "1";
  return { status, view, token, submission, asked };
}

export type CustomerQuotationPageData = Omit<
  Awaited<ReturnType<typeof customerQuotationPage>>,
  "status"
>;

/**
 * The customer's answer from /q/:token (accept, decline, ask): back to the page with the
 * outcome as a toast; a refused answer is the form's message.
 */
export async function answerQuotation(
  db: DB,
  viewer: SessionUser | null,
  token: string,
  form: FormData,
  clientIp: string,
) {
  const intent = form.get("intent");
  const revision = Number(form.get("revision"));
  const back = (type: "success" | "error", message: string, query = "") =>
    redirect(`${localHref(quotationPath(token))}${query}`, {
      headers: withFlash({ type, message }),
    });
  if (intent === "accept") {
    const r = await acceptQuotation(db, token, revision, viewer);
    return back(r.ok ? "success" : "error", r.message);
  }
  if (intent === "decline" || intent === "ask") {
    // Words a stranger could post again and again: the enquiry forms' limit applies.
    const verdict = await hitAddress("enquiry", clientIp);
    if (!verdict.ok) return tooManyRequests(verdict, (message) => ({ field: intent, message }));
    const words = customerWordsSchema(
      intent === "ask" ? m.quotations_ask_label : m.quotations_decline_reason,
      intent === "ask" ? m.quotations_question_required : null,
    ).safeParse(form.get(intent === "ask" ? "question" : "reason"));
    if (!words.success)
      return data(
        {
          field: intent,
          message: words.error.issues[0]?.message ?? m.quotations_question_required(),
        },
        { status: 400 },
      );
    if (intent === "ask") {
      const submission = form.get("submission");
      const r = await askAboutQuotation(
        db,
        token,
        words.data,
        viewer,
        typeof submission === "string" ? submission : null,
      );
      // A fresh, empty form below a note that it was sent (the box never keeps what was sent).
      return back(r.ok ? "success" : "error", r.message, r.ok ? "?asked=1#ask-heading" : "");
    }
    const r = await declineQuotation(db, token, revision, words.data, viewer);
    return back(r.ok ? "success" : "error", r.message);
  }
  return data({ field: "form", message: m.quotations_not_found() }, { status: 400 });
}
