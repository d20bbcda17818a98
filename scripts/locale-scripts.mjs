// One copy of the browser's scripts per language (docs/languages.md, "One set of scripts per
// language"). Paraglide compiles each message into one module holding all three languages, so a
// page's chunks would carry its Gujarati and Hindi words to every English visitor and the other
// way round (11 KB gzip on a first visit). Here the client build leaves a mark where each message
// picks its language; after the build every chunk is copied into assets/<locale>/ with the mark
// replaced by that language and minified again, which drops the other languages' words. The
// server points each language's pages at its own copy (app/i18n/locale-scripts.server.ts).
import { mkdirSync, readdirSync, readFileSync, writeFileSync } from "node:fs";
import path from "node:path";
import { minifySync } from "oxc-minify";

/** Left in the client build where a message reads its language; a copy replaces it. */
export const LOCALE_MARK = "globalThis.__MESSAGE_LOCALE__";
const MESSAGE_MODULE = /[\\/]i18n[\\/]paraglide[\\/]messages[\\/]([a-z][a-z0-9_]*)\.js$/;
const RUNTIME_IMPORT = "import { getLocale, experimentalStaticLocale } from '../runtime.js';";

/** The languages and the base language, from the message catalogue's settings. */
export function catalogueLocales() {
  const { locales, baseLocale } = JSON.parse(readFileSync("project.inlang/settings.json", "utf8"));
  return { locales, base: baseLocale };
}

/**
 * Vite plugin for the client build: each message module exports, for `LOCALE_MARK`'s language,
 * that language's function itself, with no dispatch and no Paraglide runtime to ship. So in a
 * language's copy every message is in that language, whatever `locale` option a call passes: the
 * browser shows a page's own language only (an English page's offer of Gujarati comes with its
 * loader data, app/i18n/language-banner.tsx). The build itself, with the mark unset, is English
 * only and never served (app/i18n/locale-scripts.server.ts).
 * @returns {import("vite").Plugin}
 */
export function markMessageLocale() {
  const { base } = catalogueLocales();
  return {
    name: "mark-message-locale",
    apply: "build",
    applyToEnvironment: (environment) => environment.config.consumer === "client",
    transform(code, id) {
      const key = MESSAGE_MODULE.exec(id)?.[1];
      if (!key) return null;
      const exported = `export const ${key} = `;
      const at = code.lastIndexOf(exported);
      const locales = [...code.matchAll(new RegExp(`^const (\\w+?)_${key} = `, "gm"))].map(
        (m) => m[1],
      );
      // A compiler whose output changed must fail the build, not ship every language silently.
      if (at < 0 || !code.includes(RUNTIME_IMPORT) || !locales.includes(base))
        throw new Error(`${id}: not the message module Paraglide used to write`);
      const picked = locales
        .filter((l) => l !== base)
        .map((l) => `${LOCALE_MARK} === ${JSON.stringify(l)} ? ${l}_${key} : `)
        .join("");
      const functions = code.slice(0, at).replace(RUNTIME_IMPORT, "");
      return { code: `${functions}${exported}${picked}${base}_${key};\n`, map: null };
    },
  };
}

const ASSET_SCRIPT = /"\/assets\/([^"/]+\.js)"/g;
const MANIFEST = /^window\.__reactRouterManifest=(.*);$/s;

/** The admin's layout route (app/routes.ts): the routes under it are the admin's pages. */
export const ADMIN_LAYOUT = "routes/admin/layout";

/**
 * Whose copy of the scripts a route of React Router's manifest belongs to: its path's first
 * segment where that is a prefixed language ("gu/shop"), else "admin" under the admin's layout,
 * else the base language, as scriptScope (app/i18n/locales.ts) reads an address;
 * locale-scripts.test.ts holds the two together.
 * @param {Record<string, { path?: string, parentId?: string }>} routes
 * @param {string} id
 * @param {readonly string[]} prefixed
 * @param {string} base
 */
export function routeScope(routes, id, prefixed, base) {
  let path = "";
  let admin = false;
  for (let at = id, route = routes[id]; route; at = route.parentId ?? "", route = routes[at]) {
    path = `${route.path ?? ""}/${path}`;
    if (at === ADMIN_LAYOUT) admin = true;
  }
  const first = path.split("/").find(Boolean);
  if (first && prefixed.includes(first)) return first;
  return admin ? "admin" : base;
}

