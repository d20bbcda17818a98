import { telLink } from "~/config/site";
import { useSite } from "~/config/use-site";
import { SavedReference } from "~/forms/saved-reference";
import { m } from "~/i18n/paraglide/messages.js";
import { Icon } from "~/ui/icon";

/**
 * Shown once when a visitor comes back from the WhatsApp hand-off (or it did
 * not open): the application is saved, with its reference and a way to call.
 */
export function DealerSent({ reference }: { reference: string }) {
  const site = useSite();
  return (
    <div className="text-center">
      <Icon name="check" className="mx-auto block h-12 w-12 text-green-600" />
      <h2 className="mt-3 text-xl font-bold text-slate-900">{m.dealers_sent_title()}</h2>
      <SavedReference reference={reference} />
      <a
        href={telLink(site.phone)}
        className="mt-5 inline-flex items-center justify-center gap-2 rounded-lg bg-brand-800 px-4 py-3 font-semibold text-white hover:bg-brand-900"
      >
        <Icon name="phone" /> {m.forms_call({ phone: site.phone })}
      </a>
    </div>
  );
}
