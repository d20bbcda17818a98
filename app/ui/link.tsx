import { forwardRef } from "react";
import {
  createPath,
  type LinkProps,
  type NavLinkProps,
  parsePath,
  Link as RouterLink,
  NavLink as RouterNavLink,
  resolvePath,
  useLocation,
} from "react-router";
import { BASE_LOCALE, localeFromPath, localisePath, scriptScope } from "~/i18n/locales";

/**
 * The app's links. In the browser these are React Router's own `Link` and
 * `NavLink`. On the server a link is only markup, yet React Router's `Link`
 * resolves its path twice and sets up click and prefetch handlers there: with
 * 50 links a page, about a tenth of an uncached product page's CPU
 * (docs/benchmarks.md, "Fifth pass"). So the server writes the same `<a>`
 * itself, and hydration attaches React Router's components to it. link.test.tsx
 * renders both for the same props and compares the HTML.
 *
 * The server's shortcut covers what the app uses: a path from the site root, no
 * `mask`, no `prefetch="render"`, and no router basename (the app has none).
 * Anything else is rendered by React Router on the server too.
 */

/**
 * Every link keeps the page's language: a root-relative `to` ("/shop") is
 * written in the language of the page the link is on ("/gu/shop"), so no call
 * site needs to know about languages. Paths with one English address (the
 * admin, /api) and paths that already carry a prefix are left alone; the
 * language switch uses plain `<a>`s to leave the language on purpose.
 */
function useLocalisedTo(to: LinkProps["to"]): LinkProps["to"] {
  const locale = localeFromPath(useLocation().pathname);
  if (locale === BASE_LOCALE) return to;
  if (typeof to === "string") return localisePath(to, locale);
  return to.pathname ? { ...to, pathname: localisePath(to.pathname, locale) } : to;
}

/**
 * What React Router would resolve or normalise in a path: `//`, `.` or `..`
 * segments, backslashes, an empty `?` or `#`. The app's own links have none.
 */