/**
 * React Router's manifest for one copy of the scripts: its scripts in the copy's folder, and only
 * the routes of that copy's language (or of the admin), since a link to another loads a new
 * document (app/ui/link.tsx). A visitor's first visit carries a third of the route table,
 * and no admin route. The copy also says whose it is (`__SCRIPT_SCOPE__`, read by
 * app/i18n/browser-locale.ts).
 * @param {string} code
 * @param {string} scope a locale, or "admin"
 * @param {string} folder the locale whose scripts the copy uses
 * @param {readonly string[]} locales
 * @param {string} base
 * @param {string} url the copy's own address
 */
function scopeManifest(code, scope, folder, locales, base, url) {
  const manifest = JSON.parse(MANIFEST.exec(code)?.[1] ?? "null");
  if (!manifest?.routes) throw new Error("React Router's manifest has changed shape");
  const prefixed = locales.filter((l) => l !== base);
  const all = manifest.routes;
  const kept = new Set(
    Object.keys(all).filter(
      // The admin keeps the splat route too: an unknown admin address is still a 404 page.
      (id) =>
        routeScope(all, id, prefixed, base) === scope ||
        (scope === "admin" && all[id]?.path === "*"),
    ),
  );
  // The routes around them too (the root, layouts), or theirs would hang from nothing.
  for (const id of [...kept])
    for (let up = all[id]?.parentId; up && !kept.has(up); up = all[up]?.parentId) kept.add(up);
  const routes = Object.fromEntries(Object.entries(all).filter(([id]) => kept.has(id)));
  const copy = `window.__SCRIPT_SCOPE__=${JSON.stringify(scope)};window.__reactRouterManifest=${JSON.stringify({ ...manifest, url, routes })};`;
  return copy.replace(ASSET_SCRIPT, `"/assets/${folder}/$1"`);
}

/** The admin's route table beside the base language's: "manifest-X.js" → "manifest-X.admin.js". */
export const adminManifestName = (file) => file.replace(/\.js$/, ".admin.js");

/**
 * Writes `<clientDir>/assets/<locale>/` for every locale: each chunk of the build with its messages
 * fixed to that locale, and React Router's manifest pointing at the copies; the base language's
 * folder also gets the admin's manifest. Chunks import each other by relative paths, so a copy's
 * imports stay within its folder.
 * @param {string} clientDir
 * @param {readonly string[]} locales
 * @param {string} base the language whose addresses carry no prefix
 */
export function writeLocaleScripts(clientDir, locales, base) {
  const assets = path.join(clientDir, "assets");
  const scripts = readdirSync(assets).filter((f) => f.endsWith(".js"));
  for (const locale of locales) mkdirSync(path.join(assets, locale), { recursive: true });
  let marked = 0;
  for (const file of scripts) {
    const code = readFileSync(path.join(assets, file), "utf8");
    const manifest = file.startsWith("manifest-");
    if (code.includes(LOCALE_MARK)) marked++;
    for (const locale of locales) {
      let copy = code;
      if (manifest) {
        copy = scopeManifest(code, locale, locale, locales, base, `/assets/${locale}/${file}`);
        if (locale === base) {
          const admin = adminManifestName(file);
          const url = `/assets/${base}/${admin}`;
          const adminCopy = scopeManifest(code, "admin", base, locales, base, url);
          writeFileSync(path.join(assets, base, admin), adminCopy);
        }
      } else if (code.includes(LOCALE_MARK)) {
        const fixed = code.replaceAll(LOCALE_MARK, JSON.stringify(locale));
        const result = minifySync(file, fixed, { module: true, compress: true, mangle: true });
        if (result.errors.length > 0)
          throw new Error(`${file} (${locale}): ${result.errors.map((e) => e.message).join("; ")}`);
        copy = result.code;
      }
      writeFileSync(path.join(assets, locale, file), copy);
    }
  }
  if (marked === 0) throw new Error("No chunk carries a message's locale mark: is the plugin on?");
}
