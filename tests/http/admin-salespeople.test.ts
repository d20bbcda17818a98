import { describe, expect } from "vitest";
import { addSalesperson } from "../../app/enquiries/admin/salespeople.server";
import { salespersonSchema } from "../../app/enquiries/admin/salespeople-schema";
import { routingProduct } from "../../app/test/salespeople-data.server";
import { newAdmin, newUser, shopTest, type TestShop } from "../../app/test/test-shop";

/** The salespeople's admin page over HTTP (moved from tests/e2e/admin-salespeople.spec.ts). */

const test = shopTest();

interface Stored {
  id: number;
  name: string;
  whatsapp: string;
  active: number;
}

const salesperson = (shop: TestShop, name: string) =>
  shop.row<Stored | undefined>(
    "SELECT id, name, whatsapp, active FROM salesperson WHERE name = ?",
    name,
  );

let seq = 0;
const tag = () => `${Date.now().toString(36)}${++seq}${Math.floor(Math.random() * 1e4)}`;

describe("admin salespeople over HTTP", () => {
  test("a role user's page view and posts go to sign-in and change nothing", async ({
    shop,
    request,
  }) => {
    // A salesperson of this test's own, whose row the forged posts aim at.
    const own = await routingProduct(shop.db);
    const target = `Target ${tag()}`;
    await addSalesperson(
      shop.db,
      { id: "e2e", name: "E2E", email: "e2e@e2e.test", role: "admin" },
      salespersonSchema.parse({
        name: target,
        whatsapp: "9909012350",
        [`category-${own.categoryId}`]: "on",
      }),
    );
    const id = String((await salesperson(shop, target))?.id);
    await newUser(shop, request);
    const page = await request.get("/admin/salespeople", { maxRedirects: 0 });
    expect(page.status()).toBe(302);
    expect(page.headers().location).toMatch(/^\/sign-in\?.*need=admin/);
    const before = await shop.rows("SELECT * FROM salesperson WHERE id = ?", id);
    // Each limited to this spec's category, so even a wrongly accepted one would route no one else's enquiry.
    const mineOnly = { [`category-${own.categoryId}`]: "on" };
    const forms: Record<string, string>[] = [
      { intent: "add", name: "Forged", whatsapp: "9909012349", ...mineOnly },
      { intent: "edit", id, name: "Forged", whatsapp: "9909012349", ...mineOnly },
      { intent: "deactivate", id },
      { intent: "delete", id },
    ];
    for (const form of forms) {
      const res = await request.post("/admin/salespeople", { form, maxRedirects: 0 });
      expect(res.status(), form.intent).toBe(302);
      expect(res.headers().location).toMatch(/^\/sign-in\?.*need=admin/);
      const data = await request.post("/admin/salespeople.data", { form, maxRedirects: 0 });
      expect(data.status()).toBeLessThan(500);
      expect(await data.text()).not.toMatch(/successfully/);
    }
    const assign = await request.post("/admin/enquiries", {
      form: { intent: "owner", id: "1", owner: "none" },
      maxRedirects: 0,
    });
    expect(assign.status()).toBe(302);
    expect(await salesperson(shop, "Forged")).toBeUndefined();
    expect(await shop.rows("SELECT * FROM salesperson WHERE id = ?", id)).toEqual(before);
  });

  test("an admin's crafted posts get clear answers, never a 500", async ({ shop, request }) => {
    const own = await routingProduct(shop.db);
    const mineOnly = { [`category-${own.categoryId}`]: "on" };
    await newAdmin(shop, request);
    const bad: Record<string, string>[] = [
      { intent: "add", name: "X", whatsapp: "9909012349", "state-0": "42", ...mineOnly },
      { intent: "add", name: "X", whatsapp: "9909012349", "districts-3": "Rajkot", ...mineOnly },
      { intent: "add", name: "<script>x</script>", whatsapp: "9909012349", ...mineOnly },
      { intent: "add", name: "X", whatsapp: "5909012349", ...mineOnly },
      { intent: "add", name: "X", whatsapp: "9909012349", "category-999999999": "on" },
      { intent: "edit", id: "999999999", name: "X", whatsapp: "9909012349", ...mineOnly },
      { intent: "delete", id: "x" },
      { intent: "nonsense" },
    ];
    for (const form of bad) {
      const res = await request.post("/admin/salespeople", { form, maxRedirects: 0 });
      expect(res.status(), JSON.stringify(form)).toBeGreaterThanOrEqual(400);
      expect(res.status(), JSON.stringify(form)).toBeLessThan(500);
    }
    const owner = await request.post("/admin/enquiries", {
      form: { intent: "owner", id: "1", owner: "not-a-person" },
      maxRedirects: 0,
    });
    expect(owner.status()).toBe(400);
    expect(await salesperson(shop, "X")).toBeUndefined();
  });
});
