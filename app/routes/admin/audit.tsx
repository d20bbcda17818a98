import { data } from "react-router";
import { requireAdmin } from "~/accounts/guards.server";
import { loadAuditPage } from "~/audit/audit-log.server";
import { AuditPage } from "~/audit/audit-page";
import { appDb } from "~/db/db.server";
import { adminMeta } from "~/seo/seo";
import type { Route } from "./+types/audit";

export async function loader({ request, url }: Route.LoaderArgs) {
  await requireAdmin(request);
  return data(await loadAuditPage(appDb(), url));
}

export const meta = adminMeta("Audit log");

export default function AuditLog({ loaderData }: Route.ComponentProps) {
  return <AuditPage data={loaderData} />;
}
