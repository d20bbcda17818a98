import type { IncomingMessage, RequestListener, ServerResponse } from "node:http";
import type { RequestHandler, Response } from "express";
import { type CatalogueTopic, onLocalChange, subscribe } from "~/changes/events.server";
import { env } from "~/config/env.server";
import { appDb, dataVersionReader } from "~/db/db.server";
import { pagePath } from "~/http/page-address";
import { homeLanguage } from "~/i18n/language-choice";
import { newRequestId, requestIdFor } from "~/observability/log.server";
import { cacheableTopics } from "./cacheable-pages";
import { acceptsGzip, anonymous, pageFrom, sendPage, storable } from "./cached-response.server";
import { PageStore, type PageStoreOptions } from "./page-store.server";

/**
 * The page cache for anonymous visitors (docs/benchmarks.md, "Page cache").
 * Public GET pages and their `.data` requests (cacheable-pages.ts) are
 * rendered once and answered from memory until a change they show is
 * published on the catalogue bus, by any instance.
 *
 * - Never for a request with a session or flash cookie (or Authorization), and
 *   never stored unless the render answered 200, set no cookie and was not
 *   marked private or no-store: a signed-in header or a toast cannot get in.
 * - The CSP nonce stays per response: the page is kept split where the nonce
 *   was and joined with each response's own (gzip too, see gzip-splice).
 * - A weak ETag answers If-None-Match with 304.
 * - Concurrent first requests for one page wait for a single render.
 *
 * Two parts: `front` wraps the server's request listener, so a hit is
 * answered before Express runs, with the headers the page was rendered with;
 * `capture` is Express middleware just before React Router (after the nonce,
 * security headers and compression) that keeps what a miss renders.
 */
export interface PageCache {
  store: PageStore;
  front(listener: RequestListener): RequestListener;
  capture: RequestHandler;
  invalidate(topics?: readonly CatalogueTopic[]): void;
}

/** The cacheable page a request asks for, or null: path and query, and its topics. */
function cacheable(req: IncomingMessage) {
  if (req.method !== "GET" && req.method !== "HEAD") return null;
  const url = req.url ?? "/";
  const q = url.indexOf("?");
  const path = q === -1 ? url : url.slice(0, q);
  const topics = cacheableTopics(path);
  if (!topics || !anonymous(req)) return null;
  // The bare `/` redirects a visitor who chose a language and offers one to a browser that
  // prefers it (app/i18n/language-choice.ts): only the plain English page is shared.
  if (
    pagePath(path) === "/" &&
    homeLanguage(req.headers.cookie, req.headers["accept-language"]).kind !== "english"
  )
    return null;
  return { key: url, topics };
}

export interface PageCacheOptions extends PageStoreOptions {
  /** Behind a trusted proxy, a cached answer keeps the proxy's X-Request-Id (as the request log does). */
  trustIncomingId?: boolean;
  /** Headers that depend on the request rather than the page, as name, value, name, value … */
  perRequestHeaders?: (req: IncomingMessage) => string[];
}

export function createPageCache(options: PageCacheOptions): PageCache {
  const store = new PageStore(options);
  const rendering = new Map<string, Promise<void>>();

  const answer = (req: IncomingMessage, res: ServerResponse, key: string): boolean => {
    const page = store.get(key);
    if (!page) return false;
    store.hits++;
    // Served without the request log (an ordinary answer leaves no line), but it
    // still names itself, so a visitor can quote it.
    const header = req.headers["x-request-id"];
    const id = requestIdFor(
      typeof header === "string" ? header : undefined,
      Boolean(options.trustIncomingId),
    );
    const extra = options.perRequestHeaders?.(req);
    store.grew(page, sendPage(req, res, page, acceptsGzip(req), id, "hit", extra));
    return true;
  };

  const front =
    (listener: RequestListener): RequestListener =>
    (req, res) => {
      const want = cacheable(req);
      if (!want || answer(req, res, want.key)) {
        if (!want) listener(req, res);
        return;
      }
      const pending = rendering.get(want.key);
      if (!pending) return listener(req, res);
      pending.then(() => {
        if (!answer(req, res, want.key)) listener(req, res);
      });
    };

  const capture: RequestHandler = (req, res, next) => {
    const want = req.method === "GET" ? cacheable(req) : null;
    if (!want) return next();
    const { key, topics } = want;
    // Stored pages serve first-time visitors: they carry the stylesheet inline.
    res.locals.pageCapture = true;
    store.misses++;
    const epoch = store.epoch;
    let resolve!: () => void;
    const ready = new Promise<void>((r) => {
      resolve = r;
    });
    rendering.set(key, ready);
    const done = () => {
      if (rendering.get(key) === ready) rendering.delete(key);
      resolve();
    };
    res.once("close", done);
    keepBody(res, (body) => {
      done();
      if (!storable(res)) return false;
      const page = pageFrom(res, body, key, topics, store.now());
      store.set(page, epoch);
      for (const name of res.getHeaderNames()) res.removeHeader(name);
      store.grew(
        page,
        sendPage(
          req,
          res,
          page,
          acceptsGzip(req),
          String(res.locals.requestId ?? newRequestId()),
          "miss",
          options.perRequestHeaders?.(req),
        ),
      );
      return true;
    });
    next();
  };

  return { store, front, capture, invalidate: (topics) => store.invalidate(topics) };
}

/**
 * Holds what is written to `res` in memory until it ends, then offers the
 * bytes to `take`; when it declines, they are sent on as they were rendered.
 */
function keepBody(res: Response, take: (body: Buffer) => boolean): void {
  const chunks: Buffer[] = [];
  const { write, end } = res;
  res.write = ((chunk: unknown, encoding?: unknown, cb?: unknown) => {
    if (chunk) chunks.push(Buffer.from(chunk as string, encoding as BufferEncoding));
    if (typeof encoding === "function") encoding();
    else if (typeof cb === "function") cb();
    return true;
  }) as Response["write"];
  res.end = ((chunk?: unknown, encoding?: unknown) => {
    if (chunk && typeof chunk !== "function") {
      chunks.push(Buffer.from(chunk as string, encoding as BufferEncoding));
    }
    res.write = write;
    res.end = end;
    const body = Buffer.concat(chunks);
    if (!take(body)) res.end(body);
    return res;
  }) as Response["end"];
}

let shared: PageCache | null | undefined;

/**
 * The application's page cache (null when PAGE_CACHE_MB=0; PAGE_CACHE_MAX_AGE_SECONDS
 * bounds a page's life, default an hour): it listens on the
 * catalogue bus (every instance's changes, and this process's own at once)
 * and, on SQLite, notices writes by other processes through data_version.
 */
export function appPageCache(
  perRequestHeaders?: PageCacheOptions["perRequestHeaders"],
): PageCache | null {
  if (shared !== undefined) return shared;
  const { maxBytes, maxAgeMs } = env().pageCache;
  shared = null;
  if (maxBytes === 0) return shared;
  const cache = createPageCache({
    maxBytes,
    maxAgeMs,
    externalVersion: dataVersionReader(appDb()) ?? undefined,
    trustIncomingId: Boolean(env().trustProxy),
    perRequestHeaders,
  });
  // A resync after a lost connection names every topic: everything goes.
  subscribe((event) => cache.invalidate([event.topic]));
  onLocalChange((event) => cache.invalidate([event.topic]));
  shared = cache;
  return cache;
}
