import type { Config } from "@react-router/dev/config";

export default {
  ssr: true,
  // BUILD_DIR lets parallel checkouts or benchmark runs build side by side. Build
  // configuration, read before the app exists: not through env.server.ts.
  buildDirectory: process.env.BUILD_DIR ?? "build",
  routeDiscovery: { mode: "initial" },
  // React Router 8's behaviour, chosen now (unset flags print a warning at every build).
  future: {
    // Not yet: it splits each route module into more, smaller chunks, which costs
    // ~0.7 KB of first-visit JavaScript per page (and we are at the 130 KB budget).
    v8_splitRouteModules: false,
    v8_viteEnvironmentApi: true,
    // `/` asks for `/_.data` instead of `/_root.data` (app/cache/cacheable-pages.ts knows both).
    v8_trailingSlashAwareDataRequests: true,
    // Not yet: loaders read `context.cspNonce` etc. from a plain load context, which
    // middleware mode replaces with a RouterContextProvider.
    v8_middleware: false,
    // Loaders get the request as it came instead of two copies each (about 8 % of
    // an uncached page's CPU, docs/benchmarks.md); they read the page's query from
    // their `url` argument, and app/http/page-address.ts for the rest.
    v8_passThroughRequests: true,
  },
} satisfies Config;
