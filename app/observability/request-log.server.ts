import type { NextFunction, Request, Response } from "express";
import { matchRoutes, type RouteObject, type ServerBuild } from "react-router";
import { requestIdFor, rootLogger, withRequestScope } from "./log.server";

/** Requests slower than this are logged at `warn` with their route. */
const SLOW_REQUEST_MS = 500;

export interface RequestLogOptions {
  slowMs?: number;
  /** Keep an `X-Request-Id` sent by the proxy (only when TRUST_PROXY is set). */
  trustIncomingId?: boolean;
  /** The route pattern that served a request, e.g. `/productinfo/:id`. */
  routeOf?: (req: Request) => string | undefined;
}

/**
 * Gives every request an id (the `X-Request-Id` response header, `reqId` in
 * every log line written while handling it) and logs it when it ends: at
 * `error` for a 5xx, at `warn` when slower than SLOW_REQUEST_MS, otherwise at
 * `debug`, so the default level (`info`) keeps ordinary traffic out of the log.
 */
export function requestLog(options: RequestLogOptions = {}) {
  const slowMs = options.slowMs ?? SLOW_REQUEST_MS;
  return (req: Request, res: Response, next: NextFunction) => {
    const id = requestIdFor(req.get("x-request-id"), Boolean(options.trustIncomingId));
    res.locals.requestId = id;
    res.setHeader("X-Request-Id", id);
    const started = process.hrtime.bigint();
    res.once("close", () => {
      const ms = Number(process.hrtime.bigint() - started) / 1e6;
      const logger = rootLogger();
      // A server-sent event stream is long by design, not slow.
      const stream = String(res.getHeader("content-type") ?? "").startsWith("text/event-stream");
      const failed = res.statusCode >= 500;
      const slow = ms > slowMs && !stream;
      const level = failed ? "error" : slow ? "warn" : "debug";
      if (!logger.isLevelEnabled(level)) return;
      const fields = {
        reqId: id,
        method: req.method,
        url: req.originalUrl.slice(0, 500),
        route: options.routeOf?.(req) ?? null,
        status: res.statusCode,
        ms: Math.round(ms * 10) / 10,
        ip: req.ip,
        ...(res.writableFinished ? {} : { aborted: true }),
      };
      logger[level](fields, failed ? "request failed" : slow ? "slow request" : "request");
    });
    withRequestScope(id, next);
  };
}

/** React Router's flat route manifest as nested route objects, for matchRoutes. */
type ManifestRoute = NonNullable<ServerBuild["routes"][string]>;

function routeTree(manifest: ServerBuild["routes"]): RouteObject[] {
  const byParent = new Map<string | undefined, ManifestRoute[]>();
  for (const route of Object.values(manifest)) {
    if (!route) continue;
    const siblings = byParent.get(route.parentId) ?? [];
    siblings.push(route);
    byParent.set(route.parentId, siblings);
  }
  const build = (parentId: string | undefined): RouteObject[] =>
    (byParent.get(parentId) ?? []).map((r) =>
      r.index
        ? { id: r.id, index: true, path: r.path }
        : { id: r.id, path: r.path, caseSensitive: r.caseSensitive, children: build(r.id) },
    );
  return build(undefined);
}

/**
 * The route pattern React Router serves a path with (`/productinfo/:id`),
 * also for its data requests (`/productinfo/x.data`, `/_root.data`).
 */
export function routePatternFinder(manifest: ServerBuild["routes"]) {
  const tree = routeTree(manifest);
  return (pathname: string): string | undefined => {
    const page = pathname === "/_root.data" ? "/" : pathname.replace(/\.data$/, "");
    const matches = matchRoutes(tree, page);
    if (!matches) return undefined;
    const parts = matches.map((m) => m.route.path).filter((p): p is string => Boolean(p));
    return `/${parts.join("/")}`.replace(/\/{2,}/g, "/");
  };
}
