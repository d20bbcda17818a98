import { env } from "~/config/env.server";
import { appDb } from "~/db/db.server";
import { NO_STORE } from "~/http/cache-control";
import { plainAnswer } from "~/http/downloads";
import {
  answerReport,
  answerSubscription,
  type WebhookAnswer,
} from "~/outbox/whatsapp-webhook.server";
import type { Route } from "./+types/whatsapp-webhook";

/**
 * /api/whatsapp/webhook — the WhatsApp Cloud API's webhook (docs/admin-leads.md "WhatsApp"):
 * GET is Meta's subscription check (the verify token), POST its status reports (signed with
 * the app secret over the raw body). 404 while WhatsApp is not set up.
 */

const plain = (a: WebhookAnswer) => plainAnswer(a.status, a.text, NO_STORE);

const off = () => plain({ status: 404, text: "Not found" });

export function loader({ url }: Route.LoaderArgs) {
  const settings = env().whatsapp;
  return settings ? plain(answerSubscription(settings, url.searchParams)) : off();
}

export async function action({ request }: Route.ActionArgs) {
  const settings = env().whatsapp;
  if (!settings) return off();
  if (request.method !== "POST") return plain({ status: 405, text: "Method not allowed" });
  return plain(await answerReport(appDb(), settings, request));
}
