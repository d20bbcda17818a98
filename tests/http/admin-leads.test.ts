import { describe, expect } from "vitest";
import { insertLeads } from "../../app/test/leads-data.server";
import { newAdmin, newUser, shopTest, type TestShop } from "../../app/test/test-shop";

/** The leads inbox over HTTP (moved from tests/e2e/admin-leads.spec.ts). */

const test = shopTest();

async function leadStatus(shop: TestShop, id: number): Promise<string> {
  return (await shop.row<{ status: string }>("SELECT status FROM enquiry WHERE id = ?", id)).status;
}

const tagged = () => `t${Date.now().toString(36)}${Math.floor(Math.random() * 1e4)}`;

describe("leads inbox over HTTP", () => {
  test("a role user can neither read the inbox nor export or change a lead", async ({
    shop,
    request,
  }) => {
    const tag = tagged();
    const [id] = await insertLeads(shop.db, tag, [{ kind: "dealer", name: `Secret ${tag}` }]);
    await newUser(shop, request);
    for (const url of [
      `/admin/enquiries?q=${tag}`,
      `/admin/enquiries.data?q=${tag}`,
      `/admin/enquiries.csv?q=${tag}`,
    ]) {
      const res = await request.get(url, { maxRedirects: 0 });
      expect([200, 202, 204, 302]).toContain(res.status());
      const body = await res.text();
      expect(body).not.toContain(`Secret ${tag}`);
      expect(body).not.toContain(`${tag} Traders`);
      if (res.status() === 302) expect(res.headers().location).toMatch(/^\/sign-in/);
      else expect(body).toContain("sign-in");
    }
    const post = await request.post("/admin/enquiries", {
      form: { intent: "status", id: String(id), status: "closed" },
      maxRedirects: 0,
    });
    expect(post.status()).toBe(302);
    expect(await leadStatus(shop, id as number)).toBe("new");
  });

  test("an admin's bad input changes nothing", async ({ shop, request }) => {
    const tag = tagged();
    const [id] = await insertLeads(shop.db, tag, [{ kind: "cart", name: `Cart ${tag}` }]);
    await newAdmin(shop, request);
    for (const form of [
      { intent: "status", id: String(id), status: "deleted" },
      { intent: "status", id: "abc", status: "closed" },
      { intent: "drop", id: String(id), status: "closed" },
    ]) {
      const res = await request.post("/admin/enquiries", { form });
      expect(res.status()).toBe(400);
    }
    expect(await leadStatus(shop, id as number)).toBe("new");
    const ok = await request.post("/admin/enquiries", {
      form: { intent: "status", id: String(id), status: "closed" },
    });
    expect(ok.status()).toBe(200);
    expect(await leadStatus(shop, id as number)).toBe("closed");
  });
});
