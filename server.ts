/**
 * Express entry: security headers, compression, static assets, media delivery,
 * React Router, health check and graceful shutdown. Built by Vite as the SSR
 * entry, so it shares one module graph (one database handle) with the routes.
 */

import { createServer, type IncomingMessage, type Server } from "node:http";
import path from "node:path";
import { createRequestHandler } from "@react-router/express";
import { toNodeHandler } from "better-auth/node";
import compression from "compression";
import express, { type NextFunction, type Request, type Response } from "express";
import helmet from "helmet";
import type { ServerBuild } from "react-router";
import { appAuth } from "~/accounts/auth.server";
import { hitAddress, tooManyAttempts } from "~/accounts/rate-limit.server";
import { prepareData } from "~/boot/prepare.server";
import { appPageCache } from "~/cache/page-cache.server";
import { postgresBus, setCatalogueBus } from "~/changes/events.server";
import { type Env, env } from "~/config/env.server";
import { appDb, closeAppDb } from "~/db/db.server";
import { startLeadMail } from "~/enquiries/outbox.server";
import { NO_STORE } from "~/http/cache-control";
import { localeBuilds } from "~/i18n/locale-scripts.server";
import { scriptScope } from "~/i18n/locales";
import { getLocale } from "~/i18n/paraglide/runtime.js";
import { inRequestLocale } from "~/i18n/request-locale.server";
import { appMediaStorage } from "~/media/app-storage.server";
import { serveMedia } from "~/media/media-route.server";
import { startMediaSweep } from "~/media/sweep.server";
import { checkHealth } from "~/observability/health.server";
import { log } from "~/observability/log.server";
import { requestLog, routePatternFinder } from "~/observability/request-log.server";
import { shopFilesFromEnv } from "~/ops/backup.server";
import { type BackupSchedule, startBackupSchedule } from "~/ops/backup-schedule.server";
import { removePidFile, writePidFile } from "~/ops/pid-file.server";
import { embedOrigins } from "~/security/embed-origins.server";
import { permissionsPolicy, strictTransportSecurity } from "~/security/headers.server";
import { newNonce } from "~/security/nonce.server";
import { readNulAsSpace } from "~/security/request-url.server";
import { serviceAlertMail } from "~/service/alerts.server";
import { takeFlash } from "~/toasts/flash.server";

type Mode = "production" | "development";

/** The socket's address, or the proxy's X-Forwarded-For when TRUST_PROXY is set. */
function clientIp(req: Request): string {
  return req.ip ?? req.socket.remoteAddress ?? "unknown";
}

function securityHeaders(mode: Mode) {
  const embeds = embedOrigins(env().site);
  return helmet({
    contentSecurityPolicy:
      mode === "development"
        ? false
        : {
            directives: {
              defaultSrc: ["'self'"],
              scriptSrc: ["'self'", (_req, res) => `'nonce-${(res as Response).locals.cspNonce}'`],
              // Toasts and server-rendered style attributes need inline styles.
              styleSrc: ["'self'", "'unsafe-inline'"],
              imgSrc: ["'self'", "data:", "blob:"],
              fontSrc: ["'self'"],
              connectSrc: ["'self'", ...embeds.connect],
              frameSrc: embeds.frames.length > 0 ? embeds.frames : ["'none'"],
              formAction: ["'self'", "https://wa.me", "https://api.whatsapp.com"],
              objectSrc: ["'none'"],
              baseUri: ["'self'"],
              frameAncestors: ["'self'"],
              upgradeInsecureRequests: null,
            },
          },
    crossOriginEmbedderPolicy: false,
    // Not helmet's "no-referrer": under it a browser sends `Origin: null` with a form
    // posted without JavaScript, and React Router refuses such a post as cross-site.
    // Other sites still get no referrer from us.
    referrerPolicy: { policy: "same-origin" },
    // Production behind plain HTTP (the quick start) must not be pinned to HTTPS.
    strictTransportSecurity: false,
  });
}

