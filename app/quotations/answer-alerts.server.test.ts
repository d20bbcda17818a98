import { afterEach, beforeEach, describe, expect, it } from "vitest";
import { defaultSite } from "~/config/site";
import { smtpMailer } from "~/outbox/mail.server";
import { setOutboxConfig } from "~/outbox/outbox.server";
import { readyMadeKinds } from "~/outbox/ready-made.server";
import { deliverDueMessages } from "~/outbox/worker.server";
import { type LocalSmtp, readMail, startLocalSmtp } from "~/test/local-smtp";
import { STAFF, sentTestQuotation, testSalesperson } from "~/test/quotation-data.server";
import { tempAuth } from "~/test/temp-auth";
import { setupTempData } from "~/test/temp-data";
import { answersAwaiting, markAnswersSeen, unseenAnswerCount } from "./answers-seen.server";
import { acceptQuotation, askAboutQuotation, declineQuotation } from "./customer-quotation.server";

/**
 * A customer's answer reaches a person (issue 38): the acceptance, decline or question queues
 * an alert to the quotation's salesperson and the admins in the answer's own transaction; the
 * alert's e-mail reaches a local SMTP server; the answer is counted until staff open the
 * quotation. On a real database (SQLite, and PostgreSQL in its run).
 */

const t = setupTempData();
let smtp: LocalSmtp;
beforeEach(async () => {
  // Better Auth's tables: a quotation looks its customer's account up.
  await tempAuth(t.db);
  smtp = await startLocalSmtp();
  await setOutboxConfig(t.db, {
    alertMail: true,
    adminEmails: ["owner@sabarmati.test"],
    baseUrl: "https://shop.example",
  });
});
afterEach(async () => {
  await smtp.close();
});

const alerts = () =>
  t.db
    .selectFrom("outbox_message")
    .select(["recipient", "kind", "channel", "title", "payload", "about_type", "about_id"])
    .where("kind", "in", ["mail", "whatsapp-alert"])
    // The lead's own alert (routed to the salesperson as it arrived) is not this test's.
    .where("about_type", "=", "quotation")
    .orderBy("id")
    .execute();

const deliver = () =>
  deliverDueMessages(t.db, {
    kinds: readyMadeKinds({
      from: defaultSite.email,
      alertTemplate: { name: "staff_alert", language: "en" },
    }),
    channels: {
      email: smtpMailer({
        host: "127.0.0.1",
        port: smtp.port,
        secure: false,
        user: undefined,
        password: undefined,
        from: defaultSite.email,
      }),
    },
  });

