import { data } from "react-router";
import { ErrorPanel } from "~/components/error-panel";
import type { Route } from "./+types/not-found";

/** Unknown paths get a real 404 status, not a 200 page that says "not found". */
export function loader() {
  return data(null, { status: 404 });
}

export const meta: Route.MetaFunction = () => [
  { title: "Page not found | Sabarmati Pumps" },
  { name: "robots", content: "noindex" },
];

export default function NotFound() {
  return (
    <ErrorPanel
      status={404}
      title="Page not found"
      message="The page you were looking for does not exist or has moved."
    />
  );
}
