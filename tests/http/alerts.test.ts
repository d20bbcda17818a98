import { afterAll, describe, expect } from "vitest";
import { saveEnquiry } from "~/enquiries/enquiries.server";
import { ADMIN, WHATSAPP_WEBHOOK } from "~/http/paths";
import { STAND_IN, startGraphStandIn, statusWebhook } from "../../app/test/graph-api-stand-in";
import { hostileFailures } from "../../app/test/hostile-walk";
import type { HttpClient } from "../../app/test/http-client";
import { readMail, startLocalSmtp } from "../../app/test/local-smtp";
import { newAdmin, shopTest, type TestShop } from "../../app/test/test-shop";
import { formFields } from "../../scripts/form-fields";

/**
 * Alerts and channels over HTTP (issue 38), in the production server with its own outbox
 * worker, against a local SMTP server and a local stand-in of the Graph API (never the
 * network): a quotation sent with its PDF by e-mail and WhatsApp; the customer's acceptance
 * in the salesperson's mailbox; the answer counted on the dashboard and in the navigation
 * until staff open the quotation; the webhook's check, signature and statuses; a failed
 * message sent again from /admin/messages.
 */

const smtp = await startLocalSmtp();
const graph = await startGraphStandIn();
afterAll(async () => {
  await smtp.close();
  await graph.close();
});

const test = shopTest({
  ...smtp.env({ SMTP_TO: "sales@sabarmati.test", ALERT_EMAIL_TO: "owner@sabarmati.test" }),
  ...graph.env(),
});

const subjects = (to: string) =>
  smtp.received.filter((m) => m.to.includes(to)).map((m) => readMail(m.raw).subject);

/** A salesperson for Gujarat, added through the Salespeople form. */
async function salesperson(staff: HttpClient, name: string, email: string, whatsapp: string) {
  const res = await staff.post(ADMIN.salespeople, {
    form: { intent: "add", name, whatsapp, email, "state-0": "24" },
    maxRedirects: 0,
  });
  expect([200, 302, 303]).toContain(res.status());
}

/** A lead from Gujarat (routed to its salesperson), a quotation made from it and sent. */
async function sendQuotation(shop: TestShop, staff: HttpClient, tag: string) {
  const lead = await saveEnquiry(shop.db, {
    kind: "dealer",
    name: `Bhavesh ${tag}`,
    company: "Patel Agro",
    email: `bhavesh-${tag}@example.com`,
    phone: "+91 98765 43210",
    stateCode: "24",
    district: "Rajkot",
  });
  const made = await staff.post(ADMIN.quotations, {
    form: { intent: "create", enquiry: String(lead.id) },
    maxRedirects: 0,
  });
  expect(made.status()).toBe(302);
  const editor = made.headers().location ?? "";
  const html = await (await staff.get(editor)).text();
  const fields = formFields(html, 'value="send"');
  // Both channels are ticked by default, as the editor shows them.
  expect(fields).toContainEqual(["deliver-email", "on"]);
  expect(fields).toContainEqual(["deliver-whatsapp", "on"]);
  fields.push(["line-0-description", "Openwell pump"], ["line-0-quantity", "1"]);
  fields.push(["line-0-price", "12500"], ["line-0-rate", "18"]);
  const sent = await staff.post(editor, {
    data: new URLSearchParams([...fields, ["intent", "send"]]).toString(),
    headers: { "Content-Type": "application/x-www-form-urlencoded" },
    maxRedirects: 0,
  });
  expect(sent.status()).toBe(302);
  return shop.row<{ id: number; token: string; number: string }>(
    "SELECT id, token, number FROM quotation WHERE enquiry_id = ?",
    lead.id,
  );
}

