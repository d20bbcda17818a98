import { useEffect, useRef, useState } from "react";
import { useLocation, useNavigationType } from "react-router";

/**
 * What a change of page does once the app has taken over navigation: the view
 * scrolls to the top (spec §2), focus moves to the new page's main heading, so
 * keyboard and screen-reader users start there instead of on a link that has
 * gone, and a polite live region says the new page's title. Only a new path
 * counts: a new sort, filter or page of the same listing keeps focus where the
 * visitor is.
 *
 * Never on the page's first render (hydration), and never on back or forward
 * ("POP"): the browser has put the view where it belongs by then (the top of a
 * new document, or where the visitor was), and React Router's ScrollRestoration
 * restores a position it saved. Scrolling to the top at hydration moved a page
 * the visitor had already scrolled: a tap on a bestseller then landed on
 * whatever came up under the finger, and the link was never followed (issue 39:
 * 11 of 36 taps lost on the home page, none on /shop, whose cards are at the top).
 */
export function PageChange() {
  const { pathname } = useLocation();
  const navigationType = useNavigationType();
  const [announcement, setAnnouncement] = useState("");
  const first = useRef(true);
  // biome-ignore lint/correctness/useExhaustiveDependencies: runs on each path change by design
  useEffect(() => {
    if (!first.current && navigationType !== "POP") {
      window.scrollTo({ top: 0, left: 0, behavior: "instant" });
    }
    if (first.current) {
      first.current = false;
      return;
    }
    const heading =
      document.querySelector<HTMLElement>("main h1") ?? document.querySelector("main");
    if (heading) {
      if (!heading.hasAttribute("tabindex")) heading.setAttribute("tabindex", "-1");
      heading.focus({ preventScroll: true });
    }
    setAnnouncement(document.title);
  }, [pathname]);
  return (
    <p aria-live="polite" aria-atomic="true" className="sr-only" data-testid="page-announcer">
      {announcement}
    </p>
  );
}
