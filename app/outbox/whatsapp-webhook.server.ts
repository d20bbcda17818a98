import { createHmac, timingSafeEqual } from "node:crypto";
import type { WhatsAppSettings } from "~/config/whatsapp-settings.server";
import type { DB } from "~/db/db.server";
import { applyReport, isReport, type Report } from "./message-report.server";

/**
 * The WhatsApp webhook (`/api/whatsapp/webhook`, docs/admin-leads.md "WhatsApp"):
 * - GET: Meta's subscription check, answered with `hub.challenge` only for our verify token;
 * - POST: status reports, accepted only with an `X-Hub-Signature-256` that is the HMAC-SHA256
 *   of the raw body under the app secret. Each (message id, status) is kept once, so a
 *   duplicated delivery changes nothing; reports only move a message up its ladder, so one that
 *   arrives late changes nothing either; a report for an id not yet ours is kept and applied
 *   when the worker records that id, or at once through the callback data we sent with it.
 */

/** The subscription check: the challenge to echo, or null (403). */
function verifySubscription(settings: WhatsAppSettings, query: URLSearchParams): string | null {
  const challenge = query.get("hub.challenge") ?? "";
  const token = query.get("hub.verify_token") ?? "";
  if (query.get("hub.mode") !== "subscribe" || !/^[\w.-]{1,200}$/.test(challenge)) return null;
  return equalSecrets(token, settings.verifyToken) ? challenge : null;
}

function equalSecrets(a: string, b: string): boolean {
  const x = Buffer.from(a);
  const y = Buffer.from(b);
  return x.length === y.length && timingSafeEqual(x, y);
}

/** Whether `header` (`sha256=<hex>`) signs `body` with the app secret. */
export function signatureValid(
  appSecret: string,
  body: Uint8Array,
  header: string | null,
): boolean {
  const match = /^sha256=([0-9a-f]{64})$/i.exec(header?.trim() ?? "");
  if (!match?.[1]) return false;
  const expected = createHmac("sha256", appSecret).update(body).digest();
  return timingSafeEqual(expected, Buffer.from(match[1], "hex"));
}

/** One status out of a webhook body. */
interface StatusReport {
  providerId: string;
  status: Report;
  at: number;
  detail: string;
  callbackData: string | null;
}

/** The status reports of a webhook body (`entry[].changes[].value.statuses[]`); the rest is ignored. */
function statusReports(body: unknown): StatusReport[] {
  const out: StatusReport[] = [];
  const entries = (body as { entry?: unknown } | null)?.entry;
  for (const entry of Array.isArray(entries) ? entries : []) {
    const changes = (entry as { changes?: unknown })?.changes;
    for (const change of Array.isArray(changes) ? changes : []) {
      const statuses = (change as { value?: { statuses?: unknown } })?.value?.statuses;
      for (const s of Array.isArray(statuses) ? statuses : []) {
        const r = s as Record<string, unknown>;
        if (typeof r.id !== "string" || r.id.length > 300 || typeof r.status !== "string") continue;
        if (!isReport(r.status)) continue;
        const seconds = Number(r.timestamp);
        const errors = Array.isArray(r.errors) ? (r.errors as Record<string, unknown>[]) : [];
        const detail = errors
          .map((e) => {
            const details = (e.error_data as { details?: unknown } | undefined)?.details;
            return [e.code, e.title, typeof details === "string" ? details : null]
              .filter((p) => p !== undefined && p !== null && p !== "")
              .join(" ");
          })
          .join("; ");
        out.push({
          providerId: r.id,
          status: r.status,
          at: Number.isFinite(seconds) && seconds > 0 ? seconds * 1000 : Date.now(),
          detail: detail.slice(0, 500),
          callbackData:
            typeof r.biz_opaque_callback_data === "string" ? r.biz_opaque_callback_data : null,
        });
      }
    }
  }
  return out;
}

