// npm start: build if needed, migrate, seed an empty database, serve in production mode.
process.env.NODE_ENV = "production";
const { buildIfNeeded } = await import("./build-if-needed.mjs");
buildIfNeeded();
const server = await import("../build/server/index.js");
await server.main();
