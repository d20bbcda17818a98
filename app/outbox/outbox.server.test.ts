import { afterEach, beforeEach, describe, expect, it } from "vitest";
import { whatsappSettings } from "~/config/whatsapp-settings.server";
import type { DB } from "~/db/db.server";
import {
  type GraphStandIn,
  STAND_IN,
  startGraphStandIn,
  statusWebhook,
} from "~/test/graph-api-stand-in";
import { type LocalSmtp, readMail, startLocalSmtp } from "~/test/local-smtp";
import { setupTempData } from "~/test/temp-data";
import { type SendMail, smtpMailer } from "./mail.server";
import { queueMessage } from "./outbox.server";
import { queueMail, queueWhatsAppAlert, readyMadeKinds } from "./ready-made.server";
import { cloudApiSender } from "./whatsapp.server";
import { recordStatusReports } from "./whatsapp-webhook.server";
import {
  backoffMs,
  callbackDataOf,
  type DeliverOptions,
  deliverDueMessages,
  LEASE_MS,
  MAX_ATTEMPTS,
} from "./worker.server";

/**
 * The outbox on a real database (SQLite, and PostgreSQL in its run) against a local SMTP server
 * and a local stand-in of the Graph API's messages endpoint: delivery, refusals and retries
 * with backoff, a mail server that is down, and a worker that dies between sending a message
 * and recording it (the failure point after the send), for e-mail and WhatsApp.
 */

const t = setupTempData();
let smtp: LocalSmtp;
let graph: GraphStandIn;
beforeEach(async () => {
  smtp = await startLocalSmtp();
  graph = await startGraphStandIn();
});
afterEach(async () => {
  await smtp.close();
  await graph.close();
});

const FROM = "Sabarmati Pumps <sales@sabarmati.test>";
const ALERT = { name: "staff_alert", language: "en" };

/** The worker's options: the ready-made kinds, the real SMTP and Cloud API senders. */
function worker(extra: Partial<DeliverOptions> = {}): DeliverOptions {
  const settings = whatsappSettings(graph.env());
  if (!settings) throw new Error("no WhatsApp settings");
  return {
    kinds: readyMadeKinds({ from: FROM, alertTemplate: ALERT }),
    channels: {
      email: smtpMailer({
        host: "127.0.0.1",
        port: smtp.port,
        secure: false,
        user: undefined,
        password: undefined,
        from: FROM,
      }),
      whatsapp: cloudApiSender(settings),
    },
    ...extra,
  };
}

const mail = (db: DB, key = "m1", to = "ravi@sabarmati.test") =>
  db.transaction().execute((trx) =>
    queueMail(trx, {
      key,
      to: [to],
      title: "Alert: a test",
      about: { type: "quotation", id: 7 },
      subject: "Q/2026-27/0001 accepted by Patel Agro (₹1,31,119)",
      text: "ભાવ સ્વીકાર્યો: ₹1,31,119",
    }),
  );

const whatsapp = (db: DB, key = "w1", to = "919876543210") =>
  db.transaction().execute((trx) =>
    queueWhatsAppAlert(trx, {
      key,
      to,
      title: "Alert: a test",
      params: ["Q/2026-27/0001 accepted by Patel Agro", "https://shop.example/admin/quotations/7"],
    }),
  );

const rows = () => t.db.selectFrom("outbox_message").selectAll().orderBy("id").execute();
const row = async () => (await rows())[0];

/** A crash at the worst moment: after the channel took the message, before the row says so. */
class Crash extends Error {}
const crash = () => {
  throw new Crash("killed after send");
};

describe("queueing", () => {
  it("queues a message once per key, and only with the transaction that asks for it", async () => {
    expect(await mail(t.db)).toBe(true);
    expect(await mail(t.db)).toBe(false);
    await expect(
      t.db.transaction().execute(async (trx) => {
        await queueMessage(trx, { kind: "mail", channel: "email", key: "gone", title: "x" });
        throw new Error("the event failed");
      }),
    ).rejects.toThrow("the event failed");
    expect(await rows()).toMatchObject([
      {
        idempotency_key: "m1",
        status: "pending",
        attempts: 0,
        about_type: "quotation",
        about_id: "7",
      },
    ]);
  });
});

