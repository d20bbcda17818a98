import { useEffect, useState } from "react";
import {
  type EnquiryProduct,
  type EnquiryRequirement,
  enquiryAction,
} from "~/enquiries/popup-rules";
import { localHref } from "~/i18n/local-href";
import { m } from "~/i18n/paraglide/messages.js";
import { Icon } from "~/ui/icon";
import { LazyEnquiryDialog, preloadEnquiryDialog } from "./lazy-enquiry-dialog";

const buttonClass =
  "inline-flex items-center gap-2 rounded-lg bg-accent-500 px-6 py-3 font-bold text-brand-950 hover:bg-accent-400";

/**
 * Get Quote on a product page (spec §2, §4): opens the enquiry popup for this
 * product, or for a pump finder's requirement. Until the page is interactive (or with JavaScript off) it is a link
 * to the same form on /enquiry, so it always works.
 */
export function GetQuoteButton({
  product,
  requirement,
}: {
  product?: EnquiryProduct | null;
  /** A pump finder's requirement, sent with the enquiry. */
  requirement?: EnquiryRequirement | null;
}) {
  const [hydrated, setHydrated] = useState(false);
  const [open, setOpen] = useState(false);
  useEffect(() => setHydrated(true), []);
  const label = (
    <>
      <Icon name="message-circle" className="h-5 w-5" /> {m.forms_get_quote()}
    </>
  );
  return (
    <>
      {hydrated ? (
        <button
          type="button"
          aria-haspopup="dialog"
          onClick={() => setOpen(true)}
          onPointerEnter={preloadEnquiryDialog}
          onFocus={preloadEnquiryDialog}
          className={buttonClass}
        >
          {label}
        </button>
      ) : (
        <a href={localHref(enquiryAction(product, requirement))} className={buttonClass}>
          {label}
        </a>
      )}
      {open ? (
        <LazyEnquiryDialog
          open
          onClose={() => setOpen(false)}
          kind="product"
          product={product}
          requirement={requirement}
        />
      ) : null}
    </>
  );
}
