import { afterEach, beforeEach, describe, expect, it } from "vitest";
import { whatsappSettings } from "~/config/whatsapp-settings.server";
import { m } from "~/i18n/paraglide/messages.js";
import { smtpMailer } from "~/outbox/mail.server";
import { setOutboxConfig } from "~/outbox/outbox.server";
import { cloudApiSender } from "~/outbox/whatsapp.server";
import { deliverDueMessages } from "~/outbox/worker.server";
import { type GraphStandIn, startGraphStandIn } from "~/test/graph-api-stand-in";
import { type LocalSmtp, readMail, startLocalSmtp } from "~/test/local-smtp";
import { sentTestQuotation, TEST_SHOP } from "~/test/quotation-data.server";
import { tempAuth } from "~/test/temp-auth";
import { setupTempData } from "~/test/temp-data";
import { deliveryChoice, quotationKinds } from "./quotation-delivery.server";

/**
 * Sending a quotation can send it to the customer (issue 38): by e-mail with the PDF attached
 * and their link, and on WhatsApp as a document (a template's DOCUMENT header, or a document
 * message without one), in the quotation's language, made from the revision as it was sent.
 * Against a local SMTP server and a local Graph API stand-in.
 */

const t = setupTempData();
let smtp: LocalSmtp;
let graph: GraphStandIn;
beforeEach(async () => {
  await tempAuth(t.db);
  smtp = await startLocalSmtp();
  graph = await startGraphStandIn();
  await setOutboxConfig(t.db, { alertMail: true, whatsapp: true, baseUrl: TEST_SHOP.baseUrl });
});
afterEach(async () => {
  await smtp.close();
  await graph.close();
});

const FROM = "Sabarmati Pumps <sales@sabarmati.test>";

function deliver(whatsappTemplate: string | null = null) {
  const wa = whatsappSettings(graph.env());
  if (!wa) throw new Error("no WhatsApp settings");
  return deliverDueMessages(t.db, {
    kinds: quotationKinds({ from: FROM, sites: TEST_SHOP.sites, whatsappTemplate }),
    channels: {
      email: smtpMailer({
        host: "127.0.0.1",
        port: smtp.port,
        secure: false,
        user: undefined,
        password: undefined,
        from: FROM,
      }),
      whatsapp: cloudApiSender(wa),
    },
  });
}

const queued = () =>
  t.db
    .selectFrom("outbox_message")
    .select(["kind", "channel", "recipient", "status", "about_id"])
    .where("kind", "like", "quotation-%")
    .orderBy("id")
    .execute();

describe("a quotation sent to the customer", () => {
  it("e-mails the PDF with the link, and sends it on WhatsApp as a document, in the customer's language", async () => {
    const q = await sentTestQuotation(t.db, {
      language: "gu",
      deliver: { email: true, whatsapp: true },
    });
    expect(await queued()).toEqual([
      {
        kind: "quotation-mail",
        channel: "email",
        recipient: "bhavesh@example.com",
        status: "pending",
        about_id: String(q.id),
      },
      {
        kind: "quotation-whatsapp",
        channel: "whatsapp",
        recipient: "919876543210",
        status: "pending",
        about_id: String(q.id),
      },
    ]);
    expect(await deliver()).toEqual({ sent: 2, failed: 0 });

    const link = `https://shop.example/gu/q/${q.token}`;
    const mail = readMail(smtp.received[0]?.raw ?? "");
    expect(mail.subject).toBe(
      m.quotations_email_subject({ number: q.number, shop: "Sabarmati Pumps" }, { locale: "gu" }),
    );
    expect(mail.text).toContain(
      m.quotations_email_greeting({ name: "Bhavesh Patel" }, { locale: "gu" }),
    );
    expect(mail.text).toContain(link);
    expect(mail.text).toContain(m.quotations_email_pdf_attached({}, { locale: "gu" }));
    expect(mail.attachments).toHaveLength(1);
    expect(mail.attachments[0]).toMatchObject({
      filename: `${q.number.replaceAll("/", "-")}.pdf`,
      contentType: "application/pdf",
    });
    expect(mail.attachments[0]?.content.subarray(0, 5).toString("latin1")).toBe("%PDF-");

    const body = graph.requests[0]?.body as { type: string; document: Record<string, string> };
    expect(body.type).toBe("document");
    expect(body.document.link).toBe(`${link}/quotation.pdf`);
    expect(body.document.filename).toBe(`${q.number.replaceAll("/", "-")}.pdf`);
    expect(body.document.caption).toContain(link);
    expect((await queued()).map((r) => r.status)).toEqual(["sent", "sent"]);
  });

  it("with an approved template, the PDF goes in its DOCUMENT header and the figures in its body", async () => {
    const q = await sentTestQuotation(t.db, { deliver: { email: false, whatsapp: true } });
    expect(await deliver("quotation_pdf")).toEqual({ sent: 1, failed: 0 });
    const link = `https://shop.example/q/${q.token}`;
    expect(graph.requests[0]?.body).toMatchObject({
      type: "template",
      template: {
        name: "quotation_pdf",
        language: { code: "en" },
        components: [
          {
            type: "header",
            parameters: [
              {
                type: "document",
                document: {
                  link: `${link}/quotation.pdf`,
                  filename: `${q.number.replaceAll("/", "-")}.pdf`,
                },
              },
            ],
          },
          {
            type: "body",
            parameters: [
              { type: "text", text: q.number },
              { type: "text", text: "₹16,402" },
              { type: "text", text: expect.stringMatching(/\d{4}$/) },
              { type: "text", text: link },
            ],
          },
        ],
      },
    });
  });

  it("queues nothing unticked, on a channel that is off, or without an address or a mobile", async () => {
    await sentTestQuotation(t.db, { deliver: { email: false, whatsapp: false } });
    await sentTestQuotation(t.db);
    expect(await queued()).toEqual([]);
    await setOutboxConfig(t.db, { whatsapp: false });
    await sentTestQuotation(t.db, {
      deliver: { email: true, whatsapp: true },
      phone: "022 2345 6789",
    });
    expect((await queued()).map((r) => r.kind)).toEqual(["quotation-mail"]);
    await setOutboxConfig(t.db, { whatsapp: true });
    await sentTestQuotation(t.db, {
      deliver: { email: true, whatsapp: true },
      email: "",
      phone: "022 2345 6789",
    });
    expect((await queued()).map((r) => r.kind)).toEqual(["quotation-mail"]);
  });

  it("reads the Send form's two boxes", () => {
    const form = new FormData();
    expect(deliveryChoice(form)).toEqual({ email: false, whatsapp: false });
    form.set("deliver-email", "on");
    form.set("deliver-whatsapp", "yes");
    expect(deliveryChoice(form)).toEqual({ email: true, whatsapp: false });
  });
});
