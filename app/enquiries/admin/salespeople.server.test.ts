import { describe, expect, it } from "vitest";
import type { SessionUser } from "~/accounts/session-user";
import { insertCategory } from "~/catalogue/categories.server";
import { onLocalChange } from "~/changes/events.server";
import type { DB } from "~/db/db.server";
import { saveEnquiry } from "~/enquiries/enquiries.server";
import { resetLinkState, resetPassword } from "~/people/people.server";
import { tempAuth } from "~/test/temp-auth";
import { setupTempData } from "~/test/temp-data";
import {
  addSalesperson,
  deleteSalesperson,
  editSalesperson,
  getSalesperson,
  inviteSalesperson,
  listSalespeople,
  matchDistrictCovers,
  runSalespersonAction,
  type SalespersonResult,
  salespersonChoices,
  setSalespersonActive,
} from "./salespeople.server";
import { SALESPERSON_TEXT, type SalespersonInput, salespersonSchema } from "./salespeople-schema";

/**
 * The salespeople's admin changes on a real database (SQLite, and PostgreSQL
 * in its run): each writes its rows and its audit row in one transaction, and
 * every refusal changes nothing at all.
 */

const t = setupTempData();

const admin: SessionUser = { id: "a1", name: "Boss", email: "boss@x.test", role: "admin" };
const user: SessionUser = { id: "u1", name: "Nosy", email: "nosy@x.test", role: "user" };

/** What an invitation needs: the shop's Better Auth and its address. */
const accounts = async () => ({ auth: await tempAuth(t.db), origin: "http://localhost" });

function form(values: Record<string, string>): FormData {
  const f = new FormData();
  for (const [k, v] of Object.entries(values)) f.append(k, v);
  return f;
}

/** The id an add answered with. */
const idOf = (r: SalespersonResult): number => (r.ok ? (r.id ?? 0) : 0);

const input = (values: Record<string, string>): SalespersonInput =>
  salespersonSchema.parse({ whatsapp: "98250 41230", ...values });

async function category(db: DB, name: string, position = 0) {
  return (await insertCategory(db, { name, imageMediaId: null, position, subcategories: [] })).id;
}

async function audits(db: DB) {
  const rows = await db
    .selectFrom("audit_log")
    .select(["action", "target_type", "target_id", "detail", "before_json", "after_json"])
    .orderBy("id")
    .execute();
  return rows.map((r) => ({
    action: r.action,
    target: `${r.target_type}:${r.target_id}`,
    detail: r.detail,
    before: r.before_json ? JSON.parse(r.before_json) : null,
    after: r.after_json ? JSON.parse(r.after_json) : null,
  }));
}

/** Every row the salespeople's tables hold, to compare before and after a refusal. */
async function snapshot(db: DB) {
  return JSON.stringify([
    await db.selectFrom("salesperson").selectAll().orderBy("id").execute(),
    await db
      .selectFrom("salesperson_area")
      .selectAll()
      .orderBy("salesperson_id")
      .orderBy("state_code")
      .execute(),
    await db.selectFrom("salesperson_category").selectAll().orderBy("salesperson_id").execute(),
    await db.selectFrom("audit_log").select("id").execute(),
  ]);
}

