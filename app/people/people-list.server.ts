import type { Role } from "~/accounts/session-user";
import { asRole } from "~/accounts/users.server";
import type { DB } from "~/db/db.server";
import { containsCaseless } from "~/db/dialect.server";
import { paginateQuery } from "~/paging/paginate.server";

/** The people page's list (/admin/users): accounts as the owner sees them, a page at a time. */

export const PEOPLE_PAGE_SIZE = 25;

export interface Person {
  id: string;
  name: string;
  email: string;
  role: Role;
  disabled: boolean;
  createdAt: number;
  lastSignInAt: number | null;
}

/** Accounts with their last sign-in (kept apart: sign-out deletes the session row). */
function people(db: DB) {
  return db
    .selectFrom("user as u")
    .leftJoin("account_activity as a", "a.user_id", "u.id")
    .select(["u.id", "u.name", "u.email", "u.role", "u.banned", "u.createdAt"])
    .select("a.last_sign_in_at");
}

type PersonRow = Awaited<ReturnType<ReturnType<typeof people>["executeTakeFirstOrThrow"]>>;

const toPerson = (r: PersonRow): Person => ({
  id: r.id,
  name: r.name,
  email: r.email,
  role: asRole(r.role),
  disabled: Boolean(r.banned),
  createdAt: new Date(r.createdAt).getTime(),
  lastSignInAt: r.last_sign_in_at === null ? null : Number(r.last_sign_in_at),
});

/** Accounts by name or e-mail, newest first, a page at a time. */
export async function listPeople(db: DB, options: { q?: string; page: number }) {
  const q = options.q?.trim() ?? "";
  const matches = () => [containsCaseless(db, "u.name", q), containsCaseless(db, "u.email", q)];
  const counted = db
    .selectFrom("user as u")
    .$if(q !== "", (query) => query.where((eb) => eb.or(matches())));
  const rows = people(db).$if(q !== "", (query) => query.where((eb) => eb.or(matches())));
  const listed = await paginateQuery(
    counted,
    rows.orderBy("u.createdAt", "desc").orderBy("u.id"),
    options.page,
    PEOPLE_PAGE_SIZE,
  );
  return { ...listed, items: listed.items.map(toPerson), q };
}

export async function findPerson(db: DB, id: string): Promise<Person | null> {
  const row = await people(db).where("u.id", "=", id).executeTakeFirst();
  return row ? toPerson(row) : null;
}
