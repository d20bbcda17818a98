import type { Config } from "@react-router/dev/config";

/**
 * The framework's floor for `npm run bench -- pages`: an empty React Router app
 * (one route, no data) served the way ours is, with Express and
 * @react-router/express. Built by the bench into BUILD_DIR.
 */
export default {
  ssr: true,
  buildDirectory: process.env.BUILD_DIR ?? "build",
  routeDiscovery: { mode: "initial" },
  future: {
    v8_splitRouteModules: false,
    v8_viteEnvironmentApi: true,
    v8_trailingSlashAwareDataRequests: true,
    v8_middleware: false,
    v8_passThroughRequests: true,
  },
} satisfies Config;
