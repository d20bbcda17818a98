import { useEffect } from "react";
import { data, redirect } from "react-router";
import { requireAdmin } from "~/accounts/guards.server";
import { appDb } from "~/db/db.server";
import { PRIVATE } from "~/http/cache-control";
import { ADMIN } from "~/http/paths";
import { MessagesPage } from "~/outbox/admin/messages-page";
import { messageFilterParams, messageFilterSchema } from "~/outbox/message-filter";
import { listMessages, retryMessage } from "~/outbox/messages-list.server";
import { adminMeta } from "~/seo/seo";
import { withFlash } from "~/toasts/flash.server";
import { showToast } from "~/toasts/toaster";
import type { Route } from "./+types/messages";

export async function loader({ request, url }: Route.LoaderArgs) {
  await requireAdmin(request);
  const filter = messageFilterSchema.parse(Object.fromEntries(url.searchParams));
  return data(
    { filter, list: await listMessages(appDb(), filter) },
    { headers: { "Cache-Control": PRIVATE } },
  );
}

/** Send a failed message again: Post/Redirect/Get back to the list with a toast. */
export async function action({ request, url }: Route.ActionArgs) {
  const admin = await requireAdmin(request);
  const form = await request.formData();
  const id = Number(form.get("id"));
  const result =
    form.get("intent") === "retry" && Number.isSafeInteger(id) && id > 0
      ? await retryMessage(appDb(), admin, id)
      : { ok: false as const, status: 400, message: "Could not send that message again." };
  const filter = messageFilterSchema.parse(Object.fromEntries(url.searchParams));
  const back = `${ADMIN.messages}${messageFilterParams(filter)}`;
  if (!result.ok) return data({ ok: false, message: result.message }, { status: result.status });
  throw redirect(back, { headers: withFlash({ type: "success", message: result.message }) });
}

export const meta = adminMeta("Messages");

export default function Messages({ loaderData, actionData }: Route.ComponentProps) {
  useEffect(() => {
    if (actionData && !actionData.ok) showToast({ type: "error", message: actionData.message });
  }, [actionData]);
  return <MessagesPage filter={loaderData.filter} list={loaderData.list} />;
}
