import {
  data,
  isRouteErrorResponse,
  Links,
  Meta,
  Outlet,
  redirect,
  Scripts,
  ScrollRestoration,
  useLocation,
  useRouteError,
} from "react-router";
import { BrowserUserRecord } from "~/accounts/browser-user-record";
import { getSessionUser } from "~/accounts/guards.server";
import { env } from "~/config/env.server";
import { DealerPopup } from "~/enquiries/dealer-popup";
import { EarlyInputScript, EarlyInputStatus, useHydratedPage } from "~/first-paint/first-paint";
import { PageFontPreload } from "~/fonts/page-font";
import { ErrorPanel } from "~/frame/error-panel";
import { SiteFooter } from "~/frame/site-footer";
import { SiteHeader } from "~/frame/site-header";
import { PRIVATE } from "~/http/cache-control";
import { pagePath } from "~/http/page-address";
import { ScriptLanguage } from "~/i18n/browser-locale";
import { LanguageBanner, type LanguageOffer, languageOffer } from "~/i18n/language-banner";
import { homeLanguage } from "~/i18n/language-choice";
import { LANGUAGE_TAG, localeFromPath, localisePath } from "~/i18n/locales";
import { m } from "~/i18n/paraglide/messages.js";
import { useErrorReference } from "~/observability/request-reference";
import { Toasts } from "~/toasts/toaster";
import { InlineStyles } from "~/ui/inline-styles";
import { useNonce } from "~/ui/nonce";
import { PageChange } from "~/ui/page-change";
import type { Route } from "./+types/root";
import appCss from "./app.css?url";

export async function loader({ request, context }: Route.LoaderArgs) {
  const url = new URL(request.url);
  const locale = localeFromPath(url.pathname);
  const headers = new Headers();
  // The bare `/` alone looks at the visitor's language (app/i18n/language-choice.ts):
  // a remembered choice redirects, Accept-Language only earns a banner.
  let offer: LanguageOffer | null = null;
  if (pagePath(url.pathname) === "/") {
    headers.set("Vary", "Cookie, Accept-Language");
    const home = homeLanguage(
      request.headers.get("Cookie"),
      request.headers.get("Accept-Language"),
    );
    if (home.kind === "redirect") {
      headers.set("Cache-Control", PRIVATE);
      throw redirect(localisePath(`/${url.search}`, home.to), { headers });
    }
    if (home.kind === "suggest") offer = languageOffer(home.locale);
  }
  const user = await getSessionUser(request);
  const flash = context.flash ?? null;
  // A page with a signed-in header, a one-time toast or a personal banner must never be
  // shared by a cache.
  if (user || flash || offer) headers.set("Cache-Control", PRIVATE);
  // site: the business details in the page's language (tagline, address, city: siteFor).
  // baseUrl: canonical and Open Graph URLs in every route's meta (app/seo/seo.ts).
  return data(
    { site: env().sites[locale], baseUrl: env().baseUrl, flash, user, locale, offer },
    { headers },
  );
}

export const headers: Route.HeadersFunction = ({ loaderHeaders }) => loaderHeaders;

export const links: Route.LinksFunction = () => [
  { rel: "icon", href: "/favicon.svg", type: "image/svg+xml" },
];

export function Layout({ children }: { children: React.ReactNode }) {
  const nonce = useNonce();
  // Scripts load after the first paint (first-paint/hydrate-after-paint.server.ts): this
  // says they have taken over and acts on the taps and typing made before.
  useHydratedPage();
  // The page's language is its URL's (app/i18n/locales.ts), on the server and in the browser.
  const locale = localeFromPath(useLocation().pathname);
  return (
    <html lang={LANGUAGE_TAG[locale]}>
      <head>
        <meta charSet="utf-8" />
        <EarlyInputScript />
        <meta name="viewport" content="width=device-width, initial-scale=1" />
        <meta name="theme-color" content="#1a2f6b" />
        <Meta />
        <PageFontPreload locale={locale} />
        <InlineStyles href={appCss} />
        <Links />
      </head>
      <body className="flex min-h-screen flex-col">
        <a
          href="#main"
          className="sr-only focus:not-sr-only focus:absolute focus:left-2 focus:top-2 focus:z-50 focus:rounded focus:bg-white focus:px-3 focus:py-2"
        >
          {m.frame_skip_to_content()}
        </a>
        {children}
        <EarlyInputStatus />
        <ScrollRestoration nonce={nonce} />
        <Scripts nonce={nonce} />
      </body>
    </html>
  );
}

export default function App({ loaderData }: Route.ComponentProps) {
  return (
    <>
      <PageChange />
      <ScriptLanguage />
      {loaderData.offer ? <LanguageBanner offer={loaderData.offer} /> : null}
      <SiteHeader />
      <div className="flex-1">
        <Outlet />
      </div>
      <SiteFooter />
      <Toasts flash={loaderData.flash} />
      <BrowserUserRecord user={loaderData.user} />
      <DealerPopup />
    </>
  );
}

export function ErrorBoundary() {
  const error = useRouteError();
  const notFound = isRouteErrorResponse(error) && error.status === 404;
  const reference = useErrorReference();
  const serverFault = !isRouteErrorResponse(error) || error.status >= 500;
  // On the server, entry.server.tsx's handleError has logged it with the request id.
  if (!isRouteErrorResponse(error) && typeof document !== "undefined") console.error(error);
  return (
    <>
      <SiteHeader />
      <div className="flex-1">
        <ErrorPanel
          title={notFound ? m.frame_not_found_title() : m.frame_error_title()}
          message={notFound ? m.frame_not_found_message() : m.frame_error_message()}
          status={isRouteErrorResponse(error) ? error.status : 500}
          reference={serverFault ? reference : undefined}
        />
      </div>
      <SiteFooter />
    </>
  );
}
