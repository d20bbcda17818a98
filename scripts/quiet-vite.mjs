// Preloaded by the build and dev scripts (`node --import ./scripts/quiet-vite.mjs`).
// React Router 7.18 starts its internal Vite servers (route config, child
// compiler) with `envFile: false`, which Vite 8 reports as deprecated at every
// build and dev start. Nothing in our config causes it or can change it, so
// that one line is dropped; every other warning is printed as usual.
const DEPRECATION = "The `envFile` option is deprecated";
const warn = console.warn;
console.warn = (...args) => {
  if (typeof args[0] === "string" && args[0].includes(DEPRECATION)) return;
  warn(...args);
};
