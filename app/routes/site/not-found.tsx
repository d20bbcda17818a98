import { data } from "react-router";
import { ErrorPanel } from "~/frame/error-panel";
import { m } from "~/i18n/paraglide/messages.js";
import { privateMeta } from "~/seo/seo";
import type { Route } from "./+types/not-found";

/** Unknown paths get a real 404 status, not a 200 page that says "not found". */
export function loader() {
  return data(null, { status: 404 });
}

export const meta: Route.MetaFunction = ({ matches }) =>
  privateMeta(matches, m.frame_not_found_title());

export default function NotFound() {
  return (
    <ErrorPanel
      status={404}
      title={m.frame_not_found_title()}
      message={m.frame_not_found_message()}
    />
  );
}
