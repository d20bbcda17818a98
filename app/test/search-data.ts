import type { TestProduct } from "./test-products.server";

/**
 * Products the search tests share, in the browser (tests/e2e/search.spec.ts) and in-process
 * (tests/http/search.test.ts).
 */

/** Ten products whose titles share a token; long enough to need the 28-character cut. */
export const TEN_WITH_IMAGES: TestProduct[] = Array.from({ length: 10 }, (_, i) => ({
  title: `{token} Borewell Submersible Pump Model ${i}`,
  priceRupees: 10_000 + i * 500,
  image: true,
}));
