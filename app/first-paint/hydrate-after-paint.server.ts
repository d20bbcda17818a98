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
 * order, before it imports the client entry exactly as before. A document whose
 * scripts do not have the expected shape is returned unchanged, preloads included.
 *
 * It works on the rendered bytes and decodes only the tags it rewrites: decoding
 * a whole page (two-byte as soon as it holds a ₹) and encoding it again costs a
 * noticeable share of a render.
 */

const HREF = /\bhref="([^"]+)"/;
const PRELOAD_ATTRIBUTE = 'rel="modulepreload"';
/** React Router's module script is the document's last. */
const MODULE_ATTRIBUTE = 'type="module"';
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

/** The document's module preload tags before `end`: where each is, and what it preloads. */
function modulePreloads(html: Buffer, end: number) {
  const found: { start: number; end: number; href: string }[] = [];
  for (let at = html.indexOf(PRELOAD_ATTRIBUTE); at >= 0 && at < end; ) {
    const start = html.lastIndexOf("<link", at);
    const close = html.indexOf(">", at);
    // Not inside a <link> tag after all: the document is not what we expect.
    if (start < 0 || close < 0 || html.indexOf(">", start) < at) return null;
    const href = HREF.exec(html.toString("utf8", start, close + 1))?.[1];
    if (!href) return null;
    found.push({ start, end: close + 1, href });
    at = html.indexOf(PRELOAD_ATTRIBUTE, close);
  }
  return found;
}

export function hydrateAfterFirstPaint(html: Buffer<ArrayBuffer>): Buffer<ArrayBuffer> {
  const attribute = html.lastIndexOf(MODULE_ATTRIBUTE);
  const open = attribute < 0 ? -1 : html.lastIndexOf("<script", attribute);
  const bodyStart = open < 0 ? -1 : html.indexOf(">", attribute) + 1;
  const bodyEnd = bodyStart <= 0 ? -1 : html.indexOf("</script>", bodyStart);
  if (bodyEnd < 0) return html;
  const body = html.toString("utf8", bodyStart, bodyEnd);
  const entry = ENTRY_IMPORT.exec(body)?.[1];
  const dynamic = body
    .replace(STATIC_SIDE_EFFECT_IMPORT, "await import($1);")
    .replace(STATIC_ROUTE_IMPORT, "const $1 = await import($2);");
  // No route import to defer, no entry import at the end, or another static
  // import that would still be fetched before the wait: leave the page as it is.
  if (!entry || dynamic === body || /^\s*import\s/m.test(dynamic)) return html;
  const preloads = modulePreloads(html, open);
  if (!preloads) return html;

  const parts: Buffer[] = [];
  let from = 0;
  for (const link of preloads) {
    parts.push(html.subarray(from, link.start));
    from = link.end;
  }
  const hrefs = preloads.map((link) => link.href);
  const rewritten = `${AFTER_FIRST_PAINT}\n${loadScript(hrefs, JSON.parse(entry))}\n${dynamic}`;
  parts.push(html.subarray(from, bodyStart), Buffer.from(rewritten), html.subarray(bodyEnd));
  return Buffer.concat(parts);
}

/**
 * The scripts a document has its browser fetch on a first visit: its module
 * preloads, or the list its rewritten script preloads after the first paint.
 */
export function firstVisitModules(html: string): string[] {
  const listed = PRELOAD_LIST.exec(html)?.[1];
  const later: unknown = listed ? JSON.parse(listed) : [];
  const preloads = [...html.matchAll(/<link\b[^>]*\brel="modulepreload"[^>]*>/g)].map(
    (m) => HREF.exec(m[0])?.[1] ?? "",
  );
  return [...new Set([...preloads, ...(Array.isArray(later) ? later.map(String) : [])])].filter(
    Boolean,
  );
}
