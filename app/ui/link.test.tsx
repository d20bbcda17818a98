import type { ReactNode } from "react";
import { renderToString } from "react-dom/server";
import {
  createStaticHandler,
  createStaticRouter,
  type LinkProps,
  type NavLinkProps,
  Link as RouterLink,
  NavLink as RouterNavLink,
  StaticRouterProvider,
} from "react-router";
import { describe, expect, it } from "vitest";
import { LocalLink, LocalNavLink, ServerLink, ServerNavLink } from "./link";

/** Renders `page` at `url` the way the server does: a static data router. */
async function render(url: string, page: () => ReactNode): Promise<string> {
  const routes = [{ path: "*", Component: page }];
  const handler = createStaticHandler(routes);
  const context = await handler.query(new Request(`http://shop.test${url}`));
  if (context instanceof Response) throw new Error("unexpected response");
  const router = createStaticRouter(handler.dataRoutes, context);
  return renderToString(<StaticRouterProvider router={router} context={context} hydrate={false} />);
}

const LINKS: LinkProps[] = [
  { to: "/" },
  { to: "/shop", className: "text-sm", prefetch: "intent" },
  { to: "/shop?category=Synthetic+Motors&sort=name-asc&page=3" },
  { to: "/productinfo/syn-1?image=2#specs", "aria-label": "Pump, image 2" },
  { to: "/enquiry?product=a%20b&q=₹ 5,000" },
  { to: "/shop/" },
  { to: "/shop?" },
  { to: "/shop#" },
  { to: "/shop?#top" },
  { to: "/shop/./x\\y" },
  { to: "/productinfo/syn-1?image=2#specs?x" },
  { to: "/a//b/../c", replace: true, preventScrollReset: true },
  { to: "/admin", reloadDocument: true, target: "_blank", rel: "noopener" },
  { to: "/about", discover: "none", title: "About us" },
  // Not the server's shortcut: React Router renders these itself.
  { to: "https://wa.me/919999999999" },
  { to: { pathname: "/shop", search: "?page=2" } },
  { to: "../shop" },
];

describe("ServerLink", () => {
  it.each(LINKS)("writes the same <a> as React Router's Link: %o", async (props) => {
    const at = "/productinfo/syn-1";
    const ours = await render(at, () => <ServerLink {...props}>Go</ServerLink>);
    const theirs = await render(at, () => <RouterLink {...props}>Go</RouterLink>);
    expect(ours).toContain("<a ");
    expect(ours).toBe(theirs);
  });
});

const NAV_LINKS: [string, NavLinkProps][] = [
  ["/", { to: "/", end: true }],
  ["/shop", { to: "/", end: true }],
  ["/shop/product", { to: "/shop", className: "nav" }],
  ["/shop/product", { to: "/shop", end: true, className: "nav" }],
  ["/Shop", { to: "/shop" }],
  ["/Shop", { to: "/shop", caseSensitive: true }],
  ["/shopping", { to: "/shop" }],
  ["/admin/", { to: "/admin/", "aria-current": "location" }],
  ["/p%C3%BCmpen/x", { to: "/pümpen" }],
  ["/a%20b", { to: "/a b" }],
  [
    "/finder",
    {
      to: "/finder",
      className: ({ isActive }) => (isActive ? "on" : "off"),
      style: ({ isActive }) => ({ fontWeight: isActive ? 700 : 400 }),
      children: ({ isActive }) => (isActive ? "Here" : "There"),
    },
  ],
];

describe("ServerNavLink", () => {
  it.each(NAV_LINKS)(
    "at %s writes the same <a> as React Router's NavLink: %o",
    async (at, props) => {
      const ours = await render(at, () => <ServerNavLink {...props} />);
      const theirs = await render(at, () => <RouterNavLink {...props} />);
      expect(ours).toContain("<a ");
      expect(ours).toBe(theirs);
    },
  );

  it("marks the page it is on, and only that one", async () => {
    const html = await render("/shop", () => (
      <>
        <ServerNavLink to="/" end>
          Home
        </ServerNavLink>
        <ServerNavLink to="/shop">Shop</ServerNavLink>
      </>
    ));
    expect(html).toContain('<a class="" href="/" data-discover="true">Home</a>');
    expect(html).toContain('aria-current="page" class="active" href="/shop"');
  });
});

describe("links keep the page's language", () => {
  const AT = ["/productinfo/syn-1", "/gu/productinfo/syn-1", "/hi/shop", "/gu"];
  const cases = AT.flatMap((at) => LINKS.map((props) => [at, props] as const));

  it.each(cases)("at %s the server and the browser write the same <a>: %o", async (at, props) => {
    const ours = await render(at, () => <ServerLink {...props}>Go</ServerLink>);
    const theirs = await render(at, () => <LocalLink {...props}>Go</LocalLink>);
    expect(ours).toBe(theirs);
  });

  it.each([
    ["/gu/shop", "/", "/gu"],
    ["/gu/shop", "/shop?category=Motors", "/gu/shop?category=Motors"],
    ["/hi/productinfo/x", "/productinfo/y#specs", "/hi/productinfo/y#specs"],
    ["/hi", "/admin", "/admin"],
    ["/hi", "/gu/shop", "/gu/shop"],
    ["/shop", "/cart", "/cart"],
  ])("at %s, to=%s goes to %s", async (at, to, href) => {
    const html = await render(at, () => <ServerLink to={to}>Go</ServerLink>);
    expect(html).toContain(`href="${href}"`);
  });

  it.each([
    ["/gu/shop", { to: "/shop" }],
    ["/gu", { to: "/", end: true }],
    ["/hi/shop/x", { to: "/shop", className: "nav" }],
  ] as [string, NavLinkProps][])(
    "at %s a NavLink is marked as React Router marks it: %o",
    async (at, props) => {
      const ours = await render(at, () => <ServerNavLink {...props}>Go</ServerNavLink>);
      const theirs = await render(at, () => <LocalNavLink {...props}>Go</LocalNavLink>);
      expect(ours).toContain('aria-current="page"');
      expect(ours).toBe(theirs);
    },
  );
});
