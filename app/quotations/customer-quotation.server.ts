import { randomBytes } from "node:crypto";
import type { SessionUser } from "~/accounts/session-user";
import { commitChange } from "~/changes/commit-change.server";
import type { DB } from "~/db/db.server";
import { isUniqueViolation } from "~/db/dialect.server";
import type { QuotationStatus } from "~/db/schema";
import { indiaDay } from "~/format/india-time";
import { m } from "~/i18n/paraglide/messages.js";
import { queueAnswerAlert } from "./answer-alerts.server";
import { documentTotals, type QuotationDocument, upiPayLink } from "./quotation-document";
import { effectiveStatus } from "./quotation-rules";
import type { QrPath } from "./quotation-sheet";
import type { QuotationRow } from "./quotations.server";

/**
 * A quotation on the customer's side (/q/:token, docs/quotations.md "The
 * customer's link"): the link's token is the key. What the customer reads is
 * the revision as it was sent (frozen), never the staff's draft. A quotation
 * that belongs to an account opens for that account (or anyone signed out
 * with the link), not for another signed-in customer. The link expires with
 * the quotation. Accepting, declining and asking are each one change, audited
 * as the customer's. Reading never writes: a quotation past its last day reads
 * as expired at once (the expiry job marks it later).
 */

export type CustomerView =
  | { kind: "missing" }
  | { kind: "other-account" }
  | { kind: "expired"; number: string; validUntil: string; whatsappNumber: string | null }
  | { kind: "revising"; number: string }
  | {
      kind: "quotation";
      doc: QuotationDocument;
      status: QuotationStatus;
      decidedAt: number | null;
      declineReason: string;
      orderId: string | null;
      /** The owner's WhatsApp (null: the business number). */
      whatsappNumber: string | null;
      /** The UPI QR code of the amount, when the shop had a UPI ID when it was sent. */
      upiQr: QrPath | null;
    };

/** A token as links carry it: anything else is no quotation (and never reaches SQL). */
const TOKEN = /^[A-Za-z0-9_-]{16,64}$/;

async function byToken(db: DB, token: string): Promise<QuotationRow | undefined> {
  if (!TOKEN.test(token)) return undefined;
  return db.selectFrom("quotation").selectAll().where("token", "=", token).executeTakeFirst();
}

/** Anyone with the link, except a signed-in customer whose account it is not (staff may open any). */
function mayOpen(q: QuotationRow, viewer: SessionUser | null): boolean {
  return viewer?.role !== "user" || q.user_id === null || q.user_id === viewer.id;
}

/** The sent revision's document, as frozen when it was sent. */
async function sentDocument(db: DB, q: QuotationRow): Promise<QuotationDocument | null> {
  const row = await db
    .selectFrom("quotation_revision")
    .select("document")
    .where("quotation_id", "=", q.id)
    .where("revision", "=", q.revision)
    .executeTakeFirst();
  return row ? (JSON.parse(row.document) as QuotationDocument) : null;
}

export async function customerQuotation(
  db: DB,
  token: string,
  viewer: SessionUser | null,
): Promise<CustomerView> {
  const q = await byToken(db, token);
  if (!q) return { kind: "missing" };
  if (!mayOpen(q, viewer)) return { kind: "other-account" };
  const status = effectiveStatus(
    { status: q.status, validUntil: q.valid_until },
    indiaDay(Date.now()),
  );
  const owner =
    q.salesperson_id === null
      ? undefined
      : await db
          .selectFrom("salesperson")
          .select("whatsapp")
          .where("id", "=", q.salesperson_id)
          .executeTakeFirst();
  const whatsappNumber = owner?.whatsapp ?? null;
  if (status === "expired")
    return { kind: "expired", number: q.number, validUntil: q.valid_until, whatsappNumber };
  if (status === "draft")
    return q.revision > 1 ? { kind: "revising", number: q.number } : { kind: "missing" };
  const doc = await sentDocument(db, q);
  if (!doc) return { kind: "missing" };
  const upi = upiPayLink(doc, documentTotals(doc));
  return {
    kind: "quotation",
    doc: { ...doc, status },
    status,
    decidedAt: q.decided_at,
    declineReason: q.decline_reason,
    orderId: q.order_id,
    whatsappNumber,
    upiQr: upi ? await qrPath(upi) : null,
  };
}

