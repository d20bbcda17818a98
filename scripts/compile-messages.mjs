// Compiles messages/ into app/i18n/paraglide/ (gitignored) for tools that run
// without Vite's plugin: `npm run typecheck`, knip and Vitest's global setup.
// Build and dev compile through the plugin (vite.config.ts).
import { compile } from "@inlang/paraglide-js";
import { paraglideOptions } from "./paraglide-options.mjs";

await compile(paraglideOptions);
// The compiler leaves a timer behind that would hold the process for another 30 s.
process.exit(0);
