import { createHash } from "node:crypto";
import type { IncomingMessage, ServerResponse } from "node:http";
import type { Response } from "express";
import type { CatalogueTopic } from "~/changes/events.server";
import { newNonce } from "~/security/nonce.server";
import { gzipFill, gzipTemplate } from "./gzip-splice.server";
import type { CachedPage } from "./page-store.server";

/** Cookies that make a response personal: Better Auth's session, our flash toast. */
const PERSONAL_COOKIE = /(?:^|;\s*)(?:(?:__Secure-|__Host-)?better-auth\.[^=]*|flash)=/;

/** Headers that belong to one response, never to the stored page. */
const PER_RESPONSE = new Set([
  // Each answer names its own request (app/observability/request-log.server.ts).
  "x-request-id",
  "set-cookie",
  "content-length",
  "transfer-encoding",
  "connection",
  "keep-alive",
  "date",
  "etag",
  "content-encoding",
  // Only for a request that came over HTTPS: sendPage adds it per request.
  "strict-transport-security",
]);

/** No session or flash cookie and no Authorization: the visitor is anonymous. */
export function anonymous(req: IncomingMessage): boolean {
  if (req.headers.authorization) return false;
  const cookie = req.headers.cookie;
  return !cookie || !PERSONAL_COOKIE.test(cookie);
}

export function acceptsGzip(req: IncomingMessage): boolean {
  const accept = req.headers["accept-encoding"];
  return typeof accept === "string" && /\bgzip\b(?!;\s*q=0(?:\.0*)?\s*(?:,|$))/.test(accept);
}

function matchesEtag(req: IncomingMessage, etag: string): boolean {
  const header = req.headers["if-none-match"];
  if (!header) return false;
  const opaque = etag.slice(2);
  return header.split(",").some((tag) => {
    const t = tag.trim();
    return t === "*" || t === etag || t === opaque;
  });
}

function split(body: Buffer, nonce: string | undefined): Buffer[] {
  if (!nonce) return [body];
  const needle = Buffer.from(nonce);
  const parts: Buffer[] = [];
  let from = 0;
  for (let at = body.indexOf(needle); at !== -1; at = body.indexOf(needle, from)) {
    parts.push(body.subarray(from, at));
    from = at + needle.length;
  }
  parts.push(body.subarray(from));
  return parts;
}

function join(parts: Buffer[], fill: Buffer): Buffer {
  if (parts.length === 1) return parts[0] as Buffer;
  const out: Buffer[] = [];
  parts.forEach((part, i) => {
    if (i > 0) out.push(fill);
    out.push(part);
  });
  return Buffer.concat(out);
}

/** A 200 that set no cookie and was not marked private or no-store. */
export function storable(res: Response): boolean {
  if (res.statusCode !== 200 || res.headersSent) return false;
  if (res.getHeader("set-cookie") !== undefined) return false;
  return !/\b(private|no-store)\b/i.test(String(res.getHeader("cache-control") ?? ""));
}

/** Every header the render set (security headers included), split where its nonce was. */
function pageHeaders(res: Response, nonce: string | undefined): [string, string[]][] {
  const headers: [string, string[]][] = [];
  let vary = "";
  for (const name of res.getHeaderNames()) {
    if (PER_RESPONSE.has(name)) continue;
    const value = res.getHeader(name);
    const text = Array.isArray(value) ? value.join(", ") : String(value);
    if (name === "vary") vary = text;
    else headers.push([name, nonce ? text.split(nonce) : [text]]);
  }
  headers.push(["vary", [vary ? `${vary}, Accept-Encoding` : "Accept-Encoding"]]);
  return headers;
}

/** The page a render produced, from the response's headers and bytes. */
export function pageFrom(
  res: Response,
  body: Buffer,
  key: string,
  topics: readonly CatalogueTopic[],
  storedAt: number,
): CachedPage {
  const nonce = res.locals.cspNonce as string | undefined;
  const parts = split(body, nonce);
  const hash = createHash("sha1");
  for (const part of parts) hash.update(part).update("\0");
  return {
    key,
    topics,
    headers: pageHeaders(res, nonce),
    parts,
    holeLength: parts.length > 1 && nonce ? Buffer.byteLength(nonce) : 0,
    etag: `W/"${hash.digest("base64url").slice(0, 22)}"`,
    bytes: body.length + key.length,
    storedAt,
  };
}

/**
 * Answers from a stored page with a new nonce, in one writeHead. The 304 has
 * no CSP header: the browser keeps the policy that matches the copy it has.
 * Returns the bytes a first gzip answer added to the page (its compressed copy).
 */
export function sendPage(
  req: IncomingMessage,
  res: ServerResponse,
  page: CachedPage,
  gzip: boolean,
  requestId: string,
  /** "hit": answered from memory; "miss": just rendered (and stored). Said in X-Cache, as proxies do. */
  cache: "hit" | "miss",
  /** Headers that depend on the request rather than the page (Strict-Transport-Security). */
  perRequest: readonly string[] = [],
): number {
  const nonce = newNonce();
  const head: string[] = [
    "etag",
    page.etag,
    "x-request-id",
    requestId,
    "x-cache",
    cache,
    ...perRequest,
  ];
  if (matchesEtag(req, page.etag)) {
    for (const [name, value] of page.headers) {
      if (name !== "content-security-policy" && name !== "content-type") {
        head.push(name, value.join(nonce));
      }
    }
    res.writeHead(304, head).end();
    return 0;
  }
  for (const [name, value] of page.headers) head.push(name, value.join(nonce));
  const fill = Buffer.from(nonce);
  let added = 0;
  let body: Buffer | null = null;
  if (gzip) {
    if (!page.gzip) {
      page.gzip = gzipTemplate(page.parts, page.holeLength);
      added = page.gzip.deflated.reduce((n, b) => n + b.length, 0);
    }
    body = gzipFill(page.gzip, fill);
    if (body) head.push("content-encoding", "gzip");
  }
  body ??= join(page.parts, fill);
  head.push("content-length", String(body.length));
  res.writeHead(200, head);
  if (req.method === "HEAD") res.end();
  else res.end(body);
  return added;
}