/**
 * The Express app; `build` is the React Router server build: the module itself
 * in production (a function makes React Router rebuild its route tables for
 * every request), a loader of the virtual module in development.
 */
export function createApp(mode: Mode, build: ServerBuild | (() => Promise<ServerBuild>)) {
  const app = express();
  app.disable("x-powered-by");
  // main() does this before the page cache too; here for the development server.
  app.use((req, _res, next) => {
    readNulAsSpace(req);
    next();
  });
  const proxy = env().trustProxy;
  if (proxy) app.set("trust proxy", proxy);
  // Everything after this renders and redirects in the language of the URL's prefix.
  app.use(inRequestLocale);

  // Route patterns for the log lines of slow and failed requests.
  let reactRoute: ((pathname: string) => string | undefined) | undefined;
  Promise.resolve(typeof build === "function" ? build() : build).then(
    (b: ServerBuild) => {
      reactRoute = routePatternFinder(b.routes);
    },
    () => undefined,
  );
  const CATCH_ALL = "/{*splat}";
  app.use(
    requestLog({
      trustIncomingId: Boolean(proxy),
      routeOf: (req) => {
        const expressRoute: unknown = req.route?.path;
        if (typeof expressRoute === "string" && expressRoute !== CATCH_ALL) return expressRoute;
        if (req.path.startsWith("/assets/")) return "/assets/*";
        if (req.path === "/__manifest") return req.path; // React Router's route discovery
        return reactRoute?.(req.path);
      },
    }),
  );

  app.use((_req, res, next) => {
    res.locals.cspNonce = newNonce();
    next();
  });
  app.use(securityHeaders(mode));
  const policy = permissionsPolicy(embedOrigins(env().site).frames);
  app.use((req, res, next) => {
    res.setHeader("Permissions-Policy", policy);
    const hsts = strictTransportSecurity(req.secure, env().hstsMaxAgeSeconds);
    if (hsts) res.setHeader("Strict-Transport-Security", hsts);
    next();
  });
  app.use(compression());

  // For load balancers: 200 while the database answers, 503 when it does not.
  app.get("/healthz", async (_req, res) => {
    const health = await checkHealth(appDb());
    res.set("Cache-Control", NO_STORE);
    if (health.ok) {
      res.json({ ok: true });
      return;
    }
    log().error({ detail: health.error }, "health check failed");
    res.status(503).json({ ok: false, error: "database unavailable" });
  });

  // An Origin that is not a single URL (e.g. a repeated header) counts as cross-site.
  const originHost = (origin: string) => {
    try {
      return new URL(origin).host;
    } catch {
      return null;
    }
  };

  // Cross-site form posts are refused outright (session cookies are SameSite=Lax too).
  app.use((req, res, next) => {
    const origin = req.get("origin");
    if (req.method === "GET" || req.method === "HEAD" || !origin || origin === "null")
      return next();
    if (originHost(origin) !== req.get("host")) {
      res.status(403).type("text/plain").send("Cross-site request refused");
      return;
    }
    next();
  });

  // Better Auth's HTTP API; attempts to sign in or up count against the same
  // per-address limits as our own forms (per account: the hook in auth.server.ts).
  app.post(["/api/auth/sign-in/email", "/api/auth/sign-up/email"], async (req, res, next) => {
    const action = req.path.endsWith("/sign-in/email") ? "sign-in" : "sign-up";
    const verdict = await hitAddress(action, clientIp(req));
    if (verdict.ok) return next();
    res
      .set("Retry-After", String(verdict.retryAfterSeconds))
      .status(429)
      .json({ message: tooManyAttempts(verdict.retryAfterSeconds) });
  });
  app.all("/api/auth/{*splat}", toNodeHandler(appAuth()));

  if (mode === "production") {
    const client = path.join(env().buildDir, "client");
    app.use(
      "/assets",
      express.static(path.join(client, "assets"), { immutable: true, maxAge: "1y" }),
    );
    // Only names with an extension can be files there: pages skip the disk lookup.
    const files = express.static(client, { maxAge: "1h", index: false });
    app.use((req, res, next) => (path.extname(req.path) ? files(req, res, next) : next()));
  }

  app.get("/media/:variant/:id", (req, res, next) => {
    serveMedia(req, res).catch(next);
  });

  // Anonymous visitors' pages are rendered once, then answered by main()'s front door (app/cache/),
  // which asks Express whether a request came over HTTPS (TRUST_PROXY decides whose word counts).
  const overHttps = (req: IncomingMessage): boolean => {
    // The usual case, plain HTTP with no proxy's word on it, costs a cache hit nothing more.
    if (!req.headers["x-forwarded-proto"] && !("encrypted" in req.socket)) return false;
    const view = Object.create(app.request) as Request;
    Object.assign(view, { headers: req.headers, connection: req.socket });
    return view.secure;
  };
  const pages =
    mode === "production"
      ? appPageCache((req) => {
          const hsts = strictTransportSecurity(overHttps(req), env().hstsMaxAgeSeconds);
          return hsts ? ["strict-transport-security", hsts] : [];
        })
      : null;
  if (pages) app.use(pages.capture);
  const handler = (serverBuild: typeof build) =>
    createRequestHandler({
      build: serverBuild,
      mode,
      getLoadContext: (req, res) => ({
        cspNonce: res.locals.cspNonce as string,
        flash: takeFlash(req, res),
        clientIp: clientIp(req),
        requestId: res.locals.requestId as string,
        inlineStyles: res.locals.pageCapture === true,
      }),
    });
  if (typeof build === "function") app.all(CATCH_ALL, handler(build));
  else {
    // Each language's pages, and the admin's, load their own copy of the scripts (docs/languages.md).
    const handlers = Object.entries(localeBuilds(build, path.join(env().buildDir, "client")));
    const byScope = new Map(handlers.map(([scope, b]) => [scope, handler(b)]));
    app.all(CATCH_ALL, (req, res, next) => {
      const scope = scriptScope(req.path) === "admin" ? "admin" : getLocale();
      return byScope.get(scope)?.(req, res, next);
    });
  }

  app.use((error: unknown, _req: Request, res: Response, _next: NextFunction) => {
    // Errors Express raises for a bad request (e.g. a path with broken %-encoding) carry a 4xx.
    const status = (error as { status?: unknown }).status;
    if (typeof status === "number" && status >= 400 && status < 500) {
      log().debug({ err: error }, "bad request");
      if (!res.headersSent) res.status(status).type("text/plain").send("Bad request");
      return;
    }
    log().error({ err: error }, "unhandled error");
    if (!res.headersSent) {
      res
        .status(500)
        .type("text/plain")
        .send(`Something went wrong. Reference: ${res.locals.requestId}`);
    }
  });
  return app;
}

