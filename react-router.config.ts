import type { Config } from "@react-router/dev/config";

export default {
  ssr: true,
  // BUILD_DIR lets parallel checkouts or benchmark runs build side by side.
  buildDirectory: process.env.BUILD_DIR ?? "build",
} satisfies Config;
