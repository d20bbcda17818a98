/**
 * Media storage in an S3-compatible bucket (AWS S3, MinIO, Cloudflare R2,
 * Tigris, Ceph radosgw…), so several app instances share one set of originals
 * and derivatives.
 *
 * Why aws4fetch and not @aws-sdk/client-s3: aws4fetch has no dependencies and
 * only signs requests (SigV4) for Node's own fetch, which is all four object
 * calls need; it runs on Node 20. client-s3 pulls in dozens of packages, warns
 * that its releases from January 2027 need Node 22, and since 3.729 sends CRC32
 * checksums by default, which some S3-compatible servers reject unless
 * `requestChecksumCalculation: "WHEN_REQUIRED"` is set.
 */
import { createHash } from "node:crypto";
import { AwsClient } from "aws4fetch";
import type { S3Settings } from "~/config/storage-settings.server";
import {
  assertSafeMediaKey,
  fileSystemStorage,
  type MediaStorage,
  mediaContentType,
} from "./storage.server";

export interface S3ObjectInfo {
  size: number;
  contentType: string | null;
}

export interface S3MediaStorage extends MediaStorage {
  /** Size and type of a stored object (one HEAD request), or null when there is none. */
  stat(key: string): Promise<S3ObjectInfo | null>;
  /** `s3://bucket at endpoint`, for messages. */
  readonly location: string;
}

/** An S3 request that failed: no answer in time, a network error, or an error status. */
export class S3RequestError extends Error {
  override name = "S3RequestError";
  constructor(
    message: string,
    readonly status?: number,
    readonly code?: string,
    options?: ErrorOptions,
  ) {
    super(message, options);
  }
}

/** Every request gives up after this long (a hung storage must not hang page requests). */
const DEFAULT_TIMEOUT_MS = 15_000;

/** The object's URL in path style or virtual-host style. Keys are safe (no `..`, no `%`). */
export function objectUrl(
  settings: Pick<S3Settings, "endpoint" | "bucket" | "forcePathStyle">,
  key: string,
): URL {
  const url = new URL(settings.endpoint);
  const base = url.pathname.replace(/\/+$/, "");
  if (settings.forcePathStyle) {
    url.pathname = `${base}/${settings.bucket}/${key}`;
  } else {
    url.hostname = `${settings.bucket}.${url.hostname}`;
    url.pathname = `${base}/${key}`;
  }
  return url;
}

interface Answer {
  status: number;
  statusText: string;
  headers: Headers;
  body: Buffer;
}

/** S3 error bodies are `<Error><Code>NoSuchKey</Code><Message>…</Message>…</Error>`. */
function errorCode(body: Buffer): { code?: string; message?: string } {
  const text = body.toString("utf8");
  return {
    code: /<Code>([^<]*)<\/Code>/.exec(text)?.[1],
    message: /<Message>([^<]*)<\/Message>/.exec(text)?.[1],
  };
}

/** A 404 that means "no such key"; NoSuchBucket is a configuration error, never "missing". */
function isMissingKey(answer: Answer): boolean {
  return answer.status === 404 && errorCode(answer.body).code !== "NoSuchBucket";
}

export function s3Storage(
  settings: S3Settings,
  options: { timeoutMs?: number } = {},
): S3MediaStorage {
  const timeoutMs = options.timeoutMs ?? DEFAULT_TIMEOUT_MS;
  const location = `s3://${settings.bucket} at ${settings.endpoint}`;
  const client = new AwsClient({
    accessKeyId: settings.accessKeyId,
    secretAccessKey: settings.secretAccessKey,
    service: "s3", // not guessable from a non-AWS host name
    region: settings.region,
    // aws4fetch retries 5xx and 429 ten times by default (seconds of backoff): a
    // page request waiting on an image should fail sooner than that.
    retries: 2,
  });
  const cache = settings.cacheDir ? fileSystemStorage(settings.cacheDir) : null;

  /** One signed request, body read in full, all within the timeout. */
  async function request(
    method: "GET" | "HEAD" | "PUT" | "DELETE",
    key: string,
    init: { body?: Uint8Array<ArrayBuffer>; headers?: Record<string, string> } = {},
  ): Promise<Answer> {
    assertSafeMediaKey(key);
    const signal = AbortSignal.timeout(timeoutMs);
    try {
      const res = await client.fetch(objectUrl(settings, key), { method, ...init, signal });
      const body = method === "HEAD" ? Buffer.alloc(0) : Buffer.from(await res.arrayBuffer());
      return { status: res.status, statusText: res.statusText, headers: res.headers, body };
    } catch (error) {
      if (signal.aborted) {
        throw new S3RequestError(
          `S3 ${method} ${key}: no answer within ${timeoutMs} ms from ${location}`,
          undefined,
          undefined,
          { cause: error },
        );
      }
      const cause = (error as Error).cause as { code?: string; message?: string } | undefined;
      const detail = cause?.code ?? cause?.message ?? (error as Error).message;
      throw new S3RequestError(
        `S3 ${method} ${key} failed (${detail}) at ${location}`,
        undefined,
        undefined,
        { cause: error },
      );
    }
  }

  function fail(method: string, key: string, answer: Answer): never {
    const { code, message } = errorCode(answer.body);
    // HEAD answers have no body, hence no S3 code: the status text is all there is.
    const why = code ? [code, message].filter(Boolean).join(": ") : answer.statusText;
    throw new S3RequestError(
      `S3 ${method} ${key} failed with ${answer.status}${why ? ` ${why}` : ""} (${location})`,
      answer.status,
      code,
    );
  }

  const ok = (answer: Answer) => answer.status >= 200 && answer.status < 300;

  async function stat(key: string): Promise<S3ObjectInfo | null> {
    const answer = await request("HEAD", key);
    // A HEAD answer has no body, so a missing bucket also reads as "missing" here.
    if (answer.status === 404) return null;
    if (!ok(answer)) fail("HEAD", key, answer);
    return {
      size: Number(answer.headers.get("content-length") ?? 0),
      contentType: answer.headers.get("content-type"),
    };
  }

  return {
    location,
    stat,
    async put(key, bytes) {
      // A copy into a plain ArrayBuffer: fetch's BodyInit takes no views of a possibly shared buffer.
      const body = new Uint8Array(bytes);
      const answer = await request("PUT", key, {
        body,
        headers: {
          "Content-Type": mediaContentType(key),
          // A signed payload hash instead of aws4fetch's UNSIGNED-PAYLOAD: accepted by
          // every S3-compatible server, and the server checks the bytes arrived whole.
          "X-Amz-Content-Sha256": createHash("sha256").update(body).digest("hex"),
        },
      });
      if (!ok(answer)) fail("PUT", key, answer);
      // The bucket first: the local copy must never hold what the bucket does not.
      await cache?.put(key, bytes);
    },
    async get(key) {
      const local = await cache?.get(key);
      if (local) return local;
      const answer = await request("GET", key);
      if (isMissingKey(answer)) return null;
      if (!ok(answer)) fail("GET", key, answer);
      // Keys name immutable content (a new upload gets a new id), so a local copy never goes stale.
      await cache?.put(key, answer.body);
      return answer.body;
    },
    async exists(key) {
      if (await cache?.exists(key)) return true;
      return (await stat(key)) !== null;
    },
    async localPath(key) {
      assertSafeMediaKey(key);
      // Only what is already on disk: a network fetch belongs to get().
      return cache ? cache.localPath(key) : null;
    },
    async delete(key) {
      await cache?.delete(key);
      const answer = await request("DELETE", key);
      if (!ok(answer) && !isMissingKey(answer)) fail("DELETE", key, answer);
    },
  };
}
