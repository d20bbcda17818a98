import { expect } from "vitest";
import { newAdmin, shopTest } from "../../app/test/test-shop";

// The page cache on, on PostgreSQL too (off there by default in test shops): the last test is
// about a cached answer, and every change here goes through the shop itself, which tells it.
const test = shopTest({ PAGE_CACHE_MB: "16" });

/** Issue 13, item 3: the duty-point finder's answers as a script sees them. */

test("friction in a long pipe is added to the head, and the answer says so", async ({
  request,
}) => {
  const res = await request.get("/finder?head=45&discharge=60&phase=1&pipe=300&pipe_size=32");
  expect(res.status()).toBe(200);
  // React marks where its text pieces join; a reader sees one sentence.
  const html = (await res.text()).replaceAll("<!-- -->", "");
  expect(html).toContain("adds 18 m, so the pumps below are checked for");
  expect(html).toContain("covers 63 m (45 m + 18 m friction) at 60 LPM");
});

test("bad input gets its message beside the field, never a 500", async ({ request }) => {
  for (const [qs, messages] of [
    ["head=10+km&discharge=60", ["10 km is not a sensible head: at most 2000 m"]],
    ["head=-5&discharge=banana", ["Head cannot be negative", "Discharge: write a number"]],
    ["head=&discharge=60&phase=2", ["Enter the head the pump must lift", "Phase is 1"]],
    ["head=40-50&discharge=60&pipe=9000", ["Head is one value", "not a sensible pipe length"]],
    [
      `head=${"9".repeat(5000)}&discharge=%00&type=<b>`,
      ["not a sensible head", "Choose submersible"],
    ],
  ] as const) {
    const res = await request.get(`/finder?${qs}`);
    expect(res.status(), qs).toBe(400);
    const html = await res.text();
    for (const m of messages) expect(html, qs).toContain(m);
    expect(html).toContain('aria-invalid="true"');
  }
});

test("a cached answer changes with the catalogue: a new pump shows on the next visit", async ({
  shop,
  request,
}) => {
  const guest = shop.client({ ip: `10.78.${Math.floor(Math.random() * 250) + 1}.9` });
  // A duty point no demo pump reaches: 777 m at 7 LPM.
  const path = "/finder?head=777&discharge=7";
  for (let i = 0; i < 2; i++) {
    const html = await (await guest.get(path)).text();
    expect(html).toContain("No pump covers 777 m at 7 LPM");
  }
  await newAdmin(shop, request);
  const title = `E2E Deep Well Pump ${Math.random().toString(36).slice(2, 8)}`;
  const saved = await request.post("/AddProductPage", {
    form: {
      intent: "save-product",
      title,
      price: "99000",
      star: "4",
      specHead: "780–790 m",
      specDischarge: "0–8 LPM",
      specDutyPoints: "790 m @ 0 LPM\n780 m @ 8 LPM",
    },
    maxRedirects: 0,
  });
  expect(saved.status()).toBe(302);
  const html = (await (await guest.get(path)).text()).replaceAll("<!-- -->", "");
  expect(html).toContain("1 pump covers 777 m at 7 LPM");
  expect(html).toContain(title);
  expect(html).toContain("covers 777 m at 7 LPM with 1 % head margin");
  await guest.dispose();
});
