// Compiles messages/ into app/i18n/paraglide/ (gitignored) for tools that run
// without Vite's plugin: `npm run typecheck`, knip and Vitest's global setup.
// Build and dev compile through the plugin (vite.config.ts).
//
// Incremental, like the plugin: the files already there are hashed as the compiler hashes its
// output, so an unchanged catalogue writes nothing. Two test passes start side by side and each
// compiles; a compile that rewrote everything would pull modules from under the other's tests.
import { createHash } from "node:crypto";
import { existsSync, readdirSync, readFileSync } from "node:fs";
import path from "node:path";
import { compile } from "@inlang/paraglide-js";
import { paraglideOptions } from "./paraglide-options.mjs";

function outputHashes(outdir) {
  const root = path.resolve(outdir);
  if (!existsSync(root)) return undefined;
  const hashes = {};
  for (const entry of readdirSync(root, { recursive: true, withFileTypes: true })) {
    if (!entry.isFile()) continue;
    const file = path.join(entry.parentPath, entry.name);
    const relative = path.relative(root, file).split(path.sep).join("/");
    // The compiler's own hash: the content followed by the file's absolute path.
    hashes[relative] = createHash("sha256")
      .update(readFileSync(file, "utf8") + path.resolve(root, relative))
      .digest("hex");
  }
  return hashes;
}

const previous = outputHashes(paraglideOptions.outdir);
await compile({
  ...paraglideOptions,
  previousCompilation: previous ? { outputHashes: previous } : undefined,
});
// The compiler leaves a timer behind that would hold the process for another 30 s.
process.exit(0);
