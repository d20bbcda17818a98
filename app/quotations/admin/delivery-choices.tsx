/**
 * What "Save and send" also does (docs/quotations.md "Sending it"): e-mail the customer the PDF
 * with their link, and send it on WhatsApp as a document, each ticked by default where the
 * channel is set up and the customer has an address or an Indian mobile. A plain form's
 * checkboxes: they work before hydration and without JavaScript.
 */
export function DeliveryChoices({
  targets,
}: {
  targets: { email: string | null; whatsapp: string | null };
}) {
  if (!targets.email && !targets.whatsapp)
    return (
      <p className="text-sm text-slate-600" data-testid="delivery-choices">
        Send only records it: share the link from the next page (no mail server or WhatsApp Business
        account is set up, or the customer has no e-mail address or Indian mobile).
      </p>
    );
  return (
    <fieldset
      className="rounded-xl border border-slate-200 p-4 text-sm"
      data-testid="delivery-choices"
    >
      <legend className="px-1 font-bold text-slate-900">When sending, also</legend>
      {targets.email ? (
        <label className="mt-1 flex items-start gap-2">
          <input type="checkbox" name="deliver-email" defaultChecked className="mt-1" />
          <span>
            E-mail the PDF with the customer's link to{" "}
            <span className="font-semibold break-all">{targets.email}</span>
          </span>
        </label>
      ) : null}
      {targets.whatsapp ? (
        <label className="mt-2 flex items-start gap-2">
          <input type="checkbox" name="deliver-whatsapp" defaultChecked className="mt-1" />
          <span>
            Send the PDF on WhatsApp to <span className="font-semibold">+{targets.whatsapp}</span>
          </span>
        </label>
      ) : null}
    </fieldset>
  );
}
