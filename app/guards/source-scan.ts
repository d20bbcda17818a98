import { readdirSync, readFileSync } from "node:fs";
import path from "node:path";

/**
 * Reads the app's own source for the one-home guards: each guard names a rule's
 * home and fails when the rule is written anywhere else (the way Biome refuses
 * React Router's Link). Tests and seed data are left out: they may restate a
 * rule to check it.
 */
const ROOT = path.resolve(import.meta.dirname, "../..");

export interface SourceFile {
  /** Repository-relative path, e.g. `app/http/paths.ts`. */
  file: string;
  text: string;
}

let cache: SourceFile[] | null = null;

function appSources(): SourceFile[] {
  if (cache) return cache;
  const files = readdirSync(path.join(ROOT, "app"), { recursive: true, encoding: "utf8" })
    .filter((f) => /\.tsx?$/.test(f) && !/\.test\.tsx?$/.test(f) && !f.includes("+types"))
    .map((f) => `app/${f.split(path.sep).join("/")}`)
    .filter((f) => !f.startsWith("app/seed/") && !f.startsWith("app/test/"));
  files.push("server.ts");
  cache = files.map((file) => ({ file, text: readFileSync(path.join(ROOT, file), "utf8") }));
  return cache;
}

/**
 * Every line outside `homes` that matches `pattern`, as "file:line: text",
 * so a failure says where the copy is.
 */
export function copiesOutside(pattern: RegExp, homes: readonly string[]): string[] {
  const found: string[] = [];
  for (const { file, text } of appSources()) {
    if (homes.includes(file)) continue;
    text.split("\n").forEach((line, i) => {
      // Comments may name an address or a format to explain one.
      if (/^\s*(\*|\/\/|\/\*)/.test(line)) return;
      if (pattern.test(line)) found.push(`${file}:${i + 1}: ${line.trim()}`);
    });
  }
  return found;
}
