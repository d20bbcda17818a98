// npm run build: builds into BUILD_DIR and stamps the build with its sources, so the next
// `npm start` serves it without building again. Waits for a build another start is making.
import { build, withBuildLock } from "./build-if-needed.mjs";

try {
  withBuildLock(
    () => build(),
    () => console.log("Waiting for another build to finish…"),
  );
} catch (error) {
  console.error(error instanceof Error ? error.message : error);
  process.exit(1);
}
