import { useLocation } from "react-router";
import { useSite } from "~/config/use-site";
import type { FormatStyle } from "~/format/digits";
import { localeFromPath } from "~/i18n/locales";

/**
 * The page's format style for components: its language from the URL (/gu, /hi,
 * else English) and the shop's digit setting. Pass it to formatPrice,
 * formatQuantity, formatMeasure, localDate and timeAgo.
 */
export function useFormatStyle(): FormatStyle {
  const { pathname } = useLocation();
  const { nativeDigits } = useSite();
  return { locale: localeFromPath(pathname), nativeDigits };
}
