import { describe, expect, it } from "vitest";
import { whatsappSettings } from "~/config/whatsapp-settings.server";
import { STAND_IN, startGraphStandIn, statusWebhook } from "~/test/graph-api-stand-in";
import { setupTempData } from "~/test/temp-data";
import { queueWhatsAppAlert, readyMadeKinds } from "./ready-made.server";
import { cloudApiSender } from "./whatsapp.server";
import {
  answerReport,
  answerSubscription,
  recordStatusReports,
  signatureValid,
} from "./whatsapp-webhook.server";
import { callbackDataOf, deliverDueMessages } from "./worker.server";

/**
 * The WhatsApp webhook on a real database: the subscription check, signatures over the raw
 * body, duplicated and out-of-order status reports, failures with Meta's reason, and reports
 * that arrive before (or instead of) the worker's own record of a message.
 */

const t = setupTempData();
const settings = whatsappSettings({
  WHATSAPP_PHONE_NUMBER_ID: STAND_IN.phoneNumberId,
  WHATSAPP_ACCESS_TOKEN: STAND_IN.token,
  WHATSAPP_APP_SECRET: STAND_IN.appSecret,
  WHATSAPP_VERIFY_TOKEN: STAND_IN.verifyToken,
});
if (!settings) throw new Error("no settings");

/** A WhatsApp message the worker sent as `wamid` (as recordSent leaves it). */
async function sentMessage(wamid: string | null, key = "w1") {
  await t.db
    .transaction()
    .execute((trx) =>
      queueWhatsAppAlert(trx, { key, to: "919876543210", title: "Alert", params: ["x", "y"] }),
    );
  const { id } = await t.db
    .selectFrom("outbox_message")
    .select("id")
    .where("idempotency_key", "=", key)
    .executeTakeFirstOrThrow();
  await t.db
    .updateTable("outbox_message")
    .set({ status: wamid ? "sent" : "sending", provider_id: wamid, sent_at: wamid ? 1_000 : null })
    .where("id", "=", id)
    .execute();
  return id;
}

const message = (id: number) =>
  t.db.selectFrom("outbox_message").selectAll().where("id", "=", id).executeTakeFirstOrThrow();

const post = (body: string, signature: string | null, headers: Record<string, string> = {}) =>
  new Request("http://shop.test/api/whatsapp/webhook", {
    method: "POST",
    body,
    headers: {
      "Content-Type": "application/json",
      ...(signature ? { "X-Hub-Signature-256": signature } : {}),
      ...headers,
    },
  });

describe("the subscription check", () => {
  it("echoes the challenge for our verify token only", () => {
    const q = (p: Record<string, string>) => answerSubscription(settings, new URLSearchParams(p));
    expect(
      q({
        "hub.mode": "subscribe",
        "hub.verify_token": STAND_IN.verifyToken,
        "hub.challenge": "1158201444",
      }),
    ).toEqual({ status: 200, text: "1158201444" });
    expect(
      q({ "hub.mode": "subscribe", "hub.verify_token": "guess", "hub.challenge": "1" }).status,
    ).toBe(403);
    expect(
      q({
        "hub.mode": "unsubscribe",
        "hub.verify_token": STAND_IN.verifyToken,
        "hub.challenge": "1",
      }).status,
    ).toBe(403);
    expect(
      q({
        "hub.mode": "subscribe",
        "hub.verify_token": STAND_IN.verifyToken,
        "hub.challenge": "<script>",
      }).status,
    ).toBe(403);
    expect(q({}).status).toBe(403);
  });
});

