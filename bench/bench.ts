/**
 * npm run bench — measures what DESIGN.md §7 and the issues budget, and prints
 * a Markdown report (paste it into docs/benchmarks.md).
 *
 *   npm run bench                # everything but the soak
 *   npm run bench -- media pages # only some sections:
 *                                #   media cache pages profile lighthouse search product alerts service
 *   npm run bench -- js          # first-visit JavaScript only, on the demo catalogue
 *   npm run bench -- languages   # /gu/… and /hi/… against their English twins, uncached and
 *                                # cached (languages.ts), then Lighthouse, whose pages include
 *                                # /gu, /gu/shop, a /gu/ product page and their /hi/ twins
 *   npm run bench -- soak        # ten minutes of mixed traffic (soak.ts)
 *   npm run bench -- memory      # resident memory under three loads, SQLite and PostgreSQL (memory.ts)
 *   BENCH_BUILDS=a,b npm run bench -- compare  # builds side by side (compare.ts)
 *   BENCH_BUILDS=a,b npm run bench -- lighthouse  # Lighthouse on builds in turns
 *
 * Servers run on loopback ports of this machine only, each load run is
 * bounded in time, and every server is stopped at the end.
 */
import { benchAlerts } from "./alerts";
import { benchCache } from "./cache";
import { benchCompare } from "./compare";
import { benchCatalogues } from "./data";
import { benchLanguages } from "./languages";
import { benchLighthouse } from "./lighthouse";
import { benchMedia } from "./media";
import { benchFirstVisitJs, benchPages } from "./pages";
import { benchProduct } from "./product";
import { benchProfile } from "./profile";
import { benchSearch } from "./search";
import { benchService } from "./service";

const sections = process.argv.slice(2);
if (sections.includes("soak")) process.exit(await (await import("./soak")).soak());
const wanted = (name: string) => sections.length === 0 || sections.includes(name);
const builds = (process.env.BENCH_BUILDS ?? "").split(",").filter(Boolean);
if (sections.includes("memory")) {
  console.log(`\n${(await (await import("./memory")).benchMemory()).join("\n")}`);
  process.exit(0);
}
if (sections.includes("compare")) {
  console.log(`\n${(await benchCompare(builds)).join("\n")}`);
  process.exit(0);
}
const report: string[] = [];

/** Products in the search and product-page catalogues (the scale the issues state). */
const CATALOGUE = 100_000;
const catalogues = benchCatalogues(CATALOGUE, (line) => console.error(line));

try {
  if (wanted("media")) report.push(...(await benchMedia()));
  if (wanted("cache")) report.push(...(await benchCache()));
  // The languages section is not in the default run (ten minutes of load runs), but its
  // Lighthouse rows are: the lighthouse section measures /gu and /hi pages beside English.
  if (sections.includes("languages")) report.push(...(await benchLanguages()));
  if (wanted("lighthouse") || sections.includes("languages"))
    report.push(...(await benchLighthouse(builds)));
  if (wanted("pages")) report.push(...(await benchPages()));
  if (sections.includes("js")) report.push(...(await benchFirstVisitJs()));
  if (wanted("profile")) report.push(...(await benchProfile()));
  if (wanted("search")) report.push(...(await benchSearch(catalogues, CATALOGUE)));
  if (wanted("product")) report.push(...(await benchProduct(catalogues, CATALOGUE)));
  if (wanted("alerts")) report.push(...(await benchAlerts()));
  if (wanted("service")) report.push(...(await benchService(catalogues)));
} finally {
  await catalogues.close();
}
console.log(`\n${report.join("\n")}`);
