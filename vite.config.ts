import { reactRouter } from "@react-router/dev/vite";
import tailwindcss from "@tailwindcss/vite";
import { defineConfig } from "vite";

export default defineConfig(({ isSsrBuild }) => ({
  resolve: { tsconfigPaths: true },
  // The SSR build's entry is our Express app, so server.ts, the domain code and
  // the React Router build share one module graph (one database handle).
  build: isSsrBuild ? { rollupOptions: { input: "./server.ts" } } : undefined,
  plugins: [tailwindcss(), reactRouter()],
}));
