import { pageLocale } from "./browser-locale";
import { localisePath } from "./locales";

/**
 * A root-relative English path in the language being rendered: for redirects,
 * form actions and plain `<a href>`s outside the app's Link (which localises
 * by itself). `localHref("/sign-in")` is `/gu/sign-in` while serving /gu/….
 */
export function localHref(path: string): string {
  return localisePath(path, pageLocale());
}