export { prepareData };

/** One line for the operator: where the database and the media are. */
function whereDataLives(config: Env): string {
  const media = config.media;
  const database =
    config.database.kind === "postgres"
      ? `database ${new URL(config.database.url).host}${new URL(config.database.url).pathname}`
      : `data in ${config.dataDir}`;
  return media.kind === "s3" ? `${database}, media in bucket ${media.bucket}` : database;
}

/** A running storefront: its HTTP server, port and a graceful stop (open requests finish first). */
export interface Storefront {
  server: Server;
  port: number;
  /** Stops accepting, finishes open requests (10 s at most), stops the background work, closes the database. */
  stop(): Promise<void>;
}

/**
 * Prepares the data (unless `npm start` has done so: `adminNote`), starts the background work
 * (lead e-mails, the media sweep, scheduled backups, the change bus on PostgreSQL) and listens on
 * PORT. main() adds the pid file, the signals and the operator's lines; the in-process HTTP tests
 * (tests/http/) start exactly this, so they drive the server `npm start` runs.
 */
export async function startStorefront(
  options: { adminNote?: string } = {},
): Promise<Storefront & { adminNote: string }> {
  const config = env();
  // env() has checked MEDIA_STORAGE / S3_*; the storage is made now, not at the first image.
  appMediaStorage();
  const adminNote = options.adminNote ?? (await prepareData());
  // Several instances on PostgreSQL: admin pages hear every instance's changes.
  const bus = config.database.kind === "postgres" ? await postgresBus(config.database.url) : null;
  if (bus) setCatalogueBus(bus);
  // Lead e-mails (SMTP_* settings): queued with each lead, sent in the background; the same
  // worker sends the after-sales alerts (app/service/alerts.server.ts).
  const leadMail = await startLeadMail(appDb(), {
    settings: config.smtp,
    baseUrl: config.baseUrl,
    more: [serviceAlertMail],
  });

  // Uploads nothing uses any more are removed a day after they were last in use.
  const mediaSweep = startMediaSweep(appDb(), appMediaStorage());

  const build = (await import("virtual:react-router/server-build")) as ServerBuild;
  const app = createApp("production", build);
  const pages = appPageCache();
  const listener = pages ? pages.front(app) : app;
  const server = createServer((req, res) => {
    readNulAsSpace(req);
    listener(req, res);
  }).listen(config.port, config.host);
  await new Promise<void>((resolve, reject) => {
    server.once("listening", resolve);
    server.once("error", reject);
  });
  const address = server.address();
  const port = typeof address === "object" && address ? address.port : config.port;
  let backups: BackupSchedule | null = null;
  if (config.backup.intervalMs !== null) {
    const files = shopFilesFromEnv();
    if (!files.mediaDir) {
      log().warn("scheduled backups hold the database and secret; back up the S3 bucket itself");
    }
    backups = await startBackupSchedule(files, {
      ...config.backup,
      intervalMs: config.backup.intervalMs,
    });
  }
  let stopping: Promise<void> | undefined;
  const stop = () => {
    stopping ??= new Promise<void>((resolve) => {
      const force = setTimeout(() => server.closeAllConnections(), 10_000).unref();
      server.close(async () => {
        clearTimeout(force);
        await backups?.stop();
        mediaSweep.stop();
        await leadMail.stop();
        await bus?.stop();
        await closeAppDb();
        resolve();
      });
      server.closeIdleConnections();
    });
    return stopping;
  };
  return { server, port, adminNote, stop };
}

