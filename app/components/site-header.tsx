import { Menu, Search, X } from "lucide-react";
import { useEffect, useRef } from "react";
import { Form, Link, NavLink, useLocation } from "react-router";
import { AccountMenu, CartLink } from "./account-menu";
import { Logo } from "./logo";

export const NAV_LINKS = [
  { to: "/", label: "Home" },
  { to: "/shop", label: "Shop" },
  { to: "/contact", label: "Contact" },
  { to: "/about", label: "About" },
] as const;

const navClass = ({ isActive }: { isActive: boolean }) =>
  `rounded-md px-3 py-2 text-sm font-semibold transition-colors ${
    isActive
      ? "text-brand-800 bg-brand-50"
      : "text-slate-700 hover:text-brand-800 hover:bg-slate-50"
  }`;

/**
 * Spec §2 header: logo, Home/Shop/Contact/About, a search toggle and a
 * hamburger menu. Both toggles are <details>, so they work without JavaScript.
 */
export function SiteHeader() {
  const { pathname, search } = useLocation();
  const menu = useRef<HTMLDetailsElement>(null);
  const finder = useRef<HTMLDetailsElement>(null);
  // Close both panels after any navigation; the key keeps them in sync.
  // biome-ignore lint/correctness/useExhaustiveDependencies: runs on path change by design
  useEffect(() => {
    menu.current?.removeAttribute("open");
    finder.current?.removeAttribute("open");
  }, [pathname, search]);

  return (
    <header className="sticky top-0 z-40 border-b border-slate-200 bg-white/95 backdrop-blur">
      <div className="mx-auto flex h-16 max-w-7xl items-center justify-between gap-4 px-4">
        <Link to="/" aria-label="Home" prefetch="intent">
          <Logo />
        </Link>
        <nav aria-label="Main" className="hidden items-center gap-1 md:flex">
          {NAV_LINKS.map((l) => (
            <NavLink key={l.to} to={l.to} end={l.to === "/"} className={navClass} prefetch="intent">
              {l.label}
            </NavLink>
          ))}
        </nav>
        <div className="flex items-center gap-1">
          <details ref={finder} className="group static sm:relative">
            <summary
              className="flex h-10 w-10 cursor-pointer list-none items-center justify-center rounded-full text-slate-700 hover:bg-slate-100 [&::-webkit-details-marker]:hidden"
              aria-label="Search products"
            >
              <Search className="h-5 w-5 group-open:hidden" aria-hidden="true" />
              <X className="hidden h-5 w-5 group-open:block" aria-hidden="true" />
            </summary>
            <div className="absolute inset-x-0 top-16 border-b border-slate-200 bg-white p-3 shadow-lg sm:inset-x-auto sm:right-0 sm:top-12 sm:w-96 sm:rounded-xl sm:border">
              <Form method="get" action="/shop" role="search" className="flex gap-2">
                <label htmlFor="site-search" className="sr-only">
                  Search products
                </label>
                <input
                  id="site-search"
                  name="q"
                  type="search"
                  placeholder="Search pumps, motors, tools…"
                  autoComplete="off"
                  className="min-w-0 flex-1 rounded-lg border border-slate-300 px-3 py-2 text-sm focus:border-brand-600 focus:outline-none"
                />
                <button
                  type="submit"
                  className="rounded-lg bg-brand-800 px-4 py-2 text-sm font-semibold text-white hover:bg-brand-900"
                >
                  Search
                </button>
              </Form>
            </div>
          </details>
          <CartLink />
          <AccountMenu />
          <details ref={menu} className="group md:hidden">
            <summary
              className="flex h-10 w-10 cursor-pointer list-none items-center justify-center rounded-full text-slate-700 hover:bg-slate-100 [&::-webkit-details-marker]:hidden"
              aria-label="Menu"
            >
              <Menu className="h-6 w-6 group-open:hidden" aria-hidden="true" />
              <X className="hidden h-6 w-6 group-open:block" aria-hidden="true" />
            </summary>
            <nav
              aria-label="Mobile"
              className="absolute inset-x-0 top-16 flex flex-col gap-1 border-b border-slate-200 bg-white p-3 shadow-lg"
            >
              {NAV_LINKS.map((l) => (
                <NavLink key={l.to} to={l.to} end={l.to === "/"} className={navClass}>
                  {l.label}
                </NavLink>
              ))}
            </nav>
          </details>
        </div>
      </div>
    </header>
  );
}
