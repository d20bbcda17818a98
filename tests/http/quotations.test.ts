import { describe, expect } from "vitest";
import { defaultSite } from "~/config/site";
import { m } from "~/i18n/paraglide/messages.js";
import { loose, readPdf } from "../../app/test/pdf-text";
import { newAdmin, newUser, shopTest } from "../../app/test/test-shop";
import { formFields } from "../../scripts/form-fields";

/**
 * The customer's quotation link over HTTP (moved from tests/e2e/quotations.spec.ts, whose
 * journeys stay in the browser): the PDF, a tampered link's PDF, the PDF in the address's
 * language, and a second acceptance. The quotation is made as staff make it, by the inbox's
 * and the editor's own form posts.
 */

const test = shopTest();

describe("the customer's link over HTTP", () => {
  test("the PDF, a tampered link's PDF, the PDF in the address's language, and a second acceptance", async ({
    shop,
    request,
  }) => {
    const customer = await newUser(shop, request);
    // The cart request through the API the cart page posts to.
    const { id: product } = await shop.row<{ id: string }>(
      "SELECT id FROM product ORDER BY id LIMIT 1",
    );
    const res = await request.post("/cart", {
      form: { items: JSON.stringify([{ id: product, quantity: 2 }]) },
    });
    expect(res.status()).toBe(200);

    // Staff make a quotation from the lead and send it, as the inbox's and the editor's forms post.
    const staff = shop.client();
    await newAdmin(shop, staff);
    const { id: lead } = await shop.row<{ id: number }>(
      "SELECT id FROM enquiry WHERE email = ? ORDER BY id DESC LIMIT 1",
      customer.email,
    );
    const made = await staff.post("/admin/quotations", {
      form: { intent: "create", enquiry: String(lead) },
      maxRedirects: 0,
    });
    expect(made.status()).toBe(302);
    const editor = made.headers().location ?? "";
    expect(editor).toMatch(/\/admin\/quotations\/\d+$/);
    const fields = formFields(await (await staff.get(editor)).text(), 'value="send"');
    const send = new URLSearchParams([...fields, ["intent", "send"]]);
    const sent = await staff.post(editor, {
      data: send.toString(),
      headers: { "Content-Type": "application/x-www-form-urlencoded" },
      maxRedirects: 0,
    });
    expect(sent.status()).toBe(302);
    const { token, status } = await shop.row<{ token: string; status: string }>(
      "SELECT token, status FROM quotation WHERE enquiry_id = ? ORDER BY id DESC LIMIT 1",
      lead,
    );
    expect(status).toBe("sent");
    const path = `/q/${token}`;

    // From the journey at a desktop and a phone: the customer's PDF.
    const pdfAnswer = await request.get(`${path}/quotation.pdf`);
    expect(pdfAnswer.status()).toBe(200);
    expect(pdfAnswer.headers()["content-type"]).toBe("application/pdf");

    // From the journey without JavaScript: a tampered link's PDF, and the PDF in Gujarati.
    const tampered = `/q/${token.slice(0, -1)}${token.endsWith("A") ? "B" : "A"}`;
    expect((await request.get(`${tampered}/quotation.pdf`)).status()).toBe(404);

    // The PDF in the address's language, with both GSTINs, the link's QR target and its number.
    const guPdf = await request.get(`/gu${path}/quotation.pdf`);
    expect(guPdf.status()).toBe(200);
    const pdf = await readPdf(await guPdf.body());
    expect(loose(pdf.text)).toContain(loose(m.quotation_pdf_title({}, { locale: "gu" })));
    expect(pdf.text).toContain(defaultSite.gstin);
    expect(pdf.links.some((l) => l.endsWith(path))).toBe(true);

    const accepted = await request.post(path, {
      form: { intent: "accept", revision: "1" },
      maxRedirects: 0,
    });
    expect(accepted.status()).toBe(302);
    // A second acceptance (an old tab) changes nothing.
    const again = await request.post(path, {
      form: { intent: "accept", revision: "1" },
      maxRedirects: 0,
    });
    expect(again.status()).toBe(302);
    const stored = await shop.row<{ status: string }>(
      "SELECT status FROM quotation WHERE token = ?",
      token,
    );
    expect(stored).toEqual({ status: "accepted" });
  });
});
