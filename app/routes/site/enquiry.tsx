import { data } from "react-router";
import { appDb } from "~/db/db.server";
import { EnquiryPage, enquiryMeta } from "~/enquiries/enquiry-page";
import { loadEnquiryPage, sendEnquiry } from "~/enquiries/enquiry-page.server";
import type { EnquiryActionData } from "~/enquiries/enquiry-schema";
import { ENQUIRY_SAVE_FAILED } from "~/enquiries/messaging-text";
import { retryAfterHeaders } from "~/http/cache-control";
import type { Route } from "./+types/enquiry";

export async function action({ request, url, context }: Route.ActionArgs) {
  return sendEnquiry(appDb(), await request.formData(), url, context.clientIp);
}

/**
 * The popup posts here with JavaScript. A post that never gets an answer (no
 * network) or a server error becomes the form's message, so the popup stays
 * open with it instead of the page turning into an error page.
 */
export async function clientAction({
  serverAction,
}: Route.ClientActionArgs): Promise<EnquiryActionData> {
  try {
    return await serverAction();
  } catch (error) {
    console.warn("The enquiry could not be sent", error);
    return { ok: false, errors: {}, values: {}, formError: ENQUIRY_SAVE_FAILED() };
  }
}

export async function loader({ request, url }: Route.LoaderArgs) {
  const { headers, ...page } = await loadEnquiryPage(appDb(), request, url);
  return data(page, { headers });
}

export const headers = retryAfterHeaders;

export const meta: Route.MetaFunction = ({ data: d, matches }) => enquiryMeta(matches, d);

export default function Enquiry({ loaderData, actionData }: Route.ComponentProps) {
  return <EnquiryPage page={loaderData} posted={actionData} />;
}
