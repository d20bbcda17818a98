import { ErrorPanel } from "~/components/error-panel";
import { privateMeta } from "~/seo/seo";
import type { Route } from "./+types/error";

export const meta: Route.MetaFunction = ({ matches }) =>
  privateMeta(matches, "Something went wrong");

/** The spec's generic /error page. */
export default function ErrorPage() {
  return (
    <ErrorPanel
      title="Something went wrong"
      message="Sorry, we could not complete that. Please go back and try again, or call us and we will help."
    />
  );
}
