import path from "node:path";
import { paraglideVitePlugin } from "@inlang/paraglide-js";
import { reactRouter } from "@react-router/dev/vite";
import tailwindcss from "@tailwindcss/vite";
import { defineConfig, type Plugin } from "vite";
import { markMessageLocale } from "./scripts/locale-scripts.mjs";
import { paraglideOptions } from "./scripts/paraglide-options.mjs";

// The SSR build's entry is our Express app, so server.ts, the domain code and
// the React Router build share one module graph (one database handle).
const ssrInput = { rollupOptions: { input: "./server.ts" } };

const ROOT_ROUTE = path.resolve("app/root.tsx");
/**
 * What the header search's lazy suggestions share with the home, shop and
 * product pages: kept in the shell (with what they import), so that neither
 * opening the search nor any of those pages fetches one more chunk for them.
 */
const PAGE_KIT = [
  "app/media/image.tsx",
  "app/format/price.ts",
  "app/config/use-format-style.ts",
  // (Titles come cut from the server now: app/catalogue/product-text.ts is server-side only.)
].map((file) => path.resolve(file));
const SEO_META = path.resolve("app/seo/seo.ts");
/** A compiled message's module, and a use of one (`m.frame_home(` or `label: m.frame_home`). */
const MESSAGE_MODULE = /\/i18n\/paraglide\/messages\/(\w+)\.js$/;
const MESSAGE_CALL = /\bm\.(\w+)/g;
/** react-dom's entry and its production build; not react-dom/client, which is the client entry's. */
const REACT_DOM_SHARED =
  /node_modules[\\/]react-dom[\\/](index\.js|cjs[\\/]react-dom\.production\.js)$/;

interface ModuleGraph {
  getModuleInfo(
    id: string,
  ): { importedIds: readonly string[]; isEntry: boolean; code: string | null } | null;
}

/**
 * Everything the root route imports statically loads on every page anyway, yet
 * automatic splitting cut it into a dozen 1–3 KB chunks, one request each: on a
 * phone over HTTP/1.1 they queued ahead of the hero image. One "shell" chunk
 * costs no extra bytes and leaves route code and lazy imports where they were.
 */
function shellChunk() {
  let shell: Set<string> | undefined;
  const words = new Set<string>();
  return (id: string, graph: ModuleGraph): string | null => {
    if (!shell) {
      shell = new Set();
      const queue = [ROOT_ROUTE, ...PAGE_KIT];
      for (const id of PAGE_KIT) {
        if (!graph.getModuleInfo(id))
          throw new Error(`shellChunk: ${id} is not in the client build`);
        shell.add(id);
      }
      for (let next = queue.pop(); next !== undefined; next = queue.pop()) {
        const info = graph.getModuleInfo(next);
        for (const [, key] of info?.code?.matchAll(MESSAGE_CALL) ?? []) words.add(key ?? "");
        for (const imported of info?.importedIds ?? []) {
          if (shell.has(imported) || graph.getModuleInfo(imported)?.isEntry) continue;
          shell.add(imported);
          queue.push(imported);
        }
      }
    }
    // Messages are one module each, and the shell reaches all of them through messages.js:
    // only those its own modules name (`m.frame_home`) join it; the rest go with the pages that
    // use them (/error's with /error).
    const message = MESSAGE_MODULE.exec(id)?.[1];
    if (message !== undefined) return words.has(message) ? "shell" : null;
    // react-dom's own module (flushSync, preload), which the client entry's react-dom/client and
    // the home page import: it loads on every page, yet it was a 1.4 KB chunk of its own.
    if (REACT_DOM_SHARED.test(id)) return "shell";
    // The root route's own code too: its chunk imported some thirty names from the shell, which
    // every page paid for; it is now a line that re-exports the route's parts from the shell.
    if (id === ROOT_ROUTE) return "shell";
    // Every page's meta is built with seo.ts (pageMeta, privateMeta, adminMeta): it loads with
    // every page too, and was a chunk of its own.
    if (id === SEO_META) return "shell";
    return shell.has(id) ? "shell" : null;
  };
}

/** The pages most visits start on; what two of them share is one chunk (catalogueChunk). */
const CATALOGUE_ROUTES = ["home", "shop", "product"].map((name) =>
  path.resolve(`app/routes/site/${name}.tsx`),
);

/**
 * What two or more of the home, shop and product pages import besides the shell (the product
 * card, compare link, stars, units, breadcrumbs) was split into a chunk per set of importers:
 * five chunks of 0.1–1.3 KB for a product page, each with its own imports from the shell. One
 * chunk of them is smaller and four requests fewer. Admin routes never import it, and other
 * pages fetch it only if they use one of its modules.
 */
function catalogueChunk(inShell: (id: string, graph: ModuleGraph) => boolean) {
  let shared: Set<string> | undefined;
  return (id: string, graph: ModuleGraph): string | null => {
    if (!shared) {
      const seen = new Map<string, number>();
      for (const route of CATALOGUE_ROUTES) {
        const reached = new Set<string>();
        const queue = [route];
        for (let next = queue.pop(); next !== undefined; next = queue.pop()) {
          for (const imported of graph.getModuleInfo(next)?.importedIds ?? []) {
            if (reached.has(imported) || inShell(imported, graph)) continue;
            if (graph.getModuleInfo(imported)?.isEntry) continue;
            reached.add(imported);
            queue.push(imported);
          }
        }
        for (const module of reached) seen.set(module, (seen.get(module) ?? 0) + 1);
      }
      shared = new Set([...seen].filter(([, routes]) => routes >= 2).map(([module]) => module));
    }
    return shared.has(id) ? "catalogue" : null;
  };
}

