import { useEffect, useRef, useState } from "react";
import { useLocation } from "react-router";
import { dealerPopupWait, POPUP_SHOWN_KEY, sinceNavigationStart } from "~/enquiries/popup-rules";
import { isAdminPath } from "~/http/paths";
import { splitLocale } from "~/i18n/locales";
import { LazyEnquiryDialog, preloadEnquiryDialog } from "./lazy-enquiry-dialog";

/** Pages where a sales popup would get in the way of work or of the same form (in any language). */
const isQuiet = (path: string) =>
  isAdminPath(path) || splitLocale(path).path.startsWith("/enquiry");

/** How long before the popup opens its code starts to download. */
const PRELOAD_AHEAD_MS = 10_000;

/** How long to wait before trying again while another dialog is open. */
const RETRY_MS = 5000;

/**
 * The dealer enquiry popup (spec §2, §4): opens by itself 30 s into the first
 * visit, once only, remembered by the hasShownPopup browser-storage flag. The
 * 30 s count from the navigation's start, so a phone that takes seconds to
 * run our JavaScript does not add them to the wait.
 */
export function DealerPopup() {
  const { pathname } = useLocation();
  const quiet = isQuiet(pathname);
  const [open, setOpen] = useState(false);
  // "armed" while the 30 s timer runs, "off" once it will not (tests wait on these).
  const [state, setState] = useState<"waiting" | "armed" | "off">("waiting");
  // When the visit began, in performance.now() time: the navigation's start, or
  // the first page that is not quiet when the visit began on one.
  const visitStart = useRef<number | null>(null);
  const startedQuiet = useRef(quiet);

  useEffect(() => {
    if (quiet) return;
    const now = sinceNavigationStart();
    visitStart.current ??= startedQuiet.current ? now : 0;
    try {
      if (localStorage.getItem(POPUP_SHOWN_KEY)) return setState("off");
    } catch {
      return setState("off"); // no storage: we could not remember it was shown, so never show it
    }
    setState("armed");
    const wait = dealerPopupWait(now - visitStart.current);
    // The form's code comes ahead of time, so the popup opens on the dot even on a slow network.
    const preload = window.setTimeout(preloadEnquiryDialog, Math.max(0, wait - PRELOAD_AHEAD_MS));
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
    }, wait);
    return () => {
      window.clearTimeout(preload);
      window.clearTimeout(timer);
    };
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
