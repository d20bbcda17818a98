import { ADMIN } from "~/http/paths";
import { Link } from "~/ui/link";
import { LANGUAGE_NAME, TRANSLATED_LOCALES, type TranslatedLocale } from "../translation-schema";

/** How many products each language still needs, each a link to that language's work list. */
export function TranslationNeeds({ needing }: { needing: Record<TranslatedLocale, number> }) {
  return (
    <p className="mt-3 flex flex-wrap gap-x-4 gap-y-1 text-sm">
      {TRANSLATED_LOCALES.map((l) => (
        <Link
          key={l}
          to={`${ADMIN.translations}?lang=${l}`}
          className="font-semibold text-brand-800 hover:underline"
        >
          {needing[l]} {needing[l] === 1 ? "product needs" : "products need"} {LANGUAGE_NAME[l]}
        </Link>
      ))}
    </p>
  );
}
