// npm run dev: the same Express app with Vite's dev server and hot reload.
import "./quiet-vite.mjs";
import express from "express";
import { createServer } from "vite";

const vite = await createServer({ server: { middlewareMode: true }, appType: "custom" });
const entry = () => vite.ssrLoadModule("./server.ts");
await (await entry()).prepareData();

let cached;
const app = express();
app.use(vite.middlewares);
app.use(async (req, res, next) => {
  try {
    const mod = await entry();
    if (cached?.mod !== mod) {
      const build = () => vite.ssrLoadModule("virtual:react-router/server-build");
      cached = { mod, app: mod.createApp("development", build) };
    }
    cached.app(req, res, next);
  } catch (error) {
    if (error instanceof Error) vite.ssrFixStacktrace(error);
    next(error);
  }
});
// A plain launcher: it reads PORT itself; the app reads the rest via env.server.ts.
const port = Number(process.env.PORT ?? 3000);
app.listen(port, () => console.log(`Dev server on http://localhost:${port}`));