/** The row a report belongs to: by the provider's id, else by our callback data (ob:<id>). */
async function messageOf(db: DB, report: StatusReport): Promise<number | null> {
  const byProvider = await db
    .selectFrom("outbox_message")
    .select("id")
    .where("provider_id", "=", report.providerId)
    .where("channel", "=", "whatsapp")
    .executeTakeFirst();
  if (byProvider) return byProvider.id;
  const ours = /^ob:(\d{1,15})$/.exec(report.callbackData ?? "")?.[1];
  if (!ours) return null;
  const row = await db
    .selectFrom("outbox_message")
    .select(["id", "provider_id"])
    .where("id", "=", Number(ours))
    .where("channel", "=", "whatsapp")
    .executeTakeFirst();
  if (!row) return null;
  // The worker never recorded this id (it died after sending, or its call timed out): now it is.
  if (row.provider_id === null)
    await db
      .updateTable("outbox_message")
      .set({ provider_id: report.providerId })
      .where("id", "=", row.id)
      .where("provider_id", "is", null)
      .execute();
  return row.id;
}

export interface WebhookOutcome {
  applied: number;
  duplicates: number;
  /** Reports for an id no message has yet (kept for when one does). */
  waiting: number;
}

/** Records and applies a webhook body's status reports. */
export async function recordStatusReports(db: DB, body: unknown): Promise<WebhookOutcome> {
  const outcome: WebhookOutcome = { applied: 0, duplicates: 0, waiting: 0 };
  for (const report of statusReports(body)) {
    const messageId = await messageOf(db, report);
    const kept = await db
      .insertInto("outbox_receipt")
      .values({
        provider_id: report.providerId,
        status: report.status,
        message_id: messageId,
        at: report.at,
        detail: report.detail,
        received_at: Date.now(),
      })
      // The same status of the same message again: Meta delivers at least once.
      .onConflict((oc) => oc.columns(["provider_id", "status"]).doNothing())
      .executeTakeFirst();
    if (Number(kept.numInsertedOrUpdatedRows ?? 0) === 0) {
      outcome.duplicates++;
      continue;
    }
    if (messageId === null) {
      outcome.waiting++;
      continue;
    }
    await applyReport(db, messageId, report);
    outcome.applied++;
  }
  return outcome;
}

/** What the webhook route answers. */
export interface WebhookAnswer {
  status: number;
  text: string;
}

const MAX_BODY = 1024 * 1024;

/** The body, or null when it is longer than Meta's reports ever are (1 MB). */
async function limitedBody(request: Request): Promise<Uint8Array | null> {
  const declared = Number(request.headers.get("content-length") ?? "0");
  if (declared > MAX_BODY) return null;
  if (!request.body) return new Uint8Array();
  const chunks: Uint8Array[] = [];
  let size = 0;
  const reader = request.body.getReader();
  for (;;) {
    const { done, value } = await reader.read();
    if (done) break;
    size += value.byteLength;
    if (size > MAX_BODY) {
      await reader.cancel();
      return null;
    }
    chunks.push(value);
  }
  return Buffer.concat(chunks);
}

/** GET: the subscription check (403 unless it names our verify token). */
export function answerSubscription(
  settings: WhatsAppSettings,
  query: URLSearchParams,
): WebhookAnswer {
  const challenge = verifySubscription(settings, query);
  return challenge === null
    ? { status: 403, text: "Verification refused" }
    : { status: 200, text: challenge };
}

/**
 * POST: a report, taken only with a valid signature over its raw bytes (401 otherwise, and
 * nothing is read); 200 once it is recorded, so Meta stops delivering it.
 */
export async function answerReport(
  db: DB,
  settings: WhatsAppSettings,
  request: Request,
): Promise<WebhookAnswer> {
  const body = await limitedBody(request);
  if (body === null) return { status: 413, text: "Too large" };
  if (!signatureValid(settings.appSecret, body, request.headers.get("x-hub-signature-256")))
    return { status: 401, text: "Bad signature" };
  let json: unknown;
  try {
    json = JSON.parse(Buffer.from(body).toString("utf8"));
  } catch {
    return { status: 400, text: "Not JSON" };
  }
  await recordStatusReports(db, json);
  return { status: 200, text: "OK" };
}
