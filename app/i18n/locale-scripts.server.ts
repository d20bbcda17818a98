import { existsSync } from "node:fs";
import path from "node:path";
import type { ServerBuild } from "react-router";
import { BASE_LOCALE, LOCALES, type Locale, type ScriptScope } from "./locales";

/** A script of the build's own, as React Router lists it ("/assets/home-C3x.js"). */
const BUILD_SCRIPT = /^\/assets\/([^/]+\.js)$/;

function pointAt<T>(value: T, locale: Locale): T {
  if (typeof value === "string") return value.replace(BUILD_SCRIPT, `/assets/${locale}/$1`) as T;
  if (Array.isArray(value)) return value.map((v) => pointAt(v, locale)) as T;
  if (value && typeof value === "object")
    return Object.fromEntries(Object.entries(value).map(([k, v]) => [k, pointAt(v, locale)])) as T;
  return value;
}

/** The admin's route table beside the base language's (scripts/locale-scripts.mjs writes it). */
const adminManifest = (url: string) => url.replace(/\.js$/, ".admin.js");

/**
 * The build each language's pages, and the admin's, are served from: the same
 * server code, with every script of React Router's manifest pointing at that
 * language's copy of the browser's scripts (scripts/locale-scripts.mjs writes
 * them); the admin runs the base language's copy with its own route table.
 * Styles and other assets are shared. The build's own scripts are never
 * served: their messages are English only.
 */
export function localeBuilds(
  build: ServerBuild,
  clientDir: string,
): Record<ScriptScope, ServerBuild> {
  const missing = LOCALES.filter((l) => !existsSync(path.join(clientDir, "assets", l)));
  const base = pointAt(build.assets, BASE_LOCALE);
  const admin = { ...base, url: adminManifest(base.url) };
  if (!existsSync(path.join(clientDir, admin.url))) missing.push(BASE_LOCALE);
  if (missing.length > 0)
    throw new Error(
      `${clientDir}/assets has no scripts for ${missing.join(", ")}: build with \`npm run build\``,
    );
  const builds = Object.fromEntries(
    LOCALES.map((l) => [l, { ...build, assets: pointAt(build.assets, l) }]),
  ) as Record<Locale, ServerBuild>;
  return { ...builds, admin: { ...build, assets: admin } };
}