/**
 * A QR code as one SVG path of its dark modules (row runs), error correction M,
 * from the `qrcode` package the PDFs use: a few hundred bytes in the page.
 */
async function qrPath(text: string): Promise<QrPath> {
  const { create } = await import("qrcode");
  const { modules } = create(text, { errorCorrectionLevel: "M" });
  const n = modules.size;
  let path = "";
  for (let y = 0; y < n; y++) {
    let x = 0;
    while (x < n) {
      if (!modules.get(y, x)) {
        x++;
        continue;
      }
      let end = x;
      while (end < n && modules.get(y, end)) end++;
      path += `M${x} ${y}h${end - x}v1h-${end - x}z`;
      x = end;
    }
  }
  return { size: n, path };
}

export type CustomerAnswer = { ok: true; message: string } | { ok: false; message: string };

/** Who the audit log names for the customer's own answer. */
function customerActor(q: QuotationRow, viewer: SessionUser | null): SessionUser {
  return {
    id: viewer?.id ?? `customer:${q.id}`,
    name: q.customer_name,
    email: viewer?.email ?? (q.customer_email || "customer"),
    role: "user",
  };
}

/** Why the customer cannot answer this quotation now; null when they can. */
function answerProblem(q: QuotationRow, revision: number, today: string): string | null {
  const status = effectiveStatus({ status: q.status, validUntil: q.valid_until }, today);
  if (status === "expired") return m.quotations_expired_now();
  if (status === "draft" || q.revision !== revision) return m.quotations_revised_since();
  if (status === "declined") return m.quotations_already_declined();
  return null;
}

/**
 * What the customer did or said: an event on the quotation, a note on its lead (if any), and
 * the alert to staff (answer-alerts.server.ts).
 */
async function recordCustomerWords(
  trx: DB,
  q: QuotationRow,
  revision: number,
  kind: string,
  body: string,
  note: string,
  at: number,
  submission: string | null = null,
) {
  await trx
    .insertInto("quotation_event")
    .values({ quotation_id: q.id, revision, kind, body, actor: q.customer_name, at, submission })
    .execute();
  if (q.enquiry_id !== null)
    await trx
      .insertInto("enquiry_note")
      .values({ enquiry_id: q.enquiry_id, body: note, author: q.customer_name, created_at: at })
      .execute();
  await queueAnswerAlert(trx, q, revision, kind, body, at);
}

async function answer(
  db: DB,
  token: string,
  revision: number,
  viewer: SessionUser | null,
  decision: "accepted" | "declined",
  reason: string,
): Promise<CustomerAnswer> {
  const q = await byToken(db, token);
  if (!q || !mayOpen(q, viewer)) return { ok: false, message: m.quotations_not_found() };
  return commitChange(db, customerActor(q, viewer), { topics: [] }, async (trx, audit) => {
    // Read again in the transaction: two taps on Accept make one acceptance.
    const now = await trx
      .selectFrom("quotation")
      .selectAll()
      .where("id", "=", q.id)
      .executeTakeFirstOrThrow();
    if (decision === "accepted" && (now.status === "accepted" || now.status === "converted"))
      return { ok: true as const, message: m.quotations_accepted_already() };
    const problem = answerProblem(now, revision, indiaDay(Date.now()));
    if (problem) return { ok: false as const, message: problem };
    if (now.status !== "sent")
      return { ok: false as const, message: m.quotations_accepted_already() };
    const at = Date.now();
    const claimed = await trx
      .updateTable("quotation")
      .set({ status: decision, decided_at: at, decline_reason: reason, updated_at: at })
      .where("id", "=", q.id)
      .where("status", "=", "sent")
      .where("revision", "=", revision)
      .executeTakeFirst();
    if (Number(claimed.numUpdatedRows) !== 1) {
      // Someone answered in between (a second tap, another tab): say what stands now.
      const again = await trx
        .selectFrom("quotation")
        .select("status")
        .where("id", "=", q.id)
        .executeTakeFirst();
      if (
        decision === "accepted" &&
        (again?.status === "accepted" || again?.status === "converted")
      )
        return { ok: true as const, message: m.quotations_accepted_already() };
      return { ok: false as const, message: m.quotations_revised_since() };
    }
    await recordCustomerWords(
      trx,
      q,
      revision,
      decision,
      reason,
      `${q.number} (revision ${revision}) ${decision} by the customer${reason ? `: ${reason}` : "."}`,
      at,
    );
    audit({
      action: `quotation.${decision === "accepted" ? "accept" : "decline"}`,
      targetType: "quotation",
      targetId: String(q.id),
      detail: `${q.number}: ${decision} by the customer`,
      before: { status: "sent" },
      after: { status: decision },
    });
    return {
      ok: true as const,
      message:
        decision === "accepted" ? m.quotations_accepted_thanks() : m.quotations_declined_thanks(),
    };
  });
}

