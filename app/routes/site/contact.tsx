import { appDb } from "~/db/db.server";
import { sendContactMessage } from "~/enquiries/contact.server";
import { ContactPage } from "~/enquiries/contact-page";
import { retryAfterHeaders } from "~/http/cache-control";
import { m } from "~/i18n/paraglide/messages.js";
import { pageMeta, pageTitle, seoContext } from "~/seo/seo";
import type { Route } from "./+types/contact";

export async function action({ request, url, context }: Route.ActionArgs) {
  return sendContactMessage(appDb(), await request.formData(), url, context.clientIp);
}

export const headers = retryAfterHeaders;

export const meta: Route.MetaFunction = ({ matches }) => {
  const ctx = seoContext(matches);
  return pageMeta(ctx, {
    title: pageTitle(ctx, m.forms_contact_title()),
    description: m.forms_contact_description(),
    path: "/contact",
  });
};

export default function Contact({ actionData }: Route.ComponentProps) {
  return <ContactPage posted={actionData} />;
}
