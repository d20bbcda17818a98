/**
 * The benchmarks' baseline: node:http sending fixed bytes from memory, in a
 * process of its own (BENCH_BODY_FILE, or "hello world"; BENCH_CONTENT_TYPE).
 */
import { readFileSync } from "node:fs";
import { createServer } from "node:http";

// Benchmark knobs, not shop settings: read here rather than through env.server.ts.
const file = process.env.BENCH_BODY_FILE;
const body = file ? readFileSync(file) : Buffer.from("hello world");
const type = process.env.BENCH_CONTENT_TYPE ?? "text/plain";
const server = createServer((_req, res) => {
  res.writeHead(200, { "content-type": type, "content-length": body.length });
  res.end(body);
}).listen(0, "127.0.0.1", () => {
  const address = server.address();
  console.log(`listening ${typeof address === "object" && address ? address.port : 0}`);
});
process.once("SIGTERM", () => process.exit(0));