describe("signatures", () => {
  it("accepts the HMAC-SHA256 of the raw body under the app secret, and nothing else", () => {
    const { body, signature } = statusWebhook([{ id: "wamid.A", status: "read" }]);
    const bytes = Buffer.from(body);
    expect(signatureValid(STAND_IN.appSecret, bytes, signature)).toBe(true);
    expect(
      signatureValid(
        STAND_IN.appSecret,
        bytes,
        signature.toUpperCase().replace("SHA256", "sha256"),
      ),
    ).toBe(true);
    expect(signatureValid("another secret", bytes, signature)).toBe(false);
    expect(signatureValid(STAND_IN.appSecret, Buffer.from(`${body} `), signature)).toBe(false);
    expect(signatureValid(STAND_IN.appSecret, bytes, null)).toBe(false);
    expect(signatureValid(STAND_IN.appSecret, bytes, "sha256=abc")).toBe(false);
    expect(signatureValid(STAND_IN.appSecret, bytes, signature.replace("sha256=", "sha1="))).toBe(
      false,
    );
  });

  it("refuses a report with a bad signature, and records nothing of it", async () => {
    const id = await sentMessage("wamid.A");
    const { body, signature } = statusWebhook(
      [{ id: "wamid.A", status: "read" }],
      "not the app secret",
    );
    expect(await answerReport(t.db, settings, post(body, signature))).toEqual({
      status: 401,
      text: "Bad signature",
    });
    expect(await answerReport(t.db, settings, post(body, null))).toMatchObject({ status: 401 });
    expect(await t.db.selectFrom("outbox_receipt").selectAll().execute()).toEqual([]);
    expect((await message(id)).status).toBe("sent");
    // Signed, but not JSON; and too long to be a report.
    const junk = statusWebhook([]);
    const notJson = "{not json";
    const signed = `sha256=${(await import("node:crypto")).createHmac("sha256", STAND_IN.appSecret).update(notJson).digest("hex")}`;
    expect(await answerReport(t.db, settings, post(notJson, signed))).toMatchObject({
      status: 400,
    });
    expect(
      await answerReport(
        t.db,
        settings,
        post(junk.body, junk.signature, { "Content-Length": String(2 * 1024 * 1024) }),
      ),
    ).toMatchObject({ status: 413 });
  });
});

