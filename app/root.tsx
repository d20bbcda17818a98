import {
  data,
  isRouteErrorResponse,
  Links,
  Meta,
  Outlet,
  Scripts,
  ScrollRestoration,
  useRouteError,
} from "react-router";
import { BrowserUserRecord } from "~/accounts/browser-user-record";
import { getSessionUser } from "~/accounts/guards.server";
import { ErrorPanel } from "~/components/error-panel";
import { InlineStyles } from "~/components/inline-styles";
import { useNonce } from "~/components/nonce";
import { PageChange } from "~/components/page-change";
import { SiteFooter } from "~/components/site-footer";
import { SiteHeader } from "~/components/site-header";
import { env } from "~/config/env.server";
import { DealerPopup } from "~/enquiries/dealer-popup";
import { EarlyInputScript, EarlyInputStatus, useHydratedPage } from "~/first-paint/first-paint";
import { PRIVATE } from "~/http/cache-control";
import { useErrorReference } from "~/observability/request-reference";
import { Toasts } from "~/toasts/toaster";
import type { Route } from "./+types/root";
import appCss from "./app.css?url";

export async function loader({ request, context }: Route.LoaderArgs) {
  const user = await getSessionUser(request);
  const flash = context.flash ?? null;
  // A page with a signed-in header or a one-time toast must never be shared by a cache.
  const headers: HeadersInit = user || flash ? { "Cache-Control": PRIVATE } : {};
  // baseUrl: canonical and Open Graph URLs in every route's meta (app/seo/seo.ts).
  return data({ site: env().site, baseUrl: env().baseUrl, flash, user }, { headers });
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
  return (
    <html lang="en-IN">
      <head>
        <meta charSet="utf-8" />
        <EarlyInputScript />
        <meta name="viewport" content="width=device-width, initial-scale=1" />
        <meta name="theme-color" content="#1a2f6b" />
        <Meta />
        <InlineStyles href={appCss} />
        <Links />
      </head>
      <body className="flex min-h-screen flex-col">
        <a
          href="#main"
          className="sr-only focus:not-sr-only focus:absolute focus:left-2 focus:top-2 focus:z-50 focus:rounded focus:bg-white focus:px-3 focus:py-2"
        >
          Skip to content
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
          title={notFound ? "Page not found" : "Something went wrong"}
          message={
            notFound
              ? "The page you were looking for does not exist or has moved."
              : "We could not show this page. Please try again in a moment."
          }
          status={isRouteErrorResponse(error) ? error.status : 500}
          reference={serverFault ? reference : undefined}
        />
      </div>
      <SiteFooter />
    </>
  );
}
