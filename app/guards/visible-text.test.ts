import { readdirSync, readFileSync } from "node:fs";
import path from "node:path";
import ts from "typescript";
import { describe, expect, it } from "vitest";

/**
 * Every word a visitor reads comes from the message catalogue (messages/,
 * docs/languages.md). This scan reads each public component and fails on
 * words written straight into JSX: text between tags, and the attributes a
 * visitor reads or hears (aria-label, title, alt, placeholder). Punctuation
 * and `{" "}` are fine; so is text inside `{…}` (it is data or a message).
 *
 * The admin stays English (docs/languages.md) and is not scanned.
 */
const ROOT = path.resolve(import.meta.dirname, "../..");

/**
 * English-only by design: the admin (its frame and kit, each feature's admin half in its
 * `admin/` folder, and the admin-only features: the audit log and people), and test support.
 */
const ENGLISH_ONLY = /^app\/(admin|audit|people|routes\/admin|test|[\w-]+\/admin)\//;

const READ_ATTRIBUTES = new Set(["aria-label", "title", "alt", "placeholder", "aria-description"]);
const WORDS = /\p{L}/u;

function publicComponents(): string[] {
  return readdirSync(path.join(ROOT, "app"), { recursive: true, encoding: "utf8" })
    .map((f) => `app/${f.split(path.sep).join("/")}`)
    .filter((f) => f.endsWith(".tsx") && !f.endsWith(".test.tsx") && !ENGLISH_ONLY.test(f))
    .sort();
}

/** Each literal a visitor would read, as "line: text". */
function literalText(file: string, text = readFileSync(path.join(ROOT, file), "utf8")): string[] {
  const source = ts.createSourceFile(file, text, ts.ScriptTarget.Latest, true, ts.ScriptKind.TSX);
  const found: string[] = [];
  const report = (node: ts.Node, value: string) => {
    const line = source.getLineAndCharacterOfPosition(node.getStart(source)).line + 1;
    found.push(`${line}: ${value.trim().replace(/\s+/g, " ")}`);
  };
  const visit = (node: ts.Node) => {
    if (ts.isJsxText(node) && WORDS.test(node.text)) report(node, node.text);
    if (
      ts.isJsxAttribute(node) &&
      READ_ATTRIBUTES.has(node.name.getText(source)) &&
      node.initializer &&
      ts.isStringLiteral(node.initializer) &&
      WORDS.test(node.initializer.text)
    )
      report(node, `${node.name.getText(source)}="${node.initializer.text}"`);
    ts.forEachChild(node, visit);
  };
  visit(source);
  return found;
}

describe("visible text comes from the message catalogue", () => {
  // Every public component: the last ones written before the catalogue (the finder, /user,
  // the order lines) were converted on 2026-11-27, and a new one starts with messages.
  const files = publicComponents();

  it("covers the frame (header, footer, account menu, error panel, language switch)", () => {
    for (const frame of [
      "app/root.tsx",
      "app/frame/site-header.tsx",
      "app/frame/site-footer.tsx",
      "app/frame/account-menu.tsx",
      "app/frame/error-panel.tsx",
      "app/i18n/language-switch.tsx",
    ])
      expect(files).toContain(frame);
  });

  it.each(files)("%s writes no words of its own", (file) => {
    expect(literalText(file)).toEqual([]);
  });

  it("finds words between tags and in read attributes, not in code or punctuation", () => {
    const component = [
      "export const A = ({ n }: { n: number }) => (",
      '  <p title={n ? "data" : ""} className="x">',
      '    Pump finder {n} · {" "}',
      '    <img alt="Compare" src="a.png" />',
      '    <abbr title="Too many">…</abbr>',
      "  </p>",
      ");",
    ].join("\n");
    expect(literalText("component.tsx", component)).toEqual([
      "3: Pump finder",
      '4: alt="Compare"',
      '5: title="Too many"',
    ]);
  });
});