describe("status reports", () => {
  it("climbs sent → delivered → read; a duplicate or a late report changes nothing", async () => {
    const id = await sentMessage("wamid.B");
    const report = async (status: "delivered" | "read", timestamp: number) => {
      const { body, signature } = statusWebhook([{ id: "wamid.B", status, timestamp }]);
      return answerReport(t.db, settings, post(body, signature));
    };
    expect(await report("read", 1_700_000_200)).toEqual({ status: 200, text: "OK" });
    expect(await message(id)).toMatchObject({
      status: "read",
      read_at: 1_700_000_200_000,
      delivered_at: null,
    });
    // "delivered" arrives after "read" (out of order): its time is kept, the status stays read.
    expect((await report("delivered", 1_700_000_100)).status).toBe(200);
    expect(await message(id)).toMatchObject({
      status: "read",
      delivered_at: 1_700_000_100_000,
      read_at: 1_700_000_200_000,
    });
    // Meta delivers at least once: the same report again is one receipt, and no change.
    const { body } = statusWebhook([
      { id: "wamid.B", status: "delivered", timestamp: 1_700_000_999 },
    ]);
    expect(await recordStatusReports(t.db, JSON.parse(body))).toEqual({
      applied: 0,
      duplicates: 1,
      waiting: 0,
    });
    expect((await message(id)).delivered_at).toBe(1_700_000_100_000);
    const receipts = await t.db
      .selectFrom("outbox_receipt")
      .select(["status", "message_id"])
      .orderBy("id")
      .execute();
    expect(receipts).toEqual([
      { status: "read", message_id: id },
      { status: "delivered", message_id: id },
    ]);
  });

  it("a failure shows Meta's reason; a later delivery outranks it, a bare 'sent' does not", async () => {
    const id = await sentMessage("wamid.C");
    const { body } = statusWebhook([
      {
        id: "wamid.C",
        status: "failed",
        error: {
          code: 131047,
          title: "Re-engagement message",
          details: "More than 24 hours have passed",
        },
      },
    ]);
    await recordStatusReports(t.db, JSON.parse(body));
    const failed = await message(id);
    expect(failed.status).toBe("failed");
    expect(failed.last_error).toBe("131047 Re-engagement message More than 24 hours have passed");
    await recordStatusReports(
      t.db,
      JSON.parse(statusWebhook([{ id: "wamid.C", status: "sent" }]).body),
    );
    expect((await message(id)).status).toBe("failed");
    await recordStatusReports(
      t.db,
      JSON.parse(statusWebhook([{ id: "wamid.C", status: "delivered" }]).body),
    );
    expect((await message(id)).status).toBe("delivered");
  });

  it("a report that overtakes the worker's record waits for it, and is applied when the worker records the id", async () => {
    const graph = await startGraphStandIn();
    try {
      await t.db.transaction().execute((trx) =>
        queueWhatsAppAlert(trx, {
          key: "w2",
          to: "919876543210",
          title: "Alert",
          params: ["x", "y"],
        }),
      );
      // The stand-in's first id, reported before the worker has recorded it.
      const { body } = statusWebhook([
        { id: "wamid.STANDIN000001", status: "delivered", timestamp: 1_700_000_300 },
      ]);
      expect(await recordStatusReports(t.db, JSON.parse(body))).toEqual({
        applied: 0,
        duplicates: 0,
        waiting: 1,
      });
      const sender = whatsappSettings(graph.env());
      if (!sender) throw new Error("no settings");
      const done = await deliverDueMessages(t.db, {
        kinds: readyMadeKinds({ from: "", alertTemplate: { name: "staff_alert", language: "en" } }),
        channels: { whatsapp: cloudApiSender(sender) },
      });
      expect(done).toEqual({ sent: 1, failed: 0 });
      const row = await t.db.selectFrom("outbox_message").selectAll().executeTakeFirstOrThrow();
      expect(row).toMatchObject({
        provider_id: "wamid.STANDIN000001",
        status: "delivered",
        delivered_at: 1_700_000_300_000,
      });
      const receipts = await t.db.selectFrom("outbox_receipt").select("message_id").execute();
      expect(receipts).toEqual([{ message_id: row.id }]);
    } finally {
      await graph.close();
    }
  });

  it("the callback data finds a message whose id was never recorded (the worker died after sending)", async () => {
    const id = await sentMessage(null);
    const { body } = statusWebhook([
      { id: "wamid.E", status: "read", callbackData: callbackDataOf({ id }) },
      { id: "wamid.E", status: "sent", callbackData: callbackDataOf({ id }) },
    ]);
    expect(await recordStatusReports(t.db, JSON.parse(body))).toEqual({
      applied: 2,
      duplicates: 0,
      waiting: 0,
    });
    expect(await message(id)).toMatchObject({ status: "read", provider_id: "wamid.E" });
    // Callback data naming no message of ours is only kept.
    const stray = statusWebhook([{ id: "wamid.F", status: "sent", callbackData: "ob:999999" }]);
    expect(await recordStatusReports(t.db, JSON.parse(stray.body))).toEqual({
      applied: 0,
      duplicates: 0,
      waiting: 1,
    });
  });

  it("reads only status reports: incoming messages, odd shapes and unknown statuses are ignored", async () => {
    const odd = {
      object: "whatsapp_business_account",
      entry: [
        { changes: [{ value: { messages: [{ from: "91987", id: "wamid.in", type: "text" }] } }] },
        { changes: "not a list" },
        {
          changes: [
            {
              value: {
                statuses: [
                  { id: 42, status: "read" },
                  { id: "wamid.G", status: "deleted" },
                ],
              },
            },
          ],
        },
      ],
    };
    expect(await recordStatusReports(t.db, odd)).toEqual({ applied: 0, duplicates: 0, waiting: 0 });
    expect(await recordStatusReports(t.db, null)).toEqual({
      applied: 0,
      duplicates: 0,
      waiting: 0,
    });
    expect(await recordStatusReports(t.db, [1, 2])).toEqual({
      applied: 0,
      duplicates: 0,
      waiting: 0,
    });
  });
});