/**
 * Serves until SIGTERM/SIGINT. `npm start` prepares the data in a process of its own first
 * (scripts/serve.mjs) and passes on the sign-in line; without it, main() prepares the data itself.
 */
export async function main(options: { adminNote?: string } = {}): Promise<Server> {
  const config = env();
  const shop = await startStorefront(options);
  // `npm run restore` refuses to overwrite the data of a shop that is running.
  try {
    writePidFile(config.dataDir, shop.port);
  } catch (error) {
    log().warn({ err: error }, "could not write DATA_DIR/storefront.pid");
  }
  // Listening for signals before saying "ready": a supervisor may stop us at once.
  let closing = false;
  const shutdown = (signal: string) => {
    if (closing) return;
    closing = true;
    console.log(`${signal}: finishing open requests, then stopping`);
    shop.stop().then(() => {
      removePidFile(config.dataDir);
      process.exit(0);
    });
  };
  // Ctrl-C reaches the launcher and this process both, and the launcher passes it on: a repeat
  // must not end the process before its requests are finished.
  process.on("SIGTERM", () => shutdown("SIGTERM"));
  process.on("SIGINT", () => shutdown("SIGINT"));
  console.log(`Storefront ready on http://localhost:${shop.port} (${whereDataLives(config)})`);
  console.log(shop.adminNote);
  return shop.server;
}
