import { data } from "react-router";
import { getSessionUser } from "~/accounts/guards.server";
import { appDb } from "~/db/db.server";
import { PRIVATE } from "~/http/cache-control";
import {
  CustomerQuotationPage,
  customerQuotationTitle,
} from "~/quotations/customer-quotation-page";
import {
  answerQuotation,
  customerQuotationPage,
} from "~/quotations/customer-quotation-page.server";
import { privateMeta } from "~/seo/seo";
import type { Route } from "./+types/quotation";

/**
 * A customer's quotation (/q/:token, and /gu/q/…, /hi/q/…; docs/quotations.md
 * "The customer's link"): read it, download its PDF, accept or decline it,
 * ask a question. Every answer is a plain form (it works before the scripts
 * run) that posts here and comes back with the answer as a toast.
 */

export async function loader({ request, params, url }: Route.LoaderArgs) {
  const viewer = await getSessionUser(request);
  const { status, ...page } = await customerQuotationPage(
    appDb(),
    viewer,
    params.token,
    url.searchParams,
  );
  return data(page, { status, headers: { "Cache-Control": PRIVATE } });
}

export async function action({ request, params, context }: Route.ActionArgs) {
  const viewer = await getSessionUser(request);
  const form = await request.formData();
  return answerQuotation(appDb(), viewer, params.token, form, context.clientIp);
}

export const meta: Route.MetaFunction = ({ matches, loaderData }) =>
  privateMeta(matches, customerQuotationTitle(loaderData?.view));

export const headers: Route.HeadersFunction = ({ loaderHeaders }) => loaderHeaders;

export default function QuotationPage({ loaderData, actionData }: Route.ComponentProps) {
  return <CustomerQuotationPage page={loaderData} posted={actionData} />;
}
