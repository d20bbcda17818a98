import { beforeEach, describe, expect, it } from "vitest";
import type { AccountTable, SessionTable, UserTable, VerificationTable } from "~/db/auth-schema";
import { findPerson, listPeople, PEOPLE_PAGE_SIZE } from "~/people/people-list.server";
import { tempAuth } from "~/test/temp-auth";
import { setupTempData } from "~/test/temp-data";
import {
  activeAdminIds,
  adminCount,
  contactsOf,
  emailRegistered,
  firstAdminEmail,
  promoteEmail,
  roleOfEmail,
  setDisabled,
} from "./users.server";

/**
 * The typed queries on Better Auth's tables, on the rows Better Auth itself
 * writes: SQLite here, PostgreSQL in the TEST_DATABASE=postgres run.
 */

const t = setupTempData();
let signUp: (email: string, name?: string) => Promise<string>;
beforeEach(async () => {
  const auth = await tempAuth(t.db);
  signUp = async (email, name = email.split("@")[0] ?? "x") =>
    (await auth.api.signUpEmail({ body: { email, password: "correct horse 1", name } })).user.id;
});

/** Whether each typed column may be null: TypeScript holds these to auth-schema.ts exactly. */
type Nullable<T> = { [K in keyof T]-?: null extends T[K] ? true : false };

const TYPED: {
  user: Nullable<UserTable>;
  session: Nullable<SessionTable>;
  account: Nullable<AccountTable>;
  verification: Nullable<VerificationTable>;
} = {
  user: {
    id: false,
    name: false,
    email: false,
    emailVerified: false,
    image: true,
    createdAt: false,
    updatedAt: false,
    role: true,
    banned: true,
    banReason: true,
    banExpires: true,
  },
  session: {
    id: false,
    expiresAt: false,
    token: false,
    createdAt: false,
    updatedAt: false,
    ipAddress: true,
    userAgent: true,
    userId: false,
    impersonatedBy: true,
  },
  account: {
    id: false,
    accountId: false,
    providerId: false,
    userId: false,
    accessToken: true,
    refreshToken: true,
    idToken: true,
    accessTokenExpiresAt: true,
    refreshTokenExpiresAt: true,
    scope: true,
    password: true,
    createdAt: false,
    updatedAt: false,
  },
  verification: {
    id: false,
    identifier: false,
    value: false,
    expiresAt: false,
    createdAt: false,
    updatedAt: false,
  },
};

describe("Better Auth's tables", () => {
  it("are typed with exactly the columns its migrations make, nullable where they are", async () => {
    const tables = await t.db.introspection.getTables();
    for (const [name, typed] of Object.entries(TYPED)) {
      const real = tables.find((table) => table.name === name)?.columns ?? [];
      // SQLite reports a primary key as nullable (a legacy quirk): ids are left out.
      const shown = (columns: [string, boolean][]) =>
        columns
          .map(([column, nullable]) => `${column}${nullable && column !== "id" ? "?" : ""}`)
          .sort();
      expect({ [name]: shown(real.map((c) => [c.name, c.isNullable])) }).toEqual({
        [name]: shown(Object.entries(typed)),
      });
    }
  });
});

describe("users", () => {
  it("find roles and e-mails in any case, and promote by e-mail", async () => {
    expect(await adminCount(t.db)).toBe(0);
    expect(await firstAdminEmail(t.db)).toBeNull();
    await signUp("Asha@Example.com");
    expect(await emailRegistered(t.db, " asha@example.COM ")).toBe(true);
    expect(await emailRegistered(t.db, "nobody@example.com")).toBe(false);
    expect(await roleOfEmail(t.db, "ASHA@example.com")).toBe("user");
    expect(await roleOfEmail(t.db, "nobody@example.com")).toBeNull();
    expect(await promoteEmail(t.db, "asha@EXAMPLE.com")).toBe(true);
    expect(await promoteEmail(t.db, "nobody@example.com")).toBe(false);
    expect(await roleOfEmail(t.db, "asha@example.com")).toBe("admin");
    expect(await adminCount(t.db)).toBe(1);
  });

  it("name the first admin made, and count only admins who can sign in as active", async () => {
    const first = await signUp("first@example.com");
    await new Promise((resolve) => setTimeout(resolve, 5)); // distinct createdAt
    const second = await signUp("second@example.com");
    await promoteEmail(t.db, "second@example.com");
    await promoteEmail(t.db, "first@example.com");
    expect(await firstAdminEmail(t.db)).toBe("first@example.com");
    await setDisabled(t.db, first, true);
    expect(await activeAdminIds(t.db)).toEqual([second]);
    expect(await findPerson(t.db, first)).toMatchObject({ role: "admin", disabled: true });
    await setDisabled(t.db, first, false);
    expect((await activeAdminIds(t.db)).sort()).toEqual([first, second].sort());
  });

  it("list people newest first, a page at a time, searching name and e-mail", async () => {
    const ids: string[] = [];
    for (let i = 0; i <= PEOPLE_PAGE_SIZE; i++) {
      ids.push(await signUp(`p${i}@example.com`, i === 3 ? "Ravi Patel" : `Person ${i}`));
    }
    const firstPage = await listPeople(t.db, { page: 1 });
    expect(firstPage).toMatchObject({ total: PEOPLE_PAGE_SIZE + 1, page: 1, pageCount: 2 });
    const secondPage = await listPeople(t.db, { page: 9 });
    expect(secondPage.page).toBe(2);
    const listed = [...firstPage.items, ...secondPage.items];
    expect(listed.map((p) => p.id).sort()).toEqual([...ids].sort());
    const created = listed.map((p) => p.createdAt);
    expect(created).toEqual([...created].sort((a, b) => b - a));
    expect(created.every(Number.isFinite)).toBe(true);
    expect((await listPeople(t.db, { q: "ravi", page: 1 })).items.map((p) => p.id)).toEqual([
      ids[3],
    ]);
    expect((await listPeople(t.db, { q: "P12@EXAMPLE", page: 1 })).total).toBe(1);
    expect((await listPeople(t.db, { q: "50%", page: 1 })).total).toBe(0);
  });

  it("give the contacts of existing accounts and leave deleted ones out", async () => {
    const id = await signUp("kiran@example.com", "Kiran Solanki");
    expect(await contactsOf(t.db, [])).toEqual(new Map());
    expect(await contactsOf(t.db, [id, "gone", id])).toEqual(
      new Map([[id, { name: "Kiran Solanki", email: "kiran@example.com" }]]),
    );
  });
});
