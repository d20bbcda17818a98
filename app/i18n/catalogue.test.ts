import { existsSync, readdirSync, readFileSync } from "node:fs";
import path from "node:path";
import { describe, expect, it } from "vitest";
import { BASE_LOCALE, LOCALES } from "./locales";

/**
 * The message catalogue is complete: every area of messages/ (messages/frame,
 * messages/shop, …, see project.inlang/settings.json) has one file per
 * language, and each file has exactly the English file's keys, each with a
 * message that uses the same placeholders. A key missing in Gujarati or Hindi
 * fails here, and so does a key left behind in Gujarati or Hindi after it was
 * removed from English.
 */
const ROOT = path.resolve(import.meta.dirname, "../..");
const MESSAGES = path.join(ROOT, "messages");

type Message = string | unknown[];

function read(file: string): Record<string, Message> {
  const { $schema: _schema, ...messages } = JSON.parse(readFileSync(file, "utf8")) as Record<
    string,
    Message
  >;
  return messages;
}

/** The `{name}` placeholders a message uses, in any of its variants. */
function placeholders(message: Message): string[] {
  const text = typeof message === "string" ? message : JSON.stringify(message);
  return [...new Set([...text.matchAll(/\{(\w+)\}/g)].map((m) => m[1] ?? ""))].sort();
}

/** Folders holding an English file: one area of the catalogue each. */
function areas(dir = MESSAGES): string[] {
  const found = existsSync(path.join(dir, `${BASE_LOCALE}.json`)) ? [dir] : [];
  for (const entry of readdirSync(dir, { withFileTypes: true }))
    if (entry.isDirectory()) found.push(...areas(path.join(dir, entry.name)));
  return found;
}

const pathPatterns = (
  JSON.parse(readFileSync(path.join(ROOT, "project.inlang/settings.json"), "utf8")) as {
    "plugin.inlang.messageFormat": { pathPattern: string[] };
  }
)["plugin.inlang.messageFormat"].pathPattern;

describe("the message catalogue", () => {
  const all = areas();

  it("has areas, and the compiler reads every one of them", () => {
    expect(all.length).toBeGreaterThan(0);
    const compiled = pathPatterns.map((p) => path.resolve(ROOT, path.dirname(p)));
    expect(all.map((a) => path.relative(ROOT, a))).toEqual(
      compiled.filter((c) => all.includes(c)).map((c) => path.relative(ROOT, c)),
    );
    expect(all.filter((a) => !compiled.includes(a))).toEqual([]);
  });

  describe.each(all.map((a) => [path.relative(ROOT, a), a]))("%s", (_name, dir) => {
    const english = read(path.join(dir, `${BASE_LOCALE}.json`));

    it.each(LOCALES.filter((l) => l !== BASE_LOCALE))(
      "has every English key in %s, and no other",
      (locale) => {
        const file = path.join(dir, `${locale}.json`);
        expect(existsSync(file), `${file} is missing`).toBe(true);
        const translated = read(file);
        const missing = Object.keys(english).filter((k) => !(k in translated));
        const orphans = Object.keys(translated).filter((k) => !(k in english));
        expect({ missing, orphans }).toEqual({ missing: [], orphans: [] });
        for (const [key, message] of Object.entries(translated)) {
          expect(
            typeof message === "string" ? message.trim() : message.length,
            `${locale}: ${key} is empty`,
          ).toBeTruthy();
          expect(placeholders(message), `${locale}: ${key} uses other placeholders`).toEqual(
            placeholders(english[key] ?? ""),
          );
        }
      },
    );
  });
});
