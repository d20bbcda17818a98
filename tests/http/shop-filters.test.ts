import { expect } from "vitest";
import { shopTest } from "../../app/test/test-shop";

const test = shopTest();

/** Issue 13, item 2: range filters on /shop, as a script sends them. */

test("filter URLs with garbage never fail: the page says what it ignored", async ({ request }) => {
  const urls = [
    "/shop?category=Submersible+Pumps&power_min=abc&power_max=%00&phase=9",
    "/shop?category=Submersible+Pumps&head_min=99999999999999999999&discharge_max=-1",
    "/shop?category=Submersible+Pumps&stages_min=30&stages_max=3&borewell=%F0%9F%92%A7",
    "/shop?category=Submersible+Pumps&power_min=1&power_min=2&head_max=1e9&wattage_min=NaN",
    "/shop?category=No+Such+Category&power_min=1&phase=3",
    "/shop?power_min=1&phase=3&page=99",
    `/shop?category=Submersible+Pumps&head_min=${"9".repeat(5000)}`,
  ];
  for (const url of urls) {
    const res = await request.get(url);
    expect(res.status(), url).toBe(200);
    const html = await res.text();
    expect(html, url).toContain('data-testid="shop-count"');
  }
  const html = await (await request.get(urls[0]!)).text();
  expect(html).toContain("Power: “abc” is not a number, so it was ignored.");
  expect(html).toContain("Phase: “9” is not 1 or 3, so it was ignored.");
  const outside = await (await request.get(urls[5]!)).text();
  expect(outside).toContain("Filters by power, head and the like work within a category");
  // Filtered views are followed but not indexed.
  const filtered = await (await request.get("/shop?category=Submersible+Pumps&phase=3")).text();
  expect(filtered).toContain('content="noindex, follow"');
});

test("filters typed in Gujarati or Devanagari digits filter as ASCII ones do", async ({
  request,
}) => {
  const count = async (query: string) => {
    const html = await (await request.get(`/shop?category=Submersible+Pumps&${query}`)).text();
    expect(html, query).not.toContain("is not a number");
    return /data-testid="shop-count"[^>]*>([\s\S]*?)<\//.exec(html)?.[1];
  };
  const ascii = await count("power_min=1&power_max=1.5");
  expect(ascii).toBeTruthy();
  expect(
    await count(`power_min=${encodeURIComponent("૧")}&power_max=${encodeURIComponent("૧.૫")}`),
  ).toBe(ascii);
  expect(
    await count(`power_min=${encodeURIComponent("१")}&power_max=${encodeURIComponent("१.५")}`),
  ).toBe(ascii);
});
