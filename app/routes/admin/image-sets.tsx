import { data, isRouteErrorResponse, type ShouldRevalidateFunctionArgs } from "react-router";
import { requireAdmin } from "~/accounts/guards.server";
import { appDb } from "~/db/db.server";
import { loadImageSets, runImageSetAction } from "~/home/admin/image-set-actions.server";
import { ImageSetManager, ImageSetsError } from "~/home/admin/image-set-manager";
import { adminMeta } from "~/seo/seo";
import type { Route } from "./+types/image-sets";

export async function loader({ request }: Route.LoaderArgs) {
  await requireAdmin(request);
  return data(await loadImageSets(appDb()));
}

/**
 * A reload of the list that fails on the way (network, server) keeps the page
 * usable and says "Failed to fetch images" instead of replacing it with an
 * error page. Redirects (a session that ended) still apply.
 */
export async function clientLoader({ serverLoader }: Route.ClientLoaderArgs) {
  try {
    return await serverLoader();
  } catch (error) {
    if (error instanceof Response || isRouteErrorResponse(error)) throw error;
    console.error(error);
    return { home: [], about: [], failed: true };
  }
}

export async function action({ request }: Route.ActionArgs) {
  const admin = await requireAdmin(request);
  const form = Object.fromEntries(await request.formData());
  const result = await runImageSetAction(appDb(), admin, form);
  return result.ok ? result : data(result, { status: 400 });
}

/** A refused change may mean the list is stale (a set deleted elsewhere): reload it anyway. */
export function shouldRevalidate({
  formMethod,
  defaultShouldRevalidate,
}: ShouldRevalidateFunctionArgs) {
  return formMethod === "POST" ? true : defaultShouldRevalidate;
}

export default function ImageSets({ loaderData }: Route.ComponentProps) {
  return <ImageSetManager {...loaderData} />;
}

export const meta = adminMeta("Page images");

export function ErrorBoundary() {
  return <ImageSetsError />;
}