describe("e-mail through SMTP", () => {
  it("sends, records the Message-ID, and never sends a sent message again", async () => {
    await mail(t.db);
    expect(await deliverDueMessages(t.db, worker())).toEqual({ sent: 1, failed: 0 });
    expect(smtp.received).toHaveLength(1);
    const got = readMail(smtp.received[0]?.raw ?? "");
    expect(got.subject).toBe("Q/2026-27/0001 accepted by Patel Agro (₹1,31,119)");
    expect(got.text).toContain("ભાવ સ્વીકાર્યો: ₹1,31,119");
    expect(smtp.received[0]?.to).toEqual(["ravi@sabarmati.test"]);
    const sent = await row();
    expect(sent).toMatchObject({ status: "sent", attempts: 1, last_error: null });
    expect(sent?.provider_id).toBe(smtp.received[0]?.messageId);
    expect(sent?.sent_at).not.toBeNull();
    expect(await deliverDueMessages(t.db, worker())).toEqual({ sent: 0, failed: 0 });
    expect(smtp.received).toHaveLength(1);
  });

  it("retries a 4xx refusal with backoff and fails a 5xx one at once, keeping both", async () => {
    await mail(t.db, "later");
    let clock = Date.now();
    const run = () => deliverDueMessages(t.db, worker({ now: () => clock }));
    smtp.refuse = 451;
    expect(await run()).toEqual({ sent: 0, failed: 1 });
    expect(await row()).toMatchObject({
      status: "pending",
      attempts: 1,
      next_attempt_at: clock + backoffMs(1),
    });
    expect((await row())?.last_error).toMatch(/451/);
    // Not due yet: nothing happens.
    expect(await run()).toEqual({ sent: 0, failed: 0 });
    clock += backoffMs(1);
    smtp.refuse = null;
    expect(await run()).toEqual({ sent: 1, failed: 0 });
    expect(await row()).toMatchObject({ status: "sent", attempts: 2 });

    await mail(t.db, "never", "nobody@sabarmati.test");
    smtp.refuse = 550;
    expect(await run()).toEqual({ sent: 0, failed: 1 });
    const failed = (await rows())[1];
    expect(failed).toMatchObject({ status: "failed", attempts: 1, failed_at: clock });
    expect(failed?.last_error).toMatch(/SMTP 550/);
    clock += backoffMs(8);
    expect(await run()).toEqual({ sent: 0, failed: 0 });
  });

  it("keeps trying while the mail server is down, and sends once it is back", async () => {
    await mail(t.db);
    const port = smtp.port;
    await smtp.close();
    let clock = Date.now();
    const run = () => deliverDueMessages(t.db, worker({ now: () => clock }));
    expect(await run()).toEqual({ sent: 0, failed: 1 });
    expect((await row())?.last_error).toMatch(/ECONNREFUSED|connect/i);
    for (let i = 2; i <= 3; i++) {
      clock += backoffMs(i - 1);
      expect(await run()).toEqual({ sent: 0, failed: 1 });
    }
    expect(await row()).toMatchObject({ status: "pending", attempts: 3 });
    smtp = await startLocalSmtp(port);
    clock += backoffMs(3);
    expect(await run()).toEqual({ sent: 1, failed: 0 });
    expect(smtp.mailbox()).toHaveLength(1);
  });

  it("gives up after the last attempt, and the failure stays on record", async () => {
    await mail(t.db);
    smtp.refuse = 421;
    let clock = Date.now();
    for (let i = 1; i <= MAX_ATTEMPTS; i++) {
      expect(await deliverDueMessages(t.db, worker({ now: () => clock }))).toEqual({
        sent: 0,
        failed: 1,
      });
      clock += backoffMs(i);
    }
    expect(await row()).toMatchObject({ status: "failed", attempts: MAX_ATTEMPTS });
  });

  it("a crash between send and record: sent again after the lease with the same Message-ID, so the mailbox holds one", async () => {
    await mail(t.db);
    let clock = Date.now();
    await expect(
      deliverDueMessages(t.db, worker({ now: () => clock, afterSend: crash })),
    ).rejects.toThrow(Crash);
    expect(smtp.received).toHaveLength(1);
    expect(await row()).toMatchObject({ status: "sending", attempts: 1, provider_id: null });
    // Another worker (the restarted process) leaves it alone while the lease holds.
    expect(await deliverDueMessages(t.db, worker({ now: () => clock }))).toEqual({
      sent: 0,
      failed: 0,
    });
    clock += LEASE_MS.email;
    expect(await deliverDueMessages(t.db, worker({ now: () => clock }))).toEqual({
      sent: 1,
      failed: 0,
    });
    expect(smtp.received).toHaveLength(2);
    expect(smtp.received[1]?.messageId).toBe(smtp.received[0]?.messageId);
    expect(smtp.mailbox()).toHaveLength(1);
    expect(await row()).toMatchObject({ status: "sent", attempts: 2 });
  });
});