describe("salespeople", () => {
  it("adds one with areas and categories, lists them, and audits it", async () => {
    const pumps = await category(t.db, "Pumps", 0);
    const motors = await category(t.db, "Motors", 1);
    const published: string[] = [];
    const stop = onLocalChange((e) => published.push(e.topic));
    const added = await addSalesperson(
      t.db,
      admin,
      input({
        name: "રવિ પટેલ",
        email: "ravi@x.in",
        "state-0": "24",
        "districts-0": "Rajkot, Morbi",
        "state-1": "27",
        [`category-${motors}`]: "on",
        [`category-${pumps}`]: "on",
      }),
    );
    stop();
    expect(added).toMatchObject({ ok: true, message: "Salesperson “રવિ પટેલ” added successfully!" });
    const id = idOf(added);
    expect(await getSalesperson(t.db, id)).toMatchObject({
      name: "રવિ પટેલ",
      whatsapp: "919825041230",
      email: "ravi@x.in",
      active: true,
      areas: [
        { stateCode: "24", district: "Morbi" },
        { stateCode: "24", district: "Rajkot" },
        { stateCode: "27", district: null },
      ],
      categories: [
        { id: pumps, name: "Pumps" },
        { id: motors, name: "Motors" },
      ],
      leads: 0,
    });
    expect(await audits(t.db)).toEqual([
      {
        action: "salesperson.add",
        target: `salesperson:${id}`,
        detail: "રવિ પટેલ",
        before: null,
        after: {
          name: "રવિ પટેલ",
          whatsapp: "+91 98250 41230",
          email: "ravi@x.in",
          active: true,
          areas: ["Gujarat: Morbi, Rajkot", "Maharashtra (whole state)"],
          categories: ["Pumps", "Motors"],
        },
      },
    ]);
    // No cached page shows salespeople.
    expect(published).toEqual([]);
  });

  it("edits one, auditing only what changed; an unchanged save writes nothing", async () => {
    const pumps = await category(t.db, "Pumps");
    const r = await addSalesperson(t.db, admin, input({ name: "Ravi", "state-0": "24" }));
    const id = idOf(r);
    const edited = await editSalesperson(
      t.db,
      admin,
      id,
      input({
        name: "Ravi",
        whatsapp: "+91 99090 12345",
        "state-0": "24",
        "districts-0": "rajkot",
        [`category-${pumps}`]: "on",
      }),
    );
    expect(edited).toEqual({ ok: true, message: "Salesperson “Ravi” updated successfully!", id });
    const log = await audits(t.db);
    expect(log.at(-1)).toMatchObject({
      action: "salesperson.update",
      before: {
        whatsapp: "+91 98250 41230",
        areas: ["Gujarat (whole state)"],
        categories: ["All categories"],
      },
      after: { whatsapp: "+91 99090 12345", areas: ["Gujarat: Rajkot"], categories: ["Pumps"] },
    });
    const before = await snapshot(t.db);
    const again = await editSalesperson(
      t.db,
      admin,
      id,
      input({
        name: "Ravi",
        whatsapp: "9909012345",
        "state-0": "24",
        "districts-0": "rajkot",
        [`category-${pumps}`]: "on",
      }),
    );
    expect(again).toEqual({ ok: true, message: "Salesperson “Ravi” was not changed.", id });
    expect(await snapshot(t.db)).toBe(before);
  });

  it("deactivates and activates one, audited; their leads stay theirs", async () => {
    const r = await addSalesperson(t.db, admin, input({ name: "Ravi" }));
    const id = idOf(r);
    const lead = await saveEnquiry(t.db, {
      kind: "contact",
      name: "Asha",
      email: "a@x.in",
      phone: "1",
    });
    expect(lead.salesperson?.id).toBe(id);
    expect(await setSalespersonActive(t.db, admin, id, false)).toMatchObject({
      ok: true,
      message: SALESPERSON_TEXT.deactivated("Ravi"),
    });
    expect((await getSalesperson(t.db, id))?.active).toBe(false);
    const owner = await t.db
      .selectFrom("enquiry")
      .select("salesperson_id")
      .where("id", "=", lead.id)
      .executeTakeFirst();
    expect(Number(owner?.salesperson_id)).toBe(id);
    // Deactivating twice changes nothing more.
    const count = (await audits(t.db)).length;
    expect((await setSalespersonActive(t.db, admin, id, false)).ok).toBe(true);
    expect(await audits(t.db)).toHaveLength(count);
    expect((await setSalespersonActive(t.db, admin, id, true)).ok).toBe(true);
    expect((await audits(t.db)).map((a) => a.action)).toEqual([
      "salesperson.add",
      "salesperson.deactivate",
      "salesperson.activate",
    ]);
    expect(await salespersonChoices(t.db)).toEqual([{ id, name: "Ravi", active: true }]);
  });

  it("deletes one without leads; refuses one who owns leads, and changes nothing", async () => {
    const a = await addSalesperson(t.db, admin, input({ name: "Anil", "state-0": "24" }));
    const b = await addSalesperson(t.db, admin, input({ name: "Bina", "state-0": "27" }));
    const aId = idOf(a);
    const bId = idOf(b);
    await saveEnquiry(t.db, {
      kind: "dealer",
      name: "Asha",
      email: "a@x.in",
      phone: "1",
      stateCode: "24",
    });
    const before = await snapshot(t.db);
    expect(await deleteSalesperson(t.db, admin, aId)).toMatchObject({
      ok: false,
      status: 409,
      message: SALESPERSON_TEXT.hasLeads("Anil", 1),
    });
    expect(await snapshot(t.db)).toBe(before);
    expect(await deleteSalesperson(t.db, admin, bId)).toEqual({
      ok: true,
      message: "Salesperson “Bina” deleted successfully!",
      id: null,
    });
    expect(await getSalesperson(t.db, bId)).toBeNull();
    const areas = await t.db
      .selectFrom("salesperson_area")
      .select("salesperson_id")
      .where("salesperson_id", "=", bId)
      .execute();
    expect(areas).toEqual([]);
    expect((await audits(t.db)).at(-1)).toMatchObject({
      action: "salesperson.delete",
      target: `salesperson:${bId}`,
      before: { name: "Bina", areas: ["Maharashtra (whole state)"] },
      after: null,
    });
    expect(await deleteSalesperson(t.db, admin, bId)).toMatchObject({ ok: false, status: 404 });
  });

  it("leaves a deleted salesperson's leads unassigned (the database's rule)", async () => {
    const a = await addSalesperson(t.db, admin, input({ name: "Anil" }));
    const id = idOf(a);
    const lead = await saveEnquiry(t.db, {
      kind: "contact",
      name: "A",
      email: "a@x.in",
      phone: "1",
    });
    // Past the admin's refusal, as a direct database change would be.
    await t.db.deleteFrom("salesperson").where("id", "=", id).execute();
    const row = await t.db
      .selectFrom("enquiry")
      .select("salesperson_id")
      .where("id", "=", lead.id)
      .executeTakeFirst();
    expect(row?.salesperson_id).toBeNull();
  });

  it("answers bad input with a clear message and changes nothing", async () => {
    const pumps = await category(t.db, "Pumps");
    const r = await addSalesperson(t.db, admin, input({ name: "Ravi" }));
    const id = String(r.ok ? r.id : 0);
    const before = await snapshot(t.db);
    const cases: [Record<string, string>, number, string][] = [
      [{ intent: "add", name: "", whatsapp: "12" }, 400, SALESPERSON_TEXT.failed],
      [
        { intent: "add", name: "X", whatsapp: "9825041230", "state-0": "77" },
        400,
        SALESPERSON_TEXT.failed,
      ],
      [
        { intent: "add", name: "X", whatsapp: "9825041230", "category-999999": "on" },
        400,
        SALESPERSON_TEXT.categoryGone,
      ],
      [
        { intent: "edit", id: "999999", name: "X", whatsapp: "9825041230" },
        404,
        SALESPERSON_TEXT.notFound,
      ],
      [
        { intent: "edit", id: "abc", name: "X", whatsapp: "9825041230" },
        404,
        SALESPERSON_TEXT.notFound,
      ],
      [{ intent: "edit", id, name: "X<b>", whatsapp: "9825041230" }, 400, SALESPERSON_TEXT.failed],
      [{ intent: "delete", id: "-1" }, 404, SALESPERSON_TEXT.notFound],
      [{ intent: "deactivate", id: "999999" }, 404, SALESPERSON_TEXT.notFound],
      [{ intent: "bogus" }, 400, SALESPERSON_TEXT.unknownRequest],
      [{}, 400, SALESPERSON_TEXT.unknownRequest],
    ];
    for (const [values, status, message] of cases) {
      const answer = await runSalespersonAction(t.db, admin, form(values), await accounts());
      expect({ values, status: answer.ok ? 200 : answer.status, message: answer.message }).toEqual({
        values,
        status,
        message,
      });
    }
    const bad = await runSalespersonAction(
      t.db,
      admin,
      form({
        intent: "add",
        name: "",
        whatsapp: "12",
        "state-1": "77",
        [`category-${pumps}`]: "on",
      }),
      await accounts(),
    );
    expect(bad).toMatchObject({
      ok: false,
      intent: "add",
      errors: {
        name: SALESPERSON_TEXT.nameRequired,
        whatsapp: SALESPERSON_TEXT.whatsappInvalid,
        "state-1": SALESPERSON_TEXT.stateUnknown,
      },
      // The form is filled again with what was sent.
      values: { name: "", whatsapp: "12", "state-1": "77", [`category-${pumps}`]: "on" },
    });
    // A role user's post is refused even past the route's guard.
    const forged = await runSalespersonAction(
      t.db,
      user,
      form({ intent: "add", name: "Forged", whatsapp: "9825041230" }),
      await accounts(),
    );
    expect(forged).toMatchObject({ ok: false, status: 403, message: SALESPERSON_TEXT.adminsOnly });
    for (const intent of ["delete", "deactivate"]) {
      expect(
        (await runSalespersonAction(t.db, user, form({ intent, id }), await accounts())).ok,
      ).toBe(false);
    }
    expect(await snapshot(t.db)).toBe(before);
  });

  it("lists the active first, by name, with their leads of the last 30 days", async () => {
    const z = await addSalesperson(t.db, admin, input({ name: "Zubin" }));
    const a = await addSalesperson(t.db, admin, input({ name: "Anil", "state-0": "24" }));
    const m = await addSalesperson(t.db, admin, input({ name: "Meera", "state-0": "27" }));
    const [zId, aId, mId] = [idOf(z), idOf(a), idOf(m)];
    await setSalespersonActive(t.db, admin, aId, false);
    await saveEnquiry(t.db, { kind: "contact", name: "N", email: "n@x.in", phone: "1" });
    const old = await saveEnquiry(t.db, {
      kind: "contact",
      name: "O",
      email: "o@x.in",
      phone: "1",
    });
    await t.db.updateTable("enquiry").set({ created_at: 1_000 }).where("id", "=", old.id).execute();
    const list = await listSalespeople(t.db);
    expect(list.map((s) => [s.id, s.name, s.active, s.leads, s.recentLeads])).toEqual([
      [mId, "Meera", true, 0, 0],
      [zId, "Zubin", true, 2, 1],
      [aId, "Anil", false, 0, 0],
    ]);
  });

  it("keeps districts as India Post's directory has them: any spelling or script, an unknown one refused beside its row", async () => {
    const r = await addSalesperson(
      t.db,
      admin,
      input({ name: "Ravi", "state-0": "24", "districts-0": "Ahmedabad, mehsana, પંચમહાલ, Dahod" }),
    );
    expect(r.ok).toBe(true);
    expect((await getSalesperson(t.db, idOf(r)))?.areas).toEqual([
      { stateCode: "24", district: "Ahmadabad", districtKey: "ahmadabad" },
      { stateCode: "24", district: "Dohad", districtKey: "dohad" },
      { stateCode: "24", district: "Mahesana", districtKey: "mahesana" },
      { stateCode: "24", district: "Panch Mahals", districtKey: "panch-mahals" },
    ]);
    const before = await snapshot(t.db);
    const refused = await addSalesperson(
      t.db,
      admin,
      input({
        name: "Sunil",
        "state-0": "27",
        "state-1": "24",
        "districts-1": "Rajkot, Ahmdabad",
      }),
    );
    expect(refused).toMatchObject({
      ok: false,
      status: 400,
      errors: {
        "districts-1": SALESPERSON_TEXT.districtUnknown("Ahmdabad", "Gujarat", ["Ahmadabad"]),
      },
    });
    expect(await snapshot(t.db)).toBe(before);
  });

  it("matches free-text districts of before to the directory, audited as the shop, and leaves the rest listed", async () => {
    const r = await addSalesperson(t.db, admin, input({ name: "Ravi", "state-0": "24" }));
    const id = idOf(r);
    await t.db.deleteFrom("salesperson_area").where("salesperson_id", "=", id).execute();
    await t.db
      .insertInto("salesperson_area")
      .values([
        { salesperson_id: id, state_code: "24", district: "ahmedabad", district_key: null },
        { salesperson_id: id, state_code: "24", district: "Kutch", district_key: null },
        { salesperson_id: id, state_code: "24", district: "Ahmdbd", district_key: null },
        { salesperson_id: id, state_code: "24", district: null, district_key: null },
      ])
      .execute();
    expect(await matchDistrictCovers(t.db)).toEqual({ matched: 2, unmatched: 1 });
    expect((await getSalesperson(t.db, id))?.areas).toEqual([
      { stateCode: "24", district: null, districtKey: null },
      { stateCode: "24", district: "Ahmadabad", districtKey: "ahmadabad" },
      { stateCode: "24", district: "Ahmdbd", districtKey: null },
      { stateCode: "24", district: "Kachchh", districtKey: "kachchh" },
    ]);
    const log = await audits(t.db);
    // Both in the same moment: compared in the order of their district, not of the log's clock.
    const last = log.slice(-2).map((a) => [a.action, a.before, a.after]);
    expect(last.sort((a, b) => JSON.stringify(a).localeCompare(JSON.stringify(b)))).toEqual([
      [
        "salesperson.update",
        { district: "Gujarat: ahmedabad" },
        { district: "Gujarat: Ahmadabad" },
      ],
      ["salesperson.update", { district: "Gujarat: Kutch" }, { district: "Gujarat: Kachchh" }],
    ]);
    // Again: nothing more to match, nothing written.
    const before = await snapshot(t.db);
    expect(await matchDistrictCovers(t.db)).toEqual({ matched: 0, unmatched: 1 });
    expect(await snapshot(t.db)).toBe(before);
  });

  it("invites a salesperson to an account of their own, with a link that sets their password once", async () => {
    const { auth, origin } = await accounts();
    const noEmail = idOf(await addSalesperson(t.db, admin, input({ name: "Anil" })));
    expect(await inviteSalesperson(t.db, auth, admin, noEmail, origin)).toMatchObject({
      ok: false,
      message: SALESPERSON_TEXT.inviteNeedsEmail,
    });
    const id = idOf(
      await addSalesperson(t.db, admin, input({ name: "Ravi", email: "ravi@example.com" })),
    );
    // Only admins invite.
    expect(
      await inviteSalesperson(t.db, auth, { ...admin, role: "salesperson" }, id, origin),
    ).toMatchObject({ ok: false, status: 403 });
    const invited = await inviteSalesperson(t.db, auth, admin, id, origin);
    expect(invited).toMatchObject({ ok: true, id });
    const link = invited.ok ? (invited.inviteLink ?? "") : "";
    expect(link).toMatch(/^http:\/\/localhost\/reset-password\/[A-Za-z0-9_-]{40,}$/);
    const account = await t.db
      .selectFrom("user")
      .select(["id", "role", "email"])
      .where("email", "=", "ravi@example.com")
      .executeTakeFirstOrThrow();
    expect(account.role).toBe("salesperson");
    expect((await getSalesperson(t.db, id))?.account).toMatchObject({
      email: "ravi@example.com",
      lastSignInAt: null,
    });
    const token = link.split("/").at(-1) ?? "";
    expect(await resetLinkState(t.db, token)).toBe("valid");
    // A week, not the day a reset link lasts.
    expect(await resetLinkState(t.db, token, Date.now() + 6 * 86_400_000)).toBe("valid");
    expect(await resetPassword(auth, t.db, token, "ravi-password-1")).toBe("done");
    expect(await resetPassword(auth, t.db, token, "ravi-password-2")).toBe("used");
    // Again: the same account, a fresh link.
    const again = await inviteSalesperson(t.db, auth, admin, id, origin);
    expect(again.ok && again.inviteLink).not.toBe(link);
    expect(
      await t.db.selectFrom("user").select("id").where("email", "=", "ravi@example.com").execute(),
    ).toHaveLength(1);
    // An e-mail that signs in as a customer is not taken over.
    await auth.api.signUpEmail({
      body: { email: "asha@example.com", password: "asha-password", name: "Asha" },
    });
    const asha = idOf(
      await addSalesperson(t.db, admin, input({ name: "Asha", email: "asha@example.com" })),
    );
    expect(await inviteSalesperson(t.db, auth, admin, asha, origin)).toMatchObject({
      ok: false,
      status: 409,
    });
    const audit = (await audits(t.db)).filter((a) => a.action === "salesperson.invite");
    expect(audit).toHaveLength(2);
    expect(JSON.stringify(audit)).not.toContain(token);
  });
});
