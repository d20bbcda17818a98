import { readdirSync, readFileSync, statSync } from "node:fs";
import path from "node:path";
import { describe, expect, it } from "vitest";

/**
 * The README's layout and docs/architecture.md describe the tree as it is: every
 * folder under app/ is named in both, and every path they give exists.
 */
const ROOT = path.resolve(import.meta.dirname, "../..");
const read = (file: string) => readFileSync(path.join(ROOT, file), "utf8");
const appFolders = readdirSync(path.join(ROOT, "app")).filter((f) =>
  statSync(path.join(ROOT, "app", f)).isDirectory(),
);
const section = (text: string, heading: string) => {
  const start = text.indexOf(heading);
  const end = text.indexOf("\n## ", start + heading.length);
  return text.slice(start, end === -1 ? undefined : end);
};
const pathsIn = (text: string) =>
  [...text.matchAll(/`((?:app|tests|bench|scripts|docs)\/[\w./+-]*)`/g)].map((m) => m[1] ?? "");

describe("the documented layout", () => {
  const readme = section(read("README.md"), "## Project layout");
  const architecture = read("docs/architecture.md");

  it.each(appFolders)("names app/%s/ in the README and in docs/architecture.md", (folder) => {
    expect(readme).toContain(`app/${folder}/`);
    expect(architecture).toContain(`app/${folder}/`);
  });

  it("gives only paths that exist", () => {
    const missing = [...pathsIn(readme), ...pathsIn(architecture)].filter((p) => {
      try {
        statSync(path.join(ROOT, p));
        return false;
      } catch {
        return true;
      }
    });
    expect(missing).toEqual([]);
  });

  it("answers at least fifteen “where is…” questions, each with one path", () => {
    const table = section(architecture, "## Where is");
    const answers = table.split("\n").filter((line) => /^\| …/.test(line));
    expect(answers.length).toBeGreaterThanOrEqual(15);
    for (const line of answers) expect(pathsIn(line), line).toHaveLength(1);
  });
});
