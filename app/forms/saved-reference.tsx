import { sentence } from "~/forms/sentence";
import { m } from "~/i18n/paraglide/messages.js";

/**
 * What a visitor reads once their enquiry or application is saved, whether or not WhatsApp
 * opened: its reference, and what to do if the message did not go.
 */
export function SavedReference({ reference }: { reference: string }) {
  return (
    <>
      <p className="mt-2 text-slate-700">
        {sentence(m.forms_your_reference, {
          reference: (
            <strong className="font-mono text-slate-900" data-testid="enquiry-reference">
              {reference}
            </strong>
          ),
        })}
      </p>
      <p className="mt-2 text-sm text-slate-600">{m.forms_if_whatsapp_failed()}</p>
    </>
  );
}
