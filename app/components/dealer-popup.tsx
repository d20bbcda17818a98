import { useEffect, useState } from "react";
import { useLocation } from "react-router";
import { DEALER_POPUP_DELAY_MS, POPUP_SHOWN_KEY } from "~/enquiries/popup-rules";
import { LazyEnquiryDialog } from "./lazy-enquiry-dialog";

/** Pages where a sales popup would get in the way of work or of the same form. */
const QUIET = [
  /^\/admin/i,
  /^\/AddProductPage/i,
  /^\/update-product/i,
  /^\/AddUpdateImage/i,
  /^\/enquiry/,
];

/** How long to wait before trying again while another dialog is open. */
const RETRY_MS = 5000;

/**
 * The dealer enquiry popup (spec §2, §4): opens by itself 30 s into the first
 * visit, once only, remembered by the hasShownPopup browser-storage flag.
 */
export function DealerPopup() {
  const { pathname } = useLocation();
  const quiet = QUIET.some((re) => re.test(pathname));
  const [open, setOpen] = useState(false);
  // "armed" while the 30 s timer runs, "off" once it will not (tests wait on these).
  const [state, setState] = useState<"waiting" | "armed" | "off">("waiting");

  useEffect(() => {
    if (quiet) return;
    try {
      if (localStorage.getItem(POPUP_SHOWN_KEY)) return setState("off");
    } catch {
      return setState("off"); // no storage: we could not remember it was shown, so never show it
    }
    setState("armed");
    let timer = window.setTimeout(function show() {
      // Never on top of another dialog (e.g. a Get Quote popup the visitor is filling in).
      if (document.querySelector("dialog[open]")) {
        timer = window.setTimeout(show, RETRY_MS);
        return;
      }
      try {
        localStorage.setItem(POPUP_SHOWN_KEY, "true");
      } catch {
        // Shown once in this page at least; a failed storage write is only skipped.
      }
      setOpen(true);
      setState("off");
    }, DEALER_POPUP_DELAY_MS);
    return () => window.clearTimeout(timer);
  }, [quiet]);

  return (
    <>
      {/* The popup's state, for tests: waiting, armed (timer running) or off. */}
      <span hidden data-dealer-popup={state} />
      {open && !quiet ? (
        <LazyEnquiryDialog open onClose={() => setOpen(false)} kind="dealer" />
      ) : null}
    </>
  );
}