const NEEDS_RESOLVING = /\/\/|\/\.|\\|[?#]$|\?#/;

/** React Router's `href` for a root-relative path: resolved, search and hash normalised. */
function rootHref(to: string): string {
  if (!NEEDS_RESOLVING.test(to)) return to;
  const path = resolvePath(to);
  const pathname = parsePath(to).pathname ?? "";
  // A trailing slash the link asks for is kept (React Router's resolveTo does the same).
  if (pathname !== "/" && pathname.endsWith("/") && !path.pathname.endsWith("/"))
    path.pathname += "/";
  return createPath(path);
}

/** A `to` the server can write directly: one string from the site root (not `//host`). */
function isRootPath(to: LinkProps["to"]): to is string {
  return (
    typeof to === "string" && to.startsWith("/") && !to.startsWith("//") && !to.startsWith("/\\")
  );
}

const handledByServer = (props: Pick<LinkProps, "to" | "mask" | "prefetch">) =>
  isRootPath(props.to) && props.mask === undefined && props.prefetch !== "render";

// Each pair is marked pure: a `forwardRef` call may have side effects as far as the minifier
// knows, so without the mark the browser's bundle kept the server's pair (and the path
// helpers only it uses), about 0.4 KB gzip on every page, and the server kept the browser's.
export const ServerLink = /* @__PURE__ */ forwardRef<HTMLAnchorElement, LinkProps>(
  function ServerLink(asked, ref) {
    const props = { ...asked, to: useLocalisedTo(asked.to) };
    if (!handledByServer(props)) return <RouterLink ref={ref} {...props} />;
    const {
      onClick: _onClick,
      discover = "render",
      prefetch: _prefetch,
      relative: _relative,
      reloadDocument: _reloadDocument,
      replace: _replace,
      mask: _mask,
      state: _state,
      target,
      to,
      preventScrollReset: _preventScrollReset,
      viewTransition: _viewTransition,
      defaultShouldRevalidate: _defaultShouldRevalidate,
      ...rest
    } = props;
    return (
      <a
        {...rest}
        href={rootHref(to as string)}
        target={target}
        data-discover={discover === "render" ? "true" : undefined}
      />
    );
  },
);

/** The path a NavLink compares with the location: React Router encodes it as a URL first. */
function targetPathname(href: string): string {
  const pathname = parsePath(href).pathname ?? "/";
  if (/^[\w\-./~]*$/.test(pathname)) return pathname;
  return new URL(href.replace(/ $/, "%20"), "http://localhost").pathname;
}

export const ServerNavLink = /* @__PURE__ */ forwardRef<HTMLAnchorElement, NavLinkProps>(
  function ServerNavLink(asked, ref) {
    const location = useLocation();
    const props = { ...asked, to: useLocalisedTo(asked.to) };
    if (!handledByServer(props)) return <RouterNavLink ref={ref} {...props} />;
    const {
      "aria-current": ariaCurrentProp = "page",
      caseSensitive = false,
      className: classNameProp = "",
      end = false,
      style: styleProp,
      to,
      viewTransition,
      children,
      ...rest
    } = props;
    let toPathname = targetPathname(rootHref(to as string));
    let here = location.pathname;
    if (!caseSensitive) {
      here = here.toLowerCase();
      toPathname = toPathname.toLowerCase();
    }
    const endSlash =
      toPathname !== "/" && toPathname.endsWith("/") ? toPathname.length - 1 : toPathname.length;
    const isActive =
      here === toPathname || (!end && here.startsWith(toPathname) && here.charAt(endSlash) === "/");
    const state = { isActive, isPending: false, isTransitioning: false };
    const className =
      typeof classNameProp === "function"
        ? classNameProp(state)
        : [classNameProp, isActive ? "active" : null].filter(Boolean).join(" ");
    return (
      <ServerLink
        {...rest}
        aria-current={isActive ? ariaCurrentProp : undefined}
        className={className}
        style={typeof styleProp === "function" ? styleProp(state) : styleProp}
        to={to}
        viewTransition={viewTransition}
      >
        {typeof children === "function" ? children(state) : children}
      </ServerLink>
    );
  },
);

/**
 * A link into another language, or between the admin and the shop, loads a new
 * document: each language's pages, and the admin's, run their own copy of the
 * scripts, holding that language's words and routes only (docs/languages.md,
 * "One set of scripts per language").
 */
function useReloadsDocument(to: LinkProps["to"]): boolean {
  const here = scriptScope(useLocation().pathname);
  const pathname = typeof to === "string" ? to : to.pathname;
  return pathname?.startsWith("/") === true && scriptScope(pathname) !== here;
}

/** A link's props in the page's language, a new document where they leave it. */
function useLocalProps<P extends Pick<LinkProps, "to" | "reloadDocument">>(props: P): P {
  const to = useLocalisedTo(props.to);
  const otherLanguage = useReloadsDocument(to);
  return { ...props, to, reloadDocument: props.reloadDocument || otherLanguage };
}

/** React Router's Link in the page's language: what the browser bundle uses. */
export const LocalLink = /* @__PURE__ */ forwardRef<HTMLAnchorElement, LinkProps>(
  function LocalLink(props, ref) {
    return <RouterLink ref={ref} {...useLocalProps(props)} />;
  },
);

export const LocalNavLink = /* @__PURE__ */ forwardRef<HTMLAnchorElement, NavLinkProps>(
  function LocalNavLink(props, ref) {
    return <RouterNavLink ref={ref} {...useLocalProps(props)} />;
  },
);

// A build-time constant: each bundle keeps only its own pair.
export const Link: typeof RouterLink = import.meta.env.SSR ? ServerLink : LocalLink;
export const NavLink: typeof RouterNavLink = import.meta.env.SSR ? ServerNavLink : LocalNavLink;
