/**
 * The media benchmark's server, in its own process so the load generator does
 * not share its event loop: our media route and express.static over one folder.
 */
import { createServer } from "node:http";
import path from "node:path";
import express from "express";
import { mediaHandler } from "~/media/media-route.server";
import { fileSystemStorage } from "~/media/storage.server";

// Benchmark knobs, not shop settings: read here rather than through env.server.ts.
const dir = process.env.BENCH_MEDIA_DIR ?? "";
const app = express();
app.get("/media/:variant/:id", mediaHandler(fileSystemStorage(path.join(dir, "media"))));
app.use(
  "/static",
  express.static(path.join(dir, "media/cache/hero"), { maxAge: "1y", immutable: true }),
);
const server = createServer(app).listen(0, "127.0.0.1", () => {
  const address = server.address();
  console.log(`listening ${typeof address === "object" && address ? address.port : 0}`);
});
process.once("SIGTERM", () => process.exit(0));
