import { expect } from "vitest";
import { seedCategories } from "../../app/seed/catalogue-data";
import { readPdf } from "../../app/test/pdf-text";
import { shopTest } from "../../app/test/test-shop";

const test = shopTest();

test("the footer's catalogue PDF opens and lists every category with ₹ prices", async ({
  request,
}) => {
  const res = await request.get("/catalogue.pdf");
  expect(res.status()).toBe(200);
  expect(res.headers()["content-type"]).toBe("application/pdf");
  const bytes = await res.body();
  expect(bytes.subarray(0, 5).toString()).toBe("%PDF-");
  const { text } = await readPdf(bytes);
  // The seeded categories (a shop may have more of its own).
  expect(seedCategories.length).toBeGreaterThanOrEqual(6);
  for (const { name } of seedCategories) expect(text).toContain(name);
  expect(text).toContain("₹");
  // A second download of the same catalogue version is the cached file: same
  // bytes. (A change to the catalogue in between would be a new version.)
  const again = await request.get("/catalogue.pdf");
  expect(res.headers().etag).toMatch(/^"catalogue-/);
  if (again.headers().etag === res.headers().etag) {
    expect((await again.body()).equals(bytes)).toBe(true);
  }
}, 90_000);
