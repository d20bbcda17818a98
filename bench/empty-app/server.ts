/**
 * Serves the empty app's build (BUILD_DIR) as React Router's Express template
 * does, on a free loopback port; prints `listening <port>` for lib.ts.
 */
import path from "node:path";
import { pathToFileURL } from "node:url";
import { createRequestHandler } from "@react-router/express";
import express from "express";
import type { ServerBuild } from "react-router";

const dir = path.resolve(process.env.BUILD_DIR ?? "build");
const build = (await import(pathToFileURL(path.join(dir, "server/index.js")).href)) as ServerBuild;
const app = express();
app.disable("x-powered-by");
app.use(express.static(path.join(dir, "client")));
app.all("/{*path}", createRequestHandler({ build, mode: "production" }));
const server = app.listen(0, "127.0.0.1", () => {
  const address = server.address();
  console.log(`listening ${typeof address === "object" && address ? address.port : 0}`);
});
process.once("SIGTERM", () => process.exit(0));
