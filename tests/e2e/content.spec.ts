import { expect, test } from "./fixtures";

/** Each content page's spec content, checked once as plain HTML (JavaScript off) and once in the browser. */
const CONTENT: Record<string, (string | RegExp)[]> = {
  "/about": [
    "Our story",
    "Our mission",
    "What we make",
    "Our team",
    "Play the factory tour video",
    "Submersible Pumps",
  ],
  "/contact": [
    "Get In Touch",
    "+91 98250 41230",
    "sales@sabarmatipumps.in",
    "Rajkot, Gujarat",
    'name="fullname"',
    'name="email"',
    'name="number"',
    'name="message"',
  ],
  "/certificates": ["Certificates", "ISO 9001:2015"],
  "/privacy": [
    "Privacy Policy",
    "Return and Refund Policy",
    "Shipping Policy",
    "All sales are final",
    "7-10 days",
    "shown at checkout",
    "10/6/2024",
    "under 13",
    "24ABCPS1234F1Z3",
  ],
  "/tandc": ["Terms and Conditions", "Contact Us", "10/6/2024", "Rajkot"],
};

test.describe("content pages over plain HTTP", () => {
  for (const [path, expected] of Object.entries(CONTENT)) {
    test(`${path} serves its content without JavaScript`, async ({ request }) => {
      const res = await request.get(path);
      expect(res.status()).toBe(200);
      const html = await res.text();
      for (const text of expected) {
        if (typeof text === "string") expect(html).toContain(text.replace(/&/g, "&amp;"));
        else expect(html).toMatch(text);
      }
    });
  }

  test("/privacy has 7 numbered privacy sections and /tandc 11 plus Contact Us", async ({
    request,
  }) => {
    const numbers = (html: string) =>
      [
        ...html.matchAll(/<h[23][^>]*><span class="text-brand-700">(\d+)(?:<!-- -->)?\.<\/span>/g),
      ].map((m) => Number(m[1]));
    const privacy = await (await request.get("/privacy")).text();
    expect(numbers(privacy)).toEqual([1, 2, 3, 4, 5, 6, 7]);
    const terms = await (await request.get("/tandc")).text();
    expect(numbers(terms)).toEqual([1, 2, 3, 4, 5, 6, 7, 8, 9, 10, 11]);
    expect(terms).toMatch(/<h2[^>]*>Contact Us<\/h2>/);
  });

  test("/about shows the newest about image set and /certificates two certificates", async ({
    request,
  }) => {
    const about = await (await request.get("/about")).text();
    expect(about.match(/src="\/media\/about\/[a-z0-9]{16}"/g)?.length ?? 0).toBeGreaterThanOrEqual(
      4,
    );
    const certs = await (await request.get("/certificates")).text();
    expect(certs.match(/src="\/media\/w640\/[a-z0-9]{16}"/g)).toHaveLength(2);
  });
});

test.describe("content pages in the browser @browser", () => {
  test("/about plays the video only when asked", async ({ page }) => {
    await page.goto("/about");
    await expect(page.locator("iframe")).toHaveCount(0);
    await page.getByRole("button", { name: "Play the factory tour video" }).click();
    await expect(page.locator('iframe[title="Factory tour video"]')).toHaveCount(1);
  });

  test("/contact shows its map without a click once it scrolls into view", async ({ page }) => {
    // A stand-in for the map's host, which tests never reach.
    await page.route("https://www.google.com/**", (route) =>
      route.fulfill({ contentType: "text/html", body: "<p>Map</p>" }),
    );
    await page.goto("/contact");
    await expect(page.getByRole("button", { name: "Show map" })).toHaveCount(0);
    await page.locator("figure[data-map]").scrollIntoViewIfNeeded();
    await expect(page.locator("iframe")).toHaveCount(1);
  });

  test("/privacy links to its parts and shows the policy date", async ({ page }) => {
    await page.goto("/privacy");
    await expect(page.getByRole("heading", { name: "Shipping Policy" })).toBeVisible();
    await expect(page.getByText("10/6/2024").first()).toBeVisible();
    await expect(page.locator("#shipping")).toContainText("7-10 days");
    await expect(page.locator("#returns")).toContainText("All sales are final");
  });

  test("/certificates shows both certificate images in a scrolling list", async ({ page }) => {
    await page.goto("/certificates");
    const images = page.getByRole("list", { name: "Certificates" }).getByRole("img");
    await expect(images).toHaveCount(2);
    await expect(images.first()).toHaveJSProperty("complete", true);
    expect(
      await images.first().evaluate((img: HTMLImageElement) => img.naturalWidth),
    ).toBeGreaterThan(0);
  });
});