/** After-sales' shared client code (docs/after-sales.md): its choices and labels, its cards. */
const SERVICE_KIT = ["service-fields.ts", "point-card.tsx", "photo-field.tsx"].map((file) =>
  path.resolve("app/service", file),
);

/**
 * What the after-sales pages share — their messages, choices and cards — as one chunk. Split by
 * Rolldown it was a chunk per message and per set of pages, a dozen files each named in every
 * language's route table, which every first visit downloads (0.2 KB gzip on every page).
 */
function serviceChunk(id: string): string | null {
  if (SERVICE_KIT.includes(id)) return "service";
  return MESSAGE_MODULE.exec(id)?.[1]?.startsWith("service_") ? "service" : null;
}

/** The form kit every public form uses: its fields, its error summary, its error handling. */
const FORM_KIT = [
  "app/ui/field.tsx",
  "app/ui/error-summary.tsx",
  "app/forms/use-form-errors.ts",
  "app/forms/field-errors.ts",
].map((file) => path.resolve(file));

/**
 * The form kit as one chunk of its own. Left to the groups, the after-sales group took the fields
 * (its forms import them), and /contact loaded every after-sales message with them (4 KB gzip);
 * split by Rolldown it was three chunks for one form.
 */
function formChunk(id: string): string | null {
  return FORM_KIT.includes(id) ? "forms" : null;
}

/**
 * The shell, then the form kit, then the catalogue pages' and the after-sales pages' shared
 * chunks; the rest as Rolldown splits it. A group also takes what its modules import, so the
 * shell's group goes first: otherwise the catalogue chunk took React Router from under it.
 */
function pageChunks() {
  const shell = shellChunk();
  const catalogue = catalogueChunk((id, graph) => shell(id, graph) !== null);
  return [
    { name: shell, priority: 3 },
    { name: formChunk, priority: 2 },
    { name: catalogue, priority: 1 },
    // Only what two or more pages use: a text one page alone shows stays in that page's chunk
    // (grouped, the serial page downloaded the request form's and the locator's texts).
    { name: serviceChunk, priority: 1, minShareCount: 2 },
  ];
}

/** The module Vite's client build imports its preload helper from. */
const PRELOAD_HELPER = "\0vite/preload-helper.js";

/**
 * Vite wraps every `import()` of the client build in a helper that first adds `<link>`s for the
 * imported chunk's dependencies and stylesheets: 0.7 KB gzip in the shell, on every page. With
 * modulePreload off it is given no scripts to preload, and no lazy chunk has a stylesheet (the
 * one stylesheet is the root's), so every call was `helper(() => import(x), [])`. Here the
 * helper only calls the import. Should a dynamic import ever have files to preload, the build
 * fails rather than drop them.
 */
function plainDynamicImports(): Plugin {
  return {
    name: "plain-dynamic-imports",
    enforce: "pre",
    apply: "build",
    applyToEnvironment: (environment) => environment.config.consumer === "client",
    resolveId: (id) => (id === PRELOAD_HELPER ? id : null),
    load: (id) => (id === PRELOAD_HELPER ? "export const __vitePreload = (load) => load();" : null),
    generateBundle: {
      order: "post",
      handler(_options, bundle) {
        for (const file of Object.values(bundle)) {
          if (file.type === "chunk" && file.code.includes("__vite__mapDeps"))
            this.error(
              `${file.fileName}: a dynamic import has files to preload, which plainDynamicImports (vite.config.ts) would drop`,
            );
        }
      },
    },
  };
}

export default defineConfig(({ isSsrBuild }) => ({
  resolve: { tsconfigPaths: true },
  build: isSsrBuild
    ? ssrInput
    : {
        // Client: no preloads of their own for our few lazy imports (the enquiry dialog, toasts,
        // form schemas), and no helper around them (plainDynamicImports); React Router preloads
        // route modules itself.
        modulePreload: false,
        // Fonts stay files: the security policy's font-src is 'self', which a data: URL is not.
        assetsInlineLimit: (file: string) => (file.endsWith(".woff2") ? false : undefined),
        rolldownOptions: { output: { codeSplitting: { groups: pageChunks() } } },
      },
  // React Router's v8_viteEnvironmentApi builds the SSR environment from here. lucide-react is
  // bundled so that only the icons we use are in it: loaded whole, it held 32 MB in the server.
  environments: { ssr: { build: ssrInput, resolve: { noExternal: ["lucide-react"] } } },
  // Paraglide first (after the helper's stand-in, which only answers for the helper's module): it
  // compiles messages/ into app/i18n/paraglide/ before anything imports it.
  plugins: [
    plainDynamicImports(),
    paraglideVitePlugin(paraglideOptions),
    markMessageLocale(),
    tailwindcss(),
    reactRouter(),
  ],
}));
