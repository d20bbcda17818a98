import { reactRouter } from "@react-router/dev/vite";
import tailwindcss from "@tailwindcss/vite";
import { defineConfig } from "vite";

// The SSR build's entry is our Express app, so server.ts, the domain code and
// the React Router build share one module graph (one database handle).
const ssrInput = { rollupOptions: { input: "./server.ts" } };

export default defineConfig(({ isSsrBuild }) => ({
  resolve: { tsconfigPaths: true },
  // Client: no module-preload helper wrapped around our few lazy imports (the
  // enquiry dialog, toasts, form schemas): 0.8 KB less on every first visit;
  // React Router preloads route modules itself.
  build: isSsrBuild ? ssrInput : { modulePreload: false },
  // React Router's v8_viteEnvironmentApi builds the SSR environment from here.
  environments: { ssr: { build: ssrInput } },
  plugins: [tailwindcss(), reactRouter()],
}));