describe("alerts on a customer's answer", () => {
  it("an acceptance e-mails the salesperson and the admins, and reaches the mail server", async () => {
    await testSalesperson(t.db, { state: "24" });
    const q = await sentTestQuotation(t.db);
    expect(await alerts()).toEqual([]);
    expect((await acceptQuotation(t.db, q.token, 1, null)).ok).toBe(true);
    const queued = await alerts();
    expect(queued.map((a) => a.recipient)).toEqual(["ravi@sabarmati.test", "owner@sabarmati.test"]);
    expect(queued[0]).toMatchObject({
      channel: "email",
      about_type: "quotation",
      about_id: String(q.id),
    });
    // With the lead's own alert ("Lead ENQ-… is yours"), queued when it was routed.
    expect(await deliver()).toEqual({ sent: 3, failed: 0 });
    const answers = smtp.received.filter((m) => readMail(m.raw).subject.includes("accepted"));
    const mail = readMail(answers[0]?.raw ?? "");
    expect(mail.subject).toBe(`${q.number} accepted by Bhavesh Patel (Patel Agro) (₹16,402)`);
    expect(mail.text).toContain(`https://shop.example/admin/quotations/${q.id}`);
    expect(mail.text).toContain("Phone: +91 98765 43210");
    expect(mail.headers["reply-to"]).toContain("bhavesh@example.com");
    expect(answers.map((m) => m.to)).toEqual([["ravi@sabarmati.test"], ["owner@sabarmati.test"]]);
    // A second tap on Accept records nothing new, and alerts nobody again.
    await acceptQuotation(t.db, q.token, 1, null);
    expect(await alerts()).toHaveLength(2);
  });

  it("a decline carries the reason, and a question its words, each its own alert", async () => {
    await testSalesperson(t.db, { state: "24" });
    const q = await sentTestQuotation(t.db);
    await askAboutQuotation(t.db, q.token, "Delivery to Gondal by Friday?", null);
    await declineQuotation(t.db, q.token, 1, "Too dear", null);
    const texts = (await alerts()).map(
      (a) => JSON.parse(a.payload) as { subject: string; text: string },
    );
    expect(texts.map((x) => x.subject)).toEqual([
      `Bhavesh Patel (Patel Agro) has a question on ${q.number}`,
      `Bhavesh Patel (Patel Agro) has a question on ${q.number}`,
      `${q.number} declined by Bhavesh Patel (Patel Agro) (₹16,402)`,
      `${q.number} declined by Bhavesh Patel (Patel Agro) (₹16,402)`,
    ]);
    expect(texts[0]?.text).toContain("Their question:\nDelivery to Gondal by Friday?");
    expect(texts[2]?.text).toContain("Their reason: Too dear");
  });

  it("an unassigned quotation's answer goes to the admins; a salesperson with no e-mail has it passed on", async () => {
    const q = await sentTestQuotation(t.db, { state: null });
    await acceptQuotation(t.db, q.token, 1, null);
    expect((await alerts()).map((a) => a.recipient)).toEqual(["owner@sabarmati.test"]);

    await testSalesperson(t.db, { name: "Sunil", email: null, state: "27" });
    await setOutboxConfig(t.db, { alertAdmins: "unassigned" });
    const other = await sentTestQuotation(t.db, { state: "27" });
    await askAboutQuotation(t.db, other.token, "GST bill?", null);
    const last = (await alerts()).at(-1);
    expect(last?.recipient).toBe("owner@sabarmati.test");
    expect((JSON.parse(last?.payload ?? "{}") as { text: string }).text).toContain(
      "You get this because Sunil has no e-mail address or WhatsApp number",
    );
  });

  it("WhatsApp alerts go to the salesperson's number and the admins', with the template's two parameters", async () => {
    await testSalesperson(t.db, { state: "24", whatsapp: "+91 98250 41231" });
    await setOutboxConfig(t.db, {
      alertMail: false,
      whatsapp: true,
      adminWhatsapp: ["919825041230"],
    });
    const q = await sentTestQuotation(t.db);
    await acceptQuotation(t.db, q.token, 1, null);
    const queued = await alerts();
    expect(queued.map((a) => [a.kind, a.recipient])).toEqual([
      ["whatsapp-alert", "919825041231"],
      ["whatsapp-alert", "919825041230"],
    ]);
    expect(JSON.parse(queued[0]?.payload ?? "{}")).toEqual({
      params: [
        `${q.number} accepted by Bhavesh Patel (Patel Agro) (₹16,402)`,
        `https://shop.example/admin/quotations/${q.id}`,
      ],
    });
  });

  it("nothing is queued while no channel is on", async () => {
    await setOutboxConfig(t.db, { alertMail: false, whatsapp: false });
    await testSalesperson(t.db, { state: "24" });
    const q = await sentTestQuotation(t.db);
    await acceptQuotation(t.db, q.token, 1, null);
    expect(await alerts()).toEqual([]);
  });
});

describe("answers awaiting a reply", () => {
  it("counts each answer until staff open the quotation, audited once as them", async () => {
    const ravi = await testSalesperson(t.db, { state: "24" });
    const a = await sentTestQuotation(t.db);
    const b = await sentTestQuotation(t.db, { state: null });
    expect(await unseenAnswerCount(t.db)).toBe(0);
    await askAboutQuotation(t.db, a.token, "Delivery?", null);
    await acceptQuotation(t.db, a.token, 1, null);
    await declineQuotation(t.db, b.token, 1, "", null);
    expect(await unseenAnswerCount(t.db)).toBe(3);
    expect(await unseenAnswerCount(t.db, { salespersonId: ravi })).toBe(2);
    const awaiting = await answersAwaiting(t.db);
    expect(awaiting.count).toBe(3);
    expect(
      awaiting.quotations.map((q) => [q.number, q.owner, q.answers.map((x) => x.kind)]),
    ).toEqual([
      [b.number, null, ["declined"]],
      [a.number, "Ravi Patel", ["accepted", "question"]],
    ]);

    expect(await markAnswersSeen(t.db, STAFF, a.id)).toBe(2);
    expect(await unseenAnswerCount(t.db)).toBe(1);
    // Opening it again with nothing new writes nothing.
    expect(await markAnswersSeen(t.db, STAFF, a.id)).toBe(0);
    const audits = await t.db
      .selectFrom("audit_log")
      .select(["action", "actor_email", "target_id", "detail"])
      .where("action", "=", "quotation.seen")
      .execute();
    expect(audits).toEqual([
      {
        action: "quotation.seen",
        actor_email: STAFF.email,
        target_id: String(a.id),
        detail: `${a.number}: 2 customer answers seen`,
      },
    ]);
    // A new question after that is new again.
    await askAboutQuotation(t.db, a.token, "And the warranty?", null);
    expect(await unseenAnswerCount(t.db)).toBe(2);
    expect((await answersAwaiting(t.db)).quotations[0]?.answers).toMatchObject([
      { kind: "question", words: "And the warranty?" },
    ]);
  });
});
