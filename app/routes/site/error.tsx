import { ErrorPanel } from "~/frame/error-panel";
import { m } from "~/i18n/paraglide/messages.js";
import { privateMeta } from "~/seo/seo";
import type { Route } from "./+types/error";

export const meta: Route.MetaFunction = ({ matches }) =>
  privateMeta(matches, m.frame_error_title());

/** The spec's generic /error page. */
export default function ErrorPage() {
  return <ErrorPanel title={m.frame_error_title()} message={m.frame_error_page_message()} />;
}