describe("alerts and channels", () => {
  test("the quotation reaches the customer, their acceptance reaches the salesperson, and it awaits a reply until opened", async ({
    shop,
    request,
  }) => {
    const staff = shop.client();
    await newAdmin(shop, staff);
    await salesperson(staff, "Ravi Patel", "ravi@sabarmati.test", "98250 41231");
    const q = await sendQuotation(shop, staff, "a");

    // The lead's alert, and the quotation with its PDF to the customer.
    await expect.poll(() => subjects("bhavesh-a@example.com").length, { timeout: 15_000 }).toBe(1);
    const toCustomer = readMail(
      smtp.received.find((m) => m.to.includes("bhavesh-a@example.com"))?.raw ?? "",
    );
    expect(toCustomer.subject).toBe(`Quotation ${q.number} from Sabarmati Pumps`);
    expect(toCustomer.text).toContain(`${shop.baseURL}/q/${q.token}`);
    expect(toCustomer.attachments.map((a) => a.contentType)).toEqual(["application/pdf"]);
    await expect.poll(() => subjects("ravi@sabarmati.test").length, { timeout: 15_000 }).toBe(1);
    expect(subjects("ravi@sabarmati.test")[0]).toMatch(/^Lead ENQ-\d+ is yours: Bhavesh a/);
    await expect
      .poll(() => graph.requests.filter((r) => r.body.type === "document").length, {
        timeout: 15_000,
      })
      .toBe(1);

    // The customer accepts; the alert is in the salesperson's mailbox, and the admins'.
    const accepted = await request.post(`/q/${q.token}`, {
      form: { intent: "accept", revision: "1" },
      maxRedirects: 0,
    });
    expect(accepted.status()).toBe(302);
    const headline = `${q.number} accepted by Bhavesh a (Patel Agro)`;
    await expect
      .poll(() => subjects("ravi@sabarmati.test").filter((s) => s.startsWith(headline)).length, {
        timeout: 15_000,
      })
      .toBe(1);
    await expect
      .poll(() => subjects("owner@sabarmati.test").filter((s) => s.startsWith(headline)).length, {
        timeout: 15_000,
      })
      .toBe(1);
    // And on WhatsApp, the alert template to Ravi's number.
    await expect
      .poll(
        () =>
          graph.requests.filter(
            (r) =>
              r.body.type === "template" &&
              r.body.to === "919825041231" &&
              JSON.stringify(r.body).includes("accepted"),
          ).length,
        { timeout: 15_000 },
      )
      .toBe(1);

    // The dashboard and the navigation count it until someone opens the quotation.
    const dashboard = await (await staff.get(ADMIN.dashboard)).text();
    expect(dashboard).toContain("Answers awaiting a reply");
    expect(dashboard).toMatch(/data-testid="answers-count">\(1\)</);
    expect(dashboard).toContain('data-testid="nav-answers-badge"');
    expect(dashboard).toContain(q.number);
    const list = await (await staff.get(ADMIN.leads)).text();
    expect(list).toContain("1 answer awaits a reply");

    const page = await (await staff.get(`/admin/quotations/${q.id}`)).text();
    expect(page).toContain("The customer&#x27;s answer below is new to staff");
    expect(page).not.toContain('data-testid="answers-badge"');
    expect(page).toMatch(/Quotation Q\/[\d-]+\/\d+ to the customer, with its PDF/);

    const after = await (await staff.get(ADMIN.dashboard)).text();
    expect(after).toMatch(/data-testid="answers-count">\(0\)</);
    expect(after).not.toContain('data-testid="nav-answers-badge"');
    expect(
      await shop.row<{ n: number }>(
        "SELECT count(*) AS n FROM audit_log WHERE action = 'quotation.seen' AND target_id = ?",
        String(q.id),
      ),
    ).toEqual({ n: 1 });
  });

  test("the webhook: Meta's check, a bad signature refused, statuses shown as they climb", async ({
    shop,
    request,
  }) => {
    const check = (token: string) =>
      request.get(
        `${WHATSAPP_WEBHOOK}?hub.mode=subscribe&hub.verify_token=${token}&hub.challenge=1158201444`,
      );
    const ok = await check(STAND_IN.verifyToken);
    expect(ok.status()).toBe(200);
    expect(await ok.text()).toBe("1158201444");
    expect((await check("a-guess")).status()).toBe(403);

    const staff = shop.client();
    await newAdmin(shop, staff);
    const q = await sendQuotation(shop, staff, "b");
    const row = () =>
      shop.row<{ status: string; provider_id: string | null }>(
        "SELECT status, provider_id FROM outbox_message WHERE kind = 'quotation-whatsapp' AND about_id = ?",
        String(q.id),
      );
    await expect.poll(async () => (await row())?.status, { timeout: 15_000 }).toBe("sent");
    const wamid = (await row())?.provider_id ?? "";

    const post = (body: string, signature: string) =>
      request.post(WHATSAPP_WEBHOOK, {
        data: body,
        headers: { "Content-Type": "application/json", "X-Hub-Signature-256": signature },
      });
    const read = statusWebhook([{ id: wamid, status: "read" }]);
    const forged = statusWebhook([{ id: wamid, status: "read" }], "someone else's secret");
    expect((await post(forged.body, forged.signature)).status()).toBe(401);
    expect((await row())?.status).toBe("sent");
    expect((await post(read.body, read.signature)).status()).toBe(200);
    // A duplicate, and a "delivered" that arrives late: nothing goes back.
    expect((await post(read.body, read.signature)).status()).toBe(200);
    const late = statusWebhook([{ id: wamid, status: "delivered" }]);
    expect((await post(late.body, late.signature)).status()).toBe(200);
    expect((await row())?.status).toBe("read");

    const page = await (await staff.get(`/admin/quotations/${q.id}`)).text();
    expect(page).toMatch(/data-testid="message-status">Read</);
    expect(page).toContain("Delivered");
  });

  test("the webhook, set up, answers hostile input without a server error", async ({ request }) => {
    expect(await hostileFailures(request, "GET", [WHATSAPP_WEBHOOK])).toEqual([]);
    expect(await hostileFailures(request, "POST", [WHATSAPP_WEBHOOK])).toEqual([]);
    const odd = [
      `hub.mode=subscribe&hub.verify_token=${STAND_IN.verifyToken}&hub.challenge=%00`,
      `hub.mode=subscribe&hub.mode=subscribe&hub.verify_token=${STAND_IN.verifyToken}&hub.challenge=1`,
      `hub.mode=subscribe&hub.verify_token=%ED%A0%80&hub.challenge=${"9".repeat(3000)}`,
    ];
    for (const query of odd) {
      const res = await request.get(`${WHATSAPP_WEBHOOK}?${query}`);
      expect(res.status(), query).toBeLessThan(500);
    }
    // Signed, but shaped like nothing Meta sends: taken (200) and ignored.
    const { createHmac } = await import("node:crypto");
    for (const body of [
      "[]",
      "null",
      '{"entry":[{"changes":[{"value":{"statuses":[{"id":"x","status":"read","timestamp":"NaN"}]}}]}]}',
    ]) {
      const signature = `sha256=${createHmac("sha256", STAND_IN.appSecret).update(body).digest("hex")}`;
      const res = await request.post(WHATSAPP_WEBHOOK, {
        data: body,
        headers: { "Content-Type": "application/json", "X-Hub-Signature-256": signature },
      });
      expect(res.status(), body).toBe(200);
    }
  });

  test("a failed message is kept, and staff send it again from /admin/messages", async ({
    shop,
  }) => {
    const staff = shop.client();
    await newAdmin(shop, staff);
    smtp.refuse = 550;
    const q = await sendQuotation(shop, staff, "c");
    const row = () =>
      shop.row<{ id: number; status: string; last_error: string | null }>(
        "SELECT id, status, last_error FROM outbox_message WHERE kind = 'quotation-mail' AND about_id = ?",
        String(q.id),
      );
    await expect.poll(async () => (await row())?.status, { timeout: 15_000 }).toBe("failed");
    expect((await row())?.last_error).toMatch(/SMTP 550/);
    smtp.refuse = null;

    const failed = await (await staff.get(`${ADMIN.messages}?status=failed`)).text();
    expect(failed).toContain("Send again");
    expect(failed).toContain("SMTP 550");
    const again = await staff.post(`${ADMIN.messages}?status=failed`, {
      form: { intent: "retry", id: String((await row())?.id) },
      maxRedirects: 0,
    });
    expect(again.status()).toBe(302);
    expect(again.headers().location).toBe(`${ADMIN.messages}?status=failed`);
    await expect.poll(async () => (await row())?.status, { timeout: 15_000 }).toBe("sent");
    expect(subjects("bhavesh-c@example.com")).toEqual([
      `Quotation ${q.number} from Sabarmati Pumps`,
    ]);
    // Nothing to send again now; an unknown message is refused, changing nothing.
    const unknown = await staff.post(ADMIN.messages, { form: { intent: "retry", id: "999999" } });
    expect(unknown.status()).toBe(404);
  });
});
