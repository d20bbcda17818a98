import type { Config } from "@react-router/dev/config";
import app from "../../react-router.config";

/**
 * The framework's floor for `npm run bench -- pages`: an empty React Router app
 * (one route, no data) served the way ours is, with Express and
 * @react-router/express, under the same future flags and route discovery as
 * the storefront. Built by the bench into BUILD_DIR.
 */
export default {
  ssr: true,
  buildDirectory: process.env.BUILD_DIR ?? "build",
  routeDiscovery: app.routeDiscovery,
  future: app.future,
} satisfies Config;
