// Preloaded into the server (bench/memory/run.sh): memory every 250 ms to MEM_LOG, as JSON lines;
// SIGUSR2 writes a heap snapshot beside it.
const fs = require("node:fs");
const out = process.env.MEM_LOG;
let sharp = null;
const t0 = Date.now();
setInterval(() => {
  try {
    sharp ??= require(require.resolve("sharp", { paths: [process.cwd()] }));
  } catch {}
  const m = process.memoryUsage();
  const c = sharp ? sharp.cache() : null;
  fs.appendFileSync(
    out,
    JSON.stringify({
      at: Date.now(),
      t: Date.now() - t0,
      rss: m.rss,
      heapUsed: m.heapUsed,
      heapTotal: m.heapTotal,
      external: m.external,
      arrayBuffers: m.arrayBuffers,
      sharpMem: c?.memory?.current,
      sharpFiles: c?.files?.current,
      sharpItems: c?.items?.current,
    }) + "\n",
  );
}, 250).unref();
process.on("SIGUSR2", () => {
  const v8 = require("node:v8");
  const f = v8.writeHeapSnapshot(process.env.MEM_LOG + ".heapsnapshot");
  fs.appendFileSync(out, JSON.stringify({ snapshot: f }) + "\n");
});