export function acceptQuotation(
  db: DB,
  token: string,
  revision: number,
  viewer: SessionUser | null,
) {
  return answer(db, token, revision, viewer, "accepted", "");
}

export function declineQuotation(
  db: DB,
  token: string,
  revision: number,
  reason: string,
  viewer: SessionUser | null,
) {
  return answer(db, token, revision, viewer, "declined", reason);
}

/** A form submission's id, as the page hands it out: anything else is none. */
const SUBMISSION = /^[A-Za-z0-9_-]{16,64}$/;

/** A new id for one rendering of the question form (96 random bits). */
export function newSubmission(): string {
  return randomBytes(12).toString("base64url");
}

/**
 * A customer's question: an event on the quotation and a note on its lead,
 * once per form submission (`submission`, the id the page's form carries): a
 * second tap, a resent form or an old tab records nothing more.
 */
export async function askAboutQuotation(
  db: DB,
  token: string,
  question: string,
  viewer: SessionUser | null,
  submission: string | null = null,
): Promise<CustomerAnswer> {
  const q = await byToken(db, token);
  if (!q || !mayOpen(q, viewer) || q.status === "draft")
    return { ok: false, message: m.quotations_not_found() };
  const once = submission && SUBMISSION.test(submission) ? submission : null;
  try {
    return await askOnce(db, q, question, viewer, once);
  } catch (error) {
    // The same submission at the same moment: the other one recorded it.
    if (once && isUniqueViolation(error))
      return { ok: true, message: m.quotations_question_thanks() };
    throw error;
  }
}

async function askOnce(
  db: DB,
  q: QuotationRow,
  question: string,
  viewer: SessionUser | null,
  submission: string | null,
): Promise<CustomerAnswer> {
  return commitChange(db, customerActor(q, viewer), { topics: [] }, async (trx, audit) => {
    if (submission) {
      const seen = await trx
        .selectFrom("quotation_event")
        .select("id")
        .where("quotation_id", "=", q.id)
        .where("submission", "=", submission)
        .executeTakeFirst();
      if (seen) return { ok: true as const, message: m.quotations_question_thanks() };
    }
    const at = Date.now();
    await recordCustomerWords(
      trx,
      q,
      q.revision,
      "question",
      question,
      `Question on ${q.number}: ${question}`,
      at,
      submission,
    );
    audit({
      action: "quotation.question",
      targetType: "quotation",
      targetId: String(q.id),
      detail: `${q.number}: a question from the customer`,
    });
    return { ok: true as const, message: m.quotations_question_thanks() };
  });
}

/** A signed-in customer's quotations (sent or later), newest first, for /user. */
export async function quotationsOfUser(db: DB, userId: string) {
  const day = indiaDay(Date.now());
  const rows = await db
    .selectFrom("quotation")
    .select([
      "number",
      "revision",
      "status",
      "valid_until",
      "grand_total_paise",
      "token",
      "language",
      "sent_at",
      "created_at",
      "order_id",
    ])
    .where("user_id", "=", userId)
    .where((eb) => eb.or([eb("status", "!=", "draft"), eb("revision", ">", 1)]))
    .orderBy("created_at", "desc")
    .limit(50)
    .execute();
  return rows.map((r) => ({
    number: r.number,
    status: effectiveStatus({ status: r.status, validUntil: r.valid_until }, day),
    validUntil: r.valid_until,
    totalPaise: Number(r.grand_total_paise),
    token: r.token,
    sentAt: r.sent_at,
    orderId: r.order_id,
  }));
}
