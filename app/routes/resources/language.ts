import { redirect } from "react-router";
import { NO_STORE } from "~/http/cache-control";
import { languageCookie } from "~/i18n/language-choice";
import { isLocale, localisePath, splitLocale } from "~/i18n/locales";
import { safeReturnPath } from "~/security/return-address";
import type { Route } from "./+types/language";

/**
 * `/language?to=gu&next=/shop`: remembers the visitor's language (the bare `/`
 * follows it, app/i18n/language-choice.ts) and goes on to `next` in that
 * language. A GET link, so the home page's suggestion banner works without
 * JavaScript; it changes only the visitor's own preference cookie.
 */
export function loader({ request }: Route.LoaderArgs) {
  const url = new URL(request.url);
  const to = url.searchParams.get("to");
  if (!isLocale(to)) throw new Response("Unknown language", { status: 404 });
  const next = safeReturnPath(url.searchParams.get("next")) ?? "/";
  const target = localisePath(splitLocale(next).path, to);
  return redirect(target, {
    headers: { "Set-Cookie": languageCookie(to), "Cache-Control": NO_STORE },
  });
}
