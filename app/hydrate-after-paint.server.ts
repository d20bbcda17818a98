/**
 * Lets the browser paint a server-rendered page before it fetches and runs the
 * JavaScript that hydrates it.
 *
 * React Router ends every document with an inline module script that imports
 * the route modules statically, and React hoists a `<link rel="modulepreload">`
 * for each of their chunks into `<head>`. The browser then fetches 120 KB of
 * scripts alongside the document and often evaluates them before its first
 * paint, so on a slow phone the page stays blank while scripts that only add
 * behaviour arrive (docs/benchmarks.md, "Lighthouse"). Every page works without
 * JavaScript (links are links, forms post), so nothing is lost by painting first.
 *
 * This rewrites that script to wait for the first contentful paint, then add the
 * same module preloads (so the chunks still download in parallel), evaluate the
 * chunks one task at a time and import the route modules dynamically, in the same
 * order, before it imports the client entry exactly as before. A document whose scripts do not have the expected
 * shape is returned unchanged, preloads included.
 */

const MODULE_PRELOAD = /<link\b[^>]*\brel="modulepreload"[^>]*>/g;
const HREF = /\bhref="([^"]+)"/;
const ROUTER_MODULE_SCRIPT = /(<script\b[^>]*\btype="module"[^>]*>)([\s\S]*?)(<\/script>)/;
const STATIC_ROUTE_IMPORT = /^\s*import \* as (route\d+) from ("[^"\n]+");$/gm;
/** The route manifest, imported for its side effect when routes are all known up front. */
const STATIC_SIDE_EFFECT_IMPORT = /^\s*import ("[^"\n]+");$/gm;

/**
 * Resolves once the first contentful paint has been presented (the observer's
 * callback is its own task, after that frame), at once for a page that is not
 * visible (a background tab paints nothing until shown), and after three
 * seconds at worst, so a browser that reports no paint still hydrates.
 */
const AFTER_FIRST_PAINT = `await new Promise((go) => {
  const paint = globalThis.PerformanceObserver?.supportedEntryTypes?.includes("paint");
  if (!paint || document.visibilityState !== "visible") return go();
  let timer;
  const done = () => { observer.disconnect(); clearTimeout(timer); go(); };
  const observer = new PerformanceObserver((list) => { if (list.getEntriesByName("first-contentful-paint").length > 0) done(); });
  observer.observe({ type: "paint", buffered: true });
  timer = setTimeout(done, 3000);
});`;

const PRELOAD_LIST = /for \(const href of (\[[^\]\n]*\])\) \{/;
const ENTRY_IMPORT = /\bimport\(("[^"\n]+")\);\s*$/;

/**
 * Preloads every chunk at once (one round trip, not a waterfall), then evaluates
 * them one by one, in dependency order, yielding to the browser between them: a
 * phone then runs several short tasks it can answer a tap between, instead of
 * compiling and running 380 KB of JavaScript in one. The client entry, which
 * hydrates as soon as it runs, is left for the router's own code to import last.
 */
function loadScript(hrefs: string[], entry: string): string {
  const chunks = hrefs.filter((href) => href !== entry);
  return `for (const href of ${JSON.stringify(hrefs)}) {
  const link = document.createElement("link");
  link.rel = "modulepreload";
  link.href = href;
  document.head.append(link);
}
for (const href of ${JSON.stringify(chunks)}) {
  await import(href);
  await new Promise((go) => { const channel = new MessageChannel(); channel.port1.onmessage = () => go(); channel.port2.postMessage(null); });
}`;
}

export function hydrateAfterFirstPaint(html: string): string {
  const script = ROUTER_MODULE_SCRIPT.exec(html);
  if (!script) return html;
  const [whole, open = "", body = "", close = ""] = script;
  const entry = ENTRY_IMPORT.exec(body)?.[1];
  const dynamic = body
    .replace(STATIC_SIDE_EFFECT_IMPORT, "await import($1);")
    .replace(STATIC_ROUTE_IMPORT, "const $1 = await import($2);");
  // No route import to defer, no entry import at the end, or another static
  // import that would still be fetched before the wait: leave the page as it is.
  if (!entry || dynamic === body || /^\s*import\s/m.test(dynamic)) return html;

  const hrefs: string[] = [];
  const withoutPreloads = html.replace(MODULE_PRELOAD, (link) => {
    const href = HREF.exec(link)?.[1];
    if (!href) return link;
    hrefs.push(href);
    return "";
  });
  const rewritten = `${open}${AFTER_FIRST_PAINT}\n${loadScript(hrefs, JSON.parse(entry))}\n${dynamic}${close}`;
  return withoutPreloads.replace(whole, () => rewritten);
}

/**
 * The scripts a document has its browser fetch on a first visit: its module
 * preloads, or the list its rewritten script preloads after the first paint.
 */
export function firstVisitModules(html: string): string[] {
  const listed = PRELOAD_LIST.exec(html)?.[1];
  const later: unknown = listed ? JSON.parse(listed) : [];
  const preloads = [...html.matchAll(MODULE_PRELOAD)].map((m) => HREF.exec(m[0])?.[1] ?? "");
  return [...new Set([...preloads, ...(Array.isArray(later) ? later.map(String) : [])])].filter(
    Boolean,
  );
}
