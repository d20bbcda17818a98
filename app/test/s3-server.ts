import { mkdtempSync, rmSync } from "node:fs";
import type { Server } from "node:http";
import { createRequire } from "node:module";
import type { AddressInfo } from "node:net";
import { tmpdir } from "node:os";
import path from "node:path";
import type { S3MediaSettings } from "~/config/storage-settings.server";

/** The part of @20minutes/s3rver 4.x we use (the package ships no types). */
interface S3rverOptions {
  address: string;
  port: number;
  directory: string;
  silent: boolean;
  configureBuckets: { name: string }[];
}
interface S3rver {
  run(): Promise<AddressInfo>;
  close(): Promise<void>;
  httpServer?: Server;
}
type S3rverClass = new (options: S3rverOptions) => S3rver;

export interface TestS3Server {
  /** Settings for s3Storage(): path style on 127.0.0.1, bucket already made. */
  settings: S3MediaSettings;
  stop(): Promise<void>;
}

/**
 * A real S3-compatible server (@20minutes/s3rver) on a free port of
 * 127.0.0.1, storing in a fresh temporary folder, with one empty bucket.
 *
 * - The bucket is made through `configureBuckets`: s3rver refuses bucket
 *   creation through the S3 API with SignatureDoesNotMatch.
 * - s3rver knows one hard-coded key pair, S3RVER / S3RVER; any other access
 *   key gets InvalidAccessKeyId, another secret SignatureDoesNotMatch.
 * - `silent` quiets both its request log (winston) and Koa's error printing.
 * - Path style on an IP address: s3rver signs virtual-host requests over
 *   `/<bucket>/<key>`, not over `/<key>` as S3 and aws4fetch do.
 */
export async function startS3Server(bucket = "media"): Promise<TestS3Server> {
  // createRequire: a CommonJS package without type declarations.
  const S3rver = createRequire(import.meta.url)("@20minutes/s3rver") as S3rverClass;
  const directory = mkdtempSync(path.join(tmpdir(), "storefront-s3-"));
  const server = new S3rver({
    address: "127.0.0.1",
    port: 0,
    directory,
    silent: true,
    configureBuckets: [{ name: bucket }],
  });
  const { port } = await server.run();
  return {
    settings: {
      kind: "s3",
      endpoint: `http://127.0.0.1:${port}`,
      bucket,
      region: "us-east-1",
      accessKeyId: "S3RVER",
      secretAccessKey: "S3RVER",
      forcePathStyle: true,
    },
    async stop() {
      // Keep-alive sockets from fetch would otherwise hold close() open.
      server.httpServer?.closeAllConnections();
      await server.close();
      rmSync(directory, { recursive: true, force: true });
    },
  };
}