describe("WhatsApp through the Cloud API", () => {
  it("sends the alert template with our callback data and records WhatsApp's id", async () => {
    await whatsapp(t.db);
    expect(await deliverDueMessages(t.db, worker())).toEqual({ sent: 1, failed: 0 });
    const [request] = graph.requests;
    expect(request?.authorization).toBe(`Bearer ${STAND_IN.token}`);
    const sent = await row();
    expect(request?.body).toEqual({
      messaging_product: "whatsapp",
      recipient_type: "individual",
      to: "919876543210",
      type: "template",
      template: {
        name: "staff_alert",
        language: { code: "en" },
        components: [
          {
            type: "body",
            parameters: [
              { type: "text", text: "Q/2026-27/0001 accepted by Patel Agro" },
              { type: "text", text: "https://shop.example/admin/quotations/7" },
            ],
          },
        ],
      },
      biz_opaque_callback_data: callbackDataOf({ id: sent?.id ?? 0 }),
    });
    expect(sent).toMatchObject({ status: "sent", provider_id: request?.answeredId });
  });

  it("retries 5xx, 429 and 401 answers with backoff, and fails a 4xx refusal at once", async () => {
    await whatsapp(t.db);
    let clock = Date.now();
    const run = () => deliverDueMessages(t.db, worker({ now: () => clock }));
    graph.answerNext(
      { status: 500, error: { code: 131000, message: "Something went wrong" } },
      { status: 429, error: { code: 130429, message: "Rate limit hit" } },
      { status: 401, error: { code: 190, message: "Access token has expired" } },
    );
    for (let i = 1; i <= 3; i++) {
      expect(await run()).toEqual({ sent: 0, failed: 1 });
      expect(await row()).toMatchObject({
        status: "pending",
        attempts: i,
        next_attempt_at: clock + backoffMs(i),
      });
      clock += backoffMs(i);
    }
    expect((await row())?.last_error).toMatch(/Graph API 401 \(#190\)/);
    expect(await run()).toEqual({ sent: 1, failed: 0 });

    await whatsapp(t.db, "w2");
    graph.answerNext({
      status: 400,
      error: { code: 132001, message: "Template name does not exist in the translation" },
    });
    expect(await run()).toEqual({ sent: 0, failed: 1 });
    const failed = (await rows())[1];
    expect(failed).toMatchObject({ status: "failed", attempts: 1 });
    expect(failed?.last_error).toMatch(/Graph API 400 \(#132001\) Template name does not exist/);
  });

  it("a crash between send and record: the webhook's report marks it sent, and it is never sent again", async () => {
    await whatsapp(t.db);
    let clock = Date.now();
    await expect(
      deliverDueMessages(t.db, worker({ now: () => clock, afterSend: crash })),
    ).rejects.toThrow(Crash);
    expect(graph.requests).toHaveLength(1);
    const lost = await row();
    expect(lost).toMatchObject({ status: "sending", provider_id: null });
    // Meta reports the message it took, with the callback data we sent.
    const wamid = graph.requests[0]?.answeredId ?? "";
    const { body } = statusWebhook([
      { id: wamid, status: "sent", callbackData: callbackDataOf({ id: lost?.id ?? 0 }) },
    ]);
    await recordStatusReports(t.db, JSON.parse(body));
    expect(await row()).toMatchObject({ status: "sent", provider_id: wamid });
    clock += LEASE_MS.whatsapp + backoffMs(8);
    expect(await deliverDueMessages(t.db, worker({ now: () => clock }))).toEqual({
      sent: 0,
      failed: 0,
    });
    expect(graph.requests).toHaveLength(1);
  });

  it("a crash with no report within the lease: sent a second time rather than lost", async () => {
    await whatsapp(t.db);
    let clock = Date.now();
    await expect(
      deliverDueMessages(t.db, worker({ now: () => clock, afterSend: crash })),
    ).rejects.toThrow(Crash);
    clock += LEASE_MS.whatsapp - 1;
    expect(await deliverDueMessages(t.db, worker({ now: () => clock }))).toEqual({
      sent: 0,
      failed: 0,
    });
    clock += 1;
    expect(await deliverDueMessages(t.db, worker({ now: () => clock }))).toEqual({
      sent: 1,
      failed: 0,
    });
    expect(graph.requests).toHaveLength(2);
    expect(await row()).toMatchObject({
      status: "sent",
      attempts: 2,
      provider_id: graph.requests[1]?.answeredId,
    });
    // The first send's late report still finds the row (callback data), and nothing goes back.
    const { body } = statusWebhook([
      {
        id: graph.requests[0]?.answeredId ?? "",
        status: "delivered",
        callbackData: callbackDataOf({ id: (await row())?.id ?? 0 }),
      },
    ]);
    await recordStatusReports(t.db, JSON.parse(body));
    expect(await row()).toMatchObject({
      status: "delivered",
      provider_id: graph.requests[1]?.answeredId,
    });
  });
});

describe("several workers", () => {
  it("two workers (two instances) never send one message twice, on either channel", async () => {
    for (let i = 0; i < 8; i++) {
      await mail(t.db, `m${i}`, `person${i}@sabarmati.test`);
      await whatsapp(t.db, `w${i}`, `9198765432${String(i).padStart(2, "0")}`);
    }
    graph.delayMs = 5;
    const other = t.reopen();
    const slowMail: SendMail = async (m) => {
      await new Promise((r) => setTimeout(r, 5));
      await worker().channels.email?.(m);
    };
    try {
      const results = await Promise.all([
        deliverDueMessages(t.db, worker({ channels: { ...worker().channels, email: slowMail } })),
        deliverDueMessages(other, worker({ channels: { ...worker().channels, email: slowMail } })),
      ]);
      expect(results.reduce((n, r) => n + r.sent, 0)).toBe(16);
    } finally {
      await other.destroy();
    }
    expect(smtp.received).toHaveLength(8);
    expect(new Set(smtp.received.map((m) => m.to[0])).size).toBe(8);
    expect(graph.requests).toHaveLength(8);
    expect(new Set(graph.requests.map((r) => r.body.to)).size).toBe(8);
    expect((await rows()).every((r) => r.status === "sent" && r.attempts === 1)).toBe(true);
  });
});
