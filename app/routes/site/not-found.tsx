import { data } from "react-router";
import { ErrorPanel } from "~/components/error-panel";
import { privateMeta } from "~/seo/seo";
import type { Route } from "./+types/not-found";

/** Unknown paths get a real 404 status, not a 200 page that says "not found". */
export function loader() {
  return data(null, { status: 404 });
}

export const meta: Route.MetaFunction = ({ matches }) => privateMeta(matches, "Page not found");

export default function NotFound() {
  return (
    <ErrorPanel
      status={404}
      title="Page not found"
      message="The page you were looking for does not exist or has moved."
    />
  );
}
