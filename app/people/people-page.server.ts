import { data, redirect } from "react-router";
import type { SessionUser } from "~/accounts/session-user";
import { catalogueOwnerEmail, isCatalogueOwner } from "~/catalogue/admin/catalogue-owner.server";
import { env } from "~/config/env.server";
import type { DB } from "~/db/db.server";
import { PRIVATE } from "~/http/cache-control";
import { withFlash } from "~/toasts/flash.server";
import { runPeopleAction } from "./people.server";
import { listPeople } from "./people-list.server";
import { PEOPLE_TEXT, peopleActionSchema, peopleFilterSchema } from "./people-schema";

/** What /admin/users shows `admin`: the accounts (searched, paged), or whose page it is. */
export async function loadPeoplePage(db: DB, admin: SessionUser, search: URLSearchParams) {
  // Other admins are told whose page this is (runPeopleAction refuses their posts too).
  if (!(await isCatalogueOwner(db, admin))) {
    const refused = PEOPLE_TEXT.ownerOnly(await catalogueOwnerEmail(db));
    return { status: 403, people: null, me: admin.id, refused };
  }
  const filter = peopleFilterSchema.parse(Object.fromEntries(search));
  const people = await listPeople(db, filter);
  return { status: 200, people, me: admin.id, refused: null };
}

export type PeoplePageData = Omit<Awaited<ReturnType<typeof loadPeoplePage>>, "status">;

/** One account action from /admin/users (promote, demote, disable, enable, reset link). */
export async function changePerson(db: DB, admin: SessionUser, form: FormData) {
  const noStore = { "Cache-Control": PRIVATE };
  const parsed = peopleActionSchema.safeParse(Object.fromEntries(form));
  if (!parsed.success) {
    return data(
      { ok: false as const, message: PEOPLE_TEXT.refused, resetLink: undefined },
      { status: 400, headers: noStore },
    );
  }
  // The link names the shop's public address (BASE_URL), not whatever host the request came in on.
  const outcome = await runPeopleAction(db, admin, parsed.data, env().baseUrl);
  if (!outcome.ok) {
    return data(
      { ok: false as const, message: outcome.message, resetLink: undefined },
      { status: outcome.status, headers: noStore },
    );
  }
  // Demoted themself: this page is no longer theirs, at once.
  if (outcome.signedOut) {
    throw redirect("/", {
      headers: withFlash({ type: "success", message: outcome.message }, noStore),
    });
  }
  return data(
    { ok: true as const, message: outcome.message, resetLink: outcome.resetLink },
    { headers: noStore },
  );
}
