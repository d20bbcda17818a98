import { data } from "react-router";
import { requireAdmin } from "~/accounts/guards.server";
import { appDb } from "~/db/db.server";
import { PRIVATE } from "~/http/cache-control";
import { PeoplePage } from "~/people/people-page";
import { changePerson, loadPeoplePage } from "~/people/people-page.server";
import { adminMeta } from "~/seo/seo";
import type { Route } from "./+types/users";

export async function loader({ request, url }: Route.LoaderArgs) {
  const admin = await requireAdmin(request);
  const { status, ...page } = await loadPeoplePage(appDb(), admin, url.searchParams);
  return data(page, { status, headers: { "Cache-Control": PRIVATE } });
}

export async function action({ request }: Route.ActionArgs) {
  const admin = await requireAdmin(request);
  return changePerson(appDb(), admin, await request.formData());
}

export const meta = adminMeta("People");

export default function People({ loaderData, actionData }: Route.ComponentProps) {
  return <PeoplePage page={loaderData} posted={actionData} />;
}
