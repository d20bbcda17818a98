import { useEffect, useRef } from "react";
import { useLocation } from "react-router";
import { HeaderSearch } from "~/frame/header-search";
import { LanguageSwitch } from "~/i18n/language-switch";
import { m } from "~/i18n/paraglide/messages.js";
import { Icon } from "~/ui/icon";
import { Link, NavLink } from "~/ui/link";
import { Logo } from "~/ui/logo";
import { AccountMenu, CartLink } from "./account-menu";

// Labels are message functions, called at render time in the page's language.
const NAV_LINKS = [
  { to: "/", label: m.frame_home },
  { to: "/shop", label: m.frame_shop },
  { to: "/finder", label: m.frame_finder },
  { to: "/contact", label: m.frame_contact },
  { to: "/about", label: m.frame_about },
] as const;

const navClass = ({ isActive }: { isActive: boolean }) =>
  `whitespace-nowrap rounded-md px-3 py-2 text-sm font-semibold transition-colors md:px-1.5 lg:px-3 ${
    isActive
      ? "text-brand-800 bg-brand-50"
      : "text-slate-700 hover:text-brand-800 hover:bg-slate-50"
  }`;

/**
 * Spec §2 header: logo, Home/Shop/Contact/About, a search toggle and a
 * hamburger menu. Both toggles are <details>, so they work without JavaScript;
 * the search becomes a suggesting combobox once hydrated (header-search.tsx).
 */
export function SiteHeader() {
  const { pathname, search } = useLocation();
  const menu = useRef<HTMLDetailsElement>(null);
  // Close the menu after any navigation (the search panel closes itself).
  // biome-ignore lint/correctness/useExhaustiveDependencies: runs on path change by design
  useEffect(() => {
    menu.current?.removeAttribute("open");
  }, [pathname, search]);

  return (
    <>
      {/* Its own thin row above the bar: it fits at 375 px, is seen before the menu is
          opened, and scrolls away while the bar stays. */}
      <div className="border-b border-slate-100 bg-white">
        <div className="mx-auto max-w-7xl px-3 sm:px-4">
          <LanguageSwitch />
        </div>
      </div>
      <header className="sticky top-0 z-40 border-b border-slate-200 bg-white/95 backdrop-blur">
        <div className="mx-auto flex h-16 max-w-7xl items-center justify-between gap-2 px-3 sm:gap-4 sm:px-4">
          {/* On a narrow phone the tagline would push the logo out of the bar: drop it there. */}
          {/* Named by its visible text (WCAG 2.5.3), then where it goes. */}
          <Link to="/" prefetch="intent" className="min-w-0 max-[420px]:[&_.uppercase]:hidden">
            <Logo />
            <span className="sr-only"> {m.frame_home()}</span>
          </Link>
          <nav aria-label={m.frame_nav_main()} className="hidden items-center md:flex lg:gap-1">
            {NAV_LINKS.map((l) => (
              <NavLink
                key={l.to}
                to={l.to}
                end={l.to === "/"}
                className={navClass}
                prefetch="intent"
              >
                {l.label()}
              </NavLink>
            ))}
          </nav>
          <div className="flex shrink-0 items-center sm:gap-1">
            <HeaderSearch />
            <CartLink />
            <AccountMenu />
            <details
              ref={menu}
              className="group md:hidden"
              // Escape closes the menu and hands focus back to its toggle, as the search panel does.
              onKeyDown={(e) => {
                if (e.key !== "Escape" || !menu.current?.open) return;
                menu.current.open = false;
                menu.current.querySelector("summary")?.focus();
              }}
            >
              <summary
                className="flex h-10 w-10 cursor-pointer list-none items-center justify-center rounded-full text-slate-700 hover:bg-slate-100 [&::-webkit-details-marker]:hidden"
                aria-label={m.frame_menu()}
              >
                <Icon name="menu" className="h-6 w-6 group-open:hidden" />
                <Icon name="x" className="hidden h-6 w-6 group-open:block" />
              </summary>
              <nav
                aria-label={m.frame_nav_mobile()}
                className="absolute inset-x-0 top-16 flex flex-col gap-1 border-b border-slate-200 bg-white p-3 shadow-lg"
              >
                {NAV_LINKS.map((l) => (
                  <NavLink key={l.to} to={l.to} end={l.to === "/"} className={navClass}>
                    {l.label()}
                  </NavLink>
                ))}
              </nav>
            </details>
          </div>
        </div>
      </header>
    </>
  );
}
