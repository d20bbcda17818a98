import { useRouteLoaderData } from "react-router";
import { defaultSite, type SiteDetails } from "./site";

/** Business details as resolved by the server (root loader), for any component. */
export function useSite(): SiteDetails {
  const data = useRouteLoaderData("root") as { site?: SiteDetails } | undefined;
  return data?.site ?? defaultSite;
}
