import { describe, expect } from "vitest";
import { runPeopleAction } from "../../app/people/people.server";
import {
  newAdmin,
  newUser,
  SHOP_ADMIN,
  shopTest,
  signIn,
  type TestShop,
} from "../../app/test/test-shop";

/** People (/admin/users) and reset links over HTTP (moved from tests/e2e/admin-people.spec.ts). */

const test = shopTest();

async function accountRow(
  shop: TestShop,
  email: string,
): Promise<{ id: string; role: string; banned: number | boolean | null }> {
  return shop.row(`SELECT id, role, banned FROM "user" WHERE email = ?`, email);
}

async function count(shop: TestShop, query: string, ...params: unknown[]): Promise<number> {
  return Number((await shop.row<{ n: number }>(query, ...params)).n);
}

describe("people over HTTP", () => {
  test("an admin who is not the catalogue owner is told whose page it is, and their posts change nothing", async ({
    shop,
    request,
  }) => {
    // The target's account is made on a client of its own: `request` is the staff admin's.
    const target = await newUser(shop, shop.client(), "staff-target");
    await newAdmin(shop, request, "staff-admin");
    const dashboard = await (await request.get("/admin")).text();
    expect(dashboard).not.toContain('href="/admin/users"');
    const page = await request.get("/admin/users");
    expect(page.status()).toBe(403);
    const html = await page.text();
    expect(html).toContain("Only the catalogue owner (admin@e2e.test) can change who may sign in");
    expect(html).not.toContain(target.email);
    const { id } = await accountRow(shop, target.email);
    for (const intent of ["promote", "disable", "reset-link"]) {
      const res = await request.post("/admin/users", {
        form: { intent, userId: id },
        maxRedirects: 0,
      });
      expect(res.status(), intent).toBe(403);
    }
    const after = await accountRow(shop, target.email);
    expect(after.role).toBe("user");
    expect(after.banned ?? 0).toBeFalsy();
    expect(
      await count(shop, "SELECT count(*) AS n FROM password_reset WHERE user_id = ?", id),
    ).toBe(0);
  });

  test("a role user posting to the people actions is refused and nothing changes", async ({
    shop,
    request,
  }) => {
    const victimContext = shop.client();
    const admin = await newAdmin(shop, victimContext, "victim-admin");
    await victimContext.dispose();
    const me = await newUser(shop, request, "sneaky");
    const mine = await accountRow(shop, me.email);
    const theirs = await accountRow(shop, admin.email);
    const audits = await count(
      shop,
      "SELECT count(*) AS n FROM audit_log WHERE actor_id = ?",
      mine.id,
    );
    for (const [intent, userId] of [
      ["promote", mine.id],
      ["demote", theirs.id],
      ["disable", theirs.id],
      ["reset-link", theirs.id],
    ] as const) {
      const res = await request.post("/admin/users", {
        form: { intent, userId },
        maxRedirects: 0,
      });
      expect(res.status(), intent).toBe(302);
      expect(res.headers().location).toMatch(/^\/sign-in\?.*need=admin/);
      // Nor through React Router's data endpoint.
      const data = await request.post("/admin/users.data", {
        form: { intent, userId },
        maxRedirects: 0,
      });
      expect(data.status(), `${intent} (.data)`).not.toBe(200);
      expect(await data.text()).not.toContain("reset-password/");
    }
    expect((await accountRow(shop, me.email)).role).toBe("user");
    expect(await accountRow(shop, admin.email)).toMatchObject({ role: "admin" });
    expect(Boolean((await accountRow(shop, admin.email)).banned)).toBe(false);
    expect(
      await count(shop, "SELECT count(*) AS n FROM password_reset WHERE user_id = ?", theirs.id),
    ).toBe(0);
    expect(
      await count(shop, "SELECT count(*) AS n FROM audit_log WHERE actor_id = ?", mine.id),
    ).toBe(audits);
    const page = await request.get("/admin/users", { maxRedirects: 0 });
    expect(page.status()).toBe(302);
    const audit = await request.get("/admin/audit", { maxRedirects: 0 });
    expect(audit.status()).toBe(302);
  });

  test("a used, an expired or an unknown reset link says so and changes nothing", async ({
    shop,
    request,
  }) => {
    // An account with a password (made by session on a client of its own: `request` signs in below).
    const who = await newUser(shop, shop.client(), "expired-link");
    const { id } = await accountRow(shop, who.email);
    // A link the catalogue owner made, as /admin/users makes one, that has since expired.
    const owner = {
      id: (await accountRow(shop, SHOP_ADMIN.email)).id,
      name: "Owner",
      email: SHOP_ADMIN.email,
    };
    const issued = await runPeopleAction(
      shop.db,
      { ...owner, role: "admin" },
      { intent: "reset-link", userId: id },
      "http://e2e.test",
    );
    if (!issued.ok || !issued.resetLink) throw new Error(`no reset link: ${issued.message}`);
    const token = issued.resetLink.split("/reset-password/")[1] ?? "";
    await shop.row(
      "UPDATE password_reset SET created_at = ?, expires_at = ? WHERE user_id = ?",
      Date.now() - 2,
      Date.now() - 1,
      id,
    );
    const page = await request.get(`/reset-password/${token}`);
    expect(page.status()).toBe(410);
    expect(await page.text()).toContain("This reset link has expired");
    const post = await request.post(`/reset-password/${token}`, {
      form: { password: "another-password", confirm: "another-password" },
      maxRedirects: 0,
    });
    expect(post.status()).toBe(410);
    await signIn(request, who);
  });
});
