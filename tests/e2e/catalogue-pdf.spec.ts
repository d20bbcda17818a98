import { getDocument } from "pdfjs-dist/legacy/build/pdf.mjs";
import { seedCategories } from "../../app/seed/catalogue-data";
import { expect, test } from "./fixtures";

async function pdfText(bytes: Buffer): Promise<string> {
  const task = getDocument({
    data: new Uint8Array(bytes),
    disableFontFace: true,
    isEvalSupported: false,
    verbosity: 0,
  });
  const doc = await task.promise;
  let text = "";
  for (let n = 1; n <= doc.numPages; n++) {
    const content = await (await doc.getPage(n)).getTextContent();
    text += ` ${content.items.map((i) => ("str" in i ? i.str : "")).join(" ")}`;
  }
  await task.destroy();
  return text.replace(/\s+/g, " ");
}

test("the footer's catalogue PDF opens and lists every category with ₹ prices", async ({
  request,
}) => {
  test.setTimeout(90_000);
  const res = await request.get("/catalogue.pdf");
  expect(res.status()).toBe(200);
  expect(res.headers()["content-type"]).toBe("application/pdf");
  const bytes = await res.body();
  expect(bytes.subarray(0, 5).toString()).toBe("%PDF-");
  const text = await pdfText(bytes);
  // The seeded categories: other specs add and rename categories of their own meanwhile.
  expect(seedCategories.length).toBeGreaterThanOrEqual(6);
  for (const { name } of seedCategories) expect(text).toContain(name);
  expect(text).toContain("₹");
  // A second download of the same catalogue version is the cached file: same
  // bytes. (Other specs may change the catalogue in between: a new version.)
  const again = await request.get("/catalogue.pdf");
  expect(res.headers().etag).toMatch(/^"catalogue-/);
  if (again.headers().etag === res.headers().etag) {
    expect((await again.body()).equals(bytes)).toBe(true);
  }
});
